/** A contact's open follow-ups, each with "Mark done". */
import { CalendarClock, Check } from "~/components/icons";
import { Button } from "~/components/ui/button";
import { Alert, Skeleton } from "~/components/ui/card";
import * as staffMessages from "@common/staff-messages";
import { useContactFollowUps, useMarkFollowUpDone } from "./api";
import type { FollowUp } from "./api";
import { formatDateTime } from "@common/dates";
import { EmptyState, StatusBadge } from "~/components/back-office/states";

const m = staffMessages.dashboard;

export function FollowUpsSection({ contactId }: { contactId: string }) {
  const followUps = useContactFollowUps(contactId);
  return (
    <section aria-labelledby="follow-ups-heading">
      <h3 id="follow-ups-heading" className="mb-2 text-lg font-semibold text-slate-900">
        Follow-ups
      </h3>
      {followUps.isPending ? (
        <Skeleton className="h-12 w-full" />
      ) : followUps.isError ? (
        <Alert variant="destructive">{m.loadFailed}</Alert>
      ) : followUps.data.length === 0 ? (
        <EmptyState>{m.followUpsEmpty}</EmptyState>
      ) : (
        <ul className="space-y-2">
          {followUps.data.map((f) => (
            <FollowUpItem key={f.id} followUp={f} contactId={contactId} />
          ))}
        </ul>
      )}
    </section>
  );
}

function FollowUpItem({ followUp, contactId }: { followUp: FollowUp; contactId: string }) {
  const done = useMarkFollowUpDone(followUp.id, contactId);
  return (
    <li className="flex flex-wrap items-center justify-between gap-2 rounded-md border border-slate-200 p-3 text-sm">
      <div className="flex items-start gap-2">
        <CalendarClock className="mt-0.5 h-4 w-4 text-slate-600" aria-hidden="true" />
        <div>
          <p className="font-semibold text-slate-900">
            {formatDateTime(followUp.followUpDate)} {followUp.isDue && <StatusBadge tone="red">Due</StatusBadge>}
          </p>
          <p className="text-slate-700 wrap-anywhere">{followUp.subject || followUp.content}</p>
        </div>
      </div>
      <Button variant="outline" size="sm" onClick={() => done.mutate()} busy={done.isPending}>
        <Check className="h-4 w-4" aria-hidden="true" /> Mark done
      </Button>
    </li>
  );
}
