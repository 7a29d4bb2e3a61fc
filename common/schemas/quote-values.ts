/** Quotes' and the price book's values, labels and rate format: no zod here, for the pages that only show them (./quotes has the rules). */
export const PRICE_BOOK_KINDS = ["labour", "equipment", "material", "service"] as const;
export type PriceBookKind = (typeof PRICE_BOOK_KINDS)[number];
export const PRICE_BOOK_KIND_LABELS: Record<PriceBookKind, string> = {
  labour: "Labour",
  equipment: "Equipment",
  material: "Material",
  service: "Service (flat rate)",
};

export const QUOTE_STATUSES = ["draft", "sent", "viewed", "accepted", "declined", "expired"] as const;
export type QuoteStatus = (typeof QUOTE_STATUSES)[number];
export const QUOTE_STATUS_LABELS: Record<QuoteStatus, string> = {
  draft: "Draft",
  sent: "Sent",
  viewed: "Viewed",
  accepted: "Accepted",
  declined: "Declined",
  expired: "Expired",
};

/** The sanest most a single price or line may come to: $1,000,000. */
export const MAX_LINE_CENTS = 100_000_000;
/** Sales tax allowed in Settings and on a quote: 0 to 20 % (basis points). */
export const MAX_TAX_BASIS_POINTS = 2_000;
/** The alternatives a quote may offer, in order. */
export const QUOTE_OPTION_KEYS = ["good", "better", "best"] as const;
export const QUOTE_OPTION_LABELS: Record<(typeof QUOTE_OPTION_KEYS)[number], string> = { good: "Good", better: "Better", best: "Best" };

/** What a rate field says when `parsePercent` refuses it (the quote, the invoice, Settings' sales tax). */
export const PERCENT_EXPECTED = "Enter a rate such as 6 or 6.25";

/** "6.25" → 625; null when it is not a percentage with at most two decimals. */
export function parsePercent(text: string): number | null {
  const clean = text.trim().replace(/\s*%$/, "");
  if (!/^\d+(\.\d{1,2})?$/.test(clean)) return null;
  const [whole, fraction = ""] = clean.split(".");
  return Number(whole) * 100 + Number(fraction.padEnd(2, "0"));
}

/** 625 → "6.25", 600 → "6". */
export const formatPercent = (basisPoints: number) => String(basisPoints / 100);
