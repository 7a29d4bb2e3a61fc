/**
 * Importing contacts from a CSV file: the fields a column can fill, the guess from a column's
 * header, the mapping the admin sends and the answer types of the preview and the import. Shared
 * by the import page and server/contacts/import.ts.
 */
import { z } from "@common/zod";

export const importFields = [
  "name",
  "firstName",
  "lastName",
  "email",
  "phone",
  "address",
  "city",
  "state",
  "zipCode",
  "notes",
  "tags",
  "customerType",
  "lastServiceDate",
] as const;
export type ImportField = (typeof importFields)[number];

export const importFieldLabels: Record<ImportField, string> = {
  name: "Full name",
  firstName: "First name",
  lastName: "Last name",
  email: "E-mail",
  phone: "Phone",
  address: "Address",
  city: "Town",
  state: "State",
  zipCode: "ZIP",
  notes: "Notes",
  tags: "Tags",
  customerType: "Customer type",
  lastServiceDate: "Last service date",
};

/** The largest file accepted: a contractor's whole customer list is far smaller. */
export const IMPORT_MAX_BYTES = 10 * 1024 * 1024;
/**
 * The most columns a file may have, and the longest row: a contact list has a dozen columns, and
 * a header of millions of commas would otherwise become a preview as large as the file, many times over.
 */
export const IMPORT_MAX_COLUMNS = 100;
export const IMPORT_MAX_ROW_CHARACTERS = 64 * 1024;
/** How many rows the preview shows; the totals cover the whole file. */
export const PREVIEW_ROWS = 20;
/** How long "Undo this import" stays available. */
export const IMPORT_UNDO_HOURS = 24;

export const importMessages = {
  fileRequired: "Choose a CSV file",
  fileTooLarge: "The file is larger than 10 MB",
  notUtf8: "The file is not UTF-8 text: in Excel, save it as \"CSV UTF-8\"",
  nulByte: (line: number) => `The file holds a NUL byte (line ${line}): it is not a text CSV`,
  notCsv: (reason: string) => `The file is not a readable CSV: ${reason}`,
  empty: "The file has no rows under its header",
  tooManyColumns: `The file has more than ${IMPORT_MAX_COLUMNS} columns: keep the contact columns and save it again`,
  rowTooLong: (line: number) => `Line ${line} is longer than ${IMPORT_MAX_ROW_CHARACTERS / 1024} KB: it is not a row of a contact list`,
  mappingInvalid: "The column mapping is not valid",
  noName: "Map a name column (full name, or first and last name)",
  noReach: "Map an e-mail or a phone column",
  undoExpired: "This import can no longer be undone (24 hours have passed)",
  undoneAlready: "This import was already undone",
  importNotFound: "Import not found",
} as const;

/** One entry per column of the file, in order: the field it fills, or "" to leave it out. */
export const importMappingShape = z
  .array(z.union([z.literal(""), z.enum(importFields)]), { error: importMessages.mappingInvalid })
  .max(200, importMessages.mappingInvalid);
/** A mapping that can be imported: each field once, a name, and an e-mail or a phone. */
export const importMappingSchema = importMappingShape.superRefine((mapping, ctx) => {
    const used = mapping.filter(Boolean);
    if (new Set(used).size !== used.length) ctx.addIssue({ code: "custom", message: "Each field can take one column" });
    const has = (f: ImportField) => used.includes(f);
    if (!has("name") && !(has("firstName") || has("lastName"))) ctx.addIssue({ code: "custom", message: importMessages.noName });
    if (!has("email") && !has("phone")) ctx.addIssue({ code: "custom", message: importMessages.noReach });
  });
export type ImportMapping = z.output<typeof importMappingSchema>;

const headerWords: Record<ImportField, string[]> = {
  name: ["name", "fullname", "customer", "customername", "contact", "contactname", "displayname", "client", "clientname"],
  firstName: ["first", "firstname", "givenname", "fname", "forename"],
  lastName: ["last", "lastname", "surname", "familyname", "lname"],
  email: ["email", "emailaddress", "mail", "emails", "primaryemail"],
  phone: ["phone", "phonenumber", "telephone", "tel", "mobile", "cell", "cellphone", "mainphone", "primaryphone"],
  address: ["address", "street", "streetaddress", "address1", "addressline1", "serviceaddress", "billingaddress"],
  city: ["town", "city", "municipality"],
  state: ["state", "st", "province", "region"],
  zipCode: ["zip", "zipcode", "postalcode", "postcode"],
  notes: ["notes", "note", "comments", "comment", "memo"],
  tags: ["tags", "tag", "labels"],
  customerType: ["customertype", "type", "clienttype", "category"],
  lastServiceDate: ["lastservice", "lastservicedate", "lastvisit", "lastserviced", "lastjob", "lastjobdate"],
};

/** The field each header most likely names; a field goes to the first column that names it. */
export function guessMapping(headers: readonly string[]): ImportMapping {
  const taken = new Set<ImportField>();
  return headers.map((header) => {
    const key = header.toLowerCase().replace(/[^a-z0-9]/g, "");
    const field = importFields.find((f) => !taken.has(f) && headerWords[f].includes(key));
    if (!field) return "";
    taken.add(field);
    return field;
  });
}

export type RowVerdict = "new" | "match" | "invalid";

export interface PreviewRow {
  /** The row's number as a spreadsheet shows it (the header is row 1). */
  row: number;
  verdict: RowVerdict;
  /** For a match: who, and by what. */
  match?: { by: "email" | "phone"; name: string; inFileRow?: number };
  /** Why the row is invalid. */
  reasons: string[];
  /** What was changed to make a value storable (kept as text, a phone written plainly). */
  notes: string[];
  values: Partial<Record<ImportField, string>>;
}

export interface ImportTotals {
  rows: number;
  new: number;
  match: number;
  invalid: number;
}

export interface ImportPreview {
  headers: string[];
  delimiter: "," | ";";
  mapping: ImportMapping;
  /** Why this mapping cannot be imported yet (no name column, no way to reach anyone). */
  problems: string[];
  rows: PreviewRow[];
  totals: ImportTotals;
}

export interface ImportResult {
  id: string;
  created: number;
  /** Contacts already in the CRM that the import changed. */
  updated: number;
  /** Rows that matched a contact (one already there, or one an earlier row created). */
  matched: number;
  /** Invalid rows, left out (the first 100, with their reasons). */
  skipped: { row: number; reasons: string[] }[];
  skippedCount: number;
  servicesCreated: number;
  undoUntil: string;
}

export interface ImportBatch {
  id: string;
  filename: string;
  userEmail: string | null;
  overwrite: boolean;
  created: number;
  updated: number;
  skipped: number;
  createdAt: string;
  undoUntil: string;
  undoneAt: string | null;
  /** Not undone, and within the day it can be. */
  undoable: boolean;
}
