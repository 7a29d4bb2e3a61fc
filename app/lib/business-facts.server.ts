/**
 * What the public pages need from the owner's Settings, worked out on the server: the footer's
 * contact lines and the LocalBusiness fields of the structured data. Keeping the derivation here
 * (a server module) means pages ship the facts, not the code.
 */
import { hourGroups, hoursText, METRES_PER_MILE, phoneHref, radiusText, schemaDays, stateName, type BusinessSettings } from "@common/business-settings";
import { phoneE164 } from "../../server/phones";
import { business } from "@common/business";
import type { BusinessFacts } from "./structured-data";

export interface FooterFacts {
  name: string;
  phone: string;
  phoneHref: string;
  email: string;
  street: string;
  locality: string;
  region: string;
  postalCode: string;
  social: BusinessSettings["social"];
}

export function footerFacts(s: BusinessSettings): FooterFacts {
  return {
    name: s.name,
    phone: s.phone,
    phoneHref: phoneHref(s.phone),
    email: s.email,
    street: s.street,
    locality: s.locality,
    region: s.region,
    postalCode: s.postalCode,
    social: s.social,
  };
}

/**
 * What page copy says about the business: the opening hours as one line, the service radius in
 * miles, the emergency wording (null while emergency service is not offered, so no page promises
 * it) and the external rating that stands in while no customer review is approved.
 */
export interface SiteFacts {
  /** "Mon-Fri 7AM-6PM, Sat 8AM-4PM". */
  hours: string;
  /** "30 miles". */
  radius: string;
  emergency: string | null;
  externalRating: BusinessSettings["externalRating"];
}

export function siteFacts(s: BusinessSettings): SiteFacts {
  return {
    hours: hoursText(s.hours),
    radius: radiusText(s.serviceRadiusMiles),
    emergency: s.emergency.offered && s.emergency.wording.trim() ? s.emergency.wording.trim() : null,
    externalRating: s.externalRating,
  };
}

/** What a Service serves, from Settings: the county in its state, else the towns by name. */
function areaServedOf(s: BusinessSettings): object | object[] | undefined {
  if (s.county.trim()) return { "@type": "AdministrativeArea", name: `${s.county.trim()}, ${stateName(s.region)}` };
  if (s.towns.length) return s.towns.map((name) => ({ "@type": "City", name }));
  return undefined;
}

/** `logoUrl`: the owner's logo as a square icon (absolute), in place of the built-in mark. */
export function structuredFacts(s: BusinessSettings, logoUrl?: string): BusinessFacts {
  const sameAs = Object.values(s.social).filter(Boolean);
  const serviceArea = areaServedOf(s);
  return {
    externalRating: s.externalRating,
    ...(serviceArea ? { serviceArea } : {}),
    fields: {
      name: s.name,
      telephone: phoneE164(s.phone),
      email: s.email,
      address: {
        "@type": "PostalAddress",
        streetAddress: s.street,
        addressLocality: s.locality,
        addressRegion: s.region,
        postalCode: s.postalCode,
        addressCountry: business.country,
      },
      ...(s.geo
        ? {
            geo: { "@type": "GeoCoordinates", latitude: s.geo.latitude, longitude: s.geo.longitude },
            areaServed: {
              "@type": "GeoCircle",
              geoMidpoint: { "@type": "GeoCoordinates", latitude: s.geo.latitude, longitude: s.geo.longitude },
              geoRadius: Math.round(s.serviceRadiusMiles * METRES_PER_MILE),
            },
          }
        : areaServedOf(s)
          ? { areaServed: areaServedOf(s) }
          : {}),
      openingHoursSpecification: hourGroups(s.hours).map((h) => ({
        "@type": "OpeningHoursSpecification",
        dayOfWeek: schemaDays(h.days),
        opens: h.opens,
        closes: h.closes,
      })),
      ...(sameAs.length ? { sameAs } : {}),
      ...(logoUrl ? { logo: logoUrl } : {}),
    },
  };
}
