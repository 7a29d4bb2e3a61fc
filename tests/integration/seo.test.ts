/**
 * Search-engine output over HTTP: the head of each page (title, description, canonical on
 * PUBLIC_URL, Open Graph / Twitter defaults, keywords), JSON-LD that parses and carries the
 * business facts and rating, and /sitemap.xml and /robots.txt.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { blogPosts, testimonials } from "../../server/db/schema";
import { driver, startTestServer } from "../helpers/server";
import { pagesChanged } from "../../server/render-cache/invalidate";
import { contentTypes } from "@common/content/types";
import { getEditable, publishEntry, saveDraft } from "../../server/content/store";

type Server = Awaited<ReturnType<typeof startTestServer>>;
type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const decode = (s: string) => s.replace(/&amp;/g, "&").replace(/&#x27;|&#39;/g, "'").replace(/&quot;/g, '"');
const metaContent = (html: string, attr: "name" | "property", key: string) => {
  const tag = [...html.matchAll(/<meta [^>]*>/g)].map((m) => m[0]).find((t) => t.includes(`${attr}="${key}"`));
  return tag ? decode(/content="([^"]*)"/.exec(tag)?.[1] ?? "") : undefined;
};
const canonicalOf = (html: string) => /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1];
const jsonLd = (html: string): Json[] =>
  [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1]!) as Json);
const ofType = (items: Json[], type: string) => items.filter((i) => i["@type"] === type);

describe(`search metadata (${driver})`, () => {
  let server: Server;
  const get = async (path: string) => (await server.request(path)).text();

  /** Switches a service on or off as the Site section does: a draft, then a publish. */
  const setServiceActive = async (slug: string, active: boolean) => {
    const type = contentTypes.service;
    const entry = (await getEditable(server.ctx.db, type, slug))!;
    const now = new Date();
    await server.ctx.db.transaction(async (tx) => {
      const saved = await saveDraft(tx, type, slug, { version: entry.version, data: { ...(entry.draft ?? entry.published), active } }, null, now);
      await publishEntry(tx, type, slug, saved!.version, null, now);
    });
    pagesChanged(server.ctx.db, "content");
    pagesChanged(server.ctx.db, "services");
  };
  beforeAll(async () => {
    server = await startTestServer({ pages: true });
  });
  afterAll(() => server.cleanup());

  it("gives each page a canonical URL on PUBLIC_URL and the Open Graph / Twitter defaults", async () => {
    for (const path of ["/", "/services", "/services/heat-pumps", "/plumbing", "/about-us", "/contact"]) {
      const html = await get(path);
      expect(canonicalOf(html)).toBe(`${server.url}${path}`);
      const title = decode(/<title>([^<]*)<\/title>/.exec(html)![1]!);
      expect(title.length).toBeLessThanOrEqual(60);
      const description = metaContent(html, "name", "description")!;
      expect(description.length).toBeGreaterThan(50);
      expect(description.length).toBeLessThanOrEqual(155);
      expect(metaContent(html, "property", "og:title")).toBe(title);
      expect(metaContent(html, "property", "og:description")).toBe(description);
      expect(metaContent(html, "property", "og:url")).toBe(`${server.url}${path}`);
      expect(metaContent(html, "property", "og:type")).toBe("website");
      expect(metaContent(html, "property", "og:image")).toBe(`${server.url}/images/og-default.png`);
      expect(metaContent(html, "property", "og:locale")).toBe("en_US");
      expect(metaContent(html, "name", "twitter:card")).toBe("summary_large_image");
      expect(metaContent(html, "name", "keywords")).toBeTruthy();
      expect(metaContent(html, "name", "robots")).toBeUndefined();
    }
  });

  it("serves the default Open Graph image as a real 1200x630 PNG", async () => {
    const res = await server.request("/images/og-default.png");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("image/png");
    const bytes = Buffer.from(await res.arrayBuffer());
    expect(bytes.subarray(1, 4).toString()).toBe("PNG");
    expect(bytes.readUInt32BE(16)).toBe(1200);
    expect(bytes.readUInt32BE(20)).toBe(630);
  });

  it("carries the LocalBusiness (HVACBusiness) with the seeded settings and the 4.9 from 127 external rating", async () => {
    const items = jsonLd(await get("/"));
    const [biz] = ofType(items, "HVACBusiness");
    expect(biz).toBeDefined();
    expect(biz!["@context"]).toBe("https://schema.org");
    expect(biz!.name).toBe("Mansfield Heating & Plumbing");
    expect(biz!.telephone).toBe("+1-802-555-0142");
    expect(biz!.address).toMatchObject({ "@type": "PostalAddress", addressLocality: "Jericho", addressRegion: "VT" });
    expect(biz!.geo).toEqual({ "@type": "GeoCoordinates", latitude: 44.4906, longitude: -72.9981 });
    expect(biz!.areaServed).toMatchObject({ "@type": "GeoCircle", geoRadius: 48280 });
    expect(biz!.areaServed.geoMidpoint).toMatchObject({ latitude: 44.4906, longitude: -72.9981 });
    expect(biz!.openingHoursSpecification).toEqual([
      { "@type": "OpeningHoursSpecification", dayOfWeek: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"], opens: "07:00", closes: "18:00" },
      { "@type": "OpeningHoursSpecification", dayOfWeek: ["Saturday"], opens: "08:00", closes: "16:00" },
    ]);
    expect(biz!.paymentAccepted).toBe("Cash, Credit Card, Check");
    expect(biz!.priceRange).toBe("$$");
    // No approved review yet: the owner's external rating (seeded with the spec's 4.9 from 127), naming its source.
    expect(biz!.aggregateRating).toEqual({
      "@type": "AggregateRating",
      ratingValue: 4.9,
      reviewCount: 127,
      bestRating: 5,
      worstRating: 1,
      author: { "@type": "Organization", name: "Google" },
    });
  });

  it("carries a BreadcrumbList from Home on every page, matching the visible breadcrumb", async () => {
    const home = ofType(jsonLd(await get("/")), "BreadcrumbList")[0]!;
    expect(home.itemListElement).toEqual([{ "@type": "ListItem", position: 1, name: "Home", item: `${server.url}/` }]);
    const detail = ofType(jsonLd(await get("/services/heat-pumps")), "BreadcrumbList")[0]!;
    expect(detail.itemListElement.map((i: Json) => [i.position, i.name, i.item])).toEqual([
      [1, "Home", `${server.url}/`],
      [2, "Services", `${server.url}/services`],
      [3, "Cold-Climate Heat Pumps", `${server.url}/services/heat-pumps`],
    ]);
    for (const path of ["/services", "/plumbing", "/heating", "/air-conditioning", "/about-us", "/contact"]) {
      const list = ofType(jsonLd(await get(path)), "BreadcrumbList");
      expect(list).toHaveLength(1);
      expect(list[0]!.itemListElement[0].name).toBe("Home");
      expect(list[0]!.itemListElement.at(-1).item).toBe(`${server.url}${path}`);
    }
  });

  it("adds a Service on service pages, with the business as provider", async () => {
    for (const path of ["/services/heat-pumps", "/services/ductless-mini-splits", "/plumbing", "/heating", "/air-conditioning"]) {
      const [service] = ofType(jsonLd(await get(path)), "Service");
      expect(service, path).toBeDefined();
      expect(service!.url).toBe(`${server.url}${path}`);
      // The provider is the page's LocalBusiness by its @id, which carries the owner's name.
      expect(service!.provider).toEqual({ "@id": `${server.url}/#business`, "@type": "HVACBusiness" });
      expect(ofType(jsonLd(await get(path)), "HVACBusiness")[0]).toMatchObject({ "@id": `${server.url}/#business`, name: "Mansfield Heating & Plumbing" });
      expect(service!.areaServed).toMatchObject({ name: "Chittenden County, Vermont" });
    }
    expect(ofType(jsonLd(await get("/about-us")), "Service")).toHaveLength(0);
  });

  it("computes the aggregateRating from approved testimonials: average to one decimal and the count", async () => {
    await server.ctx.db.insert(testimonials).values([
      { customerName: "Ann Lee", customerLocation: "Essex, VT", rating: 5, content: "Great install, very tidy crew.", serviceType: "heating", isApproved: true },
      { customerName: "Bo Tran", customerLocation: "Jericho, VT", rating: 4, content: "Good work on our boiler swap.", serviceType: "heating", isApproved: true },
      { customerName: "Cy Park", customerLocation: "Essex, VT", rating: 4, content: "Quick and friendly plumbing fix.", serviceType: "plumbing", isApproved: true },
      { customerName: "Pending", customerLocation: "Essex, VT", rating: 1, content: "Not yet approved, never counted.", serviceType: "plumbing", isApproved: false },
      { customerName: "Spammer", customerLocation: "Essex, VT", rating: 1, content: "Spam flagged and never counted.", serviceType: "plumbing", isApproved: true, isSpam: true },
    ]);
    pagesChanged(server.ctx.db, "reviews"); // written past the domain functions
    const [biz] = ofType(jsonLd(await get("/contact")), "HVACBusiness");
    expect(biz!.aggregateRating).toEqual({ "@type": "AggregateRating", ratingValue: 4.3, reviewCount: 3, bestRating: 5, worstRating: 1 });
    await server.ctx.db.delete(testimonials);
    pagesChanged(server.ctx.db, "reviews"); // written past the domain functions
  });

  it("marks the unknown-service page noindex, nofollow", async () => {
    const html = await get("/services/not-a-real-slug");
    expect(metaContent(html, "name", "robots")).toBe("noindex, nofollow");
  });

  it("serves robots.txt pointing at the sitemap and keeping crawlers out of the admin and auth pages", async () => {
    const res = await server.request("/robots.txt");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^text\/plain/);
    const text = await res.text();
    const lines = text.split("\n");
    expect(lines).toContain("User-agent: *");
    for (const path of ["/admin", "/login", "/register", "/forgot-password", "/reset-password", "/accept-invite"]) {
      expect(lines).toContain(`Disallow: ${path}`);
    }
    expect(lines).toContain(`Sitemap: ${server.url}/sitemap.xml`);
  });

  it("lists every public page, active service and published post in sitemap.xml with absolute URLs", async () => {
    await server.ctx.db.insert(blogPosts).values([
      { title: "Live post", content: "Body", slug: "sitemap-live-post", status: "published", isPublished: true, publishedAt: new Date() },
      { title: "Draft post", content: "Body", slug: "sitemap-draft-post", status: "draft", isPublished: false },
    ]);
    pagesChanged(server.ctx.db, "blog"); // written past the domain functions
    await setServiceActive("ductless-mini-splits", false);
    const res = await server.request("/sitemap.xml");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^application\/xml/);
    const xml = await res.text();
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);
    for (const loc of locs) expect(loc.startsWith(`${server.url}/`)).toBe(true);
    const paths = locs.map((l) => l.slice(server.url.length));
    for (const path of [
      "/", "/services", "/plumbing", "/heating", "/air-conditioning", "/about-us", "/areas-we-serve",
      "/services/areas/burlington", "/services/areas/south-burlington", "/gallery", "/blog", "/contact", "/reviews",
      "/heat-pump-education", "/cold-climate-heat-pumps", "/boiler-education", "/hybrid-water-heater-education",
      "/vermont-heating-guide", "/services/heat-pumps", "/services/high-efficiency-boilers", "/services/maintenance-contracts",
      "/blog/sitemap-live-post",
    ]) {
      expect(paths, path).toContain(path);
    }
    expect(new Set(paths).size).toBe(paths.length);
    expect(paths).not.toContain("/blog/sitemap-draft-post");
    expect(paths).not.toContain("/services/ductless-mini-splits");
    for (const hidden of ["/admin", "/login", "/register", "/forgot-password", "/reset-password", "/accept-invite"]) {
      expect(paths).not.toContain(hidden);
    }
    await setServiceActive("ductless-mini-splits", true);
  });
});
