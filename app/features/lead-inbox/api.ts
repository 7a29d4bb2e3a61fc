/** Leads: the list (or the spam-held ones), a status change and the conversion into a contact. */
import { apiJson, apiRequest } from "~/lib/api";
import { apiKey, useApiRead, useApiWrite } from "~/lib/api-hooks";
import * as staffMessages from "@common/staff-messages";
import { contactKeys, type Contact } from "~/features/contacts";
import type { StaffLead, TimelineEvent } from "~/lib/server-types";

/** A lead as the dashboard lists it: with its contact and its assignee. */
export type AdminLead = StaffLead;

const m = staffMessages.dashboard;

export const leadKeys = {
  all: apiKey("/api/admin/leads"),
  /** One lead; under `all`, so every write that refreshes the lists refreshes it too. */
  one: (id: string) => ["/api/admin/leads", id] as const,
  list: (spam: boolean, assignee: string) => apiKey("/api/admin/leads", { spam: spam ? "true" : undefined, assignee }),
  timeline: (id: string) => apiKey(`/api/leads/${id}/timeline`),
};

/** The list, or the spam-held leads; `assignee` is "", "me" or "none". */
export function useLeads(spam: boolean, assignee: string, initialLeads: AdminLead[] | null) {
  const plain = !spam && !assignee;
  return useApiRead<AdminLead[]>(leadKeys.list(spam, assignee), {
    initialData: plain && initialLeads ? initialLeads : undefined,
    // Loader data is fresh for a moment; after that a revisit refetches.
    initialDataUpdatedAt: plain && initialLeads ? loadedAt : undefined,
    staleTime: 30_000,
  });
}
/** When this page's scripts started: the server-rendered leads are from about then. */
const loadedAt = typeof performance === "undefined" ? 0 : performance.timeOrigin;

export function useUpdateLeadStatus() {
  return useApiWrite({
    request: ({ id, status }: { id: string; status: string }) => apiJson<AdminLead>("PATCH", `/api/leads/${id}/status`, { status }),
    // The timeline tells the change too.
    invalidate: (_lead, { id }) => [leadKeys.all, leadKeys.timeline(id)],
    failure: m.updateLeadStatusFailed,
    success: (_lead, { status }) => m.leadStatusChanged(status),
  });
}

export function useConvertLead() {
  return useApiWrite({
    request: (lead: AdminLead) =>
      apiJson<Contact>("POST", `/api/crm/contacts/convert-lead/${lead.id}`, {
        firstName: lead.firstName,
        lastName: lead.lastName,
        email: lead.email,
        phone: lead.phone,
        address: lead.location ?? "",
        notes: [lead.serviceType, lead.message].filter(Boolean).join(" — "),
        leadSource: "website",
      }),
    invalidate: [leadKeys.all, contactKeys.all, contactKeys.stats],
    failure: { fallback: m.convertLeadFailed, serverFirst: true },
    success: m.leadConverted,
  });
}

/** One lead, starting from what the page's loader read. */
export const useLead = (id: string, initial: AdminLead) =>
  useApiRead<AdminLead>(leadKeys.one(id), { initialData: initial, initialDataUpdatedAt: loadedAt, staleTime: 30_000 });

export const useLeadTimeline = (id: string, initial?: TimelineEvent[]) =>
  useApiRead<TimelineEvent[]>(leadKeys.timeline(id), { staleTime: initial ? 30_000 : 0, initialData: initial, initialDataUpdatedAt: initial ? loadedAt : undefined });

export function useAssignLead(id: string) {
  return useApiWrite({
    request: (userId: string | null) => apiJson("PATCH", `/api/leads/${id}/assignee`, { userId }),
    invalidate: [leadKeys.all, leadKeys.timeline(id)],
    failure: { fallback: "The lead could not be assigned", serverFirst: true },
    success: (_r, userId) => (userId ? "Lead assigned" : "Lead unassigned"),
  });
}

export function useAddLeadNote(id: string, onSaved: () => void) {
  return useApiWrite({
    request: (content: string) => apiJson("POST", `/api/leads/${id}/notes`, { content }),
    invalidate: [leadKeys.timeline(id)],
    failure: { fallback: "The note could not be saved", serverFirst: true },
    success: m.leadNoteSaved,
    onSuccess: onSaved,
  });
}

export function useSetLeadSpam(id: string) {
  return useApiWrite({
    request: (isSpam: boolean) => apiJson("PATCH", `/api/leads/${id}/spam`, { isSpam }),
    invalidate: [leadKeys.all, leadKeys.timeline(id)],
    failure: "The lead could not be changed",
    success: (_r, isSpam) => (isSpam ? "Lead marked as spam" : "Lead restored"),
  });
}

export function useDeleteLead(id: string, onDone: () => void) {
  return useApiWrite({
    request: () => apiRequest("DELETE", `/api/leads/${id}`),
    invalidate: [leadKeys.all, contactKeys.stats],
    failure: "The lead could not be deleted",
    success: "Lead deleted",
    onSuccess: onDone,
  });
}
