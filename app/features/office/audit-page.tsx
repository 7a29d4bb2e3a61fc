/** The audit log: who did what, to which record, when (newest first). */
import { Alert, Skeleton } from "~/components/ui/card";
import { useAuditLog } from "./api";
import { formatDateTime } from "~/shared/dates";

export function AuditPage() {
  const query = useAuditLog();
  if (query.isPending) return <Skeleton className="h-40 w-full" />;
  if (query.isError) return <Alert variant="destructive">The audit log could not be loaded.</Alert>;
  if (!query.data.length) return <p className="text-slate-700">No staff actions recorded yet.</p>;
  return (
    <table className="w-full text-left text-sm" aria-label="Audit log">
      <thead>
        <tr className="border-b border-slate-200">
          <th scope="col" className="px-2 py-2">When</th>
          <th scope="col" className="px-2 py-2">Who</th>
          <th scope="col" className="px-2 py-2">What</th>
          <th scope="col" className="px-2 py-2">Record</th>
        </tr>
      </thead>
      <tbody>
        {query.data.map((e) => (
          <tr key={e.id} className="border-b border-slate-100">
            <td className="px-2 py-2 whitespace-nowrap">{formatDateTime(e.createdAt)}</td>
            <td className="px-2 py-2">
              {e.userName ?? "—"}
              {e.userEmail && e.userEmail !== e.userName && <div className="break-all text-xs text-slate-600">{e.userEmail}</div>}
            </td>
            <td className="px-2 py-2">{e.action}</td>
            <td className="px-2 py-2">
              {e.targetType}
              {e.targetId ? ` ${e.targetId.slice(0, 8)}` : ""}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
