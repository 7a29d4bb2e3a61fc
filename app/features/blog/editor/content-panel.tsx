/**
 * The post's words: title, excerpt, and the Markdown source with its toolbar beside a live
 * preview rendered by the public page's sanitiser. An image dropped or pasted into the source
 * waits for its alt text, then goes into the media library and the text.
 */
import { useEffect, useState } from "react";
import { Field, Input, Textarea } from "~/components/ui/form-controls";
import { PostBody } from "../post-body";
import { renderPreview } from "./editor-api";
import { fieldEditor, insertBlock, type EditorAction, type EditorState } from "./editor-state";
import { applyMarkdown, MarkdownToolbar } from "./markdown-toolbar";
import { PendingUpload } from "./pending-upload";

/** The source textarea, found by its id (the shared Textarea takes no ref); read only in handlers. */
const sourceArea = (id: string) => (typeof document === "undefined" ? null : (document.getElementById(id) as HTMLTextAreaElement | null));

/** New source text, then the caret or selection where the edit left it. */
function replaceSource(dispatch: React.Dispatch<EditorAction>, sourceId: string, content: string, start: number, end: number) {
  dispatch({ type: "edit", fields: { content } });
  requestAnimationFrame(() => {
    const el = sourceArea(sourceId);
    if (!el) return;
    el.focus();
    el.setSelectionRange(start, end);
  });
}

/** `text` (an image's Markdown) as a paragraph of its own at the caret. */
export function insertAtCursor(dispatch: React.Dispatch<EditorAction>, sourceId: string, content: string, text: string) {
  const el = sourceArea(sourceId);
  const r = insertBlock(content, el?.selectionStart ?? content.length, el?.selectionEnd ?? content.length, text);
  replaceSource(dispatch, sourceId, r.value, r.caret, r.caret);
}

function useLivePreview(content: string) {
  const [html, setHtml] = useState("");
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (!content.trim()) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      renderPreview(content, controller.signal)
        .then((r) => {
          setHtml(r.html);
          setFailed(false);
        })
        .catch((error: unknown) => {
          if ((error as Error).name !== "AbortError") setFailed(true);
        });
    }, 300);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [content]);
  // An emptied text shows an empty preview at once, without waiting for the server.
  return { html: content.trim() ? html : "", failed };
}

export function ContentPanel({
  state,
  dispatch,
  idPrefix,
  children,
}: {
  state: EditorState;
  dispatch: React.Dispatch<EditorAction>;
  idPrefix: string;
  /** What sits between the excerpt and the source (the featured image). */
  children?: React.ReactNode;
}) {
  const { values, errors, pendingFile } = state;
  const sourceId = `${idPrefix}-content`;
  const preview = useLivePreview(values.content);
  const edit = fieldEditor(dispatch);
  const imageFrom = (files: FileList | null | undefined) => {
    const file = [...(files ?? [])].find((f) => f.type.startsWith("image/") || f.type === "");
    if (!file) return false;
    dispatch({ type: "pending-file", file });
    return true;
  };

  return (
    <>
      <Field id={`${idPrefix}-title`} label="Title" required error={errors.title}>
        {(p) => <Input {...p} value={values.title} onChange={edit("title")} maxLength={200} />}
      </Field>
      <Field id={`${idPrefix}-excerpt`} label="Excerpt">
        {(p) => <Textarea {...p} rows={2} value={values.excerpt} onChange={edit("excerpt")} maxLength={500} className="min-h-16!" />}
      </Field>
      {children}
      <div className="grid gap-4 lg:grid-cols-2">
        <div>
          <Field id={sourceId} label="Content" required error={errors.content} hint="Markdown (or HTML). Drop or paste an image to upload it.">
            {(p) => (
              <div>
                <MarkdownToolbar
                  controls={sourceId}
                  onAction={(action) => {
                    const el = sourceArea(sourceId);
                    const r = applyMarkdown(action, values.content, el?.selectionStart ?? values.content.length, el?.selectionEnd ?? values.content.length);
                    replaceSource(dispatch, sourceId, r.value, r.selectionStart, r.selectionEnd);
                  }}
                  onImage={() => dispatch({ type: "library", purpose: "insert" })}
                />
                <Textarea
                  {...p}
                  rows={20}
                  value={values.content}
                  onChange={edit("content")}
                  onDragOver={(ev) => {
                    if ([...ev.dataTransfer.types].includes("Files")) ev.preventDefault();
                  }}
                  onDrop={(ev) => {
                    if (imageFrom(ev.dataTransfer.files)) ev.preventDefault();
                  }}
                  onPaste={(ev) => {
                    if (imageFrom(ev.clipboardData.files)) ev.preventDefault();
                  }}
                  className="min-h-[28rem]! rounded-t-none! font-mono text-sm!"
                />
              </div>
            )}
          </Field>
          {pendingFile && (
            <PendingUpload
              file={pendingFile}
              onDone={(item) => {
                dispatch({ type: "pending-file", file: null });
                if (item) insertAtCursor(dispatch, sourceId, values.content, item.markdown);
              }}
            />
          )}
        </div>
        <div>
          <p className="mb-1 text-sm font-medium text-slate-800" id={`${idPrefix}-preview-label`}>
            Live preview
          </p>
          <div
            role="region"
            aria-labelledby={`${idPrefix}-preview-label`}
            className="max-h-[40rem] min-h-[28rem] overflow-y-auto rounded-md border border-slate-300 bg-white p-4 lg:mt-[3.25rem]"
            data-testid="post-preview"
          >
            {preview.failed ? (
              <p className="text-sm text-red-700">Preview unavailable.</p>
            ) : preview.html ? (
              <PostBody html={preview.html} className="text-base" />
            ) : (
              <p className="text-sm text-slate-500">Nothing to preview yet.</p>
            )}
          </div>
        </div>
      </div>
    </>
  );
}
