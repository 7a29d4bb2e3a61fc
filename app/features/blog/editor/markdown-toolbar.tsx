/**
 * The editor's small toolbar: headings, bold, italic, link, list, quote and image. Each button
 * edits the Markdown source around the selection, so the text stays the single source.
 */
import { Bold, Heading2, ImagePlus, Italic, Link2, List, Quote } from "~/components/icons";
import { Button } from "~/components/ui/button";

export interface TextEdit {
  value: string;
  selectionStart: number;
  selectionEnd: number;
}

type Action = "heading" | "bold" | "italic" | "link" | "list" | "quote";

/** The new text and selection after an action on `value` with [start, end) selected. */
export function applyMarkdown(action: Action, value: string, start: number, end: number): TextEdit {
  const selected = value.slice(start, end);
  const wrap = (before: string, after: string, placeholder: string) => {
    const inner = selected || placeholder;
    const next = value.slice(0, start) + before + inner + after + value.slice(end);
    return { value: next, selectionStart: start + before.length, selectionEnd: start + before.length + inner.length };
  };
  const prefixLines = (prefix: (i: number) => string, placeholder: string) => {
    const lineStart = value.lastIndexOf("\n", start - 1) + 1;
    const block = value.slice(lineStart, end) || placeholder;
    const lines = block.split("\n").map((line, i) => prefix(i) + line);
    const replaced = lines.join("\n");
    const next = value.slice(0, lineStart) + replaced + value.slice(Math.max(end, lineStart));
    return { value: next, selectionStart: lineStart, selectionEnd: lineStart + replaced.length };
  };
  switch (action) {
    case "bold":
      return wrap("**", "**", "bold text");
    case "italic":
      return wrap("_", "_", "italic text");
    case "link": {
      const text = selected || "link text";
      const next = `${value.slice(0, start)}[${text}](https://)${value.slice(end)}`;
      const urlStart = start + text.length + 3;
      return { value: next, selectionStart: urlStart, selectionEnd: urlStart + 8 };
    }
    case "heading":
      return prefixLines(() => "## ", "Heading");
    case "list":
      return prefixLines(() => "- ", "List item");
    case "quote":
      return prefixLines(() => "> ", "Quote");
  }
}

const buttons: Array<{ action: Action; label: string; Icon: typeof Bold }> = [
  { action: "heading", label: "Heading", Icon: Heading2 },
  { action: "bold", label: "Bold", Icon: Bold },
  { action: "italic", label: "Italic", Icon: Italic },
  { action: "link", label: "Link", Icon: Link2 },
  { action: "list", label: "Bulleted list", Icon: List },
  { action: "quote", label: "Quote", Icon: Quote },
];

export function MarkdownToolbar({ onAction, onImage, controls }: { onAction: (a: Action) => void; onImage: () => void; controls: string }) {
  return (
    <div role="toolbar" aria-label="Formatting" aria-controls={controls} className="flex flex-wrap gap-1 rounded-t-md border border-b-0 border-slate-300 bg-slate-50 p-1">
      {buttons.map(({ action, label, Icon }) => (
        <Button key={action} size="icon" variant="ghost" aria-label={label} title={label} onClick={() => onAction(action)} className="h-9! w-9!">
          <Icon className="h-4 w-4" aria-hidden="true" />
        </Button>
      ))}
      <Button size="sm" variant="ghost" onClick={onImage}>
        <ImagePlus className="h-4 w-4" aria-hidden="true" />
        Image
      </Button>
    </div>
  );
}
