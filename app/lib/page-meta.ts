/**
 * One call for a page's metadata: `export const meta = pageMeta({...})`. Adds the canonical URL,
 * Open Graph / Twitter tags, the BreadcrumbList (Home first) and the site-wide LocalBusiness
 * JSON-LD (its rating from the site layout's loader).
 */
import type { MetaDescriptor } from "react-router";
import * as messages from "@common/messages";
import type { SiteFacts } from "./business-facts.server";
import { defaultBusinessSettings } from "@common/business-settings";
import { buildMeta, DEFAULT_OG_IMAGE, originFrom, type PageMeta } from "./seo";
import { breadcrumbList, localBusiness, withServiceArea, type BusinessFacts, type Crumb, type RatingSummary, type ReviewMeta } from "./structured-data";

type Match = { id: string; data?: unknown } | undefined;

export interface MetaArgs {
  matches: ReadonlyArray<Match>;
  location: { pathname: string; search?: string };
  data?: unknown;
}

export interface PageMetaInput extends Omit<PageMeta, "path" | "structuredData"> {
  /** Defaults to the current path. */
  path?: string;
  /** Crumbs after Home, e.g. [{ name: "Services", url: "/services" }]; null for a page without a breadcrumb (404). */
  breadcrumbs?: Crumb[] | null;
  /** Extra JSON-LD (Service, FAQPage, BlogPosting...). Built with the origin. */
  structuredData?: (origin: string) => object | object[];
  /** Reviews of the business the page shows: added to the LocalBusiness as its `review` list. */
  reviews?: readonly ReviewMeta[];
}

/** Written in a title or description, replaced by the business's name from Settings. */
const BUSINESS_NAME = "{business}";

export const HOME_CRUMB: Crumb = { name: "Home", url: "/" };

export function ratingFrom(matches: ReadonlyArray<Match>): RatingSummary | undefined {
  const layout = matches.find((m) => m?.id === "routes/site-layout")?.data as { rating?: RatingSummary } | undefined;
  return layout?.rating;
}

/** The owner's business facts (Settings), from the site layout's loader. */
export function factsFrom(matches: ReadonlyArray<Match>): BusinessFacts | undefined {
  const layout = matches.find((m) => m?.id === "routes/site-layout")?.data as { facts?: BusinessFacts } | undefined;
  return layout?.facts;
}

/** Hours, radius and emergency wording (Settings), for a page's description. */
export function siteFactsFrom(matches: ReadonlyArray<Match>): SiteFacts | undefined {
  const layout = matches.find((m) => m?.id === "routes/site-layout")?.data as { site?: SiteFacts } | undefined;
  return layout?.site;
}

/** The business name as the owner keeps it (Settings): the site layout's, else the root's (back office). */
export function siteNameFrom(matches: ReadonlyArray<Match>): string {
  const name = factsFrom(matches)?.fields.name ?? (matches.find((m) => m?.id === "root")?.data as { siteName?: unknown } | undefined)?.siteName;
  return typeof name === "string" ? name : defaultBusinessSettings.name;
}

export function composeMeta(args: MetaArgs, input: PageMetaInput): MetaDescriptor[] {
  const origin = originFrom(args.matches);
  const path = input.path ?? args.location.pathname;
  const extra = input.structuredData?.(origin);
  const facts = factsFrom(args.matches);
  const structuredData = [
    localBusiness(origin, ratingFrom(args.matches), input.reviews, facts),
    ...(input.breadcrumbs === null ? [] : [breadcrumbList(origin, [HOME_CRUMB, ...(input.breadcrumbs ?? [])])]),
    ...withServiceArea(extra ? (Array.isArray(extra) ? extra : [extra]) : [], facts),
  ];
  const { reviews: _reviews, breadcrumbs: _crumbs, ...rest } = input;
  const siteName = siteNameFrom(args.matches);
  // Pages write their titles and descriptions with the seed name ("Contact | Mansfield Heating &
  // Plumbing"); the name the owner keeps in Settings takes its place here, for every page at once.
  // BUSINESS_NAME in a page's title or description is the name Settings keep (as is the seed's name, still written in some pages' copy).
  const named = (text: string) => text.replaceAll(BUSINESS_NAME, siteName).replaceAll(defaultBusinessSettings.name, siteName);
  // The site image's alt names the business as Settings do (the image itself: public/images/og-default.png).
  const ogImageAlt = rest.ogImage ? rest.ogImageAlt : named(DEFAULT_OG_IMAGE.alt);
  return buildMeta({ siteName, ...rest, ogImageAlt, title: named(rest.title), description: named(rest.description), path, structuredData }, origin);
}

/** `export const meta = pageMeta({ title, description, breadcrumbs })` for static pages. */
export function pageMeta(input: PageMetaInput | ((args: MetaArgs) => PageMetaInput)) {
  return (args: MetaArgs) => composeMeta(args, typeof input === "function" ? input(args) : input);
}

/** The 404 page's metadata: its title and text, noindex, and no breadcrumb (see the page). */
export function notFoundMeta(): PageMetaInput {
  return {
    title: messages.notFoundPage.title,
    description: messages.notFoundPage.text,
    noindex: true,
    breadcrumbs: null,
  };
}
