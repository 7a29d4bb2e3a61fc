/**
 * The post's words: title, excerpt, and the Markdown source (CodeMirror, ./markdown-source) with
 * its toolbar beside a live preview rendered by the public page's sanitiser. An image dropped or
 * pasted into the source waits for its alt text, then goes into the media library and the text.
 */
import { lazy, Suspense, useEffect, useState } from "react";
import { Field, Input, Textarea } from "~/components/ui/form-controls";
import { PostBody } from "../post-body";
import { renderPreview } from "./editor-api";
import { fieldEditor, type EditorAction, type EditorState } from "./editor-state";
import type { SourceHandle } from "./markdown-source";
import { MarkdownToolbar } from "./markdown-toolbar";
import { PendingUpload } from "./pending-upload";

// CodeMirror comes in a chunk of its own, fetched when the editor first shows.
const MarkdownSource = lazy(() => import("./markdown-source").then((m) => ({ default: m.MarkdownSource })));

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
  source,
  children,
}: {
  state: EditorState;
  dispatch: React.Dispatch<EditorAction>;
  idPrefix: string;
  /** The source editor's handle, once it is there. */
  source: React.RefObject<SourceHandle | null>;
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
          <Field
            id={sourceId}
            label="Content"
            required
            error={errors.content}
            hint="Markdown (or HTML). Drop or paste an image to upload it. Shortcuts (⌘ for Ctrl on a Mac): Ctrl+B bold, Ctrl+I italic, Ctrl+K link, Ctrl+Alt+1 to 3 heading, Ctrl+S save. Tab moves on to the next field."
          >
            {(p) => (
              <div>
                <MarkdownToolbar controls={sourceId} onAction={(action) => source.current?.format(action)} onImage={() => dispatch({ type: "library", purpose: "insert" })} />
                <Suspense fallback={<p className="min-h-[28rem] rounded-b-md border border-slate-300 bg-white p-3 text-sm text-slate-600">Loading the editor…</p>}>
                  <MarkdownSource
                    handleRef={source}
                    content={values.content}
                    replaced={state.contentReplaced}
                    attributes={{ ...p, "aria-labelledby": `${sourceId}-label` }}
                    onChange={(content) => dispatch({ type: "edit", fields: { content } })}
                    onImage={imageFrom}
                  />
                </Suspense>
              </div>
            )}
          </Field>
          {pendingFile && (
            <PendingUpload
              file={pendingFile}
              onDone={(item) => {
                dispatch({ type: "pending-file", file: null });
                if (item) source.current?.insert(item.markdown);
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
