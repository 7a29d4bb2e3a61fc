/**
 * Which public form a lead was sent with, and what staff call it: the alert's subject, the lead's
 * page and the lists say "consultation request" for the contact page's form, never "quote
 * request". Leads stored before the form was recorded have none.
 */
import { contactServiceOptions } from "./lead-options";

export const leadForms = ["quote", "quick-quote", "contact", "area-request"] as const;
export type LeadForm = (typeof leadForms)[number];

const names: Record<LeadForm, { request: string; form: string }> = {
  quote: { request: "quote request", form: "the quote form" },
  "quick-quote": { request: "quote request", form: "the home page's quick quote" },
  contact: { request: "consultation request", form: "the consultation form" },
  "area-request": { request: "service request", form: "a service area page's form" },
};

const isLeadForm = (value: string | null | undefined): value is LeadForm => (leadForms as readonly string[]).includes(value ?? "");

/** "consultation request"; a lead with no recorded form is a "request". */
export const requestName = (form: string | null | undefined) => (isLeadForm(form) ? names[form].request : "request");

/** "the consultation form"; null when not recorded. */
export const formName = (form: string | null | undefined) => (isLeadForm(form) ? names[form].form : null);

/** The service as staff read it: the consultation form sends a value ("heat-pumps"), shown by its label. */
export function serviceName(serviceType: string | null | undefined): string {
  const value = serviceType ?? "";
  return contactServiceOptions.find((o) => o.value === value)?.label ?? value;
}
