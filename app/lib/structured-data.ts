/**
 * JSON-LD builders (schema.org): the LocalBusiness (HVACBusiness) every page carries (with the
 * reviews a page shows, on /reviews), the BreadcrumbList, Service and FAQPage. Figures from
 * the specification.
 */
import { business } from "~/shared/business";
import type { ExternalRating } from "~/shared/business-settings";
import { absoluteUrl } from "./seo";

export const DEFAULT_RATING = { ratingValue: 4.9, reviewCount: 127 } as const;

export interface RatingSummary {
  count: number;
  average: number | null;
}

/** 4.9 from 127 with no reviews; otherwise the average to one decimal and the count. */
/**
 * Approved customer reviews when there are any; otherwise the external rating the owner keeps in
 * Settings (with its source), or none when the owner cleared it.
 */
export function aggregateRating(summary: RatingSummary | undefined, external: ExternalRating | null = { value: DEFAULT_RATING.ratingValue, count: DEFAULT_RATING.reviewCount, sourceName: "", sourceUrl: "" }) {
  const none = !summary || summary.count === 0 || summary.average === null;
  if (none && !external) return undefined;
  return {
    "@type": "AggregateRating",
    ratingValue: none ? external!.value : Math.round(summary.average! * 10) / 10,
    reviewCount: none ? external!.count : summary.count,
    bestRating: 5,
    worstRating: 1,
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
}

export function localBusiness(origin: string, summary?: RatingSummary, reviews?: readonly ReviewMeta[], facts?: BusinessFacts) {
  const rating = aggregateRating(summary, facts ? facts.externalRating : undefined);
  const { aggregateRating: _default, ...base } = {
    "@context": "https://schema.org",
    "@type": "HVACBusiness",
    "@id": `${absoluteUrl(origin, "/")}#business`,
    name: business.name,
    url: absoluteUrl(origin, "/"),
    telephone: business.phoneE164,
    email: business.email,
    image: absoluteUrl(origin, "/images/og-default.png"),
    logo: absoluteUrl(origin, "/favicon.svg"),
    priceRange: business.priceRange,
    paymentAccepted: business.paymentAccepted.join(", "),
    address: {
      "@type": "PostalAddress",
      streetAddress: business.address.street,
      addressLocality: business.address.locality,
      addressRegion: business.address.region,
      postalCode: business.address.postalCode,
      addressCountry: business.address.country,
    },
    geo: { "@type": "GeoCoordinates", latitude: business.geo.latitude, longitude: business.geo.longitude },
    areaServed: {
      "@type": "GeoCircle",
      geoMidpoint: { "@type": "GeoCoordinates", latitude: business.geo.latitude, longitude: business.geo.longitude },
      geoRadius: business.serviceRadiusMeters,
    },
    openingHoursSpecification: business.openingHours.map((h) => ({
      "@type": "OpeningHoursSpecification",
      dayOfWeek: h.days,
      opens: h.opens,
      closes: h.closes,
    })),
    aggregateRating: rating,
  };
  return {
    ...base,
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

export function serviceSchema(origin: string, s: ServiceMeta) {
  return {
    "@context": "https://schema.org",
    "@type": "Service",
    name: s.name,
    description: s.description,
    url: absoluteUrl(origin, s.url),
    ...(s.image ? { image: absoluteUrl(origin, s.image) } : {}),
    serviceType: s.name,
    provider: { "@id": `${absoluteUrl(origin, "/")}#business`, "@type": "HVACBusiness", name: business.name },
    areaServed: { "@type": "AdministrativeArea", name: `${business.county}, Vermont` },
    ...(s.price ? { offers: { "@type": "Offer", price: s.price, priceCurrency: "USD" } } : {}),
  };
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

