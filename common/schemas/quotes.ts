/**
 * The price book and quotes as staff (and API tokens) write them: one set of schemas the editor
 * checks with as you type and the server checks again. Money is whole cents, quantities hundredths,
 * rates basis points (common/billing/money.ts).
 */
import { z } from "@common/zod";
import { QUANTITY_SCALE } from "../billing/money";
import { MAX_LINE_CENTS, MAX_TAX_BASIS_POINTS, PRICE_BOOK_KINDS, QUOTE_OPTION_KEYS, QUOTE_STATUSES } from "./quote-values";

export * from "./quote-values";

const cents = (what: string) =>
  z
    .number({ error: `${what} must be an amount in cents` })
    .int(`${what} must be whole cents`)
    .min(0, `${what} cannot be negative`)
    .max(MAX_LINE_CENTS, `${what} may be at most $1,000,000`);

const name = z.string({ error: "Name is required" }).trim().min(1, "Name is required").max(120, "Keep the name under 120 characters");
const unit = z.string({ error: "Unit is required" }).trim().min(1, "Say what one unit is (hour, each, ft)").max(20, "Keep the unit under 20 characters");

const priceBookFields = {
  name,
  description: z.string({ error: "Description must be text" }).trim().max(500, "Keep the description under 500 characters"),
  kind: z.enum(PRICE_BOOK_KINDS, { error: "Choose labour, equipment, material or service" }),
  unit,
  unitCents: cents("Price"),
  taxable: z.boolean({ error: "Taxable must be true or false" }),
};

export const priceBookItemSchema = z
  .object({ ...priceBookFields, description: priceBookFields.description.default(""), taxable: priceBookFields.taxable.default(true) })
  .strict();
export type PriceBookItemInput = z.input<typeof priceBookItemSchema>;

/** A change: only the fields given change. */
export const priceBookUpdateSchema = z
  .object({
    name: priceBookFields.name.optional(),
    description: priceBookFields.description.optional(),
    kind: priceBookFields.kind.optional(),
    unit: priceBookFields.unit.optional(),
    unitCents: priceBookFields.unitCents.optional(),
    taxable: priceBookFields.taxable.optional(),
    /** true hides the item from pickers (kept for the quotes that used it); false brings it back. */
    retired: z.boolean({ error: "Retired must be true or false" }).optional(),
  })
  .strict();

export const priceBookQuerySchema = z.object({
  /** "true": the retired items too (the price book page); pickers leave them out. */
  all: z.enum(["true", "false"]).optional(),
});

const optionKey = z.enum(QUOTE_OPTION_KEYS, { error: "Options are good, better or best" });

export const quoteLineSchema = z
  .object({
    /** Kept across saves when given (the homeowner's ticks name lines by id). */
    id: z.uuid("Unknown line").optional(),
    priceBookItemId: z.uuid("Unknown price book item").nullable().default(null),
    description: z.string({ error: "Describe the line" }).trim().min(1, "Describe the line").max(500, "Keep the description under 500 characters"),
    unit,
    unitCents: cents("Price"),
    quantity: z
      .number({ error: "Quantity must be a number" })
      .int("Quantity has at most two decimals")
      .min(1, "Quantity must be more than 0")
      .max(1_000_000 * QUANTITY_SCALE, "Quantity is too large"),
    taxable: z.boolean({ error: "Taxable must be true or false" }),
    option: optionKey.nullable().default(null),
    optional: z.boolean().default(false),
    preselected: z.boolean().default(false),
  })
  .strict()
  .refine((l) => (l.unitCents * l.quantity) / QUANTITY_SCALE <= MAX_LINE_CENTS, { message: "A line may come to at most $1,000,000", path: ["quantity"] });

