/**
 * One invoice in the back office: its lines, customer, due date, notes and terms, editable until
 * money is recorded against it (saved over the version it was read at: a 409 says reload); send it,
 * record a payment or a refund, void it (the number stays), open its PDF. Totals follow the typing
 * with the same totalsOf the server answers with.
 */
import { useState } from "react";
import { parseDollars, parseQuantity, formatCents, formatQuantity } from "@common/billing/money";
import { totalsOf } from "@common/billing/totals";
import { dayInBusinessZone, formatDay } from "@common/dates";
import { formatPercent, parsePercent, PERCENT_EXPECTED } from "@common/schemas/quote-values";
import { PAYMENT_METHOD_LABELS, PAYMENT_METHODS, type PaymentMethod } from "@common/billing/invoice-status";
import { Alert, Card, Skeleton } from "~/components/ui/card";
import { Button, buttonClasses } from "~/components/ui/button";
import { Field, Input, Select, Textarea } from "~/components/ui/form-controls";
import { useInvoice, useRecordMoney, useSaveInvoice, useSendInvoice, useVoidInvoice, type InvoiceJson } from "./api";
import { InvoiceStatusBadge } from "./invoice-bits";

interface LineDraft {
  key: string;
  saved: boolean;
  priceBookItemId: string | null;
  description: string;
  unit: string;
  price: string;
  quantity: string;
  taxable: boolean;
}

let counter = 0;
const newKey = () => `new-${(counter += 1)}`;
const money = (cents: number) => (cents / 100).toFixed(2);

function draftOf(i: InvoiceJson) {
  return {
    customerName: i.customerName,
    customerEmail: i.customerEmail,
    customerPhone: i.customerPhone ?? "",
    customerAddress: i.customerAddress ?? "",
    title: i.title,
    notes: i.notes,
    terms: i.terms,
    dueOn: i.dueOn,
    taxRate: formatPercent(i.taxBasisPoints),
    lines: i.lines.map(
      (l): LineDraft => ({ key: l.id, saved: true, priceBookItemId: l.priceBookItemId, description: l.description, unit: l.unit, price: money(l.unitCents), quantity: formatQuantity(l.quantity), taxable: l.taxable }),
    ),
  };
}
type Draft = ReturnType<typeof draftOf>;

export function InvoiceEditorPage({ id }: { id: string }) {
  const query = useInvoice(id);
  if (query.isPending) return <Skeleton className="h-96 w-full" />;
  if (query.isError) return <Alert variant="destructive">The invoice could not be loaded.</Alert>;
  return <InvoiceEditor key={`${query.data.id}-${query.data.version}-${query.data.payments.length}`} invoice={query.data} onReload={() => void query.refetch()} />;
}

