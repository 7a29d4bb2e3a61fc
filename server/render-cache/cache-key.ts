/**
 * The render cache's key for a URL: its path and the query parameters that change what a page
 * shows, in a set order. Anything else in the query (a campaign tag, a cache-buster) leaves the
 * page as it is, so `/?x=1`, `/?x=2` and `/?utm_source=mail` are all the stored `/`, rendered
 * once, instead of a render each.
 */
import { DATA_ROUTES_PARAMETER } from "../http/data-requests";

/**
 * The parameters public pages read (the blog's and reviews' `page`, the reviews' `service`
 * filter, which the quote page also uses to preselect a service, the gallery's `category`),
 * and the two React Router's requests carry (a data request's routes, `index`).
 */
const PAGE_PARAMETERS = new Set(["page", "service", "category", DATA_ROUTES_PARAMETER, "index"]);

export function cacheKey(originalUrl: string): string {
  const q = originalUrl.indexOf("?");
  if (q === -1) return originalUrl;
  const path = originalUrl.slice(0, q);
  const kept = [...new URLSearchParams(originalUrl.slice(q + 1))].filter(([name]) => PAGE_PARAMETERS.has(name));
  if (!kept.length) return path;
  // Sorted by name (stable: repeated names keep their order), so the order a link wrote them in does not matter.
  kept.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `${path}?${new URLSearchParams(kept).toString()}`;
}
