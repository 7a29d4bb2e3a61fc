/**
 * The quote editor's state as typed: text read into cents, hundredths and basis points with field
 * errors keyed as the server keys them, the live totals by the shared rule, and the same schema
 * the server checks with refusing what it refuses.
 */
import { describe, expect, it } from "vitest";
import { parsePercent, quoteCreateSchema, quoteSendProblems } from "@common/schemas/quotes";
import { bodyOf, emptyState, liveTotals, newLineKey, type LineDraft } from "~/features/quotes/editor-state";

const line = (rest: Partial<LineDraft>): LineDraft => ({
  key: newLineKey(),
  saved: false,
  priceBookItemId: null,
  description: "Line",
  unit: "each",
  price: "0",
  quantity: "1",
  taxable: true,
  option: null,
  optional: false,
  preselected: false,
  ...rest,
});

const base = emptyState({ customer: null, taxBasisPoints: 600 });

describe("the quote editor's state", () => {
  it("reads percentages with at most two decimals", () => {
    expect([parsePercent("6"), parsePercent("6.25"), parsePercent("6.5 %"), parsePercent("0")]).toEqual([600, 625, 650, 0]);
    expect([parsePercent("-1"), parsePercent("6.255"), parsePercent("six")]).toEqual([null, null, null]);
  });

  it("turns typed text into the API's body, naming what does not read", () => {
    const state = {
      ...base,
      customerName: "Dana Whitcomb",
      title: "Water heater",
      lines: [line({ price: "85", quantity: "3.5", taxable: false }), line({ price: "12.345", quantity: "two" })],
      discountKind: "percent" as const,
      discountValue: "10",
    };
    const { body, errors } = bodyOf(state);
    expect(body.lines![0]).toMatchObject({ unitCents: 8500, quantity: 350, taxable: false });
    expect(body.discount).toEqual({ kind: "percent", basisPoints: 1000 });
    expect(body.taxBasisPoints).toBe(600);
    expect(errors).toEqual({ "lines.1.unitCents": "Enter a price such as 85 or 85.50", "lines.1.quantity": "Enter a quantity such as 1 or 2.5" });
  });

  it("lets the shared schema refuse a negative quantity, a price over $1,000,000 and a tax rate over 20 %", () => {
    const state = { ...base, customerName: "A", title: "T", taxRate: "21", lines: [line({ price: "1000000.01" }), line({ quantity: "-1" })] };
    const result = quoteCreateSchema.safeParse(bodyOf(state).body);
    expect(result.success).toBe(false);
    const paths = result.error!.issues.map((i) => i.path.join("."));
    expect(paths).toEqual(expect.arrayContaining(["taxBasisPoints", "lines.0.unitCents", "lines.1.quantity"]));
  });

  it("totals live as the server does: per option, optional lines only when ticked", () => {
    const state = {
      ...base,
      options: [
        { key: "good" as const, label: "Good", description: "" },
        { key: "better" as const, label: "Better", description: "" },
      ],
      lines: [
        line({ price: "100", quantity: "2", taxable: false }),
        line({ price: "1000", option: "good" }),
        line({ price: "1500", option: "better" }),
        line({ price: "50", optional: true }),
        line({ price: "not yet" }),
      ],
      discountKind: "amount" as const,
      discountValue: "20",
    };
    // Good: 200 + 1,000 = 1,200; $20 shared 3.33 / 16.67; tax 6 % of 983.33 = 59.00 → total 1,239.00.
    expect(liveTotals(state, "good")).toMatchObject({ subtotal: 120000, discount: 2000, tax: 5900, total: 123900 });
    // Better: 200 + 1,500 = 1,700; shares 2.35 / 17.65; tax 6 % of 1,482.35 = 88.941 → 88.94.
    expect(liveTotals(state, "better")).toMatchObject({ subtotal: 170000, discount: 2000, tax: 8894, total: 176894 });
    const ticked = { ...state, lines: state.lines.map((l, i) => (i === 3 ? { ...l, preselected: true } : l)) };
    expect(liveTotals(ticked, "good").subtotal).toBe(125000);
  });

  it("says what blocks sending", () => {
    expect(quoteSendProblems({ lines: [], customerEmail: "", customerName: " " })).toEqual({
      lines: "Add at least one line before sending",
      customerEmail: "Add the customer's e-mail before sending",
      customerName: "Add the customer's name before sending",
    });
    expect(quoteSendProblems({ lines: [{}], customerEmail: "a@example.com", customerName: "A" })).toEqual({});
  });
});
