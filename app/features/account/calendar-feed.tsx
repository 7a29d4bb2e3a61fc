/** Your private jobs calendar address: shown with Copy, and replaced (the old one stops working) on demand. */
import { useState } from "react";
import { Button } from "~/components/ui/button";
import { ConfirmDialog } from "~/components/ui/confirm-dialog";
import { Input } from "~/components/ui/form-controls";
import { ListSkeleton, LoadError } from "~/components/back-office/states";
import { useToast } from "~/hooks/use-toast";
import * as staffMessages from "@common/staff-messages";
import { useCalendarFeed, useRenewCalendarFeed } from "./api";

const c = staffMessages.calendar;

export function CalendarFeed() {
  const feed = useCalendarFeed();
  const [confirming, setConfirming] = useState(false);
  const renew = useRenewCalendarFeed(() => setConfirming(false));
  const { toast } = useToast();

  async function copy(url: string) {
    try {
      await navigator.clipboard.writeText(url);
      toast({ title: c.copied });
    } catch {
      toast({ title: c.copyFailed, variant: "destructive" });
    }
  }

  return (
    <section aria-labelledby="calendar-heading" className="space-y-3 rounded-lg border border-slate-200 bg-white p-4">
      <h2 id="calendar-heading" className="text-lg font-bold text-slate-900">
        {c.heading}
      </h2>
      <p className="text-sm text-slate-700">{c.intro}</p>
      {feed.isPending ? (
        <ListSkeleton rows={1} label={c.urlLabel} />
      ) : feed.isError ? (
        <LoadError onRetry={() => void feed.refetch()} />
      ) : (
        <>
          <label htmlFor="calendar-url" className="block text-sm font-medium text-slate-900">
            {c.urlLabel}
          </label>
          <Input id="calendar-url" readOnly value={feed.data.url} onFocus={(e) => e.currentTarget.select()} className="font-mono text-xs" />
          <div className="flex flex-wrap gap-2">
            <Button size="sm" onClick={() => void copy(feed.data.url)}>
              {c.copy}
            </Button>
            <Button variant="outline" size="sm" onClick={() => setConfirming(true)}>
              {c.revoke}
            </Button>
          </div>
        </>
      )}
      <ConfirmDialog
        subject={confirming}
        onClose={() => setConfirming(false)}
        title={c.revokeTitle}
        description={c.revokeText}
        confirmLabel={c.revoke}
        pending={renew.isPending}
        onConfirm={() => renew.mutate()}
      />
    </section>
  );
}
