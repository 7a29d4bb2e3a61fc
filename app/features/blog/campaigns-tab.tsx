/**
 * Campaigns tab: scheduler status (polled every 30 s — the only polling query in the product)
 * and the campaigns with run (disabled while inactive or pending), generate ideas and edit.
 */
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Lightbulb, Pencil, Play, Plus } from "lucide-react";
import { useEffect, useState } from "react";
import { Button } from "~/components/ui/button";
import { Alert, Card, Skeleton } from "~/components/ui/card";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "~/components/ui/dialog";
import { Field, Input, Select, Textarea } from "~/components/ui/form-controls";
import { toast } from "~/hooks/use-toast";
import { ApiError, apiJson } from "~/lib/api";
import { messages } from "~/shared/messages";
import {
  CAMPAIGN_FREQUENCIES,
  createCampaignSchema,
  DEFAULT_FREQUENCY,
  DEFAULT_TARGET_COUNT,
  parseNumberInput,
  SCHEDULER_POLL_MS,
  splitList,
} from "~/shared/schemas/blog";
import { formatDateTime } from "./format";
import { errorText, invalidatePosts, keys } from "./manager-api";
import type { Campaign, Category, ContentIdea, SchedulerStatus } from "./types";
import { CategoryOptions, WordOptions } from "./option-lists";

const m = messages.blog;

/** AI answers (not configured, provider error, timeout) are the spec's "Generation failed". */
const AI_FAILURE_STATUSES = [502, 503, 504];

export interface CampaignNotice {
  title: string;
  description: string | undefined;
}

/** What a failed Run says: AI failures and refusals (inactive / at target, 409) get their own titles. */
export function runFailureNotice(error: unknown): CampaignNotice {
  const status = error instanceof ApiError ? error.status : undefined;
  if (status !== undefined && AI_FAILURE_STATUSES.includes(status)) {
    return { title: m.generationFailedTitle, description: errorText(error) || m.generationFailed };
  }
  if (status === 409) return { title: m.campaignRunBlockedTitle, description: errorText(error) };
  return { title: m.campaignRunFailed, description: errorText(error) };
}

