/**
 * The lead's fields, each said once: its name (the form's input, the API's key and the stored
 * column's property in server/db/schema.ts), how a form asks for it, its rule and how staff see
 * it. Made from this list: the forms' inputs (app/features/leads/lead-form-fields.tsx), the zod
 * rules of the forms and POST /api/leads with its OpenAPI entry (./schemas/leads.ts), the page
 * actions' parsing (server/forms/actions.ts), the stored row and the submitter's copy
 * (server/leads/queries.ts), the alert mail, the lead's page and the CSV export.
 *
 * No zod here: every public page ships this list with the quote form, and the rules are built
 * from it when a form is first used. The limits, name splitting and the quick quote's lead live
 * here for the same reason.
 */
import { contactServiceOptions, quoteServiceOptions } from "./lead-options";
import { serviceName } from "./lead-forms";
import * as messages from "./messages";

export const NAME_MAX = 50;
export const MESSAGE_MAX = 1000;
export const SERVICE_MAX = 100;
export const LOCATION_MAX = 100;
export const PAGE_PATH_MAX = 500;
export const PHONE_MIN_DIGITS = 10;
export const PHONE_MAX_DIGITS = 15;

export const collapse = (value: string) => value.replace(/\s+/g, " ").trim();

const v = messages.validation;

/**
 * What a value must be, in words the rules are built from: a required person's name, e-mail or
 * phone; optional one-line text (runs of white space collapse) or multi-line text (trimmed), up to
 * `max`, stored as null when empty (`blank: ""` stores ""); a path on this site.
 */
export type LeadRule =
  | { kind: RequiredKind }
  | { kind: "line" | "lines"; max: number; tooLong: string; blank?: "" }
  | { kind: "path"; max: number; invalid: string };

/** The rules of the fields every lead has. */
const REQUIRED_KINDS = ["name", "email", "phone"] as const;
type RequiredKind = (typeof REQUIRED_KINDS)[number];
export const isRequired = (rule: LeadRule) => (REQUIRED_KINDS as readonly string[]).includes(rule.kind);

/** The two lead forms that ask for fields one by one (the quick quote asks for a whole name). */
export type LeadFormKind = "quote" | "contact";
type PerForm<T> = T | Record<LeadFormKind, T>;

export interface LeadInput {
  label: PerForm<string>;
  /** A text input (default), a select of `options`, or a textarea. */
  control?: "select" | "textarea";
  type?: "tel" | "email";
  autoComplete?: string;
  inputMode?: "tel" | "email";
  placeholder?: PerForm<string>;
  options?: PerForm<readonly { value: string; label: string }[]>;
  /** Half a row: two halves in a row share it on a wide screen. */
  half?: true;
}

export interface LeadField {
  /** Staff's word for it: the export's column, and its row in the alert and on the lead's page. */
  label: string;
  /** Where the alert or the lead's page words it otherwise. */
  labels?: Partial<Record<"alert" | "page", string>>;
  /** How staff read a value (a stored value for its label). */
  format?: (value: string) => string;
  /** Said in the alert and on the lead's page when the lead has none. */
  missing?: string;
  rule: LeadRule;
  /** How a form asks for it; none when the server sets it. */
  input?: LeadInput;
  /** Kept from the submitter's copy of their lead (for staff only). */
  staffOnly?: true;
}

