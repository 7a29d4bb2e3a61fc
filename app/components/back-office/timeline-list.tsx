/** A timeline (a lead's or a contact's) as a list: when, who, what. The order is the server's. */
import { Alert, Skeleton } from "~/components/ui/card";
import type { TimelineEvent } from "~/lib/server-types";
import { formatDateTime } from "@common/dates";

export function TimelineList({
  query,
  testId,
  empty = "Nothing yet.",
}: {
  query: { isPending: boolean; isError: boolean; data?: TimelineEvent[] };
  testId: string;
  empty?: string;
}) {
  if (query.isPending) return <Skeleton className="h-16 w-full" />;
  if (query.isError || !query.data) return <Alert variant="destructive">The timeline could not be loaded.</Alert>;
  if (query.data.length === 0) return <p className="text-sm text-slate-700">{empty}</p>;
  return (
    <ol className="space-y-2 text-sm" data-testid={testId}>
      {query.data.map((e, i) => (
        <li key={`${e.at}-${i}`} className="rounded-md border border-slate-200 p-2" data-kind={e.kind}>
          <time dateTime={e.at} className="text-slate-600">
            {formatDateTime(e.at)}
          </time>
          {e.by && <span className="text-slate-600"> · {e.by}</span>}
          <p className="whitespace-pre-line text-slate-900 wrap-anywhere">{e.text}</p>
        </li>
      ))}
    </ol>
  );
}