function SchedulerCard() {
  const status = useQuery<SchedulerStatus>({ queryKey: keys.scheduler, refetchInterval: SCHEDULER_POLL_MS });
  // Each check the scheduler makes may publish posts and run campaigns: show their results.
  const queryClient = useQueryClient();
  const lastCheck = status.data?.lastCheck;
  useEffect(() => {
    if (!lastCheck) return;
    void queryClient.invalidateQueries({ queryKey: keys.campaigns });
    void queryClient.invalidateQueries({ queryKey: keys.allPosts });
  }, [lastCheck, queryClient]);
  return (
    <Card className="p-4" aria-label="Scheduler status">
      <h2 className="font-semibold text-slate-900">Scheduler</h2>
      {status.isPending ? (
        <Skeleton className="mt-2 h-5 w-64" />
      ) : status.isError ? (
        <p className="mt-1 text-sm text-red-700">{errorText(status.error)}</p>
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

export function CampaignsTab() {
  const queryClient = useQueryClient();
  const campaigns = useQuery<Campaign[]>({ queryKey: keys.campaigns, staleTime: 0 });
  const categories = useQuery<Category[]>({ queryKey: keys.categories });
  const [editing, setEditing] = useState<{ campaign: Campaign | null } | null>(null);
  const [ideas, setIdeas] = useState<{ campaign: Campaign; ideas: ContentIdea[] } | null>(null);
  const [running, setRunning] = useState<string | null>(null);
  // A failed Run or Ideas shows on its campaign's card, once, beside the button that was pressed.
  const [notice, setNotice] = useState<(CampaignNotice & { campaignId: string }) | null>(null);

  const run = useMutation({
    mutationFn: (c: Campaign) => apiJson("POST", `/api/blog/campaigns/${c.id}/execute`),
    onMutate: (c) => {
      setRunning(c.id);
      setNotice(null);
    },
    onSuccess: () => toast({ title: m.campaignRunTitle, description: m.campaignRunDescription }),
    onError: (error, c) => setNotice({ campaignId: c.id, ...runFailureNotice(error) }),
    onSettled: async () => {
      setRunning(null);
      await invalidatePosts(queryClient);
    },
  });

  const generateIdeas = useMutation({
    mutationFn: (c: Campaign) => apiJson<{ ideas: ContentIdea[] }>("POST", `/api/blog/campaigns/${c.id}/ideas`),
    onMutate: () => setNotice(null),
    onSuccess: (r, c) => setIdeas({ campaign: c, ideas: r.ideas }),
    onError: (_error, c) => setNotice({ campaignId: c.id, title: m.ideasFailedTitle, description: m.ideasFailed }),
  });

  const categoryName = (id: string | null) => categories.data?.find((c) => c.id === id)?.name;

  return (
    <div className="space-y-4">
      <SchedulerCard />
      <div className="flex justify-end">
        <Button onClick={() => setEditing({ campaign: null })}>
          <Plus className="h-4 w-4" aria-hidden="true" />
          New Campaign
        </Button>
      </div>
      {campaigns.isPending ? (
        <Skeleton className="h-24 w-full" />
      ) : campaigns.isError ? (
        <Alert variant="destructive">{errorText(campaigns.error)}</Alert>
      ) : campaigns.data.length === 0 ? (
        <p className="py-8 text-center text-slate-600">{m.noCampaigns}</p>
      ) : (
        <ul className="space-y-3" aria-label="Campaigns">
          {campaigns.data.map((c) => (
            <li key={c.id}>
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
                      {categoryName(c.categoryId) ? ` · ${categoryName(c.categoryId)}` : ""}
                      {c.lastRunAt ? ` · last run ${formatDateTime(c.lastRunAt)}` : " · not run yet"}
                    </p>
                    {c.topicKeywords.length > 0 && <p className="text-xs text-slate-600">Keywords: {c.topicKeywords.join(", ")}</p>}
                    {notice?.campaignId === c.id ? (
                      <div role="alert" className="mt-2 rounded-md bg-red-50 p-2 text-sm text-red-800">
                        <p className="font-semibold">{notice.title}</p>
                        {notice.description && <p className="wrap-anywhere">{notice.description}</p>}
                      </div>
                    ) : (
                      c.lastError && <LastRunError campaign={c} />
                    )}
                  </div>
                  <div className="flex shrink-0 flex-wrap gap-2">
                    <Button size="sm" onClick={() => run.mutate(c)} disabled={!c.isActive || running !== null} aria-label={`Run campaign ${c.name}`}>
                      <Play className="h-4 w-4" aria-hidden="true" />
                      {running === c.id ? "Running..." : "Run"}
                    </Button>
                    <Button
                      size="sm"
                      variant="outline"
                      onClick={() => generateIdeas.mutate(c)}
                      disabled={generateIdeas.isPending}
                      aria-label={`Generate ideas for ${c.name}`}
                    >
                      <Lightbulb className="h-4 w-4" aria-hidden="true" />
                      {generateIdeas.isPending && generateIdeas.variables?.id === c.id ? "Thinking..." : "Ideas"}
                    </Button>
                    <Button size="sm" variant="outline" onClick={() => setEditing({ campaign: c })} aria-label={`Edit campaign ${c.name}`}>
                      <Pencil className="h-4 w-4" aria-hidden="true" />
                      Edit
                    </Button>
                  </div>
                </div>
              </Card>
            </li>
          ))}
        </ul>
      )}
      <CampaignDialog
        open={!!editing}
        onOpenChange={(o) => !o && setEditing(null)}
        campaign={editing?.campaign ?? null}
        categories={categories.data ?? []}
      />
      <Dialog open={!!ideas} onOpenChange={(o) => !o && setIdeas(null)}>
        <DialogContent>
          <DialogTitle>Content ideas</DialogTitle>
          <DialogDescription>For {ideas?.campaign.name}</DialogDescription>
          <ol className="mt-4 list-decimal space-y-3 pl-5">
            {ideas?.ideas.map((i) => (
              <li key={i.title}>
                <p className="font-semibold text-slate-900">{i.title}</p>
                {i.angle && <p className="text-sm text-slate-700">{i.angle}</p>}
              </li>
            ))}
          </ol>
        </DialogContent>
      </Dialog>
    </div>
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

interface CampaignForm {
  name: string;
  description: string;
  prompt: string;
  topicKeywords: string;
  frequency: string;
  categoryId: string;
  targetCount: string;
  isActive: boolean;
}

function CampaignDialog({
  open,
  onOpenChange,
  campaign,
  categories,
}: {
  open: boolean;
  onOpenChange: (o: boolean) => void;
  campaign: Campaign | null;
  categories: Category[];
}) {
  const queryClient = useQueryClient();
  const blank: CampaignForm = {
    name: "",
    description: "",
    prompt: "",
    topicKeywords: "",
    frequency: DEFAULT_FREQUENCY,
    categoryId: "",
    targetCount: String(DEFAULT_TARGET_COUNT),
    isActive: true,
  };
  const [form, setForm] = useState<CampaignForm>(blank);
  const [error, setError] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<"name" | "prompt" | "targetCount", string>>>({});

  useEffect(() => {
    if (!open) return;
    setForm(
      campaign
        ? {
            name: campaign.name,
            description: campaign.description ?? "",
            prompt: campaign.prompt,
            topicKeywords: campaign.topicKeywords.join(", "),
            frequency: campaign.frequency,
            categoryId: campaign.categoryId ?? "",
            targetCount: String(campaign.targetCount),
            isActive: campaign.isActive,
          }
        : blank,
    );
    setError(null);
    setFieldErrors({});
    // eslint-disable-next-line react-hooks/exhaustive-deps -- reset when the dialog opens
  }, [open, campaign]);

  const save = useMutation({
    mutationFn: (body: Record<string, unknown>) =>
      campaign ? apiJson("PATCH", `/api/blog/campaigns/${campaign.id}`, body) : apiJson("POST", "/api/blog/campaigns", body),
    onSuccess: async () => {
      toast({ title: m.campaignSaved });
      await queryClient.invalidateQueries({ queryKey: keys.campaigns });
      onOpenChange(false);
    },
    onError: (e) => {
      // The server's reason stays in the dialog; the toast only names the failure (each text once).
      setError(errorText(e) ?? null);
      toast({ title: m.campaignSaveFailed, variant: "destructive" });
    },
  });

  const set = (key: keyof CampaignForm) => (e: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) =>
    setForm((f) => ({ ...f, [key]: e.target.value }));

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    // The spec's "Campaign name and prompt are required" appears once, in the dialog's alert (no
    // toast); the fields get short hints.
    if (!form.name.trim() || !form.prompt.trim()) {
      setError(m.campaignRequired);
      setFieldErrors({
        name: form.name.trim() ? undefined : m.campaignNameFieldRequired,
        prompt: form.prompt.trim() ? undefined : m.promptFieldRequired,
      });
      return;
    }
    setError(null);
    const target = parseNumberInput(createCampaignSchema.shape.targetCount, form.targetCount);
    if (!target.ok) {
      setFieldErrors({ targetCount: target.message });
      return;
    }
    setFieldErrors({});
    save.mutate({
      name: form.name.trim(),
      description: form.description.trim() || null,
      prompt: form.prompt.trim(),
      topicKeywords: splitList(form.topicKeywords),
      frequency: form.frequency,
      categoryId: form.categoryId || null,
      targetCount: target.value,
      isActive: form.isActive,
    });
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent width="max-w-2xl">
        <DialogTitle>{campaign ? "Edit Campaign" : "New Campaign"}</DialogTitle>
        <DialogDescription>Each run writes one post with AI and schedules it for review before it goes live.</DialogDescription>
        <form onSubmit={submit} noValidate className="mt-4 space-y-4">
          {error && <Alert variant="destructive">{error}</Alert>}
          <Field id="campaign-name" label="Name" required error={fieldErrors.name}>
            {(p) => <Input {...p} value={form.name} onChange={set("name")} maxLength={200} />}
          </Field>
          <Field id="campaign-description" label="Description">
            {(p) => <Input {...p} value={form.description} onChange={set("description")} maxLength={1000} />}
          </Field>
          <Field id="campaign-prompt" label="Prompt" required error={fieldErrors.prompt}>
            {(p) => <Textarea {...p} rows={3} value={form.prompt} onChange={set("prompt")} maxLength={4000} />}
          </Field>
          <Field id="campaign-keywords" label="Topic keywords" hint="Comma separated">
            {(p) => <Input {...p} value={form.topicKeywords} onChange={set("topicKeywords")} />}
          </Field>
          <div className="grid gap-4 sm:grid-cols-3">
            <Field id="campaign-frequency" label="Frequency">
              {(p) => (
                <Select {...p} value={form.frequency} onChange={set("frequency")}>
                  <WordOptions values={CAMPAIGN_FREQUENCIES} />
                </Select>
              )}
            </Field>
            <Field id="campaign-category" label="Category">
              {(p) => (
                <Select {...p} value={form.categoryId} onChange={set("categoryId")}>
                  <CategoryOptions categories={categories} />
                </Select>
              )}
            </Field>
            <Field id="campaign-target" label="Target posts" error={fieldErrors.targetCount}>
              {(p) => <Input {...p} type="number" min={1} max={1000} value={form.targetCount} onChange={set("targetCount")} />}
            </Field>
          </div>
          <div className="flex items-center gap-2">
            <input
              id="campaign-active"
              type="checkbox"
              checked={form.isActive}
              onChange={(e) => setForm((f) => ({ ...f, isActive: e.target.checked }))}
              className="h-5 w-5 rounded border-slate-300 text-brand-700 focus-visible:outline-2 focus-visible:outline-brand-600"
            />
            <label htmlFor="campaign-active" className="text-sm font-medium text-slate-800">
              Active
            </label>
          </div>
          <div className="flex justify-end gap-3">
            <Button variant="outline" onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={save.isPending}>
              {save.isPending ? "Saving..." : "Save Campaign"}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
