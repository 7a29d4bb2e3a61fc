/**
 * A Markdown field of the site's content (an education page's section, the heating guide) in the
 * blog's editor: the same toolbar, shortcuts and CodeMirror source, fetched only when such a
 * field shows. Until it has loaded (or if it cannot), a plain textarea with the same value takes
 * the typing, and the editor starts from whatever was typed there, so nothing is lost.
 */
import { lazy, Suspense, useEffect, useRef, useState } from "react";
import { Textarea } from "~/components/ui/form-controls";
import type { SourceHandle } from "./markdown-source";
import { MarkdownToolbar } from "./markdown-toolbar";

const MarkdownSource = lazy(() => import("./markdown-source").then((m) => ({ default: m.MarkdownSource })));

interface MarkdownFieldProps {
  /** The field's id (its label's `for`; the editor is named by `${id}-label`). */
  id: string;
  value: string;
  maxLength?: number;
  /** The field's validity and description, from the surrounding Field. */
  controlProps: { "aria-invalid": boolean; "aria-describedby"?: string; "aria-required"?: boolean };
  onChange: (value: string) => void;
}

export function MarkdownField({ id, value, maxLength, controlProps, onChange }: MarkdownFieldProps) {
  const source = useRef<SourceHandle | null>(null);
  // The text the editor last reported: a value that differs came from outside (a revision
  // restored, someone else's version loaded), and the editor's document follows it.
  const reported = useRef(value);
  const [replaced, setReplaced] = useState(0);
  useEffect(() => {
    if (value === reported.current) return;
    reported.current = value;
    setReplaced((n) => n + 1);
  }, [value]);
  const report = (next: string) => {
    reported.current = next;
    onChange(next);
  };
  const fallback = <Textarea {...controlProps} id={id} value={value} maxLength={maxLength} rows={10} className="rounded-t-none" onChange={(e) => report(e.target.value)} />;
  return (
    <div>
      <MarkdownToolbar controls={id} onAction={(action) => source.current?.format(action)} />
      <Suspense fallback={fallback}>
        <MarkdownSource
          handleRef={source}
          content={value}
          replaced={replaced}
          size="field"
          attributes={{ ...controlProps, id, "aria-labelledby": `${id}-label`, "aria-multiline": "true" }}
          onChange={report}
          onImage={() => false}
        />
      </Suspense>
    </div>
  );
}
