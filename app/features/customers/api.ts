/** The service-history and mail calls of the back office, with their query keys. */
import { ApiError, apiJson } from "~/lib/api";
import { useApiWrite, type ApiKey } from "~/lib/api-hooks";
import { toast } from "~/hooks/use-toast";
import { messages } from "~/shared/messages";
import type { CustomerService } from "~/shared/schemas/customer-services";

export type { CustomerService } from "~/shared/schemas/customer-services";
export type { MailLogEntry, ReviewRequestEntry } from "../../../server/contacts/follow-through-routes";

export interface MailTemplateInfo {
  name: string;
  kind: string;
  description: string;
}

export interface MailPreview {
  name: string;
  subject: string;
  text: string;
  html: string;
}

export const customerKeys = {
  services: (contactId: string) => ["/api/crm/contacts", contactId, "services"] as const,
  /** The contact's timeline (features/admin shows it): a job recorded or completed joins it. */
  timeline: (contactId: string) => [`/api/crm/contacts/${contactId}/timeline`] as const,
  mailLog: ["/api/mail/log"] as const,
  reviewRequests: ["/api/crm/review-requests"] as const,
  templates: ["/api/mail/templates"] as const,
  preview: (name: string) => ["/api/mail/templates", name] as const,
};

export const saveService = (contactId: string, id: string | null, body: Record<string, unknown>) =>
  id ? apiJson<CustomerService>("PATCH", `/api/crm/services/${id}`, body) : apiJson<CustomerService>("POST", `/api/crm/contacts/${contactId}/services`, body);

export const completeService = (id: string) => apiJson<CustomerService>("POST", `/api/crm/services/${id}/complete`, {});

/** A write (never retried) that refreshes `invalidate` and tells the outcome in a toast. */
export function useWrite<TVars, TResult>(options: { request: (v: TVars) => Promise<TResult>; invalidate: ApiKey[]; success: string; failure: string }) {
  return useApiWrite<TVars, TResult>({
    request: options.request,
    invalidate: options.invalidate,
    onSuccess: () => void toast({ title: options.success }),
    onError: (error) => {
      // Field errors are shown beside the fields; the toast names what failed.
      const message = error instanceof ApiError && error.status !== 400 ? error.serverMessage : "";
      toast({ title: messages.dashboard.errorTitle, description: message || options.failure, variant: "destructive" });
    },
  });
}
