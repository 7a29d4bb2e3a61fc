/** Someone saved the post since this page loaded it: their copy, and the choice to load it or overwrite it. */
import { Button } from "~/components/ui/button";
import { Alert } from "~/components/ui/card";
import type { EditorState } from "./editor-state";

export function ConflictNotice({
  conflict,
  onLoadTheirs,
  onKeepMine,
}: {
  conflict: NonNullable<EditorState["conflict"]>;
  onLoadTheirs: () => void;
  onKeepMine: () => void;
}) {
  return (
    <Alert variant="destructive">
      <p className="font-semibold">{conflict.message}</p>
      <p className="mt-2">
        Their copy: <strong>{conflict.theirs.title}</strong>
      </p>
      <pre className="mt-1 max-h-40 overflow-auto whitespace-pre-wrap rounded bg-white p-2 text-xs text-slate-800" data-testid="conflict-copy">
        {conflict.theirs.content}
      </pre>
      <div className="mt-3 flex flex-wrap gap-2">
        <Button size="sm" onClick={onLoadTheirs}>
          Load their copy
        </Button>
        <Button size="sm" variant="outline" onClick={onKeepMine}>
          Keep mine and overwrite
        </Button>
      </div>
    </Alert>
  );
}
