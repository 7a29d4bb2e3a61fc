/** The blog's subscribers (admin only: they are personal data): status and dates, and a CSV export. */
import { ExportButton } from "~/components/back-office/export-button";
import { EmptyState, ListSkeleton, LoadError, StatusBadge } from "~/components/back-office/states";
import * as staffMessages from "@common/staff-messages";
import { formatDateTime } from "./format";
import { useSubscribers } from "./api/newsletter";

const tones = { pending: "amber", confirmed: "green", unsubscribed: "slate" } as const;

export function SubscribersTab() {
  const subscribers = useSubscribers();
  const list = subscribers.data ?? [];
  const count = (status: keyof typeof tones) => list.filter((s) => s.status === status).length;
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-slate-700" data-testid="subscriber-counts">
          {count("confirmed")} confirmed · {count("pending")} pending · {count("unsubscribed")} unsubscribed
        </p>
        <ExportButton href="/api/newsletter/subscribers/export.csv" label="Export CSV" />
      </div>
      {subscribers.isPending ? (
        <ListSkeleton label="Loading subscribers" />
      ) : subscribers.isError ? (
        <LoadError onRetry={() => void subscribers.refetch()} />
      ) : list.length === 0 ? (
        <EmptyState>{staffMessages.newsletter.noSubscribers}</EmptyState>
      ) : (
        <div className="overflow-x-auto rounded-lg border border-slate-200 bg-white">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">Subscribers</caption>
            <thead className="bg-slate-50 text-slate-700">
              <tr>
                <th scope="col" className="px-3 py-2">Email</th>
                <th scope="col" className="px-3 py-2">Status</th>
                <th scope="col" className="px-3 py-2">Subscribed</th>
                <th scope="col" className="px-3 py-2">Confirmed</th>
                <th scope="col" className="px-3 py-2">Unsubscribed</th>
              </tr>
            </thead>
            <tbody>
              {list.map((s) => (
                <tr key={s.id} className="border-t border-slate-100">
                  <td className="px-3 py-2 break-all">{s.email}</td>
                  <td className="px-3 py-2">
                    <StatusBadge tone={tones[s.status]}>{s.status}</StatusBadge>
                  </td>
                  <td className="px-3 py-2">{formatDateTime(s.subscribedAt)}</td>
                  <td className="px-3 py-2">{s.confirmedAt ? formatDateTime(s.confirmedAt) : "—"}</td>
                  <td className="px-3 py-2">{s.unsubscribedAt ? formatDateTime(s.unsubscribedAt) : "—"}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
