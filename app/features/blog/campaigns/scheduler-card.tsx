/** The scheduler's status, polled every 30 s; each check it makes refreshes campaigns and posts. */
import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { Card, Skeleton } from "~/components/ui/card";
import { failureDetail } from "~/lib/api-errors";
import { useSchedulerStatus } from "../api/campaigns";
import { blogKeys } from "../api/keys";
import { formatDateTime } from "../format";

export function SchedulerCard() {
  const status = useSchedulerStatus();
  // Each check the scheduler makes may publish posts and run campaigns: show their results.
  const queryClient = useQueryClient();
  const lastCheck = status.data?.lastCheck;
  useEffect(() => {
    if (!lastCheck) return;
    void queryClient.invalidateQueries({ queryKey: blogKeys.campaigns });
    void queryClient.invalidateQueries({ queryKey: blogKeys.allPosts });
  }, [lastCheck, queryClient]);
  return (
    <Card className="p-4" aria-label="Scheduler status">
      <h2 className="font-semibold text-slate-900">Scheduler</h2>
      {status.isPending ? (
        <Skeleton className="mt-2 h-5 w-64" />
      ) : status.isError ? (
        <p className="mt-1 text-sm text-red-700">{failureDetail(status.error)}</p>
      ) : (
        <dl className="mt-2 grid gap-2 text-sm sm:grid-cols-4">
          <div>
            <dt className="text-slate-600">Status</dt>
            <dd className={status.data.running ? "font-semibold text-green-800" : "font-semibold text-red-700"}>
              {status.data.running ? "Running" : "Stopped"}
            </dd>
          </div>
          <div>
            <dt className="text-slate-600">Next check</dt>
            <dd>{status.data.nextCheck ? formatDateTime(status.data.nextCheck) : "—"}</dd>
          </div>
          <div>
            <dt className="text-slate-600">Check interval</dt>
            <dd>{status.data.config.checkIntervalMinutes} minutes</dd>
          </div>
          <div>
            <dt className="text-slate-600">Schedule ahead</dt>
            <dd>{status.data.config.defaultScheduleHours} hours</dd>
          </div>
        </dl>
      )}
    </Card>
  );
}
