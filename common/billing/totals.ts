/**
 * A quote's (or an invoice's) totals from its lines, for what the homeowner chose. The rule, in
 * order (see money.ts for the one rounding):
 * 1. The lines counted: every line of no option or of the chosen option, less optional lines not ticked.
 * 2. Each line's amount: unit price × quantity, rounded once.
 * 3. The discount, shared over the counted lines: a percentage is taken from each line and
 *    rounded per line; a fixed amount (at most the subtotal) is shared in proportion to the lines'
 *    amounts, the leftover cents going to the lines with the largest remainders, so the shares add
 *    up to the discount exactly.
 * 4. Each taxable line's tax: (amount − its share of the discount) × the rate, rounded once.
 * 5. Subtotal, discount and tax are the sums of the lines' figures; total = subtotal − discount + tax.
 */
import { lineAmount, roundCents, taxOn } from "./money";

export interface PricedLine {
  id: string;
  unitCents: number;
  /** Hundredths: 150 = 1.5. */
  quantity: number;
  taxable: boolean;
  /** The option (good / better / best) it belongs to; null: part of every option. */
  option: string | null;
  /** The homeowner may leave it out. */
  optional: boolean;
}

export type Discount = { kind: "none" } | { kind: "percent"; basisPoints: number } | { kind: "amount"; cents: number };

export interface Choice {
  /** The chosen option's key, when the quote has options. */
  option: string | null;
  /** The optional lines ticked. */
  optionalLines: readonly string[];
}

export interface LineFigures {
  id: string;
  amount: number;
  discount: number;
  tax: number;
}

export interface Totals {
  lines: LineFigures[];
  subtotal: number;
  discount: number;
  tax: number;
  total: number;
}

export function countedLines<L extends PricedLine>(lines: readonly L[], choice: Choice): L[] {
  const ticked = new Set(choice.optionalLines);
  return lines.filter((l) => (l.option === null || l.option === choice.option) && (!l.optional || ticked.has(l.id)));
}

function discountShares(amounts: number[], discount: Discount): number[] {
  if (discount.kind === "none") return amounts.map(() => 0);
  if (discount.kind === "percent") return amounts.map((a) => roundCents((a * discount.basisPoints) / 10_000));
  const subtotal = amounts.reduce((sum, a) => sum + a, 0);
  const total = Math.min(discount.cents, subtotal);
  if (subtotal <= 0 || total <= 0) return amounts.map(() => 0);
  const exact = amounts.map((a) => (a * total) / subtotal);
  const shares = exact.map(Math.floor);
  let left = total - shares.reduce((sum, s) => sum + s, 0);
  // Largest remainder first; ties to the earlier line, so the result never depends on sort stability.
  const order = exact.map((e, i) => ({ i, r: e - Math.floor(e) })).sort((a, b) => b.r - a.r || a.i - b.i);
  for (const { i } of order) {
    if (left <= 0) break;
    shares[i]! += 1;
    left -= 1;
  }
  return shares;
}

export function totalsOf(lines: readonly PricedLine[], choice: Choice, discount: Discount, taxBasisPoints: number): Totals {
  const counted = countedLines(lines, choice);
  const amounts = counted.map((l) => lineAmount(l.unitCents, l.quantity));
  const shares = discountShares(amounts, discount);
  const figures = counted.map((l, i) => {
    const amount = amounts[i]!;
    const share = shares[i]!;
    return { id: l.id, amount, discount: share, tax: l.taxable ? taxOn(amount - share, taxBasisPoints) : 0 };
  });
  const sum = (key: "amount" | "discount" | "tax") => figures.reduce((s, f) => s + f[key], 0);
  const subtotal = sum("amount");
  const discountTotal = sum("discount");
  const tax = sum("tax");
  return { lines: figures, subtotal, discount: discountTotal, tax, total: subtotal - discountTotal + tax };
}
