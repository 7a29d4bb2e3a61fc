/**
 * Lead rules (01-public-site.md §5), shared by the forms and POST /api/leads: the same schema
 * validates a form in the browser and the request on the server. Values are trimmed; line
 * breaks and runs of white space in one-line fields collapse to one space.
 */
import { z } from "~/shared/zod";
import { quoteServiceOptions } from "../lead-options";
import { messages } from "../messages";

const v = messages.validation;

export const NAME_MAX = 50;
export const EMAIL_MAX = 254;
export const MESSAGE_MAX = 1000;
export const SERVICE_MAX = 100;
export const LOCATION_MAX = 100;
export const PAGE_PATH_MAX = 500;
export const PHONE_MIN_DIGITS = 10;
export const PHONE_MAX_DIGITS = 15;

/** Letters (any alphabet), spaces, hyphens and apostrophes (straight or typographic). */
const namePattern = /^[\p{L}\p{M} '’-]+$/u;
/** Something@something.something, no spaces. */
export const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const phoneCharacters = /^[0-9+().\- ]+$/;
/** A path on this site: one leading slash, no scheme or host, no white space or backslash. */
const pagePathPattern = /^\/(?!\/)[^\s\\]*$/;

export const digitsOf = (phone: string) => phone.replace(/\D/g, "");
const collapse = (value: string) => value.replace(/\s+/g, " ").trim();

/** A string field: a missing value gets `requiredMessage`, a non-string `textExpected`. */
const text = (requiredMessage: string) =>
  z.string({ error: (issue) => (issue.input === undefined || issue.input === null ? requiredMessage : v.textExpected) });

const optionalText = () =>
  z.string({ error: v.textExpected }).nullish();

export const personName = (requiredMessage: string = v.required) =>
  text(requiredMessage)
    .overwrite(collapse)
    .min(1, requiredMessage)
    .min(2, v.nameMin)
    .max(NAME_MAX, v.nameMax)
    .regex(namePattern, v.nameInvalid);

export const emailField = (requiredMessage: string = v.emailRequired) =>
  text(requiredMessage).trim().min(1, requiredMessage).max(EMAIL_MAX, v.emailInvalid).regex(emailPattern, v.emailInvalid);

export const phoneField = (requiredMessage: string = v.phoneRequired) =>
  text(requiredMessage)
    .overwrite(collapse)
    .min(1, requiredMessage)
    .regex(phoneCharacters, v.phoneInvalid)
    .refine((p) => digitsOf(p).length >= PHONE_MIN_DIGITS && digitsOf(p).length <= PHONE_MAX_DIGITS, v.phoneInvalid);

/** The body of POST /api/leads. Anything else sent (status, source, id...) is dropped. */
export const leadSubmissionSchema = z.object({
  firstName: personName(),
  lastName: personName(),
  email: emailField(),
  phone: phoneField(),
  serviceType: optionalText()
    .transform((s) => collapse(s ?? ""))
    .pipe(z.string().max(SERVICE_MAX, v.serviceMax)),
  message: optionalText()
    .transform((s) => (s ?? "").trim())
    .pipe(z.string().max(MESSAGE_MAX, v.messageMax))
    .transform((s) => s || null),
  location: optionalText()
    .transform((s) => collapse(s ?? ""))
    .pipe(z.string().max(LOCATION_MAX, v.locationMax))
    .transform((s) => s || null),
  pagePath: optionalText()
    .transform((s) => (s ?? "").trim())
    .pipe(z.union([z.literal(""), z.string().max(PAGE_PATH_MAX, v.pagePathInvalid).regex(pagePathPattern, v.pagePathInvalid)]))
    .transform((s) => s || null),
});

export type LeadSubmissionInput = z.input<typeof leadSubmissionSchema>;
export type LeadSubmission = z.output<typeof leadSubmissionSchema>;

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

/** The four fields the quote modal and contact form require (touched together on submit). */
export const requiredLeadFields = ["firstName", "lastName", "email", "phone"] as const;

// ---------------------------------------------------------------- home quick-quote

const q = messages.quickQuote;

export const quickQuoteSchema = z
  .object({
    name: text(q.nameRequired).overwrite(collapse).min(1, q.nameRequired).max(NAME_MAX * 2 + 1, v.nameMax),
    phone: phoneField(q.phoneRequired),
    email: emailField(q.emailRequired),
    serviceType: z.enum(quoteServiceOptions, { error: q.serviceRequired }),
  })
  .superRefine((value, ctx) => {
    // The split names must pass the lead rules the server applies.
    const { firstName, lastName } = splitName(value.name);
    const check = z.object({ firstName: personName(q.nameRequired), lastName: personName(q.nameRequired) });
    const result = check.safeParse({ firstName, lastName });
    if (!result.success) ctx.addIssue({ code: "custom", path: ["name"], message: result.error.issues[0]!.message });
  });

export interface QuickQuoteValues {
  name: string;
  phone: string;
  email: string;
  serviceType: string;
}

export const emptyQuickQuote: QuickQuoteValues = { name: "", phone: "", email: "", serviceType: "" };

/** §5: the first word is the first name, the rest the last name (the first word again if alone). */
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
    message: q.requestMessage(values.serviceType, collapse(values.phone)),
  };
}
