/**
 * A sent quote as the homeowner sees it: the document snapshotted in quote_versions when the
 * office sends it. The public page, the PDF and the answer's hash all read this one shape, so
 * what is accepted is exactly what was shown. No zod here: the public page imports it.
 */
import { totalsOf, type Choice, type Discount, type PricedLine, type Totals } from "./totals";

export interface QuoteDocumentLine extends PricedLine {
  description: string;
  unit: string;
  preselected: boolean;
}

export interface QuoteDocument {
  number: string;
  title: string;
  version: number;
  business: { name: string; phone: string; email: string; address: string };
  customer: { name: string; email: string; phone: string | null; address: string | null };
  options: Array<{ key: string; label: string; description: string }>;
  lines: QuoteDocumentLine[];
  discount: Discount;
  taxBasisPoints: number;
  /** What the page shows first: the first option, the optional lines marked preselected. */
  defaultChoice: Choice;
  /** The totals of the default choice. */
  totals: Totals;
  notes: string;
  terms: string;
  /** ISO time, or null when the quote does not expire. */
  expiresAt: string | null;
  sentAt: string;
}

export function defaultChoiceOf(doc: Pick<QuoteDocument, "options" | "lines">): Choice {
  return {
    option: doc.options[0]?.key ?? null,
    optionalLines: doc.lines.filter((l) => l.optional && l.preselected).map((l) => l.id),
  };
}

/**
 * A choice as posted or clicked, kept to what the document offers: an unknown option falls back to
 * the first, an optional line that is not one (or not in the chosen option) is dropped.
 */
export function cleanChoice(doc: Pick<QuoteDocument, "options" | "lines">, option: string | null | undefined, optionalLines: readonly string[]): Choice {
  const chosen = doc.options.some((o) => o.key === option) ? option! : (doc.options[0]?.key ?? null);
  const allowed = new Set(doc.lines.filter((l) => l.optional && (l.option === null || l.option === chosen)).map((l) => l.id));
  return { option: chosen, optionalLines: [...new Set(optionalLines)].filter((id) => allowed.has(id)).sort() };
}

export const totalsFor = (doc: Pick<QuoteDocument, "lines" | "discount" | "taxBasisPoints">, choice: Choice): Totals =>
  totalsOf(doc.lines, choice, doc.discount, doc.taxBasisPoints);

/** The lines a choice counts, in the document's order (the page's list, the job's description). */
export const chosenLines = (doc: Pick<QuoteDocument, "lines">, choice: Choice): QuoteDocumentLine[] => {
  const ticked = new Set(choice.optionalLines);
  return doc.lines.filter((l) => (l.option === null || l.option === choice.option) && (!l.optional || ticked.has(l.id)));
};

/** Basis points as a percentage for display: 600 → "6%", 625 → "6.25%". */
export const formatRate = (basisPoints: number) => `${basisPoints / 100}%`;
