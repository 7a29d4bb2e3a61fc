import { describe, expect, it } from "vitest";
import { formatCents, lineAmount, parseDollars, parseQuantity, roundCents, taxOn } from "@common/billing/money";
import { totalsOf, type PricedLine } from "@common/billing/totals";

const line = (id: string, unitCents: number, quantity: number, rest: Partial<PricedLine> = {}): PricedLine => ({
  id,
  unitCents,
  quantity,
  taxable: true,
  option: null,
  optional: false,
  ...rest,
});

describe("money", () => {
  it("rounds half away from zero, once", () => {
    expect([roundCents(2.5), roundCents(2.4999), roundCents(-2.5), roundCents(0.5)]).toEqual([3, 2, -3, 1]);
    // $33.33 × 1.5 = $49.995 → $50.00
    expect(lineAmount(3333, 150)).toBe(5000);
    // 6 % of $0.25 = 1.5 cents → 2
    expect(taxOn(25, 600)).toBe(2);
  });

  it("reads dollars and quantities as typed, refusing a third decimal", () => {
    expect(parseDollars("$1,234.5")).toBe(123450);
    expect(parseDollars("0.07")).toBe(7);
    expect(parseDollars("1.234")).toBeNull();
    expect(parseQuantity("1.5")).toBe(150);
    expect(parseQuantity("2")).toBe(200);
    expect(parseQuantity("0.333")).toBeNull();
    expect(formatCents(123456)).toBe("$1,234.56");
  });
});

describe("totals", () => {
  const lines = [
    line("labour", 12_500, 350, { taxable: false }), // 3.5 h × $125 = $437.50, not taxed
    line("good", 450_000, 100, { option: "good" }), // $4,500.00
    line("better", 612_345, 100, { option: "better" }), // $6,123.45
    line("filter", 3_999, 300, { optional: true }), // 3 × $39.99 = $119.97
  ];

  it("counts the chosen option and the ticked optional lines, taxing only taxable lines", () => {
    const t = totalsOf(lines, { option: "better", optionalLines: ["filter"] }, { kind: "none" }, 600);
    // tax: 6 % of 6,123.45 = 367.407 → 367.41; 6 % of 119.97 = 7.1982 → 7.20
    expect(t).toMatchObject({ subtotal: 43_750 + 612_345 + 11_997, discount: 0, tax: 36_741 + 720 });
    expect(t.total).toBe(668_092 + 37_461);
    expect(t.lines.map((l) => l.id)).toEqual(["labour", "better", "filter"]);
  });

  it("shares a fixed discount over the lines to the cent, and taxes what is left", () => {
    const t = totalsOf(lines, { option: "good", optionalLines: [] }, { kind: "amount", cents: 10_000 }, 600);
    // subtotal 43,750 + 450,000 = 493,750; shares 10,000 × 43,750 / 493,750 = 886.08 → 886, and
    // 10,000 × 450,000 / 493,750 = 9,113.92 → 9,113 + the leftover cent (larger remainder) = 9,114
    expect(t.lines.map((l) => l.discount)).toEqual([886, 9_114]);
    // tax on 450,000 − 9,114 = 440,886 × 6 % = 26,453.16 → 26,453
    expect(t).toMatchObject({ subtotal: 493_750, discount: 10_000, tax: 26_453, total: 493_750 - 10_000 + 26_453 });
  });

  it("takes a percentage from each line, rounded per line", () => {
    const t = totalsOf([line("a", 3_333, 100), line("b", 3_333, 100)], { option: null, optionalLines: [] }, { kind: "percent", basisPoints: 1_500 }, 600);
    // 15 % of 33.33 = 4.9995 → 5.00 each; tax on 28.33 = 1.6998 → 1.70 each
    expect(t).toMatchObject({ subtotal: 6_666, discount: 1_000, tax: 340, total: 6_006 });
  });

  it("never discounts more than the subtotal", () => {
    const t = totalsOf([line("a", 1_000, 100)], { option: null, optionalLines: [] }, { kind: "amount", cents: 5_000 }, 600);
    expect(t).toMatchObject({ subtotal: 1_000, discount: 1_000, tax: 0, total: 0 });
  });
});
