/**
 * Invoices and payments as staff (and API tokens, read only) see them: one set of schemas the
 * back office checks with and the server checks again. Lines are quote lines without options
 * (every line counts), priced by the same rule (common/billing/totals.ts).
 */
import { z } from "@common/zod";
import { QUANTITY_SCALE } from "../billing/money";
import { discountSchema, MAX_LINE_CENTS, MAX_TAX_BASIS_POINTS } from "./quotes";
import { INVOICE_STATUSES, PAYMENT_METHODS } from "../billing/invoice-status";

export const INVOICE_MESSAGES = {
  notFound: "Invoice not found",
  jobNotFinished: "Only a finished job can be invoiced: mark it completed first",
  jobNotFound: "Job not found",
  voided: "This invoice is void; it can no longer change",
  paidLocked: "Money has been recorded against this invoice; its lines can no longer change",
  emptySend: "This invoice has no lines: add at least one before sending it",
  noEmail: "Add the customer's e-mail before sending",
  voidPaid: "Refund the payments recorded before voiding this invoice",
  amountPositive: "Enter an amount more than $0.00",
  moreThanOwed: "More than is owed",
  refundMoreThanPaid: "More than was paid",
  futureDate: "The date cannot be in the future",
  notSent: "Send the invoice before recording a payment",
} as const;

const cents = (what: string) =>
  z
    .number({ error: `${what} must be an amount in cents` })
    .int(`${what} must be whole cents`)
    .min(0, `${what} cannot be negative`)
    .max(MAX_LINE_CENTS, `${what} may be at most $1,000,000`);

export const day = z
  .string({ error: "Use a date such as 2026-01-31" })
  .regex(/^\d{4}-\d{2}-\d{2}$/, "Use a date such as 2026-01-31")
  .refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)), "Use a real date");

export const invoiceLineSchema = z
  .object({
    id: z.uuid("Unknown line").optional(),
    priceBookItemId: z.uuid("Unknown price book item").nullable().default(null),
    description: z.string({ error: "Describe the line" }).trim().min(1, "Describe the line").max(500, "Keep the description under 500 characters"),
    unit: z.string({ error: "Unit is required" }).trim().min(1, "Say what one unit is (hour, each, ft)").max(20, "Keep the unit under 20 characters"),
    unitCents: cents("Price"),
    quantity: z
      .number({ error: "Quantity must be a number" })
      .int("Quantity has at most two decimals")
      .min(1, "Quantity must be more than 0")
      .max(1_000_000 * QUANTITY_SCALE, "Quantity is too large"),
    taxable: z.boolean({ error: "Taxable must be true or false" }),
  })
  .strict()
  .refine((l) => (l.unitCents * l.quantity) / QUANTITY_SCALE <= MAX_LINE_CENTS, { message: "A line may come to at most $1,000,000", path: ["quantity"] });

const invoiceFields = {
  customerName: z.string().trim().min(1, "Name the customer").max(120, "Keep the name under 120 characters"),
  customerEmail: z.union([z.literal(""), z.email("Enter a valid e-mail address").max(254)]),
  customerPhone: z.string().trim().max(40, "Keep the phone under 40 characters").nullable(),
  customerAddress: z.string().trim().max(300, "Keep the address under 300 characters").nullable(),
  title: z.string({ error: "Give the invoice a title" }).trim().min(1, "Give the invoice a title").max(200, "Keep the title under 200 characters"),
  notes: z.string().max(5000, "Notes must be 5000 characters or fewer"),
  terms: z.string().max(5000, "Terms must be 5000 characters or fewer"),
  lines: z.array(invoiceLineSchema).max(200, "At most 200 lines"),
  discount: discountSchema,
  taxBasisPoints: z
    .number({ error: "Tax rate must be a number" })
    .int("Tax rate has at most two decimals")
    .min(0, "Tax rate is 0 to 20 %")
    .max(MAX_TAX_BASIS_POINTS, "Tax rate is 0 to 20 %"),
  dueOn: day,
};

/**
 * A new invoice: from a job (`jobId`: the customer, and the lines of the quote it came from, or
 * one line from its title and cost) or for a contact (`contactId`). Anything given wins over
 * what the job or contact says.
 */
export const invoiceCreateSchema = z
  .object(invoiceFields)
  .partial()
  .extend({ jobId: z.uuid("Unknown job").optional(), contactId: z.uuid("Unknown contact").optional() })
  .strict()
  .refine((v) => v.jobId || v.contactId, { message: "Choose the job or the contact to invoice", path: ["contactId"] });
export type InvoiceCreate = z.input<typeof invoiceCreateSchema>;

/** Saving the whole invoice over the version it was read at. */
export const invoiceUpdateSchema = z
  .object({ ...invoiceFields, version: z.number({ error: "Name the version you changed" }).int().min(1) })
  .strict();
export type InvoiceUpdate = z.input<typeof invoiceUpdateSchema>;

export const invoiceListQuerySchema = z.object({
  status: z.enum(INVOICE_STATUSES, { error: "Unknown status" }).optional(),
  contactId: z.uuid("Unknown contact").optional(),
  jobId: z.uuid("Unknown job").optional(),
  q: z.string().max(200, "Search is too long").optional(),
});

export const invoiceVoidSchema = z
  .object({ reason: z.string().trim().min(1, "Say why the invoice is void").max(500, "Keep the reason under 500 characters") })
  .strict();

/** A payment (or a refund) recorded by hand. The date may not be after today; the server checks against what is owed. */
export const paymentSchema = z
  .object({
    amountCents: z
      .number({ error: "Enter the amount" })
      .int("Whole cents")
      .min(1, INVOICE_MESSAGES.amountPositive)
      .max(MAX_LINE_CENTS * 10, "The amount is too large"),
    method: z.enum(PAYMENT_METHODS, { error: "Choose check, cash, card or other" }),
    receivedOn: day,
    reference: z.string().trim().max(200, "Keep the reference under 200 characters").default(""),
  })
  .strict();
export type PaymentInput = z.input<typeof paymentSchema>;

export const exportFormatQuerySchema = z.object({
  format: z.enum(["xero", "quickbooks"], { error: "format is xero or quickbooks" }).default("xero"),
});

/** The `invoice.sent` webhook's data: an invoice mailed to the homeowner (amounts in cents). */
export const invoiceSentEventSchema = z.object({
  id: z.uuid(),
  number: z.string().describe("I-2026-0001"),
  total: z.number().int().describe("Cents"),
  balance: z.number().int().describe("Cents still owed when sent"),
  dueOn: z.string().describe("The due day, YYYY-MM-DD in the business's time zone"),
  contactId: z.uuid().nullable(),
  jobId: z.uuid().nullable(),
});
export type InvoiceSentEvent = z.infer<typeof invoiceSentEventSchema>;

/** The `invoice.paid` webhook's data: an invoice whose payments reached its total. */
export const invoicePaidEventSchema = z.object({
  id: z.uuid(),
  number: z.string(),
  total: z.number().int().describe("Cents"),
  paid: z.number().int().describe("Cents paid in all (more than the total when overpaid)"),
  paidAt: z.iso.datetime().nullable(),
  contactId: z.uuid().nullable(),
  jobId: z.uuid().nullable(),
});
export type InvoicePaidEvent = z.infer<typeof invoicePaidEventSchema>;
