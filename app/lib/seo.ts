/**
 * Page metadata: title cut to at most 57 (at a word boundary) + "..." over 60 characters,
 * description cut to 152 + "..." over 155, canonical URL on PUBLIC_URL, Open Graph and Twitter
 * tags with the spec's defaults, optional noindex and JSON-LD.
 */
import type { MetaDescriptor } from "react-router";
import { business } from "@common/business";
import { defaultBusinessSettings } from "@common/business-settings";
import * as messages from "@common/messages";

export const TITLE_LIMIT = 60;
export const DESCRIPTION_LIMIT = 155;

/**
 * `text` within `limit`: cut to `limit - 3` plus "...", at the last word boundary so no word is
 * left half; one long word (no space in the second half) is cut where it must be.
 */
export function truncate(text: string, limit: number): string {
  if (text.length <= limit) return text;
  const room = limit - 3;
  const head = text.slice(0, room);
  const atBoundary = /\s/.test(text.charAt(room));
  const lastSpace = head.search(/\s\S*$/);
  const kept = atBoundary ? head : lastSpace >= room / 2 ? head.slice(0, lastSpace) : head;
  // A comma or dash left before the ellipsis reads as a typo.
  return `${kept.replace(/[\s,;:\u2013\u2014-]+$/, "") || head}...`;
}

/**
 * The first of several wordings that fits `limit`, so a title built from data (a category name)
 * is not cut mid-word; when none fits, the last one is returned and `truncate` cuts it.
 */
export function firstThatFits(candidates: readonly [string, ...string[]], limit = TITLE_LIMIT): string {
  return candidates.find((c) => c.length <= limit) ?? candidates[candidates.length - 1]!;
}

export interface PageMeta {
  title: string;
  description: string;
  /** Path of the page, e.g. "/services/heat-pumps"; made absolute on PUBLIC_URL. */
  path: string;
  keywords?: string[];
  ogImage?: string;
  /** Alt text of ogImage (the site image's when there is none): every page has og:image:alt and twitter:image:alt. */
  ogImageAlt?: string;
  ogType?: string;
  twitterCard?: string;
  structuredData?: object | object[];
  noindex?: boolean;
  author?: string;
  publishedDate?: string;
  modifiedDate?: string;
  /** The business name (Settings) for og:site_name. */
  siteName?: string;
}

export const absoluteUrl = (origin: string, path: string) =>
  /^https?:\/\//.test(path) ? path : `${origin.replace(/\/+$/, "")}${path.startsWith("/") ? path : `/${path}`}`;

/** The site's share image (public/images/og-default.png) and its alt text. */
export const DEFAULT_OG_IMAGE = { src: "/images/og-default.png", alt: messages.editor.siteImageAlt };

export function buildMeta(meta: PageMeta, origin: string): MetaDescriptor[] {
  const title = truncate(meta.title, TITLE_LIMIT);
  const description = truncate(meta.description, DESCRIPTION_LIMIT);
  const canonical = absoluteUrl(origin, meta.path);
  const image = absoluteUrl(origin, meta.ogImage ?? DEFAULT_OG_IMAGE.src);
  const imageAlt = meta.ogImageAlt ?? (meta.ogImage ? "" : DEFAULT_OG_IMAGE.alt);
  const ogType = meta.ogType ?? "website";
  const tags: MetaDescriptor[] = [
    { title },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: canonical },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    { property: "og:url", content: canonical },
    { property: "og:type", content: ogType },
    { property: "og:image", content: image },
    { property: "og:image:alt", content: imageAlt },
    { property: "og:site_name", content: meta.siteName ?? defaultBusinessSettings.name },
    { property: "og:locale", content: business.locale },
    { name: "twitter:card", content: meta.twitterCard ?? "summary_large_image" },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: description },
    { name: "twitter:image", content: image },
    { name: "twitter:image:alt", content: imageAlt },
  ];
  if (meta.keywords?.length) tags.push({ name: "keywords", content: meta.keywords.join(", ") });
  if (meta.noindex) tags.push({ name: "robots", content: "noindex, nofollow" });
  if (meta.author) tags.push({ name: "author", content: meta.author });
  if (meta.publishedDate) tags.push({ property: "article:published_time", content: meta.publishedDate });
  if (meta.modifiedDate) tags.push({ property: "article:modified_time", content: meta.modifiedDate });
  const data = meta.structuredData ? (Array.isArray(meta.structuredData) ? meta.structuredData : [meta.structuredData]) : [];
  for (const item of data) tags.push({ "script:ld+json": item });
  return tags;
}

/** The public origin the root loader exposes, for meta functions: `originFrom(matches)`. */
export function originFrom(matches: ReadonlyArray<{ id: string; data?: unknown } | undefined>): string {
  const root = matches.find((m) => m?.id === "root")?.data as { publicUrl?: string } | undefined;
  return root?.publicUrl ?? "";
}