export const discountSchema = z.discriminatedUnion(
  "kind",
  [
    z.object({ kind: z.literal("none") }).strict(),
    z
      .object({
        kind: z.literal("percent"),
        basisPoints: z.number({ error: "Discount must be a percentage" }).int("At most two decimals").min(0, "Discount cannot be negative").max(10_000, "Discount may be at most 100 %"),
      })
      .strict(),
    z.object({ kind: z.literal("amount"), cents: cents("Discount") }).strict(),
  ],
  { error: "Discount is none, a percentage or an amount" },
);

const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, "Use a date such as 2026-01-31")
  .refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)), "Use a real date");

const quoteFields = {
  leadId: z.uuid("Unknown lead").nullable().optional(),
  contactId: z.uuid("Unknown contact").nullable().optional(),
  customerName: z.string().trim().max(120, "Keep the name under 120 characters").optional(),
  customerEmail: z.union([z.literal(""), z.email("Enter a valid e-mail address").max(254)]).optional(),
  customerPhone: z.string().trim().max(40, "Keep the phone under 40 characters").nullable().optional(),
  customerAddress: z.string().trim().max(300, "Keep the address under 300 characters").nullable().optional(),
  title: z.string({ error: "Give the quote a title" }).trim().min(1, "Give the quote a title").max(200, "Keep the title under 200 characters"),
  notes: z.string().max(5000, "Notes must be 5000 characters or fewer").default(""),
  terms: z.string().max(5000, "Terms must be 5000 characters or fewer").default(""),
  options: z
    .array(z.object({ key: optionKey, label: z.string().trim().min(1, "Name the option").max(40), description: z.string().trim().max(300).default("") }).strict())
    .max(3, "At most three options")
    .default([]),
  lines: z.array(quoteLineSchema).max(200, "At most 200 lines").default([]),
  discount: discountSchema.default({ kind: "none" }),
  /** Absent: the rate in Settings. */
  taxBasisPoints: z
    .number({ error: "Tax rate must be a number" })
    .int("Tax rate has at most two decimals")
    .min(0, "Tax rate is 0 to 20 %")
    .max(MAX_TAX_BASIS_POINTS, "Tax rate is 0 to 20 %")
    .optional(),
  expiresOn: day.nullable().default(null),
};

type QuoteShape = { options: Array<{ key: string }>; lines: Array<{ option: string | null }> };
function linesMatchOptions(q: QuoteShape, ctx: z.RefinementCtx) {
  const keys = q.options.map((o) => o.key);
  if (new Set(keys).size !== keys.length) ctx.addIssue({ code: "custom", message: "Each option once", path: ["options"] });
  q.lines.forEach((l, i) => {
    if (l.option !== null && !keys.includes(l.option)) ctx.addIssue({ code: "custom", message: "This option is not offered on the quote", path: ["lines", i, "option"] });
  });
}

export const quoteCreateSchema = z.object(quoteFields).strict().superRefine(linesMatchOptions);
export type QuoteCreate = z.input<typeof quoteCreateSchema>;

export const quoteUpdateSchema = z
  .object({ ...quoteFields, version: z.number({ error: "Name the version you changed" }).int().min(1) })
  .strict()
  .superRefine(linesMatchOptions);
export type QuoteUpdate = z.input<typeof quoteUpdateSchema>;

export const quoteListQuerySchema = z.object({
  status: z.enum(QUOTE_STATUSES, { error: "Unknown status" }).optional(),
  leadId: z.uuid("Unknown lead").optional(),
  contactId: z.uuid("Unknown contact").optional(),
  q: z.string().max(200, "Search is too long").optional(),
});

/** What must hold before a quote may be sent; field errors, empty when it may go. */
export function quoteSendProblems(q: { lines: readonly unknown[]; customerEmail: string; customerName: string }): Record<string, string> {
  const problems: Record<string, string> = {};
  if (q.lines.length === 0) problems.lines = "Add at least one line before sending";
  if (!q.customerEmail) problems.customerEmail = "Add the customer's e-mail before sending";
  if (!q.customerName.trim()) problems.customerName = "Add the customer's name before sending";
  return problems;
}
