/**
 * Lead rules, built from the field list (../lead-fields.ts) and shared by the forms and POST
 * /api/leads: the same schema validates a form in the browser and the request on the server.
 * Values are trimmed; line breaks and runs of white space in one-line fields collapse to one space.
 */
import { z } from "@common/zod";
import { quoteServiceOptions } from "../lead-options";
import * as messages from "../messages";
import { emailAddress } from "./email";
import { collapse, leadFieldNames, leadFields, NAME_MAX, PHONE_MAX_DIGITS, PHONE_MIN_DIGITS, splitName, type LeadInputValues, type LeadRule, type LeadValues } from "../lead-fields";

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

const ruleOf = (rule: LeadRule) => {
  switch (rule.kind) {
    case "name":
      return personName();
    case "email":
      return emailField();
    case "phone":
      return phoneField();
    case "path":
      return optionalText()
        .transform((s) => (s ?? "").trim())
        .pipe(z.union([z.literal(""), z.string().max(rule.max, rule.invalid).regex(pagePathPattern, rule.invalid)]))
        .transform((s) => s || null);
    default:
      return optionalText()
        .transform((s) => (rule.kind === "line" ? collapse(s ?? "") : (s ?? "").trim()))
        .pipe(z.string().max(rule.max, rule.tooLong))
        .transform((s) => (s || rule.blank) ?? null);
  }
};

/** The body of POST /api/leads, a rule per field of the list. Anything else sent (status, source, id...) is dropped. */
export const leadSubmissionSchema = z.object(
  Object.fromEntries(leadFieldNames.map((name) => [name, ruleOf(leadFields[name].rule)])),
) as unknown as z.ZodType<LeadValues, LeadInputValues>;

export type LeadSubmission = LeadValues;

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
