/**
 * Money is whole cents, as integers, everywhere: in the database, in the API, in forms (dollars
 * typed are turned into cents once, on the way in). One rounding rule: a product of cents and a
 * quantity or a rate is rounded once, half away from zero, to a whole cent (`roundCents`). Every
 * line is rounded by itself; a total is the sum of its rounded lines, never rounded again.
 */

/** Quantities are kept in hundredths (1.5 hours = 150), so a line's amount is exact before its one rounding. */
export const QUANTITY_SCALE = 100;
/** Tax rates in basis points: 600 = 6.00 %. */
export const RATE_SCALE = 10_000;

/** Rounds a (possibly fractional) number of cents half away from zero: 2.5 → 3, -2.5 → -3. */
export function roundCents(cents: number): number {
  const rounded = Math.round(Math.abs(cents));
  return cents < 0 ? -rounded : rounded;
}

/** unit price × quantity, for a quantity in hundredths, rounded once. */
export function lineAmount(unitCents: number, quantityHundredths: number): number {
  // Integer product first, one division: no binary fraction creeps in before the rounding.
  return roundCents((unitCents * quantityHundredths) / QUANTITY_SCALE);
}

/** An amount's tax at a rate in basis points, rounded once. */
export function taxOn(amountCents: number, rateBasisPoints: number): number {
  return roundCents((amountCents * rateBasisPoints) / RATE_SCALE);
}

const dollars = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" });

/** 123456 → "$1,234.56". */
export function formatCents(cents: number): string {
  return dollars.format(cents / 100);
}

/** "1,234.5" or "$1234.50" → 123450; null when it is not an amount with at most two decimals. */
export function parseDollars(text: string): number | null {
  const clean = text.trim().replace(/^\$/, "").replaceAll(",", "");
  if (!/^-?\d+(\.\d{1,2})?$/.test(clean)) return null;
  const [whole, fraction = ""] = clean.replace("-", "").split(".");
  const cents = Number(whole) * 100 + Number(fraction.padEnd(2, "0"));
  return clean.startsWith("-") ? -cents : cents;
}

/** 150 → "1.5", 200 → "2" (a quantity in hundredths, as typed). */
export function formatQuantity(hundredths: number): string {
  return String(hundredths / QUANTITY_SCALE);
}

/** "1.5" → 150; null when it has more than two decimals or is not a number. */
export function parseQuantity(text: string): number | null {
  const clean = text.trim();
  if (!/^-?\d+(\.\d{1,2})?$/.test(clean)) return null;
  return Math.round(Number(clean) * QUANTITY_SCALE);
}
