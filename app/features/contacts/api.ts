/**
 * Contacts: the list, one contact with its communications, follow-ups and service history, the
 * e-mail templates, the customer mail log, and their writes.
 */
import { keepPreviousData } from "@tanstack/react-query";
import { ApiError, apiJson, apiRequest } from "~/lib/api";
import { apiKey, useApiRead, useApiWrite } from "~/lib/api-hooks";
import * as staffMessages from "@common/staff-messages";
import type { Jsonified } from "@common/json";
import type { CustomerService } from "@common/schemas/customer-services";
import type { CommunicationJson, ContactJson, crmStats, FollowUpJson, listEmailTemplates, MailLogEntry, ReviewRequestEntry, TimelineEvent } from "~/lib/server-types";

export type Contact = ContactJson;
export type Communication = CommunicationJson;
export type FollowUp = Jsonified<FollowUpJson>;
export type CrmStats = Awaited<ReturnType<typeof crmStats>>;
export type EmailTemplate = Awaited<ReturnType<typeof listEmailTemplates>>[number];
export type { CustomerService };
export type { MailLogEntry, ReviewRequestEntry };

const m = staffMessages.dashboard;

const fieldErrorsOf = (error: Error) => (error instanceof ApiError ? error.fieldErrors : {});

export const contactKeys = {
  all: apiKey("/api/crm/contacts"),
  search: (search: string) => apiKey("/api/crm/contacts", { search }),
  one: (id: string) => apiKey(`/api/crm/contacts/${id}`),
  timeline: (id: string) => apiKey(`/api/crm/contacts/${id}/timeline`),
  stats: apiKey("/api/crm/stats"),
  communications: (contactId: string) => apiKey("/api/crm/communications", { contactId }),
  followUps: apiKey("/api/crm/follow-ups"),
  contactFollowUps: (contactId: string) => apiKey("/api/crm/follow-ups", { contactId }),
  templates: apiKey("/api/crm/email-templates"),
  /** A contact's jobs (service history). */
  services: (contactId: string) => ["/api/crm/contacts", contactId, "services"] as const,
  mailLog: apiKey("/api/mail/log"),
  reviewRequests: apiKey("/api/crm/review-requests"),
  mailTemplates: apiKey("/api/mail/templates"),
  mailPreview: (name: string) => ["/api/mail/templates", name] as const,
};

export const useCrmStats = () => useApiRead<CrmStats>(contactKeys.stats, { staleTime: 0 });

export const useContacts = (search: string) =>
  useApiRead<Contact[]>(contactKeys.search(search), { placeholderData: keepPreviousData, staleTime: 0 });

/** One contact; on its own page, starting from what the loader read. */
export const useContact = (id: string, initial?: Contact) =>
  useApiRead<Contact>(contactKeys.one(id), initial ? { initialData: initial, initialDataUpdatedAt: loadedAt, staleTime: 30_000 } : { staleTime: 0 });
/** When this page's scripts started: a loader's data is from about then. */
const loadedAt = typeof performance === "undefined" ? 0 : performance.timeOrigin;

export const useContactTimeline = (id: string) => useApiRead<TimelineEvent[]>(contactKeys.timeline(id), { staleTime: 0 });

export const useCommunications = (contactId: string) =>
  useApiRead<Communication[]>(contactKeys.communications(contactId), { staleTime: 0 });

export const useContactFollowUps = (contactId: string) =>
  useApiRead<FollowUp[]>(contactKeys.contactFollowUps(contactId), { staleTime: 0 });

export const useEmailTemplates = () => useApiRead<EmailTemplate[]>(contactKeys.templates, { staleTime: 5 * 60_000 });

export function useUpdateContactStatus() {
  return useApiWrite({
    request: ({ id, status }: { id: string; status: string }) => apiJson<Contact>("PATCH", `/api/crm/contacts/${id}`, { status }),
    invalidate: [contactKeys.all],
    failure: m.updateContactStatusFailed,
  });
}

/** The fields the contact form sends; "" clears an optional one. */
export type ContactInput = Record<string, string>;

/**
 * A contact entered by hand. Field errors (400) and the duplicate e-mail (409) are shown beside
 * the fields by the form, so they get no toast; anything else does.
 */
