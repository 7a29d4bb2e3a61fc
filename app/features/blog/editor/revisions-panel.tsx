/**
 * A post's revisions: each kept copy with when and by whom, its line-by-line difference from the
 * text in the editor, and a Restore button (a restore is itself a save, so nothing is lost).
 */
import { useQuery } from "@tanstack/react-query";
import { useApiWrite } from "~/lib/api-hooks";
import { diffLines } from "diff";
import { History } from "~/components/icons";
import { useState } from "react";
import { Button } from "~/components/ui/button";
import { Alert } from "~/components/ui/card";
import { revisionLabel } from "./editor-state";
import { editorKeys, failureText, getRevision, listRevisions, restoreRevision, type EditorPost } from "./editor-api";

export function RevisionsPanel({
  postId,
  version,
  current,
  onRestored,
}: {
  postId: string;
  /** The post's version in the editor: a new one (a save, a loaded newer copy) may bring a revision. */
  version: number;
  current: string;
  onRestored: (post: EditorPost) => void;
}) {
  const revisions = useQuery({ queryKey: [...editorKeys.revisions(postId), version], queryFn: () => listRevisions(postId) });
  const [open, setOpen] = useState<string | null>(null);
  const revision = useQuery({ queryKey: ["revision", postId, open], queryFn: () => getRevision(postId, open!), enabled: !!open });
  const restore = useApiWrite({
    request: (id: string) => restoreRevision(postId, id),
    onSuccess: async (post) => {
      setOpen(null);
      onRestored(post);
      await revisions.refetch();
    },
  });

  return (
    <section aria-labelledby="revisions-heading" className="rounded-md border border-slate-200 bg-white p-4">
      <h2 id="revisions-heading" className="flex items-center gap-2 font-semibold text-slate-900">
        <History className="h-4 w-4" aria-hidden="true" />
        Revisions
      </h2>
      {revisions.isPending ? null : revisions.isError ? (
        <p className="mt-2 text-sm text-red-700">Revisions could not be loaded.</p>
      ) : revisions.data.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600">None yet: every save of a published or scheduled post keeps the copy it replaces.</p>
      ) : (
        <ol className="mt-2 space-y-2" aria-label="Revisions">
          {revisions.data.map((r) => (
            <li key={r.id} className="text-sm">
              <div className="flex flex-wrap items-center gap-2">
                <span className="text-slate-800">
                  {revisionLabel(r)}
                  {r.savedBy ? ` · replaced by ${r.savedBy}` : ""}
                </span>
                <Button size="sm" variant="outline" onClick={() => setOpen(open === r.id ? null : r.id)} aria-expanded={open === r.id} aria-label={`Compare ${revisionLabel(r)}`}>
                  Compare
                </Button>
                <Button size="sm" variant="outline" onClick={() => restore.mutate(r.id)} busy={restore.isPending} aria-label={`Restore ${revisionLabel(r)}`}>
                  Restore
                </Button>
              </div>
              {open === r.id && revision.data && <Diff before={revision.data.content} after={current} title={revision.data.title} />}
            </li>
          ))}
        </ol>
      )}
      {restore.isError && (
        <Alert variant="destructive" className="mt-2">
          {failureText(restore.error)}
        </Alert>
      )}
    </section>
  );
}

/** Lines removed since the revision in red (−), lines added in green (+). */
function Diff({ before, after, title }: { before: string; after: string; title: string }) {
  const parts = diffLines(before, after);
  return (
    <div className="mt-2 rounded border border-slate-200" data-testid="revision-diff">
      <p className="border-b border-slate-200 bg-slate-50 px-2 py-1 text-xs text-slate-700">
        “{title}” compared with the text in the editor
      </p>
      <pre className="max-h-72 overflow-auto p-2 text-xs leading-5 whitespace-pre-wrap">
        {parts.map((p, i) =>
          p.added ? (
            <ins key={i} className="block bg-green-50 text-green-900 no-underline">
              {p.value.replace(/\n$/, "").split("\n").map((l) => `+ ${l}`).join("\n")}
            </ins>
          ) : p.removed ? (
            <del key={i} className="block bg-red-50 text-red-900 no-underline">
              {p.value.replace(/\n$/, "").split("\n").map((l) => `− ${l}`).join("\n")}
            </del>
          ) : (
            <span key={i} className="block text-slate-600">
              {p.value.replace(/\n$/, "").split("\n").map((l) => `  ${l}`).join("\n")}
            </span>
          ),
        )}
      </pre>
    </div>
  );
}
