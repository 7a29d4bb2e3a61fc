/**
 * The lead forms' values, limits and name splitting: no zod here, so a page shows and fills a
 * form without loading it (the rules themselves are ./leads, loaded when the form is used).
 */
import type { LeadSubmissionInput } from "./leads";
import { messages } from "../messages";

export const NAME_MAX = 50;
export const MESSAGE_MAX = 1000;
export const SERVICE_MAX = 100;
export const LOCATION_MAX = 100;
export const PAGE_PATH_MAX = 500;
export const PHONE_MIN_DIGITS = 10;
export const PHONE_MAX_DIGITS = 15;

export const collapse = (value: string) => value.replace(/\s+/g, " ").trim();

/** What the quote modal, contact and area forms hold (all strings, as typed). */
export interface LeadFormValues {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  serviceType: string;
  message: string;
}

export const emptyLeadForm: LeadFormValues = { firstName: "", lastName: "", email: "", phone: "", serviceType: "", message: "" };

export interface QuickQuoteValues {
  name: string;
  phone: string;
  email: string;
  serviceType: string;
}

export const emptyQuickQuote: QuickQuoteValues = { name: "", phone: "", email: "", serviceType: "" };

/** The first word is the first name, the rest the last name (the first word again if alone). */
export function splitName(name: string): { firstName: string; lastName: string } {
  const words = collapse(name).split(" ").filter(Boolean);
  const firstName = words[0] ?? "";
  const rest = words.slice(1).join(" ");
  return { firstName, lastName: rest || firstName };
}

/** The lead a quick-quote submission sends. */
export function quickQuoteToLead(values: QuickQuoteValues): LeadSubmissionInput {
  const { firstName, lastName } = splitName(values.name);
  return {
    firstName,
    lastName,
    email: values.email.trim(),
    phone: collapse(values.phone),
    serviceType: values.serviceType,
    message: messages.quickQuote.requestMessage(values.serviceType, collapse(values.phone)),
  };
}
