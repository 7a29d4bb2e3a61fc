/** Loading, empty and failed states shared by the dashboard's lists. */
import { Inbox } from "~/components/icons";
import { Button } from "~/components/ui/button";
import { Alert, Skeleton } from "~/components/ui/card";
import * as staffMessages from "@common/staff-messages";

export function ListSkeleton({ rows = 5, label }: { rows?: number; label: string }) {
  return (
    <div role="status" aria-live="polite" className="space-y-3">
      <span className="sr-only">{label}</span>
      {Array.from({ length: rows }, (_, i) => (
        <Skeleton key={i} className="h-14 w-full" />
      ))}
    </div>
  );
}

export function EmptyState({ children }: { children: React.ReactNode }) {
  return (
    <div className="flex flex-col items-center gap-2 rounded-lg border border-dashed border-slate-300 bg-slate-50 px-4 py-10 text-center text-slate-700">
      <Inbox className="h-8 w-8 text-slate-400" aria-hidden="true" />
      <p>{children}</p>
    </div>
  );
}

export function LoadError({ onRetry }: { onRetry: () => void }) {
  return (
    <Alert variant="destructive" className="flex flex-wrap items-center justify-between gap-3">
      <span>{staffMessages.dashboard.loadFailed}</span>
      <Button variant="outline" size="sm" onClick={onRetry}>
        {staffMessages.dashboard.retry}
      </Button>
    </Alert>
  );
}

export function StatusBadge({ tone, children }: { tone: "green" | "amber" | "slate" | "red" | "blue"; children: React.ReactNode }) {
  const tones = {
    green: "bg-green-100 text-green-900",
    amber: "bg-amber-100 text-amber-900",
    slate: "bg-slate-100 text-slate-800",
    red: "bg-red-100 text-red-900",
    blue: "bg-blue-100 text-blue-900",
  };
  return <span className={`inline-flex items-center rounded-full px-2 py-0.5 text-xs font-semibold ${tones[tone]}`}>{children}</span>;
}
