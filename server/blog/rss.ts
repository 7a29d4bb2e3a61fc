/** /blog/rss.xml: RSS 2.0 of the latest published posts, absolute links on PUBLIC_URL. */
import { serviceAreaText, stateName } from "@common/business-settings";
import type { Db } from "../db/client";
import { getBusinessSettings } from "../office/settings";
import { plainText } from "./markdown";
import { listPublishedPosts } from "./posts";

export const RSS_ITEMS = 50;

const escapeXml = (s: string) =>
  s
    // Characters XML 1.0 forbids never reach the feed.
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g, "")
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&apos;");

export async function renderRss(db: Db, origin: string): Promise<string> {
  const base = origin.replace(/\/+$/, "");
  const [posts, settings] = await Promise.all([listPublishedPosts(db, { limit: RSS_ITEMS }), getBusinessSettings(db)]);
  const items = posts.map((p) => {
    const link = `${base}/blog/${encodeURIComponent(p.slug)}`;
    const date = (p.publishedAt ?? p.createdAt) as Date;
    const lines = [
      `      <title>${escapeXml(p.title)}</title>`,
      `      <link>${escapeXml(link)}</link>`,
      `      <guid isPermaLink="true">${escapeXml(link)}</guid>`,
      `      <pubDate>${new Date(date).toUTCString()}</pubDate>`,
      `      <description>${escapeXml(plainText(p.excerpt ?? ""))}</description>`,
      // The featured image as an enclosure (what most feed readers show as the item's picture).
      ...(p.featuredImage
        ? [`      <enclosure url="${escapeXml(base + p.featuredImage.large.src)}" length="${p.featuredImage.large.bytes}" type="${p.featuredImage.large.type}"/>`]
        : []),
      ...(p.category ? [`      <category>${escapeXml(p.category.name)}</category>`] : []),
      ...p.tags.map((t) => `      <category>${escapeXml(t)}</category>`),
    ];
    return `    <item>\n${lines.join("\n")}\n    </item>`;
  });
  const lastBuild = posts[0] ? new Date((posts[0].publishedAt ?? posts[0].createdAt) as Date).toUTCString() : new Date(0).toUTCString();
  return [
    `<?xml version="1.0" encoding="UTF-8"?>`,
    `<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">`,
    `  <channel>`,
    `    <title>${escapeXml(`${settings.name} Blog`)}</title>`,
    `    <link>${escapeXml(`${base}/blog`)}</link>`,
    `    <atom:link href="${escapeXml(`${base}/blog/rss.xml`)}" rel="self" type="application/rss+xml"/>`,
    `    <description>${escapeXml(`Advice from ${settings.name} for homeowners in ${serviceAreaText(settings)}, ${stateName(settings.region)}.`)}</description>`,
    `    <language>en-us</language>`,
    `    <lastBuildDate>${lastBuild}</lastBuildDate>`,
    ...items,
    `  </channel>`,
    `</rss>`,
    ``,
  ].join("\n");
}
