/**
 * A town's address on the site. The towns themselves are content (the service areas,
 * common/content/area.ts); pages that name a town by its name (the heating guide's city cards)
 * link it by this rule.
 */

/** An area's path segment: the city name lower-cased, first space replaced by a hyphen. */
export function areaSlug(city: string): string {
  return city.toLowerCase().replace(" ", "-");
}

/** A town's area page, /services/areas/{areaSlug(city)}. */
export function areaHref(city: string): string {
  return `/services/areas/${areaSlug(city)}`;
}
