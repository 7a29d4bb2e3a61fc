/**
 * The audit log: who did what, to which record, when (newest first). Below 640 px each entry is
 * a card; a lead or a contact links to its page.
 */
import { Link } from "react-router";
import { Alert, Skeleton } from "~/components/ui/card";
import { useAuditLog } from "./api";
import { formatDateTime } from "@common/dates";

const recordPages: Record<string, string> = { lead: "/admin/leads/", contact: "/admin/contacts/", quote: "/admin/quotes/" };
/** The entry in words, when its route wrote them. */
const summaryOf = (details: unknown) => {
  const summary = details && typeof details === "object" && "summary" in details ? details.summary : undefined;
  return typeof summary === "string" ? summary : null;
};

export function AuditPage() {
  const query = useAuditLog();
  if (query.isPending) return <Skeleton className="h-40 w-full" />;
  if (query.isError) return <Alert variant="destructive">The audit log could not be loaded.</Alert>;
  if (!query.data.length) return <p className="text-slate-700">No staff actions recorded yet.</p>;
  return (
    <table className="block w-full text-left text-sm sm:table" aria-label="Audit log">
      <thead className="hidden sm:table-header-group">
        <tr className="border-b border-slate-200">
          <th scope="col" className="px-2 py-2">When</th>
          <th scope="col" className="px-2 py-2">Who</th>
          <th scope="col" className="px-2 py-2">What</th>
          <th scope="col" className="px-2 py-2">Record</th>
        </tr>
      </thead>
      <tbody className="block sm:table-row-group">
        {query.data.map((e) => {
          const page = e.targetId && recordPages[e.targetType ?? ""];
          const record = `${e.targetType ?? ""}${e.targetId ? ` ${e.targetId.slice(0, 8)}` : ""}`;
          return (
            <tr key={e.id} className="block border-b border-slate-100 py-2 sm:table-row sm:py-0">
              <td className="block text-slate-600 sm:table-cell sm:px-2 sm:py-2 sm:whitespace-nowrap sm:text-inherit">{formatDateTime(e.createdAt)}</td>
              <td className="block wrap-anywhere sm:table-cell sm:px-2 sm:py-2">
                {e.userName ?? "—"}
                {e.userEmail && e.userEmail !== e.userName && <div className="text-xs text-slate-600">{e.userEmail}</div>}
              </td>
              <td className="inline-block font-medium sm:table-cell sm:px-2 sm:py-2 sm:font-normal">
                {e.what}
                {summaryOf(e.details) && <div className="text-sm font-normal text-slate-700">{summaryOf(e.details)}</div>}
              </td>
              <td className="ml-2 inline-block sm:ml-0 sm:table-cell sm:px-2 sm:py-2">
                {page ? (
                  <Link to={`${page}${e.targetId}`} className="text-brand-700 underline">
                    {record}
                  </Link>
                ) : (
                  record
                )}
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