function InvoiceEditor({ invoice, onReload }: { invoice: InvoiceJson; onReload: () => void }) {
  const [d, setD] = useState<Draft>(() => draftOf(invoice));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = useSaveInvoice(setErrors);
  const send = useSendInvoice();
  const editable = invoice.status !== "void" && invoice.payments.length === 0;
  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => setD((s) => ({ ...s, [key]: value }));
  const setLine = (key: string, change: Partial<LineDraft>) => setD((s) => ({ ...s, lines: s.lines.map((l) => (l.key === key ? { ...l, ...change } : l)) }));
  const rate = parsePercent(d.taxRate) ?? 0;
  const live = totalsOf(
    d.lines.map((l) => ({ id: l.key, unitCents: parseDollars(l.price) ?? 0, quantity: parseQuantity(l.quantity) ?? 0, taxable: l.taxable, option: null, optional: false })),
    { option: null, optionalLines: [] },
    invoice.discount,
    rate,
  );
  const err = (key: string) => errors[key];

  function submit(e: React.FormEvent) {
    e.preventDefault();
    const found: Record<string, string> = {};
    const lines = d.lines.map((l, i) => {
      const unitCents = parseDollars(l.price);
      const quantity = parseQuantity(l.quantity);
      if (unitCents === null) found[`lines.${i}.unitCents`] = "Enter a price such as 85 or 85.50";
      if (quantity === null) found[`lines.${i}.quantity`] = "Enter a quantity such as 1 or 2.5";
      return { ...(l.saved ? { id: l.key } : {}), priceBookItemId: l.priceBookItemId, description: l.description, unit: l.unit, unitCents: unitCents ?? 0, quantity: quantity ?? 0, taxable: l.taxable };
    });
    const tax = parsePercent(d.taxRate);
    if (tax === null) found.taxBasisPoints = PERCENT_EXPECTED;
    if (Object.keys(found).length) return setErrors(found);
    save.mutate({
      id: invoice.id,
      body: {
        version: invoice.version,
        customerName: d.customerName,
        customerEmail: d.customerEmail.trim(),
        customerPhone: d.customerPhone.trim() || null,
        customerAddress: d.customerAddress.trim() || null,
        title: d.title,
        notes: d.notes,
        terms: d.terms,
        dueOn: d.dueOn,
        taxBasisPoints: tax ?? 0,
        discount: invoice.discount,
        lines,
      },
    });
  }

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center gap-3">
        <h1 className="text-2xl font-bold text-slate-900">Invoice {invoice.number}</h1>
        <InvoiceStatusBadge status={invoice.status} />
        {invoice.disputedAt && <span className="text-sm font-semibold text-red-700">Card payment disputed</span>}
      </div>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4" data-testid="invoice-money">
        {[
          ["Total", formatCents(invoice.totals.total)],
          ["Paid", formatCents(invoice.paidCents)],
          [invoice.balanceCents < 0 ? "Credit" : "Balance", formatCents(Math.abs(invoice.balanceCents))],
          ["Due", formatDay(invoice.dueOn)],
        ].map(([label, value]) => (
          <Card key={label} className="p-3">
            <dt className="text-sm text-slate-600">{label}</dt>
            <dd className="text-lg font-bold text-slate-900">{value}</dd>
          </Card>
        ))}
      </dl>
      <div className="flex flex-wrap gap-2">
        {invoice.status !== "void" && (
          <Button onClick={() => send.mutate(invoice.id)} busy={send.isPending}>
            {invoice.sentAt ? "Send again" : "Send to the homeowner"}
          </Button>
        )}
        <a href={`/api/invoices/${invoice.id}/pdf`} className={buttonClasses("outline")} target="_blank" rel="noreferrer">
          PDF
        </a>
      </div>

      <form onSubmit={submit} className="space-y-5" aria-label="Invoice">
        <fieldset disabled={!editable} className="space-y-5">
          {!editable && <p className="text-sm text-slate-700">{invoice.status === "void" ? "This invoice is void." : "Money is recorded against this invoice, so its lines stay as they are."}</p>}
          <Card className="grid gap-4 p-4 sm:grid-cols-2">
            <Field id="i-customer" label="Customer" error={err("customerName")} required>
              {(p) => <Input {...p} value={d.customerName} onChange={(e) => set("customerName", e.target.value)} />}
            </Field>
            <Field id="i-email" label="E-mail" error={err("customerEmail")}>
              {(p) => <Input {...p} type="email" value={d.customerEmail} onChange={(e) => set("customerEmail", e.target.value)} />}
            </Field>
            <Field id="i-phone" label="Phone" error={err("customerPhone")}>
              {(p) => <Input {...p} value={d.customerPhone} onChange={(e) => set("customerPhone", e.target.value)} />}
            </Field>
            <Field id="i-address" label="Address" error={err("customerAddress")}>
              {(p) => <Input {...p} value={d.customerAddress} onChange={(e) => set("customerAddress", e.target.value)} />}
            </Field>
            <Field id="i-title" label="Title" error={err("title")} required className="sm:col-span-2">
              {(p) => <Input {...p} value={d.title} onChange={(e) => set("title", e.target.value)} />}
            </Field>
            <Field id="i-due" label="Due on" error={err("dueOn")}>
              {(p) => <Input {...p} type="date" value={d.dueOn} onChange={(e) => set("dueOn", e.target.value)} />}
            </Field>
            <Field id="i-tax" label="Sales tax (%)" hint="On taxable lines" error={err("taxBasisPoints")}>
              {(p) => <Input {...p} inputMode="decimal" value={d.taxRate} onChange={(e) => set("taxRate", e.target.value)} />}
            </Field>
          </Card>
          <section aria-labelledby="i-lines" className="space-y-3">
            <h2 id="i-lines" className="text-lg font-semibold text-slate-900">
              Lines
            </h2>
            {err("lines") && <p className="text-sm text-red-700">{err("lines")}</p>}
            <ul className="space-y-3">
              {d.lines.map((l, index) => {
                const e = (field: string) => err(`lines.${index}.${field}`);
                const n = index + 1;
                return (
                  <li key={l.key} className="space-y-3 rounded-lg border border-slate-200 bg-white p-3 shadow-sm" data-testid="invoice-line" aria-label={`Line ${n}`}>
                    <Field id={`i-line-${l.key}-description`} label={`Line ${n}: description`} error={e("description")}>
                      {(p) => <Input {...p} value={l.description} onChange={(ev) => setLine(l.key, { description: ev.target.value })} />}
                    </Field>
                    <div className="grid grid-cols-3 gap-2">
                      <Field id={`i-line-${l.key}-quantity`} label="Quantity" error={e("quantity")}>
                        {(p) => <Input {...p} inputMode="decimal" value={l.quantity} onChange={(ev) => setLine(l.key, { quantity: ev.target.value })} />}
                      </Field>
                      <Field id={`i-line-${l.key}-unit`} label="Unit" error={e("unit")}>
                        {(p) => <Input {...p} value={l.unit} onChange={(ev) => setLine(l.key, { unit: ev.target.value })} />}
                      </Field>
                      <Field id={`i-line-${l.key}-price`} label="Price ($)" error={e("unitCents")}>
                        {(p) => <Input {...p} inputMode="decimal" value={l.price} onChange={(ev) => setLine(l.key, { price: ev.target.value })} />}
                      </Field>
                    </div>
                    <div className="flex flex-wrap items-center justify-between gap-2">
                      <label className="flex min-h-11 items-center gap-3 text-sm text-slate-800">
                        <input type="checkbox" className="h-5 w-5" checked={l.taxable} onChange={(ev) => setLine(l.key, { taxable: ev.target.checked })} />
                        Taxable
                      </label>
                      <Button variant="ghost" onClick={() => set("lines", d.lines.filter((x) => x.key !== l.key))} aria-label={`Remove line ${n}`}>
                        Remove
                      </Button>
                    </div>
                  </li>
                );
              })}
            </ul>
            <Button variant="outline" onClick={() => set("lines", [...d.lines, { key: newKey(), saved: false, priceBookItemId: null, description: "", unit: "each", price: "", quantity: "1", taxable: true }])}>
              Add a line
            </Button>
            <dl className="max-w-sm" aria-live="polite">
              <div className="flex justify-between py-1 text-slate-700"><dt>Subtotal</dt><dd>{formatCents(live.subtotal)}</dd></div>
              {live.discount > 0 && <div className="flex justify-between py-1 text-slate-700"><dt>Discount</dt><dd>−{formatCents(live.discount)}</dd></div>}
              <div className="flex justify-between py-1 text-slate-700"><dt>Sales tax</dt><dd>{formatCents(live.tax)}</dd></div>
              <div className="flex justify-between border-t border-slate-300 py-1 font-bold text-slate-900"><dt>Total</dt><dd data-testid="invoice-editor-total">{formatCents(live.total)}</dd></div>
            </dl>
          </section>
          <Card className="grid gap-4 p-4">
            <Field id="i-notes" label="Notes" hint="Shown to the homeowner" error={err("notes")}>
              {(p) => <Textarea {...p} rows={3} value={d.notes} onChange={(e) => set("notes", e.target.value)} />}
            </Field>
            <Field id="i-terms" label="Terms" error={err("terms")}>
              {(p) => <Textarea {...p} rows={3} value={d.terms} onChange={(e) => set("terms", e.target.value)} />}
            </Field>
          </Card>
          {editable && (
            <Button type="submit" busy={save.isPending}>
              {save.isPending ? "Saving…" : "Save invoice"}
            </Button>
          )}
        </fieldset>
      </form>
      {save.error && /changed elsewhere/.test(save.error.message) && (
        <Alert variant="destructive">
          This invoice changed elsewhere.{" "}
          <button type="button" className="font-semibold underline" onClick={onReload}>
            Reload it
          </button>
        </Alert>
      )}

      <Payments invoice={invoice} />
      {invoice.status !== "void" && <VoidForm invoice={invoice} />}
    </div>
  );
}

