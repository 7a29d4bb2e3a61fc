/**
 * Campaigns tab: the scheduler's status and the campaigns, each with Run (disabled while
 * inactive or while a run is under way), Ideas and Edit. The parts live in ./campaigns/.
 */
import { Plus } from "~/components/icons";
import { useState } from "react";
import { Button } from "~/components/ui/button";
import { Alert, Skeleton } from "~/components/ui/card";
import { toast } from "~/hooks/use-toast";
import { failureDetail } from "~/lib/api-errors";
import * as staffMessages from "@common/staff-messages";
import { useCampaignIdeas, useCampaigns, useRunCampaign } from "./api/campaigns";
import { useCategories } from "./api/categories";
import type { Campaign, ContentIdea } from "./api/types";
import { CampaignCard } from "./campaigns/campaign-card";
import { CampaignDialog } from "./campaigns/campaign-dialog";
import { IdeasDialog } from "./campaigns/ideas-dialog";
import { runFailureNotice, type CampaignNotice } from "./campaigns/run-failure";
import { SchedulerCard } from "./campaigns/scheduler-card";

export { runFailureNotice, type CampaignNotice } from "./campaigns/run-failure";

const m = staffMessages.blog;

export function CampaignsTab() {
  const campaigns = useCampaigns();
  const categories = useCategories();
  // Each opening of the dialog is a fresh form (`key`), starting from the campaign's values.
  const [editing, setEditing] = useState<{ campaign: Campaign | null; opened: number } | null>(null);
  const [ideas, setIdeas] = useState<{ campaign: Campaign; ideas: ContentIdea[] } | null>(null);
  const [running, setRunning] = useState<string | null>(null);
  // A failed Run or Ideas shows on its campaign's card, once, beside the button that was pressed.
  const [notice, setNotice] = useState<(CampaignNotice & { campaignId: string }) | null>(null);

  const run = useRunCampaign({
    onMutate: (c) => {
      setRunning(c.id);
      setNotice(null);
    },
    onSuccess: () => toast({ title: m.campaignRunTitle, description: m.campaignRunDescription }),
    onError: (error, c) => setNotice({ campaignId: c.id, ...runFailureNotice(error) }),
    onSettled: () => setRunning(null),
  });

  const generateIdeas = useCampaignIdeas({
    onMutate: () => setNotice(null),
    onSuccess: (list, c) => setIdeas({ campaign: c, ideas: list }),
    onError: (_error, c) => setNotice({ campaignId: c.id, title: m.ideasFailedTitle, description: m.ideasFailed }),
  });

  const categoryName = (id: string | null) => categories.data?.find((c) => c.id === id)?.name;

  return (
    <div className="space-y-4">
      <SchedulerCard />
      <div className="flex justify-end">
        <Button onClick={() => setEditing({ campaign: null, opened: Date.now() })}>
          <Plus className="h-4 w-4" aria-hidden="true" />
          New Campaign
        </Button>
      </div>
      {campaigns.isPending ? (
        <Skeleton className="h-24 w-full" />
      ) : campaigns.isError ? (
        <Alert variant="destructive">{failureDetail(campaigns.error)}</Alert>
      ) : campaigns.data.length === 0 ? (
        <p className="py-8 text-center text-slate-600">{m.noCampaigns}</p>
      ) : (
        <ul className="space-y-3" aria-label="Campaigns">
          {campaigns.data.map((c) => (
            <li key={c.id}>
              <CampaignCard
                campaign={c}
                categoryName={categoryName(c.categoryId)}
                notice={notice?.campaignId === c.id ? notice : null}
                running={running === c.id}
                runDisabled={running !== null}
                thinking={generateIdeas.isPending && generateIdeas.variables?.id === c.id}
                ideasDisabled={generateIdeas.isPending}
                onRun={() => run.mutate(c)}
                onIdeas={() => generateIdeas.mutate(c)}
                onEdit={() => setEditing({ campaign: c, opened: Date.now() })}
              />
            </li>
          ))}
        </ul>
      )}
      {editing && (
        <CampaignDialog
          key={editing.opened}
          campaign={editing.campaign}
          categories={categories.data ?? []}
          onClose={() => setEditing(null)}
        />
      )}
      <IdeasDialog ideas={ideas} onClose={() => setIdeas(null)} />
    </div>
  );
}
