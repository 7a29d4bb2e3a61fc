/**
 * The sample's towns as the tests name them (slug, city, type, description, highlights, response
 * time, SEO description). Nothing in app/ or server/ reads this: pages, forms and mail read the
 * towns the owner publishes (server/content/read.ts). Kept so the tests that walk every sample
 * town keep one list to walk.
 */
import { areaSample } from "../server/content/samples/area";

export * from "./areas";

export interface ServiceArea {
  slug: string;
  name: string;
  city: string;
  type: string;
  description: string;
  highlights: string[];
  responseTime: string;
  seoDescription: string;
}

export const SERVICE_AREAS: ServiceArea[] = areaSample.map((a) => ({
  slug: a.slug,
  name: a.name,
  city: a.city,
  type: a.type,
  description: a.description,
  highlights: a.highlights,
  responseTime: a.responseTime,
  seoDescription: a.seo.description,
}));

export function areaBySlug(slug: string): ServiceArea | undefined {
  return SERVICE_AREAS.find((a) => a.slug === slug);
}

/** The sample towns whose pages carry the richer sections (figures, services, a request form). */
export const AREA_PAGE_SLUGS = areaSample.filter((a) => a.form.heading !== "").map((a) => a.slug);

/** The sample towns with the short community page. */
export const COMMUNITY_PAGE_AREAS: readonly ServiceArea[] = SERVICE_AREAS.filter((a) => !AREA_PAGE_SLUGS.includes(a.slug));
