/** Leads: the list (or the spam-held ones), a status change and the conversion into a contact. */
import { apiJson } from "~/lib/api";
import { apiKey, useApiRead } from "~/lib/api-hooks";
import { messages } from "~/shared/messages";
import { contactKeys } from "./crm";
import { useStaffWrite } from "./staff-write";
import type { AdminLead, Contact } from "./types";

const m = messages.dashboard;

export const leadKeys = {
  all: apiKey("/api/leads"),
  list: (spam: boolean) => apiKey("/api/leads", spam ? { spam: "true" } : undefined),
};

export function useLeads(spam: boolean, initialLeads: AdminLead[] | null) {
  return useApiRead<AdminLead[]>(leadKeys.list(spam), {
    initialData: !spam && initialLeads ? initialLeads : undefined,
    // Loader data is fresh for a moment; after that a revisit refetches.
    initialDataUpdatedAt: initialLeads ? loadedAt : undefined,
    staleTime: 30_000,
  });
}
/** When this page's scripts started: the server-rendered leads are from about then. */
const loadedAt = typeof performance === "undefined" ? 0 : performance.timeOrigin;

export function useUpdateLeadStatus() {
  return useStaffWrite({
    request: ({ id, status }: { id: string; status: string }) => apiJson<AdminLead>("PATCH", `/api/leads/${id}/status`, { status }),
    invalidate: [leadKeys.all],
    errorMessage: m.updateLeadStatusFailed,
  });
}

export function useConvertLead() {
  return useStaffWrite({
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
    errorMessage: m.convertLeadFailed,
    useServerMessage: true,
    success: () => m.leadConverted,
  });
}
