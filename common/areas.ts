/**
 * Service areas: what a page needs in the browser to name and link a
 * town. The towns' texts (the nine communities, the Burlington and South Burlington pages) are in
 * areas.server.ts and reach a page through its loader, so no page ships every town's text.
 */
export type AreaType = "City" | "Town" | "Home Base";

export interface ServiceArea {
  /** Anchor id on /areas-we-serve and path segment of /services/areas/{slug}, e.g. "south-burlington". */
  slug: string;
  /** Card title on /areas-we-serve, e.g. "Jericho (Home Base)". */
  name: string;
  /** The town itself, e.g. "Jericho": breadcrumbs, headings and links. */
  city: string;
  type: AreaType;
  description: string;
  highlights: string[];
  responseTime: "Same-day service" | "Next-day service";
  /** Meta description of the town's area page (155 characters at most, so it is never cut). */
  seoDescription: string;
}

export const SAME_DAY = "Same-day service" as const;
export const NEXT_DAY = "Next-day service" as const;

/** Towns with a dedicated page of their own (routes/area-burlington.tsx, routes/area-south-burlington.tsx). */
export const AREA_PAGE_SLUGS = ["burlington", "south-burlington"] as const;

/** An area's path: the city name lower-cased, first space replaced by a hyphen. */
export function areaSlug(city: string): string {
  return city.toLowerCase().replace(" ", "-");
}

/** A town's area page, /services/areas/{areaSlug(city)}: every one of the nine has a page. */
export function areaHref(city: string): string {
  return `/services/areas/${areaSlug(city)}`;
}
