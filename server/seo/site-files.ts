/** /robots.txt and /sitemap.xml, with absolute URLs on PUBLIC_URL; the web app manifest, named from Settings. */
import type { Express } from "express";
import { asc } from "drizzle-orm";
import { listSitemapPosts } from "../blog/sitemap";
import { readEntries } from "../content/read";
import type { AppContext } from "../context";
import { blogCategories } from "../db/schema";
import { getBusinessSettings } from "../office/settings";
import { getBrand, manifestIcons } from "../brand/brand";
import { registeredTypes } from "../content/store";
import { disallowedPaths, staticPublicPages } from "./public-pages";

export interface SitemapEntry {
  path: string;
  lastmod?: Date;
  changefreq?: string;
  priority?: number;
}

const escapeXml = (s: string) =>
  s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&apos;");

export function renderSitemap(origin: string, entries: SitemapEntry[]): string {
  const base = origin.replace(/\/+$/, "");
  const urls = entries.map((e) => {
    const parts = [`    <loc>${escapeXml(base + e.path)}</loc>`];
    if (e.lastmod) parts.push(`    <lastmod>${e.lastmod.toISOString()}</lastmod>`);
    if (e.changefreq) parts.push(`    <changefreq>${e.changefreq}</changefreq>`);
    if (e.priority !== undefined) parts.push(`    <priority>${e.priority.toFixed(1)}</priority>`);
    return `  <url>\n${parts.join("\n")}\n  </url>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join("\n")}\n</urlset>\n`;
}

export function renderRobots(origin: string): string {
  const base = origin.replace(/\/+$/, "");
  return ["User-agent: *", "Allow: /", ...disallowedPaths.map((p) => `Disallow: ${p}`), "", `Sitemap: ${base}/sitemap.xml`, ""].join("\n");
}

/** The published entries of every collection with pages of its own (services...), leaving out those switched off. */
async function contentEntries(app: AppContext): Promise<SitemapEntry[]> {
  const out: SitemapEntry[] = [];
  for (const type of Object.values(registeredTypes)) {
    if (type.kind !== "collection") continue;
    const entries = (await readEntries(app, type.name as never)) as Array<{ slug: string; active?: unknown }>;
    for (const entry of entries) {
      const path = entry.active === false ? null : type.path(encodeURIComponent(entry.slug));
      if (path) out.push({ path, changefreq: "monthly", priority: 0.8 });
    }
  }
  return out;
}

/** Static pages, then the collections' entries (services first), blog categories and published posts. */
export async function sitemapEntries(app: AppContext): Promise<SitemapEntry[]> {
  const { db } = app;
  const [content, categories, posts] = await Promise.all([
    contentEntries(app),
    db.select({ slug: blogCategories.slug }).from(blogCategories).orderBy(asc(blogCategories.order), asc(blogCategories.name)),
    listSitemapPosts(db),
  ]);
  const seen = new Set<string>();
  const entries: SitemapEntry[] = [];
  const add = (e: SitemapEntry) => {
    if (seen.has(e.path)) return;
    seen.add(e.path);
    entries.push(e);
  };
  staticPublicPages.forEach(add);
  content.forEach(add);
  for (const c of categories) add({ path: `/blog/category/${encodeURIComponent(c.slug)}`, changefreq: "weekly", priority: 0.5 });
  for (const p of posts) add({ path: `/blog/${encodeURIComponent(p.slug)}`, lastmod: p.updatedAt, changefreq: "monthly", priority: 0.6 });
  return entries;
}

export function registerSiteFiles(app: Express, ctx: AppContext): void {
  app.get("/robots.txt", (_req, res) => {
    res.set("Cache-Control", "public, max-age=3600").type("text/plain").send(renderRobots(ctx.config.publicUrl));
  });
  // The name a phone shows under the site's icon: the business name as the owner keeps it.
  app.get("/site.webmanifest", async (_req, res, next) => {
    try {
      const [{ name }, brand] = await Promise.all([getBusinessSettings(ctx.db), getBrand(ctx.db)]);
      const manifest = {
        name,
        short_name: name.split(/\s+/)[0],
        // The owner's logo, made into PNG icons (server/brand), else the built-in mark.
        icons: manifestIcons(brand, [{ src: "/favicon.svg", sizes: "any", type: "image/svg+xml" }]),
        theme_color: brand.accent ?? "#1a4b76",
        background_color: "#ffffff",
        display: "standalone",
        start_url: "/",
      };
      res.set("Cache-Control", "public, max-age=300").type("application/manifest+json").send(JSON.stringify(manifest));
    } catch (error) {
      next(error);
    }
  });
  app.get("/sitemap.xml", async (_req, res, next) => {
    try {
      const xml = renderSitemap(ctx.config.publicUrl, await sitemapEntries(ctx));
      res.set("Cache-Control", "public, max-age=900").type("application/xml").send(xml);
    } catch (error) {
      next(error);
    }
  });
}
