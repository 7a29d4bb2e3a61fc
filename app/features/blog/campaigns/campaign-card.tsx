/** One campaign: its settings, the last failure (on demand) and Run / Ideas / Edit. */
import { Lightbulb, Pencil, Play } from "~/components/icons";
import { useState } from "react";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import type { Campaign } from "../api/types";
import { formatDateTime } from "../format";
import type { CampaignNotice } from "./run-failure";

export interface CampaignCardProps {
  campaign: Campaign;
  categoryName: string | undefined;
  /** A failure of Run or Ideas pressed here, shown once beside the buttons. */
  notice: CampaignNotice | null;
  running: boolean;
  runDisabled: boolean;
  thinking: boolean;
  ideasDisabled: boolean;
  onRun: () => void;
  onIdeas: () => void;
  onEdit: () => void;
}

export function CampaignCard({ campaign: c, categoryName, notice, running, runDisabled, thinking, ideasDisabled, onRun, onIdeas, onEdit }: CampaignCardProps) {
  return (
    <Card className="p-4">
      <div className="flex flex-col gap-3 md:flex-row md:items-start md:justify-between">
        <div className="min-w-0">
          <div className="flex flex-wrap items-center gap-2">
            <h2 className="font-semibold text-slate-900">{c.name}</h2>
            <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${c.isActive ? "bg-green-100 text-green-900" : "bg-slate-100 text-slate-800"}`}>
              {c.isActive ? "Active" : "Inactive"}
            </span>
          </div>
          <p className="text-sm text-slate-700">
            <span className="capitalize">{c.frequency}</span> · {c.generatedCount}/{c.targetCount} posts
            {categoryName ? ` · ${categoryName}` : ""}
            {c.lastRunAt ? ` · last run ${formatDateTime(c.lastRunAt)}` : " · not run yet"}
          </p>
          {c.topicKeywords.length > 0 && <p className="text-xs text-slate-600">Keywords: {c.topicKeywords.join(", ")}</p>}
          {notice ? (
            <div role="alert" className="mt-2 rounded-md bg-red-50 p-2 text-sm text-red-800">
              <p className="font-semibold">{notice.title}</p>
              {notice.description && <p className="wrap-anywhere">{notice.description}</p>}
            </div>
          ) : (
            c.lastError && <LastRunError campaign={c} />
          )}
        </div>
        <div className="flex shrink-0 flex-wrap gap-2">
          <Button size="sm" onClick={onRun} disabled={!c.isActive || runDisabled} aria-label={`Run campaign ${c.name}`}>
            <Play className="h-4 w-4" aria-hidden="true" />
            {running ? "Running..." : "Run"}
          </Button>
          <Button size="sm" variant="outline" onClick={onIdeas} disabled={ideasDisabled} aria-label={`Generate ideas for ${c.name}`}>
            <Lightbulb className="h-4 w-4" aria-hidden="true" />
            {thinking ? "Thinking..." : "Ideas"}
          </Button>
          <Button size="sm" variant="outline" onClick={onEdit} aria-label={`Edit campaign ${c.name}`}>
            <Pencil className="h-4 w-4" aria-hidden="true" />
            Edit
          </Button>
        </div>
      </div>
    </Card>
  );
}

/**
 * A failed run's reason on demand (the scheduler's runs too): a Run pressed here has just shown
 * it, so the card does not repeat the text until asked.
 */
function LastRunError({ campaign: c }: { campaign: Campaign }) {
  const [open, setOpen] = useState(false);
  return (
    <div role="status" className="mt-2 rounded-md bg-red-50 p-2 text-sm text-red-800">
      <span>Last run failed{c.lastErrorAt ? ` (${formatDateTime(c.lastErrorAt)})` : ""}</span>{" "}
      <button
        type="button"
        className="font-medium underline hover:no-underline focus-visible:outline-2 focus-visible:outline-red-700"
        aria-expanded={open}
        onClick={() => setOpen((o) => !o)}
      >
        {open ? "Hide details" : "Show details"}
      </button>
      {open && <p className="mt-1 wrap-anywhere">{c.lastError}</p>}
    </div>
  );
}
