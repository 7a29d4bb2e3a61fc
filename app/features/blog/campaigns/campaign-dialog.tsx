/**
 * New / edit campaign. The parent mounts it afresh for each opening (a `key`), so it starts from
 * the campaign's values without copying them in an effect.
 */
import { Button } from "~/components/ui/button";
import { Alert } from "~/components/ui/card";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "~/components/ui/dialog";
import { Field, Input, Select, Textarea } from "~/components/ui/form-controls";
import { toast } from "~/hooks/use-toast";
import { failureDetail } from "~/lib/api-errors";
import * as staffMessages from "@common/staff-messages";
import { CAMPAIGN_FREQUENCIES } from "@common/schemas/blog";
import { useState } from "react";
import { useSaveCampaign } from "../api/campaigns";
import type { Campaign, Category } from "../api/types";
import { CategoryOptions, WordOptions } from "../option-lists";
import { checkCampaign, useCampaignForm, type CampaignFormValues } from "./campaign-form";

const m = staffMessages.blog;

export function CampaignDialog({ campaign, categories, onClose }: { campaign: Campaign | null; categories: Category[]; onClose: () => void }) {
  const { values: form, set } = useCampaignForm(campaign);
  const [error, setError] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<keyof CampaignFormValues, string>>>({});

  const save = useSaveCampaign(campaign, {
    onSuccess: () => {
      toast({ title: m.campaignSaved });
      onClose();
    },
    onError: (e) => {
      // The server's reason stays in the dialog; the toast only names the failure (each text once).
      setError(failureDetail(e) ?? null);
      toast({ title: m.campaignSaveFailed, variant: "destructive" });
    },
  });

  const text = (key: keyof CampaignFormValues) => (e: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) =>
    set(key, e.target.value);

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    const result = checkCampaign(form);
    if (!result.ok) {
      setError(result.summary);
      setFieldErrors(result.errors);
      return;
    }
    setError(null);
    setFieldErrors({});
    save.mutate(result.body);
  };

  return (
    <Dialog open onOpenChange={(o) => !o && onClose()}>
      <DialogContent width="max-w-2xl">
        <DialogTitle>{campaign ? "Edit Campaign" : "New Campaign"}</DialogTitle>
        <DialogDescription>Each run writes one post with AI and schedules it for review before it goes live.</DialogDescription>
        <form onSubmit={submit} noValidate className="mt-4 space-y-4">
          {error && <Alert variant="destructive">{error}</Alert>}
          <Field id="campaign-name" label="Name" required error={fieldErrors.name}>
            {(p) => <Input {...p} value={form.name} onChange={text("name")} maxLength={200} />}
          </Field>
          <Field id="campaign-description" label="Description" error={fieldErrors.description}>
            {(p) => <Input {...p} value={form.description} onChange={text("description")} maxLength={1000} />}
          </Field>
          <Field id="campaign-prompt" label="Prompt" required error={fieldErrors.prompt}>
            {(p) => <Textarea {...p} rows={3} value={form.prompt} onChange={text("prompt")} maxLength={4000} />}
          </Field>
          <Field id="campaign-keywords" label="Topic keywords" hint="Comma separated" error={fieldErrors.topicKeywords}>
            {(p) => <Input {...p} value={form.topicKeywords} onChange={text("topicKeywords")} />}
          </Field>
          <div className="grid gap-4 sm:grid-cols-3">
            <Field id="campaign-frequency" label="Frequency" error={fieldErrors.frequency}>
              {(p) => (
                <Select {...p} value={form.frequency} onChange={text("frequency")}>
                  <WordOptions values={CAMPAIGN_FREQUENCIES} />
                </Select>
              )}
            </Field>
            <Field id="campaign-category" label="Category" error={fieldErrors.categoryId}>
              {(p) => (
                <Select {...p} value={form.categoryId} onChange={text("categoryId")}>
                  <CategoryOptions categories={categories} />
                </Select>
              )}
            </Field>
            <Field id="campaign-target" label="Target posts" error={fieldErrors.targetCount}>
              {(p) => <Input {...p} type="number" min={1} max={1000} value={form.targetCount} onChange={text("targetCount")} />}
            </Field>
          </div>
          <div className="flex items-center gap-2">
            <input
              id="campaign-active"
              type="checkbox"
              checked={form.isActive}
              onChange={(e) => set("isActive", e.target.checked)}
              className="h-5 w-5 rounded border-slate-300 text-brand-700 focus-visible:outline-2 focus-visible:outline-brand-600"
            />
            <label htmlFor="campaign-active" className="text-sm font-medium text-slate-800">
              Active
            </label>
          </div>
          <div className="flex items-start gap-2">
            <input
              id="campaign-approval"
              type="checkbox"
              checked={form.needsApproval}
              onChange={(e) => set("needsApproval", e.target.checked)}
              aria-describedby="campaign-approval-hint"
              className="mt-0.5 h-5 w-5 rounded border-slate-300 text-brand-700 focus-visible:outline-2 focus-visible:outline-brand-600"
            />
            <div>
              <label htmlFor="campaign-approval" className="text-sm font-medium text-slate-800">
                Wait for approval
              </label>
              <p id="campaign-approval-hint" className="text-sm text-slate-600">
                Generated posts are saved as drafts and staff are e-mailed a link to review them.
              </p>
            </div>
          </div>
          <div className="flex justify-end gap-3">
            <Button variant="outline" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" busy={save.isPending}>
              {save.isPending ? "Saving..." : "Save Campaign"}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
