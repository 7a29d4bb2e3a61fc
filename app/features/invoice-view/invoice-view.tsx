/**
 * The homeowner's invoice: the business, the lines, the totals, what was paid and what is owed,
 * and how to pay — "Pay now" (a real form posting to the page's action, which sends the browser
 * to Stripe's page) when card payments are set up, else the owner's words on paying by check or
 * in person. Coming back from Stripe only says the payment will be confirmed when it arrives.
 */
import { creditOf, owedOf, type InvoiceDocument } from "@common/billing/invoice-document";
import { formatRate } from "@common/billing/quote-document";
import { formatCents, formatQuantity } from "@common/billing/money";
import { formatDay } from "@common/dates";
import { INVOICE_STATUS_LABELS, PAYMENT_METHOD_LABELS, type InvoiceStatus, type PaymentMethod } from "@common/billing/invoice-status";
import { Card } from "~/components/ui/card";
import { buttonClasses } from "~/components/ui/button";

export interface InvoiceViewProps {
  document: InvoiceDocument;
  payOnline: boolean;
  payInstructions: string;
  returned: boolean;
  pdfHref: string;
  /** The action's answer (Stripe unreachable, nothing owed). */
  message?: string;
}

function Row({ label, value, strong, testId }: { label: string; value: string; strong?: boolean; testId?: string }) {
  return (
    <div className={`flex justify-between gap-4 py-1 ${strong ? "border-t border-slate-300 pt-2 text-lg font-bold text-slate-900" : "text-slate-700"}`}>
      <dt>{label}</dt>
      <dd data-testid={testId}>{value}</dd>
    </div>
  );
}

export function InvoiceView({ document: doc, payOnline, payInstructions, returned, pdfHref, message }: InvoiceViewProps) {
  const owed = owedOf(doc);
  const credit = creditOf(doc);
  const voided = doc.status === "void";
  const payable = !voided && owed > 0;
  return (
    <div className="mx-auto max-w-2xl px-4 py-8 md:py-12">
      <p className="text-sm font-semibold uppercase tracking-wide text-brand-700">{doc.business.name}</p>
      <h1 className="mt-1 text-2xl font-bold text-slate-900 sm:text-3xl">Invoice {doc.number}</h1>
      <p className="mt-1 text-slate-700">{doc.title}</p>
      <p className="mt-1 text-sm text-slate-600">
        For {doc.customer.name} · Issued {formatDay(doc.issuedOn, "long")} · Due {formatDay(doc.dueOn, "long")}
      </p>
      <p className="mt-2 text-sm font-semibold text-slate-800" data-testid="invoice-status">
        {INVOICE_STATUS_LABELS[doc.status as InvoiceStatus] ?? doc.status}
      </p>

      {voided ? (
        <p role="status" className="mt-4 rounded-md border border-slate-300 bg-slate-50 p-3 text-slate-800">
          This invoice is void{doc.voidReason ? `: ${doc.voidReason}` : ""}. Nothing is owed on it.
        </p>
      ) : null}
      {returned && !voided ? (
        <p role="status" className="mt-4 rounded-md border border-sky-300 bg-sky-50 p-3 text-sky-900">
          Thank you. We will confirm your payment when it reaches us; this page shows it as soon as it does.
        </p>
      ) : null}
      {message ? (
        <p role="alert" className="mt-4 rounded-md border border-red-300 bg-red-50 p-3 text-red-900">
          {message}
        </p>
      ) : null}

      <Card className="mt-6 p-4 sm:p-6">
        <h2 className="text-lg font-semibold text-slate-900">The work</h2>
        <ul className="mt-3 divide-y divide-slate-100">
          {doc.lines.map((l) => (
            <li key={l.id} className="flex justify-between gap-4 py-2">
              <span>
                <span className="block text-slate-900">{l.description}</span>
                <span className="block text-sm text-slate-600">
                  {formatQuantity(l.quantity)} {l.unit} × {formatCents(l.unitCents)}
                  {l.taxable ? "" : " · not taxed"}
                </span>
              </span>
              <span className="whitespace-nowrap text-slate-900">{formatCents(l.amountCents)}</span>
            </li>
          ))}
        </ul>
        <dl className="mt-4">
          <Row label="Subtotal" value={formatCents(doc.totals.subtotal)} />
          {doc.totals.discount ? <Row label="Discount" value={`−${formatCents(doc.totals.discount)}`} /> : null}
          <Row label={`Sales tax (${formatRate(doc.taxBasisPoints)})`} value={formatCents(doc.totals.tax)} />
          <Row label="Total" value={formatCents(doc.totals.total)} strong testId="invoice-total" />
          <Row label="Paid so far" value={formatCents(doc.paidCents)} testId="invoice-paid" />
          {credit > 0 ? (
            <Row label="Credit" value={formatCents(credit)} strong testId="invoice-credit" />
          ) : (
            <Row label="Balance due" value={formatCents(voided ? 0 : owed)} strong testId="invoice-balance" />
          )}
        </dl>
        {doc.payments.length > 0 ? (
          <ul className="mt-3 text-sm text-slate-600">
            {doc.payments.map((p, i) => (
              <li key={i}>
                {p.kind === "refund" ? "Refunded" : "Received"} {formatCents(Math.abs(p.amountCents))} on {formatDay(p.receivedOn, "long")} ({PAYMENT_METHOD_LABELS[p.method as PaymentMethod] ?? p.method})
              </li>
            ))}
          </ul>
        ) : null}
      </Card>

      {payable ? (
        <Card className="mt-6 p-4 sm:p-6">
          <h2 className="text-lg font-semibold text-slate-900">How to pay</h2>
          {payOnline ? (
            <form method="post" className="mt-3">
              <button type="submit" name="intent" value="pay" className={buttonClasses("default", "lg", "w-full")}>
                Pay {formatCents(owed)} now by card
              </button>
              <p className="mt-2 text-sm text-slate-600">You will pay on Stripe's secure page, then come back here.</p>
            </form>
          ) : null}
          <p className={`${payOnline ? "mt-4 text-sm" : "mt-3"} whitespace-pre-line text-slate-700`} data-testid="pay-instructions">
            {payOnline ? "Or: " : ""}
            {payInstructions}
          </p>
          <p className="mt-2 text-sm text-slate-600">Please write the invoice number {doc.number} on your check.</p>
        </Card>
      ) : null}

      {doc.notes ? (
        <section className="mt-6">
          <h2 className="text-lg font-semibold text-slate-900">Notes</h2>
          <p className="mt-2 whitespace-pre-line text-slate-700">{doc.notes}</p>
        </section>
      ) : null}
      {doc.terms ? (
        <section className="mt-6">
          <h2 className="text-lg font-semibold text-slate-900">Terms</h2>
          <p className="mt-2 whitespace-pre-line text-sm text-slate-700">{doc.terms}</p>
        </section>
      ) : null}

      <p className="mt-6">
        <a href={pdfHref} className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline underline-offset-4">
          Download this invoice as a PDF
        </a>
      </p>
      <p className="mt-4 text-sm text-slate-600">
        Questions? Call {doc.business.name} at {doc.business.phone}.
      </p>
    </div>
  );
}