function MoneyForm({ invoice, kind }: { invoice: InvoiceJson; kind: "payments" | "refunds" }) {
  const [amount, setAmount] = useState("");
  const [method, setMethod] = useState<string>("check");
  const [day, setDay] = useState(() => dayInBusinessZone());
  const [reference, setReference] = useState("");
  const [errors, setErrors] = useState<Record<string, string>>({});
  const record = useRecordMoney(kind, () => setAmount(""), setErrors);
  const id = `${kind}-`;
  function submit(e: React.FormEvent) {
    e.preventDefault();
    const cents = parseDollars(amount);
    if (cents === null) return setErrors({ amountCents: "Enter an amount such as 250 or 250.50" });
    record.mutate({ id: invoice.id, body: { amountCents: cents, method: method as (typeof PAYMENT_METHODS)[number], receivedOn: day, reference } });
  }
  return (
    <form onSubmit={submit} className="grid gap-3 sm:grid-cols-2" aria-label={kind === "payments" ? "Record a payment" : "Record a refund"} noValidate>
      <Field id={`${id}amount`} label="Amount ($)" error={errors.amountCents}>
        {(p) => <Input {...p} inputMode="decimal" value={amount} onChange={(e) => setAmount(e.target.value)} />}
      </Field>
      <Field id={`${id}method`} label="Method" error={errors.method}>
        {(p) => (
          <Select {...p} value={method} onChange={(e) => setMethod(e.target.value)}>
            {PAYMENT_METHODS.map((m) => (
              <option key={m} value={m}>
                {PAYMENT_METHOD_LABELS[m]}
              </option>
            ))}
          </Select>
        )}
      </Field>
      <Field id={`${id}date`} label={kind === "payments" ? "Received on" : "Given back on"} error={errors.receivedOn}>
        {(p) => <Input {...p} type="date" value={day} onChange={(e) => setDay(e.target.value)} />}
      </Field>
      <Field id={`${id}reference`} label="Reference" hint="Check number, receipt…" error={errors.reference}>
        {(p) => <Input {...p} value={reference} onChange={(e) => setReference(e.target.value)} />}
      </Field>
      <Button type="submit" busy={record.isPending} variant={kind === "payments" ? "default" : "outline"} className="sm:col-span-2 sm:w-fit">
        {kind === "payments" ? "Record payment" : "Record refund"}
      </Button>
    </form>
  );
}

