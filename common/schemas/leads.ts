/**
 * Lead rules, shared by the forms and POST /api/leads: the same schema
 * validates a form in the browser and the request on the server. Values are trimmed; line
 * breaks and runs of white space in one-line fields collapse to one space.
 */
import { z } from "@common/zod";
import { quoteServiceOptions } from "../lead-options";
import { messages } from "../messages";
import { emailAddress } from "./email";
import { collapse, LOCATION_MAX, MESSAGE_MAX, NAME_MAX, PAGE_PATH_MAX, PHONE_MAX_DIGITS, PHONE_MIN_DIGITS, SERVICE_MAX, splitName } from "./lead-values";

// The form values and limits have no zod in them, so pages can show a form without loading zod.
export * from "./lead-values";

const v = messages.validation;


/** Letters (any alphabet), spaces, hyphens and apostrophes (straight or typographic). */
const namePattern = /^[\p{L}\p{M} '’-]+$/u;
const phoneCharacters = /^[0-9+().\- ]+$/;
/** A path on this site: one leading slash, no scheme or host, no white space or backslash. */
const pagePathPattern = /^\/(?!\/)[^\s\\]*$/;

export const digitsOf = (phone: string) => phone.replace(/\D/g, "");

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
  emailAddress({ required: requiredMessage, invalid: v.emailInvalid, textExpected: v.textExpected });

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
