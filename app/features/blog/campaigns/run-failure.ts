/** What a failed Run says, chosen by the answer's status (see ~/lib/api-errors). */
import { errorStatus, failureDetail } from "~/lib/api-errors";
import * as staffMessages from "@common/staff-messages";

const m = staffMessages.blog;

/** AI answers (not configured, provider error, timeout) are "Generation failed". */
const AI_FAILURE_STATUSES = [502, 503, 504];

export interface CampaignNotice {
  title: string;
  description: string | undefined;
}

/** AI failures and refusals (inactive / at target, 409) get their own titles. */
export function runFailureNotice(error: unknown): CampaignNotice {
  const status = errorStatus(error);
  if (status !== undefined && AI_FAILURE_STATUSES.includes(status)) {
    return { title: m.generationFailedTitle, description: failureDetail(error) || m.generationFailed };
  }
  if (status === 409) return { title: m.campaignRunBlockedTitle, description: failureDetail(error) };
  return { title: m.campaignRunFailed, description: failureDetail(error) };
}
