/**
 * An invoice as the homeowner sees it: the page, the PDF and the back office's preview read this
 * one shape, built on the server from the invoice as it stands (its lines, its payments). No zod
 * here: the public page imports it.
 */
import type { Totals } from "./totals";

export interface InvoiceDocumentLine {
  id: string;
  description: string;
  unit: string;
  unitCents: number;
  /** Hundredths: 150 = 1.5. */
  quantity: number;
  taxable: boolean;
  /** unit × quantity, rounded once (common/billing/money.ts). */
  amountCents: number;
}

export interface InvoiceDocumentPayment {
  kind: "payment" | "refund";
  /** Negative for a refund. */
  amountCents: number;
  method: string;
  receivedOn: string;
}

export interface InvoiceDocument {
  number: string;
  title: string;
  status: string;
  business: { name: string; phone: string; email: string; address: string };
  customer: { name: string; email: string; phone: string | null; address: string | null };
  lines: InvoiceDocumentLine[];
  taxBasisPoints: number;
  totals: Totals;
  /** Payments less refunds. */
  paidCents: number;
  /** total − paid: what is still owed; negative when more was paid (a credit). */
  balanceCents: number;
  payments: InvoiceDocumentPayment[];
  issuedOn: string;
  dueOn: string;
  notes: string;
  terms: string;
  /** When the invoice is void, why. */
  voidReason: string | null;
}

/** What is owed now: the balance, never below nothing. */
export const owedOf = (doc: Pick<InvoiceDocument, "balanceCents">) => Math.max(0, doc.balanceCents);
/** Paid over the total: the credit the customer holds. */
export const creditOf = (doc: Pick<InvoiceDocument, "balanceCents">) => Math.max(0, -doc.balanceCents);
