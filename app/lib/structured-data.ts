/**
 * JSON-LD builders (schema.org): the LocalBusiness (HVACBusiness) every page carries (with the
 * reviews a page shows, on /reviews), the BreadcrumbList, Service and FAQPage. The business's
 * own facts come from the owner's Settings (BusinessFacts); the fixed ones from @common/business.
 */
import { business } from "@common/business";
import type { ExternalRating } from "@common/business-settings";
import { absoluteUrl } from "./seo";

export interface RatingSummary {
  count: number;
  average: number | null;
}

/**
 * Approved customer reviews when there are any (the average to one decimal and the count);
 * otherwise the external rating the owner keeps in Settings, naming its source as the rating's
 * author; none when the owner cleared it (or the page has no settings to read).
 */
export function aggregateRating(summary: RatingSummary | undefined, external: ExternalRating | null | undefined) {
  const own = summary && summary.count > 0 && summary.average !== null;
  if (!own && !external) return undefined;
  const scale = { bestRating: 5, worstRating: 1 };
  if (own) return { "@type": "AggregateRating", ratingValue: Math.round(summary.average! * 10) / 10, reviewCount: summary.count, ...scale };
  return {
    "@type": "AggregateRating",
    ratingValue: external!.value,
    reviewCount: external!.count,
    ...scale,
    author: { "@type": "Organization", name: external!.sourceName, ...(external!.sourceUrl ? { url: external!.sourceUrl } : {}) },
  };
}

/** "Review for structured data": author, rating 1-5, reviewBody, datePublished. */
export interface ReviewMeta {
  author: string;
  /** 1 to 5. */
  rating: number;
  reviewBody: string;
  /** ISO 8601 date, e.g. "2025-02-11". */
  datePublished: string;
}

/** A schema.org Review of the business (nested in the LocalBusiness, so no itemReviewed). */
export function reviewSchema(r: ReviewMeta) {
  return {
    "@type": "Review",
    author: { "@type": "Person", name: r.author },
    reviewRating: { "@type": "Rating", ratingValue: r.rating, bestRating: 5, worstRating: 1 },
    reviewBody: r.reviewBody,
    datePublished: r.datePublished,
  };
}

/**
 * The owner's facts for the LocalBusiness (name, contact, hours, radius, profiles and the
 * external rating), worked out on the server from Settings (app/lib/business-facts.server.ts) so
 * the pages carry data rather than the code that derives it.
 */
export interface BusinessFacts {
  fields: Record<string, unknown>;
  externalRating: ExternalRating | null;
  /** A Service's areaServed: the county or the towns the owner named in Settings. */
  serviceArea?: object | object[];
}

export function localBusiness(origin: string, summary?: RatingSummary, reviews?: readonly ReviewMeta[], facts?: BusinessFacts) {
  const rating = aggregateRating(summary, facts?.externalRating);
  return {
    "@context": "https://schema.org",
    "@type": "HVACBusiness",
    "@id": `${absoluteUrl(origin, "/")}#business`,
    url: absoluteUrl(origin, "/"),
    image: absoluteUrl(origin, "/images/og-default.png"),
    logo: absoluteUrl(origin, "/favicon.svg"),
    priceRange: business.priceRange,
    paymentAccepted: business.paymentAccepted.join(", "),
    // Name, contact, address, map position, hours, radius and profiles: the owner's Settings.
    ...facts?.fields,
    ...(rating ? { aggregateRating: rating } : {}),
    ...(reviews?.length ? { review: reviews.map(reviewSchema) } : {}),
  };
}

export interface Crumb {
  name: string;
  /** Path, e.g. "/services". */
  url: string;
}

export function breadcrumbList(origin: string, crumbs: Crumb[]) {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: crumbs.map((c, i) => ({
      "@type": "ListItem",
      position: i + 1,
      name: c.name,
      item: absoluteUrl(origin, c.url),
    })),
  };
}

export interface ServiceMeta {
  name: string;
  description: string;
  url: string;
  image?: string;
  price?: string;
}

/** A Service of the business; its areaServed is added from Settings with the page's metadata (see withServiceArea). */
export function serviceSchema(origin: string, s: ServiceMeta) {
  return {
    "@context": "https://schema.org",
    "@type": "Service",
    name: s.name,
    description: s.description,
    url: absoluteUrl(origin, s.url),
    ...(s.image ? { image: absoluteUrl(origin, s.image) } : {}),
    serviceType: s.name,
    // The @id names the LocalBusiness every page carries, with the owner's name from Settings.
    provider: { "@id": `${absoluteUrl(origin, "/")}#business`, "@type": "HVACBusiness" },
    ...(s.price ? { offers: { "@type": "Offer", price: s.price, priceCurrency: "USD" } } : {}),
  };
}

/** Each Service among a page's JSON-LD items gets the area the owner serves (Settings). */
export function withServiceArea(items: object[], facts: BusinessFacts | undefined): object[] {
  const area = facts?.serviceArea;
  if (!area) return items;
  return items.map((item) => ((item as { "@type"?: unknown })["@type"] === "Service" && !("areaServed" in item) ? { ...item, areaServed: area } : item));
}

export interface FaqItem {
  question: string;
  answer: string;
}

export function faqPage(items: FaqItem[]) {
  return {
    "@context": "https://schema.org",
    "@type": "FAQPage",
    mainEntity: items.map((q) => ({
      "@type": "Question",
      name: q.question,
      acceptedAnswer: { "@type": "Answer", text: q.answer },
    })),
  };
}

