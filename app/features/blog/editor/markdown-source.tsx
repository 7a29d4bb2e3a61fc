/**
 * The post's Markdown source in CodeMirror. The editor keeps its own document and undo history;
 * every change is reported to the editor's state (`onChange`), and every edit made from outside
 * the typing — a toolbar button, an inserted image, a restored or generated text — is a
 * transaction on that document, so Ctrl+Z undoes it like typing. Tab is left to the browser: it
 * moves on to the next control instead of indenting, so a keyboard never gets stuck here.
 * Loaded on its own (./content-panel), so CodeMirror is fetched only when the editor shows.
 */
import { defaultKeymap, history, historyKeymap, isolateHistory } from "@codemirror/commands";
import { markdownKeymap, markdownLanguage } from "@codemirror/lang-markdown";
import { defaultHighlightStyle, LanguageSupport, syntaxHighlighting } from "@codemirror/language";
import { Compartment, EditorState, type TransactionSpec } from "@codemirror/state";
import { EditorView, keymap } from "@codemirror/view";
import { useEffect, useEffectEvent, useRef } from "react";
import { insertBlock } from "./editor-state";
import { applyMarkdown, type MarkdownAction } from "./markdown-toolbar";

/** Each outside edit is an undo step of its own, never merged with the typing around it. */
const step = (spec: TransactionSpec): TransactionSpec => ({ ...spec, annotations: isolateHistory.of("full"), scrollIntoView: true });

/** What the toolbar and the image insertions do to the source, once it is there. */
export interface SourceHandle {
  format: (action: MarkdownAction) => void;
  /** `text` (an image's Markdown) as a paragraph of its own at the caret. */
  insert: (text: string) => void;
}

/** A toolbar action or shortcut on the selection. */
function formatSelection(view: EditorView, action: MarkdownAction) {
  const { from, to } = view.state.selection.main;
  const edit = applyMarkdown(action, view.state.doc.toString(), from, to);
  view.dispatch(
    step({
      changes: { from: edit.from, to: edit.to, insert: edit.insert },
      selection: { anchor: edit.selectionStart, head: edit.selectionEnd },
      userEvent: "input.format",
    }),
  );
  view.focus();
}

function insertAtCaret(view: EditorView, text: string) {
  const { from, to } = view.state.selection.main;
  const r = insertBlock(view.state.doc.toString(), from, to, text);
  view.dispatch(step({ changes: { from, to, insert: r.value.slice(from, r.caret) }, selection: { anchor: r.caret }, userEvent: "input.paste" }));
  view.focus();
}

const command = (action: MarkdownAction) => (view: EditorView) => {
  formatSelection(view, action);
  return true;
};

/** Shortcuts of word processors; the heading levels as in Google Docs and Word. Ctrl+S is the form's. */
const formattingKeymap = [
  { key: "Mod-b", run: command("bold") },
  { key: "Mod-i", run: command("italic") },
  { key: "Mod-k", run: command("link") },
  { key: "Mod-Alt-1", run: command("heading1") },
  { key: "Mod-Alt-2", run: command("heading") },
  { key: "Mod-Alt-3", run: command("heading3") },
];

/** A post's source is the page's main work; a field of a site page is one of many, so shorter. */
const themeOf = (size: "post" | "field") =>
  EditorView.theme({
    "&": { minHeight: size === "post" ? "28rem" : "10rem", maxHeight: size === "post" ? "40rem" : "24rem", fontSize: "0.875rem" },
    "&.cm-focused": { outline: "none" },
    ".cm-scroller": { fontFamily: "ui-monospace, SFMono-Regular, Menlo, Consolas, monospace", lineHeight: "1.5" },
    ".cm-content": { padding: "0.5rem 0.75rem", minHeight: size === "post" ? "28rem" : "10rem" },
  });