export function useCreateContact(onCreated: (contact: Contact) => void, onFieldErrors: (errors: Record<string, string>) => void) {
  return useApiWrite({
    request: (input: ContactInput) => apiJson<Contact>("POST", "/api/crm/contacts", input),
    invalidate: [contactKeys.all, contactKeys.stats],
    failure: { fallback: m.createContactFailed, serverFirst: true },
    success: m.contactCreated,
    onSuccess: onCreated,
    onError: (error) => onFieldErrors(fieldErrorsOf(error)),
  });
}

export function useEditContact(id: string, onSaved: () => void, onFieldErrors: (errors: Record<string, string>) => void) {
  return useApiWrite({
    request: (input: ContactInput) => apiJson<Contact>("PATCH", `/api/crm/contacts/${id}`, input),
    // The list, this contact and its timeline (which the edit joins).
    invalidate: [contactKeys.all, contactKeys.one(id), contactKeys.timeline(id)],
    failure: { fallback: m.saveContactFailed, serverFirst: true },
    success: m.contactSaved,
    onSuccess: onSaved,
    onError: (error) => onFieldErrors(fieldErrorsOf(error)),
  });
}

export function useDeleteContact(onDone: () => void) {
  return useApiWrite({
    request: (contact: Contact) => apiRequest("DELETE", `/api/crm/contacts/${contact.id}`),
    invalidate: [contactKeys.all, contactKeys.stats, apiKey("/api/admin/leads"), contactKeys.followUps],
    failure: m.deleteContactFailed,
    success: m.contactDeleted,
    onSuccess: onDone,
  });
}

export function useMarkFollowUpDone(followUpId: string, contactId: string) {
  return useApiWrite({
    request: () => apiJson("PATCH", `/api/crm/communications/${followUpId}`, { followUpRequired: false }),
    invalidate: [contactKeys.contactFollowUps(contactId), contactKeys.followUps, contactKeys.stats],
    failure: m.logCommunicationFailed,
  });
}

export type SendEmailInput = { contactId: string; templateId: string } | { contactId: string; subject: string; body: string };

export function useSendEmail(contactId: string, onSent: () => void) {
  return useApiWrite({
    request: (payload: SendEmailInput) => apiJson("POST", "/api/crm/send-email", payload),
    invalidate: [contactKeys.communications(contactId), contactKeys.timeline(contactId), contactKeys.stats],
    failure: m.sendEmailFailed,
    success: m.emailQueued,
    onSuccess: onSent,
  });
}

export interface LogCommunicationInput {
  contactId: string;
  type: string;
  direction: string;
  content: string;
  followUpRequired: boolean;
  followUpDate?: string;
}

export function useLogCommunication(contactId: string, onSaved: () => void) {
  return useApiWrite({
    request: (payload: LogCommunicationInput) => apiJson<Communication>("POST", "/api/crm/communications", payload),
    invalidate: [contactKeys.communications(contactId), contactKeys.timeline(contactId), contactKeys.contactFollowUps(contactId), contactKeys.followUps, contactKeys.stats],
    failure: m.logCommunicationFailed,
    success: "Communication saved",
    onSuccess: onSaved,
  });
}

// ---- service history and the customer mail centre

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


export const saveService = (contactId: string, id: string | null, body: Record<string, unknown>) =>
  id ? apiJson<CustomerService>("PATCH", `/api/crm/services/${id}`, body) : apiJson<CustomerService>("POST", `/api/crm/contacts/${contactId}/services`, body);

export const completeService = (id: string) => apiJson<CustomerService>("POST", `/api/crm/services/${id}/complete`, {});

export const useMailLog = (state: string) => useApiRead<MailLogEntry[]>(apiKey("/api/mail/log", { state }), { staleTime: 0 });
export const useReviewRequests = () =>
  useApiRead<{ sent: number; reviewed: number; requests: ReviewRequestEntry[] }>(contactKeys.reviewRequests, { staleTime: 0 });
export const useMailTemplates = () => useApiRead<MailTemplateInfo[]>(contactKeys.mailTemplates, { staleTime: 60_000 });
export const useMailPreview = (name: string) => useApiRead<MailPreview>(contactKeys.mailPreview(name));
