/**
 * Sending a lead (POST /api/leads): one Idempotency-Key per submission, reused by the automatic
 * retry, so a retried request stores one lead. (The back office's lead list is its own page: it
 * reads the leads when it opens, so nothing cached here needs telling.)
 */
import { apiJson } from "~/lib/api";
import { useWrite } from "~/lib/use-write";
import type { LeadSubmissionInput } from "~/shared/schemas/leads";
import type { SpamFields } from "~/components/forms/spam-guard";

export interface LeadRequest {
  lead: LeadSubmissionInput;
  /** Waits out the minimum fill time, then gives the spam fields. */
  spam: () => Promise<SpamFields>;
  idempotencyKey: string;
}

export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === "function") return crypto.randomUUID();
  // crypto.randomUUID needs a secure context; getRandomValues does not.
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
}

/** The page the visitor is on, sent as pagePath (for the staff alert). */
export const currentPagePath = () => (typeof window === "undefined" ? undefined : window.location.pathname);

export function useSubmitLead() {
  return useWrite(async ({ lead, spam, idempotencyKey }: LeadRequest) => {
    // The client names its source; the server sets "website" itself whatever a client says.
    const body = { ...lead, source: "website", pagePath: lead.pagePath ?? currentPagePath(), ...(await spam()) };
    return apiJson<{ id: string }>("POST", "/api/leads", body, { headers: { "Idempotency-Key": idempotencyKey } });
  }, { idempotent: true });
}
