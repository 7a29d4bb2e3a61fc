/** Small helpers for pages that render the owner's content: money in cents, fallbacks, breadcrumbs. */

/** Whole cents as "$1,150" (cents kept when there are any: "$12.50"). */
export function usd(cents: number): string {
  const dollars = cents / 100;
  return `$${dollars.toLocaleString("en-US", { minimumFractionDigits: Number.isInteger(dollars) ? 0 : 2, maximumFractionDigits: 2 })}`;
}

/** A Service offer's price ("3500") from cents, or undefined for none. */
export const offerPrice = (cents: number | null) => (cents === null || cents <= 0 ? undefined : String(cents / 100));

/** The first of the texts that is not empty ("" when all are). */
export const firstText = (...texts: string[]) => texts.find((t) => t.trim() !== "") ?? "";

/** The page content a route's loader returned (`{ page }`), as its meta function sees it; undefined after an error. */
export const loadedPage = <T>(data: unknown): T | undefined => (data as { page?: T } | undefined)?.page;

/** A page's breadcrumb after Home: none when the content gives it no name. */
export const crumbOf = (name: string, url: string) => (name.trim() ? [{ name, url }] : []);
