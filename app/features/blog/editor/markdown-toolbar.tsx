/**
 * The editor's small toolbar: headings, bold, italic, link, list, quote and image. Each button
 * edits the Markdown source around the selection, so the text stays the single source; the same
 * edits answer the keyboard shortcuts (./markdown-source).
 */
import { Bold, Heading2, ImagePlus, Italic, Link2, List, Quote } from "~/components/icons";
import { Button } from "~/components/ui/button";

/** One edit of the source: [from, to) of the old text becomes `insert`; then the new text's selection. */
export interface SourceEdit {
  from: number;
  to: number;
  insert: string;
  selectionStart: number;
  selectionEnd: number;
}

export type MarkdownAction = "heading" | "heading1" | "heading3" | "bold" | "italic" | "link" | "list" | "quote";

const headingLevel: Partial<Record<MarkdownAction, number>> = { heading1: 1, heading: 2, heading3: 3 };

/** The edit an action makes on `value` with [start, end) selected. */
export function applyMarkdown(action: MarkdownAction, value: string, start: number, end: number): SourceEdit {
  const selected = value.slice(start, end);
  const wrap = (before: string, after: string, placeholder: string) => {
    const inner = selected || placeholder;
    const caret = start + before.length;
    return { from: start, to: end, insert: before + inner + after, selectionStart: caret, selectionEnd: caret + inner.length };
  };
  const prefixLines = (prefix: (line: string) => string, placeholder: string) => {
    // Whole lines: from the start of the first selected line to the end of the last.
    const lineStart = value.lastIndexOf("\n", start - 1) + 1;
    const last = end > start && value[end - 1] === "\n" ? end - 1 : end;
    const lineEnd = value.indexOf("\n", last);
    const to = Math.max(lineEnd === -1 ? value.length : lineEnd, lineStart);
    const block = value.slice(lineStart, to) || placeholder;
    const replaced = block.split("\n").map(prefix).join("\n");
    return { from: lineStart, to, insert: replaced, selectionStart: lineStart, selectionEnd: lineStart + replaced.length };
  };
  const level = headingLevel[action];
  // A heading shortcut on a heading changes its level rather than stacking the marks.
  if (level) return prefixLines((line) => `${"#".repeat(level)} ${line.replace(/^#{1,6}\s+/, "")}`, "Heading");
  switch (action) {
    case "bold":
      return wrap("**", "**", "bold text");
    case "italic":
      return wrap("_", "_", "italic text");
    case "link": {
      const text = selected || "link text";
      const urlStart = start + text.length + 3;
      return { from: start, to: end, insert: `[${text}](https://)`, selectionStart: urlStart, selectionEnd: urlStart + 8 };
    }
    case "list":
      return prefixLines((line) => `- ${line}`, "List item");
    default:
      return prefixLines((line) => `> ${line}`, "Quote");
  }
}

const buttons: Array<{ action: MarkdownAction; label: string; keys: string; Icon: typeof Bold }> = [
  { action: "heading", label: "Heading", keys: "Alt+2", Icon: Heading2 },
  { action: "bold", label: "Bold", keys: "B", Icon: Bold },
  { action: "italic", label: "Italic", keys: "I", Icon: Italic },
  { action: "link", label: "Link", keys: "K", Icon: Link2 },
  { action: "list", label: "Bulleted list", keys: "", Icon: List },
  { action: "quote", label: "Quote", keys: "", Icon: Quote },
];

/** `onImage` absent: no Image button (a field whose pictures are image fields of their own). */
export function MarkdownToolbar({ onAction, onImage, controls }: { onAction: (a: MarkdownAction) => void; onImage?: () => void; controls: string }) {
  return (
    <div role="toolbar" aria-label="Formatting" aria-controls={controls} className="flex flex-wrap gap-1 rounded-t-md border border-b-0 border-slate-300 bg-slate-50 p-1">
      {buttons.map(({ action, label, keys, Icon }) => (
        <Button
          key={action}
          size="icon"
          variant="ghost"
          aria-label={label}
          aria-keyshortcuts={keys ? `Control+${keys} Meta+${keys}` : undefined}
          title={keys ? `${label} (Ctrl+${keys})` : label}
          onClick={() => onAction(action)}
          className="h-9! w-9!"
        >
          <Icon className="h-4 w-4" aria-hidden="true" />
        </Button>
      ))}
      {onImage && (
        <Button size="sm" variant="ghost" onClick={onImage}>
          <ImagePlus className="h-4 w-4" aria-hidden="true" />
          Image
        </Button>
      )}
    </div>
  );
}
