/**
 * The owner's Settings inside the areas' text: {radius} (the service radius), {emergency} (the
 * emergency wording), {rating} and {ratingSource} (the rating the site may show). Text that
 * names a fact that is not set is left out rather than shown with a gap.
 */
import { ratingSourceText, useShownRating, useSiteFacts } from "~/lib/use-business-contact";

export type Facts = Partial<Record<"radius" | "emergency" | "rating" | "ratingSource", string | null>>;

/** `text` with its facts filled in; null when it names one that is not set (or is empty itself). */
export function fillFacts(text: string, facts: Facts): string | null {
  let missing = false;
  const filled = text.replace(/\{(radius|emergency|rating|ratingSource)\}/g, (_, name: keyof Facts) => {
    const value = facts[name];
    if (!value) missing = true;
    return value ?? "";
  });
  return missing || filled.trim() === "" ? null : filled;
}

/** Each item with its facts filled in, leaving out those that name a fact not set. */
export function fillAll<T>(items: readonly T[], fill: (item: T) => T | null): T[] {
  return items.flatMap((item) => {
    const filled = fill(item);
    return filled ? [filled] : [];
  });
}

/** Figures (value, label, description) with their facts filled in: one naming a fact that is not set is left out. */
export function fillFigures(items: ReadonlyArray<{ value: string; label: string; description: string }>, facts: Facts) {
  return fillAll(items, (s) => {
    const value = fillFacts(s.value, facts);
    const description = s.description ? fillFacts(s.description, facts) : "";
    if (!value || !s.label || description === null) return null;
    return { value, label: s.label, description };
  });
}

/** The facts this page may fill in, from the site layout's Settings. */
export function useFacts(): Facts {
  const { radius, emergency } = useSiteFacts();
  const rating = useShownRating();
  return { radius, emergency, rating: rating ? `${rating.value}/5` : null, ratingSource: rating ? ratingSourceText(rating) : null };
}