function Payments({ invoice }: { invoice: InvoiceJson }) {
  const open = invoice.status !== "void" && invoice.status !== "draft";
  return (
    <section aria-labelledby="i-payments" className="space-y-3">
      <h2 id="i-payments" className="text-lg font-semibold text-slate-900">
        Payments
      </h2>
      {invoice.payments.length === 0 ? (
        <p className="text-slate-700">No payments yet.</p>
      ) : (
        <ul className="divide-y divide-slate-100 rounded-lg border border-slate-200 bg-white" data-testid="invoice-payments">
          {invoice.payments.map((p) => (
            <li key={p.id} className="flex flex-wrap justify-between gap-2 p-3 text-slate-800">
              <span>
                {p.kind === "refund" ? "Refund" : "Payment"} · {formatDay(p.receivedOn)} · {PAYMENT_METHOD_LABELS[p.method as PaymentMethod] ?? p.method}
                {p.reference ? ` · ${p.reference}` : ""}
              </span>
              <span className="font-semibold">{formatCents(p.amountCents)}</span>
            </li>
          ))}
        </ul>
      )}
      {open && invoice.balanceCents > 0 && (
        <Card className="p-4">
          <h3 className="mb-3 font-semibold text-slate-900">Record a payment</h3>
          <MoneyForm invoice={invoice} kind="payments" />
        </Card>
      )}
      {open && invoice.paidCents > 0 && (
        <details className="rounded-lg border border-slate-200 bg-white p-4">
          <summary className="cursor-pointer font-semibold text-slate-900">Record a refund</summary>
          <div className="mt-3">
            <MoneyForm invoice={invoice} kind="refunds" />
          </div>
        </details>
      )}
    </section>
  );
}

function VoidForm({ invoice }: { invoice: InvoiceJson }) {
  const [reason, setReason] = useState("");
  const [errors, setErrors] = useState<Record<string, string>>({});
  const voidIt = useVoidInvoice(setErrors);
  return (
    <details className="rounded-lg border border-slate-200 bg-white p-4">
      <summary className="cursor-pointer font-semibold text-slate-900">Void this invoice</summary>
      <form
        className="mt-3 space-y-3"
        onSubmit={(e) => {
          e.preventDefault();
          voidIt.mutate({ id: invoice.id, reason });
        }}
      >
        <p className="text-sm text-slate-700">The number {invoice.number} stays on record; the homeowner's link stops working.</p>
        <Field id="i-void-reason" label="Why" error={errors.reason}>
          {(p) => <Input {...p} value={reason} onChange={(e) => setReason(e.target.value)} />}
        </Field>
        <Button type="submit" variant="destructive" busy={voidIt.isPending}>
          Void invoice
        </Button>
      </form>
    </details>
  );
}