type Attributes = Record<string, string | boolean | undefined>;
const stringAttributes = (attributes: Attributes) => Object.fromEntries(Object.entries(attributes).flatMap(([k, v]) => (v === undefined ? [] : [[k, String(v)]])));

export function MarkdownSource({
  handleRef,
  content,
  replaced,
  attributes,
  onChange,
  onImage,
  size = "post",
}: {
  /** Where the editor leaves its handle for the toolbar and the image insertions. */
  handleRef: React.RefObject<SourceHandle | null>;
  content: string;
  /** Grows when the text is replaced from outside (a loaded copy, an AI draft): the document follows. */
  replaced: number;
  /** The content element's label, description and validity. */
  attributes: Attributes;
  onChange: (content: string) => void;
  /** A pasted or dropped file; true when it is taken as an image to upload. */
  onImage: (files: FileList | null | undefined) => boolean;
  size?: "post" | "field";
}) {
  const parent = useRef<HTMLDivElement>(null);
  const viewRef = useRef<EditorView | null>(null);
  const contentAttributes = useRef(new Compartment());
  const applied = useRef(replaced);
  const changed = useEffectEvent((doc: string) => onChange(doc));
  const image = useEffectEvent((files: FileList | null | undefined) => onImage(files));
  const start = useEffectEvent(() => ({ doc: content, attributes: stringAttributes(attributes), theme: themeOf(size) }));
  const attributeKey = JSON.stringify(stringAttributes(attributes));

  useEffect(() => {
    const initial = start();
    const view = new EditorView({
      parent: parent.current!,
      state: EditorState.create({
        doc: initial.doc,
        extensions: [
          history(),
          keymap.of([...formattingKeymap, ...markdownKeymap, ...defaultKeymap, ...historyKeymap]),
          new LanguageSupport(markdownLanguage),
          syntaxHighlighting(defaultHighlightStyle),
          EditorView.lineWrapping,
          initial.theme,
          contentAttributes.current.of(EditorView.contentAttributes.of(initial.attributes)),
          EditorView.updateListener.of((update) => {
            if (update.docChanged) changed(update.state.doc.toString());
          }),
          EditorView.domEventHandlers({
            dragover: (ev) => {
              if ([...(ev.dataTransfer?.types ?? [])].includes("Files")) ev.preventDefault();
            },
            // The image goes where it was dropped once it is uploaded.
            drop: (ev, v) => {
              if (!image(ev.dataTransfer?.files)) return false;
              ev.preventDefault();
              const at = v.posAtCoords({ x: ev.clientX, y: ev.clientY });
              if (at !== null) v.dispatch({ selection: { anchor: at } });
              return true;
            },
            paste: (ev) => {
              if (!image(ev.clipboardData?.files)) return false;
              ev.preventDefault();
              return true;
            },
          }),
        ],
      }),
    });
    viewRef.current = view;
    handleRef.current = { format: (action) => formatSelection(view, action), insert: (text) => insertAtCaret(view, text) };
    return () => {
      view.destroy();
      viewRef.current = null;
      handleRef.current = null;
    };
  }, [handleRef]);

  useEffect(() => {
    const next = EditorView.contentAttributes.of(JSON.parse(attributeKey) as Record<string, string>);
    viewRef.current?.dispatch({ effects: contentAttributes.current.reconfigure(next) });
  }, [attributeKey]);

  // A replaced text is one undoable step too: Ctrl+Z brings back what was there before.
  useEffect(() => {
    const view = viewRef.current;
    if (!view || applied.current === replaced) return;
    applied.current = replaced;
    if (view.state.doc.toString() !== content) view.dispatch(step({ changes: { from: 0, to: view.state.doc.length, insert: content } }));
  }, [replaced, content]);

  return (
    <div
      ref={parent}
      className="rounded-b-md border border-slate-300 bg-white text-slate-900 focus-within:border-brand-600 focus-within:ring-2 focus-within:ring-brand-600/30 has-[[aria-invalid=true]]:border-red-600"
    />
  );
}
