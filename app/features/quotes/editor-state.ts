/**
 * The quote editor's state as typed (money and quantities as text), turned into the API's body
 * (cents, hundredths, basis points) with field errors keyed as the server keys them, and the live
 * totals, computed with the same totalsOf the server answers with.
 */
import { formatQuantity, parseDollars, parseQuantity } from "@common/billing/money";
import { totalsOf, type Discount, type PricedLine } from "@common/billing/totals";
import { formatPercent, parsePercent, PERCENT_EXPECTED, type QUOTE_OPTION_KEYS } from "@common/schemas/quote-values";
import type { QuoteCreate } from "@common/schemas/quotes";
import type { QuoteJson } from "./api";

export type OptionKey = (typeof QUOTE_OPTION_KEYS)[number];

export interface LineDraft {
  /** The saved line's id, or a key of the editor's own for a new line. */
  key: string;
  saved: boolean;
  priceBookItemId: string | null;
  description: string;
  unit: string;
  price: string;
  quantity: string;
  taxable: boolean;
  option: OptionKey | null;
  optional: boolean;
  preselected: boolean;
}

export interface EditorState {
  leadId: string | null;
  contactId: string | null;
  customerName: string;
  customerEmail: string;
  customerPhone: string;
  customerAddress: string;
  title: string;
  notes: string;
  terms: string;
  expiresOn: string;
  options: Array<{ key: OptionKey; label: string; description: string }>;
  lines: LineDraft[];
  discountKind: Discount["kind"];
  discountValue: string;
  taxRate: string;
}

let counter = 0;
export const newLineKey = () => `new-${(counter += 1)}`;

const money = (cents: number) => (cents / 100).toFixed(2);

export function stateFromQuote(q: QuoteJson): EditorState {
  const d = q.discount;
  return {
    leadId: q.leadId,
    contactId: q.contactId,
    customerName: q.customerName,
    customerEmail: q.customerEmail,
    customerPhone: q.customerPhone ?? "",
    customerAddress: q.customerAddress ?? "",
    title: q.title,
    notes: q.notes,
    terms: q.terms,
    expiresOn: q.expiresOn ?? "",
    options: q.options.map((o) => ({ ...o, key: o.key as OptionKey })),
    lines: q.lines.map((l) => ({
      key: l.id,
      saved: true,
      priceBookItemId: l.priceBookItemId,
      description: l.description,
      unit: l.unit,
      price: money(l.unitCents),
      quantity: formatQuantity(l.quantity),
      taxable: l.taxable,
      option: l.option,
      optional: l.optional,
      preselected: l.preselected,
    })),
    discountKind: d.kind,
    discountValue: d.kind === "percent" ? formatPercent(d.basisPoints) : d.kind === "amount" ? money(d.cents) : "",
    taxRate: formatPercent(q.taxBasisPoints),
  };
}

export function emptyState(prefill: {
  customer: { leadId: string | null; contactId: string | null; customerName: string; customerEmail: string; customerPhone: string | null; customerAddress: string | null; title: string } | null;
  taxBasisPoints: number;
}): EditorState {
  const c = prefill.customer;
  return {
    leadId: c?.leadId ?? null,
    contactId: c?.contactId ?? null,
    customerName: c?.customerName ?? "",
    customerEmail: c?.customerEmail ?? "",
    customerPhone: c?.customerPhone ?? "",
    customerAddress: c?.customerAddress ?? "",
    title: c?.title ?? "",
    notes: "",
    terms: "",
    expiresOn: "",
    options: [],
    lines: [],
    discountKind: "none",
    discountValue: "",
    taxRate: formatPercent(prefill.taxBasisPoints),
  };
}

function discountOf(s: EditorState): Discount | null {
  if (s.discountKind === "none") return { kind: "none" };
  if (s.discountKind === "percent") {
    const bp = parsePercent(s.discountValue);
    return bp === null ? null : { kind: "percent", basisPoints: bp };
  }
  const cents = parseDollars(s.discountValue);
  return cents === null ? null : { kind: "amount", cents };
}

/** The body to send, and the errors found reading the typed text (the schema finds the rest). */
export function bodyOf(s: EditorState): { body: QuoteCreate; errors: Record<string, string> } {
  const errors: Record<string, string> = {};
  const lines = s.lines.map((l, i) => {
    const unitCents = parseDollars(l.price);
    const quantity = parseQuantity(l.quantity);
    if (unitCents === null) errors[`lines.${i}.unitCents`] = "Enter a price such as 85 or 85.50";
    if (quantity === null) errors[`lines.${i}.quantity`] = "Enter a quantity such as 1 or 2.5";
    return {
      ...(l.saved ? { id: l.key } : {}),
      priceBookItemId: l.priceBookItemId,
      description: l.description,
      unit: l.unit,
      unitCents: unitCents ?? 0,
      quantity: quantity ?? 0,
      taxable: l.taxable,
      option: l.option,
      optional: l.optional,
      preselected: l.optional && l.preselected,
    };
  });
  const discount = discountOf(s);
  if (!discount) errors.discount = s.discountKind === "percent" ? "Enter a percentage such as 10" : "Enter an amount such as 100";
  const tax = parsePercent(s.taxRate);
  if (tax === null) errors.taxBasisPoints = PERCENT_EXPECTED;
  return {
    body: {
      leadId: s.leadId,
      contactId: s.contactId,
      customerName: s.customerName,
      customerEmail: s.customerEmail.trim(),
      customerPhone: s.customerPhone.trim() || null,
      customerAddress: s.customerAddress.trim() || null,
      title: s.title,
      notes: s.notes,
      terms: s.terms,
      options: s.options,
      lines,
      discount: discount ?? { kind: "none" },
      taxBasisPoints: tax ?? 0,
      expiresOn: s.expiresOn || null,
    },
    errors,
  };
}

/** The totals as they stand, for the option shown (lines that do not read yet count as nothing). */
export function liveTotals(s: EditorState, option: OptionKey | null) {
  const lines: PricedLine[] = s.lines.map((l) => ({
    id: l.key,
    unitCents: parseDollars(l.price) ?? 0,
    quantity: parseQuantity(l.quantity) ?? 0,
    taxable: l.taxable,
    option: l.option,
    optional: l.optional,
  }));
  const ticked = s.lines.filter((l) => l.optional && l.preselected).map((l) => l.key);
  const discount = discountOf(s) ?? { kind: "none" };
  const rate = parsePercent(s.taxRate) ?? 0;
  return totalsOf(lines, { option, optionalLines: ticked }, discount, rate);
}
