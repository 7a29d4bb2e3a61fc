/**
 * JSON-LD builders (schema.org): the LocalBusiness (HVACBusiness) every page carries, the
 * BreadcrumbList, Service and FAQPage. Figures from 01-public-site.md §1 and §9.
 */
import { business } from "~/shared/business";
import { absoluteUrl } from "./seo";

export const DEFAULT_RATING = { ratingValue: 4.9, reviewCount: 127 } as const;

export interface RatingSummary {
  count: number;
  average: number | null;
}

/** 4.9 from 127 with no reviews; otherwise the average to one decimal and the count. */
export function aggregateRating(summary: RatingSummary | undefined) {
  const none = !summary || summary.count === 0 || summary.average === null;
  return {
    "@type": "AggregateRating",
    ratingValue: none ? DEFAULT_RATING.ratingValue : Math.round(summary.average! * 10) / 10,
    reviewCount: none ? DEFAULT_RATING.reviewCount : summary.count,
    bestRating: 5,
    worstRating: 1,
  };
}

export function localBusiness(origin: string, summary?: RatingSummary) {
  return {
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
    aggregateRating: aggregateRating(summary),
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