export const leadFields = {
  firstName: {
    label: "First Name",
    rule: { kind: "name" },
    input: { label: "First Name *", autoComplete: "given-name", half: true },
  },
  lastName: {
    label: "Last Name",
    rule: { kind: "name" },
    input: { label: "Last Name *", autoComplete: "family-name", half: true },
  },
  email: {
    label: "Email",
    labels: { page: "E-mail" },
    rule: { kind: "email" },
    input: { label: "Email Address *", type: "email", autoComplete: "email", inputMode: "email", half: true },
  },
  phone: {
    label: "Phone",
    rule: { kind: "phone" },
    input: { label: "Phone Number *", type: "tel", autoComplete: "tel", inputMode: "tel", half: true },
  },
  serviceType: {
    label: "Service",
    format: serviceName,
    missing: "Not specified",
    rule: { kind: "line", max: SERVICE_MAX, tooLong: v.serviceMax, blank: "" },
    input: {
      label: { quote: "Service Needed", contact: "Service Interest" },
      control: "select",
      placeholder: { quote: messages.quote.servicePlaceholder, contact: messages.contact.servicePlaceholder },
      options: { quote: quoteServiceOptions.map((o) => ({ value: o, label: o })), contact: contactServiceOptions },
    },
  },
  message: {
    label: "Message",
    rule: { kind: "lines", max: MESSAGE_MAX, tooLong: v.messageMax },
    input: {
      label: { quote: "Project Details", contact: "Message" },
      control: "textarea",
      placeholder: { quote: messages.quote.messagePlaceholder, contact: messages.contact.messagePlaceholder },
    },
  },
  /** The town: set by the area pages' forms, never asked. */
  location: {
    label: "Location",
    labels: { alert: "Town", page: "Where" },
    rule: { kind: "line", max: LOCATION_MAX, tooLong: v.locationMax },
  },
  /** The page the form was on (the quote dialog, on every page, posts to /quote). */
  pagePath: {
    label: "Page",
    missing: "Not recorded",
    rule: { kind: "path", max: PAGE_PATH_MAX, invalid: v.pagePathInvalid },
    staffOnly: true,
  },
} as const satisfies Record<string, LeadField>;

export type LeadFieldName = keyof typeof leadFields;
export const leadFieldNames = Object.keys(leadFields) as LeadFieldName[];
export const isLeadField = <K extends string>(key: K): key is K & LeadFieldName => Object.hasOwn(leadFields, key);

/**
 * Which fields each form asks for, in its order, and where staff see a lead. A name that is no
 * field is the view's own row (the alert's whole name, the page's "Sent with", the export's
 * status...), written where the view is.
 */
export const leadViews = {
  quote: ["firstName", "lastName", "phone", "email", "serviceType", "message"],
  contact: ["firstName", "lastName", "email", "phone", "serviceType", "message"],
  alert: ["name", "phone", "email", "serviceType", "location", "pagePath", "received"],
  page: ["phone", "email", "location", "serviceType", "received", "sentWith"],
  export: ["created", "firstName", "lastName", "email", "phone", "serviceType", "message", "location", "status", "source", "pagePath", "converted"],
} as const;

export type LeadFormField = (typeof leadViews)[LeadFormKind][number];

/** A form's value for this field: the same everywhere, or this form's own. */
export const forForm = <T>(value: PerForm<T>, form: LeadFormKind): T =>
  typeof value === "object" && value !== null && "quote" in value ? value[form] : (value as T);

/** Staff's label for a field in a view. */
export const staffLabel = (name: LeadFieldName, view: "alert" | "page" | "export") => {
  const field: LeadField = leadFields[name];
  return (view === "export" ? undefined : field.labels?.[view]) ?? field.label;
};

/** A stored value as staff read it in the alert or on the lead's page (`missing` for none, unless the field says). */
export function staffValue(name: LeadFieldName, value: string | null | undefined, missing: string): string {
  const field: LeadField = leadFields[name];
  if (!value) return field.missing ?? missing;
  return field.format ? field.format(value) : value;
}

// ---------------------------------------------------------------- the values forms hold

type RuleValue<R> = R extends { kind: RequiredKind } ? string : R extends { blank: "" } ? string : string | null;

/** A lead as its rules give it back: required fields as text, empty optional ones as null. */
export type LeadValues = { [K in LeadFieldName]: RuleValue<(typeof leadFields)[K]["rule"]> };

type RequiredName = { [K in LeadFieldName]: (typeof leadFields)[K]["rule"]["kind"] extends RequiredKind ? K : never }[LeadFieldName];

/** What a client sends: the required fields as text, the others optional. */
export type LeadInputValues = { [K in RequiredName]: string } & { [K in Exclude<LeadFieldName, RequiredName>]?: string | null };

/** What the quote, contact and area forms hold (all strings, as typed). */
export type LeadFormValues = Record<LeadFormField, string>;

export const emptyLeadForm = Object.fromEntries([...leadViews.quote, ...leadViews.contact].map((name) => [name, ""])) as LeadFormValues;

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
export function quickQuoteToLead(values: QuickQuoteValues): LeadInputValues {
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
