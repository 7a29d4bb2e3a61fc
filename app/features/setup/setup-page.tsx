/**
 * /admin/setup: every part of going live as a check with a plain verdict and, when it is not
 * right, the fix in one sentence. The live tests (a real test mail to the signed-in admin, a
 * one-token AI call, a test error event) run on request; their last outcome is kept.
 */
import { LoadError, ListSkeleton } from "~/components/back-office/states";
import { Button } from "~/components/ui/button";
import { cn } from "~/lib/utils";
import { formatDateTime } from "@common/dates";
import { useDismissCheck, useRunLiveTests, useSetupReport, type SetupCheck } from "./api";

const verdictWords: Record<SetupCheck["verdict"], string> = { ok: "OK", warn: "Attention", fail: "Not working" };
const verdictTone: Record<SetupCheck["verdict"], string> = {
  ok: "border-green-200 bg-white",
  warn: "border-amber-300 bg-amber-50",
  fail: "border-red-300 bg-red-50",
};
const badgeTone: Record<SetupCheck["verdict"], string> = {
  ok: "bg-green-100 text-green-900",
  warn: "bg-amber-100 text-amber-900",
  fail: "bg-red-100 text-red-900",
};

export function SetupChecksPage() {
  const report = useSetupReport();
  const run = useRunLiveTests();
  const dismiss = useDismissCheck();
  if (report.isPending) return <ListSkeleton label="Checking the set-up" />;
  if (report.isError) return <LoadError onRetry={() => void report.refetch()} />;
  const { checks, liveTested, dismissed } = report.data;
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-slate-700">
          {liveTested
            ? `Live tests last run ${formatDateTime(liveTested.at)} by ${liveTested.byEmail}.`
            : "The live tests (a test mail to you, a one-token AI call, a test error event) have not been run yet."}
        </p>
        <Button onClick={() => run.mutate()} busy={run.isPending}>
          {run.isPending ? "Running the live tests…" : "Run the live tests"}
        </Button>
      </div>
      <ul className="space-y-3" aria-label="Setup checks">
        {checks.map((check) => (
          <li key={check.id} data-check={check.id} className={cn("rounded-lg border p-4", verdictTone[check.verdict])}>
            <div className="flex flex-wrap items-center justify-between gap-2">
              <h2 className="text-lg font-semibold text-slate-900">{check.title}</h2>
              <span className={cn("rounded-full px-2 py-0.5 text-xs font-semibold", badgeTone[check.verdict])}>{verdictWords[check.verdict]}</span>
            </div>
            <p className="mt-1 text-slate-800 wrap-anywhere">{check.detail}</p>
            {check.fix && (
              <p className="mt-1 text-slate-900">
                <span className="font-semibold">Fix: </span>
                {check.fix}
              </p>
            )}
            {check.verdict === "fail" &&
              (dismissed.includes(check.id) ? (
                <p className="mt-2 text-sm text-slate-600">Dismissed: not on the back office&apos;s banner until it changes.</p>
              ) : (
                <Button variant="outline" size="sm" className="mt-2" onClick={() => dismiss.mutate(check.id)} busy={dismiss.isPending}>
                  Dismiss from the banner
                </Button>
              ))}
          </li>
        ))}
      </ul>
    </div>
  );
}
