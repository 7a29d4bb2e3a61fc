/**
 * How to reach the business and what page copy says about it, as the owner keeps it in Settings:
 * the site layout's loader reads the settings for every public page (a change drops the cached
 * pages), and these hooks hand its facts to whatever shows them. Outside the site layout (an
 * error screen at the root) the seed contact details stand in.
 */
import { useRouteLoaderData } from "react-router";
import { defaultBusinessSettings as d, phoneHref } from "@common/business-settings";
import type { FooterFacts, SiteFacts } from "./business-facts.server";
import type { RatingSummary } from "./structured-data";

export type BusinessContact = Omit<FooterFacts, "social" | "about" | "towns" | "state">;

export const builtInContact: BusinessContact = {
  name: d.name,
  phone: d.phone,
  phoneHref: phoneHref(d.phone),
  email: d.email,
  street: d.street,
  locality: d.locality,
  region: d.region,
  postalCode: d.postalCode,
};

/**
 * Outside the site layout (the root error screen) nothing shows these; they promise nothing
 * rather than ship the code that words the seed values to every page.
 */
const builtInSite: SiteFacts = { hours: "", radius: "", emergency: null, externalRating: null };

interface LayoutData {
  footer?: FooterFacts;
  site?: SiteFacts;
  rating?: RatingSummary;
}

const useLayout = () => useRouteLoaderData("routes/site-layout") as LayoutData | undefined;

export function useBusinessContact(): BusinessContact {
  return useLayout()?.footer ?? builtInContact;
}

/** Opening hours, service radius and emergency wording for page copy. */
export function useSiteFacts(): SiteFacts {
  return useLayout()?.site ?? builtInSite;
}

/**
 * The rating a page may show: the approved customer reviews' average and count when there are
 * any (`source` null: this site's own reviews), else the owner's external rating with its source,
 * else null (nothing is shown).
 */
export interface ShownRating {
  /** One decimal, e.g. "4.9". */
  value: string;
  count: number;
  source: { name: string; url: string } | null;
}

export function shownRating(summary: RatingSummary | undefined, external: SiteFacts["externalRating"]): ShownRating | null {
  if (summary && summary.count > 0 && summary.average !== null) {
    return { value: (Math.round(summary.average * 10) / 10).toFixed(1), count: summary.count, source: null };
  }
  return external ? { value: external.value.toFixed(1), count: external.count, source: { name: external.sourceName, url: external.sourceUrl } } : null;
}

export function useShownRating(): ShownRating | null {
  const layout = useLayout();
  return shownRating(layout?.rating, (layout?.site ?? builtInSite).externalRating);
}

/** "From 12 customer reviews" (this site's) or "127 reviews · source: Google" (the external rating). */
export function ratingSourceText(r: ShownRating): string {
  const reviews = `${r.count} ${r.count === 1 ? "review" : "reviews"}`;
  return r.source ? `${reviews} · source: ${r.source.name}` : `From ${r.count} customer ${r.count === 1 ? "review" : "reviews"}`;
}
