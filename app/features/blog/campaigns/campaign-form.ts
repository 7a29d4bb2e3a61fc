/**
 * The campaign dialog's form: its text values, and their check against the server's own schema
 * (createCampaignSchema), so the dialog states no rule of its own.
 */
import { useState } from "react";
import { fieldErrors } from "@common/field-errors";
import * as messages from "@common/messages";
import * as staffMessages from "@common/staff-messages";
import { createCampaignSchema, DEFAULT_FREQUENCY, DEFAULT_TARGET_COUNT, type CreateCampaignInput } from "@common/schemas/blog";
import type { Campaign } from "../api/types";

const m = messages.blog;

export interface CampaignFormValues {
  name: string;
  description: string;
  prompt: string;
  topicKeywords: string;
  frequency: string;
  categoryId: string;
  targetCount: string;
  isActive: boolean;
  needsApproval: boolean;
}

export function campaignFormValues(campaign: Campaign | null): CampaignFormValues {
  return campaign
    ? {
        name: campaign.name,
        description: campaign.description ?? "",
        prompt: campaign.prompt,
        topicKeywords: campaign.topicKeywords.join(", "),
        frequency: campaign.frequency,
        categoryId: campaign.categoryId ?? "",
        targetCount: String(campaign.targetCount),
        isActive: campaign.isActive,
        needsApproval: campaign.needsApproval,
      }
    : {
        name: "",
        description: "",
        prompt: "",
        topicKeywords: "",
        frequency: DEFAULT_FREQUENCY,
        categoryId: "",
        targetCount: String(DEFAULT_TARGET_COUNT),
        isActive: true,
        needsApproval: false,
      };
}

export type CampaignCheck =
  | { ok: true; body: CreateCampaignInput }
  | { ok: false; summary: string | null; errors: Partial<Record<keyof CampaignFormValues, string>> };

/**
 * The schema's verdict. A missing name or prompt is the one sentence "Campaign name and prompt
 * are required", said once (the summary), with a short hint on each empty field.
 */
export function checkCampaign(values: CampaignFormValues): CampaignCheck {
  const parsed = createCampaignSchema.safeParse({
    ...values,
    description: values.description,
    targetCount: values.targetCount.trim() === "" ? undefined : values.targetCount,
  });
  if (parsed.success) return { ok: true, body: parsed.data };
  const errors: Partial<Record<keyof CampaignFormValues, string>> = fieldErrors(parsed.error, { topLevel: true });
  const missing = errors.name === m.campaignRequired || errors.prompt === m.campaignRequired;
  if (errors.name === m.campaignRequired) errors.name = staffMessages.blog.campaignNameFieldRequired;
  if (errors.prompt === m.campaignRequired) errors.prompt = staffMessages.blog.promptFieldRequired;
  return { ok: false, summary: missing ? m.campaignRequired : null, errors };
}

export function useCampaignForm(campaign: Campaign | null) {
  const [values, setValues] = useState(() => campaignFormValues(campaign));
  const set = <K extends keyof CampaignFormValues>(key: K, value: CampaignFormValues[K]) => setValues((v) => ({ ...v, [key]: value }));
  return { values, set };
}
