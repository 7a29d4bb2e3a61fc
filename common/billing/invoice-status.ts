/**
 * An invoice's statuses and the ways it is paid, with their words: apart from the invoice schemas,
 * so the homeowner's invoice page shows them without loading zod.
 */
export const INVOICE_STATUSES = ["draft", "sent", "viewed", "partly_paid", "paid", "overdue", "void"] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];
export const INVOICE_STATUS_LABELS: Record<InvoiceStatus, string> = {
  draft: "Draft",
  sent: "Sent",
  viewed: "Viewed",
  partly_paid: "Partly paid",
  paid: "Paid",
  overdue: "Overdue",
  void: "Void",
};
/** Sent and money still owed: what reminders, the overdue mark and "outstanding" look at. */
export const OPEN_INVOICE_STATUSES = ["sent", "viewed", "partly_paid", "overdue"] as const satisfies readonly InvoiceStatus[];

/** What staff may record by hand; "stripe" is recorded only by Stripe's signed webhook. */
export const PAYMENT_METHODS = ["check", "cash", "card", "other"] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number] | "stripe";
export const PAYMENT_METHOD_LABELS: Record<PaymentMethod, string> = { check: "Check", cash: "Cash", card: "Card (in person)", other: "Other", stripe: "Card online (Stripe)" };
