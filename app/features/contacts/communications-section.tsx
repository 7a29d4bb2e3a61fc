/** Everything said to and by a contact, newest first. */
import { ArrowDownLeft, ArrowUpRight } from "~/components/icons";
import { Alert, Skeleton } from "~/components/ui/card";
import * as staffMessages from "@common/staff-messages";
import { useCommunications } from "./api";
import { formatDateTime } from "@common/dates";
import { EmptyState, StatusBadge } from "~/components/back-office/states";

const m = staffMessages.dashboard;

export function CommunicationsSection({ contactId }: { contactId: string }) {
  const comms = useCommunications(contactId);
  return (
    <section aria-labelledby="communications-heading">
      <h3 id="communications-heading" className="mb-2 text-lg font-semibold text-slate-900">
        Communications
      </h3>
      {comms.isPending ? (
        <Skeleton className="h-16 w-full" />
      ) : comms.isError ? (
        <Alert variant="destructive">{m.loadFailed}</Alert>
      ) : comms.data.length === 0 ? (
        <EmptyState>{m.communicationsEmpty}</EmptyState>
      ) : (
        <ul className="space-y-3" data-testid="communications">
          {comms.data.map((x) => (
            <li key={x.id} className="rounded-md border border-slate-200 p-3 text-sm">
              <div className="flex flex-wrap items-center gap-2 text-slate-700">
                {x.direction === "outbound" ? (
                  <ArrowUpRight className="h-4 w-4" aria-hidden="true" />
                ) : (
                  <ArrowDownLeft className="h-4 w-4" aria-hidden="true" />
                )}
                <StatusBadge tone="slate">{x.type.replace("_", " ")}</StatusBadge>
                <span>{x.direction}</span>
                <span className="text-slate-600">{formatDateTime(x.createdAt)}</span>
              </div>
              {x.subject && <p className="mt-1 font-semibold text-slate-900">{x.subject}</p>}
              <p className="mt-1 line-clamp-4 whitespace-pre-line text-slate-800 wrap-anywhere">{x.content}</p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
