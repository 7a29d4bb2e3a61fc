/** Metadata limits and defaults, JSON-LD builders, sitemap/robots rendering, active links and widget figures. */
import { describe, expect, it } from "vitest";
import { activeLinkIndex } from "~/lib/active-link";
import { widgetStats } from "~/features/reviews/widget-stats";
import { composeMeta } from "~/lib/page-meta";
import { buildMeta, DESCRIPTION_LIMIT, TITLE_LIMIT, truncate } from "~/lib/seo";
import { aggregateRating, faqPage, serviceSchema } from "~/lib/structured-data";
import { renderRobots, renderSitemap } from "../../server/seo/site-files";
import { samples } from "../../server/content/samples";

const ORIGIN = "https://www.example.com";
const find = (tags: ReturnType<typeof buildMeta>, key: string, value: string) =>
  tags.find((t) => (t as Record<string, unknown>)[key] === value) as Record<string, string> | undefined;

describe("metadata truncation", () => {
  it("keeps a 60-character title and cuts a 61-character one to 57 plus an ellipsis", () => {
    const sixty = "a".repeat(60);
    expect(truncate(sixty, TITLE_LIMIT)).toBe(sixty);
    const cut = truncate("b".repeat(61), TITLE_LIMIT);
    expect(cut).toBe(`${"b".repeat(57)}...`);
    expect(cut).toHaveLength(60);
  });

  it("cuts a title of words at a word boundary, never mid-word", () => {
    const title = "Why Your Heat Pump Short-Cycles in Deep Winter and How Installers Fix It";
    const cut = truncate(title, TITLE_LIMIT);
    expect(cut).toBe("Why Your Heat Pump Short-Cycles in Deep Winter and How...");
    expect(cut.length).toBeLessThanOrEqual(TITLE_LIMIT);
    expect(title.startsWith(cut.slice(0, -3))).toBe(true);
    // Punctuation before the cut is dropped, not followed by the ellipsis.
    expect(truncate(`${"word ".repeat(10)}boiler, radiators and more words`, TITLE_LIMIT)).toBe(`${"word ".repeat(10)}boiler...`);
  });

  it("keeps a 155-character description and cuts a longer one to 152 plus an ellipsis", () => {
    expect(truncate("d".repeat(155), DESCRIPTION_LIMIT)).toHaveLength(155);
    expect(truncate("d".repeat(400), DESCRIPTION_LIMIT)).toBe(`${"d".repeat(152)}...`);
  });

  it("applies the limits to the title, description, Open Graph and Twitter tags", () => {
    const tags = buildMeta({ title: "T".repeat(80), description: "D".repeat(200), path: "/x" }, ORIGIN);
    expect(find(tags, "title", `${"T".repeat(57)}...`)).toBeDefined();
    expect(find(tags, "name", "description")!.content).toBe(`${"D".repeat(152)}...`);
    expect(find(tags, "property", "og:title")!.content).toBe(`${"T".repeat(57)}...`);
    expect(find(tags, "name", "twitter:description")!.content).toBe(`${"D".repeat(152)}...`);
  });
});

describe("metadata defaults", () => {
  it("uses og:type website, twitter summary_large_image, en_US, an absolute canonical and og:image", () => {
    const tags = buildMeta({ title: "Page", description: "About it", path: "/services" }, ORIGIN);
    expect(find(tags, "rel", "canonical")!.href).toBe(`${ORIGIN}/services`);
    expect(find(tags, "property", "og:type")!.content).toBe("website");
    expect(find(tags, "name", "twitter:card")!.content).toBe("summary_large_image");
    expect(find(tags, "property", "og:locale")!.content).toBe("en_US");
    expect(find(tags, "property", "og:image")!.content).toBe(`${ORIGIN}/images/og-default.png`);
    expect(find(tags, "name", "robots")).toBeUndefined();
  });

  it("marks noindex pages noindex, nofollow", () => {
    const tags = buildMeta({ title: "Login", description: "Staff", path: "/login", noindex: true }, ORIGIN);
    expect(find(tags, "name", "robots")!.content).toBe("noindex, nofollow");
  });

  it("composes the LocalBusiness with the layout's rating and a BreadcrumbList from Home", () => {
    const tags = composeMeta(
      {
        matches: [
          { id: "root", data: { publicUrl: ORIGIN } },
          { id: "routes/site-layout", data: { rating: { count: 4, average: 4.625 } } },
        ],
        location: { pathname: "/plumbing" },
      },
      { title: "Plumbing", description: "Pipes", breadcrumbs: [{ name: "Plumbing", url: "/plumbing" }] },
    );
    const ld = tags.filter((t) => "script:ld+json" in t).map((t) => (t as { "script:ld+json": Record<string, unknown> })["script:ld+json"]);
    expect(ld.map((x) => x["@type"])).toEqual(["HVACBusiness", "BreadcrumbList"]);
    expect(ld[0]!.aggregateRating).toMatchObject({ ratingValue: 4.6, reviewCount: 4 });
    expect((ld[1]!.itemListElement as Array<{ item: string }>).map((i) => i.item)).toEqual([`${ORIGIN}/`, `${ORIGIN}/plumbing`]);
  });
});

describe("structured data", () => {
  it("rates from approved reviews; with none, the owner's external rating naming its source, or nothing", () => {
    const external = { value: 4.9, count: 127, sourceName: "Google", sourceUrl: "https://g.page/mansfield" };
    expect(aggregateRating(undefined, external)).toEqual({
      "@type": "AggregateRating",
      ratingValue: 4.9,
      reviewCount: 127,
      bestRating: 5,
      worstRating: 1,
      author: { "@type": "Organization", name: "Google", url: "https://g.page/mansfield" },
    });
    expect(aggregateRating({ count: 0, average: null }, { ...external, sourceUrl: "" })).toHaveProperty("author", { "@type": "Organization", name: "Google" });
    expect(aggregateRating({ count: 0, average: null }, null)).toBeUndefined();
    expect(aggregateRating(undefined, undefined)).toBeUndefined();
    const own = aggregateRating({ count: 3, average: 13 / 3 }, external);
    expect(own).toEqual({ "@type": "AggregateRating", ratingValue: 4.3, reviewCount: 3, bestRating: 5, worstRating: 1 });
  });

  it("builds Service and FAQPage", () => {
    const s = serviceSchema(ORIGIN, { name: "Heat Pumps", description: "Warm", url: "/services/heat-pumps", image: "/i.svg" });
    expect(s).toMatchObject({ "@type": "Service", url: `${ORIGIN}/services/heat-pumps`, image: `${ORIGIN}/i.svg` });
    const f = faqPage([{ question: "Q?", answer: "A." }]);
    expect(f.mainEntity).toEqual([{ "@type": "Question", name: "Q?", acceptedAnswer: { "@type": "Answer", text: "A." } }]);
  });
});

describe("sitemap and robots rendering", () => {
  it("writes absolute, XML-escaped locations with lastmod, changefreq and priority", () => {
    const xml = renderSitemap(`${ORIGIN}/`, [
      { path: "/", changefreq: "weekly", priority: 1 },
      { path: "/blog/a&b", lastmod: new Date("2025-03-04T05:06:07Z") },
    ]);
    expect(xml).toContain(`<loc>${ORIGIN}/</loc>`);
    expect(xml).toContain("<priority>1.0</priority>");
    expect(xml).toContain(`<loc>${ORIGIN}/blog/a&amp;b</loc>`);
    expect(xml).toContain("<lastmod>2025-03-04T05:06:07.000Z</lastmod>");
  });

  it("points robots.txt at the sitemap", () => {
    expect(renderRobots(ORIGIN)).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
    expect(renderRobots(ORIGIN)).toContain("Disallow: /admin");
  });
});

describe("active header link by path prefix", () => {
  const links = samples.navigation.header;
  const current = (path: string) => links[activeLinkIndex(path, links)]?.label;
  it("matches the Services family but not the area pages under /services/areas", () => {
    for (const p of ["/services", "/services/heat-pumps", "/plumbing", "/heating", "/air-conditioning", "/cold-climate-heat-pumps"]) {
      expect(current(p), p).toBe("Services");
    }
    expect(current("/services/areas/burlington")).toBe("Areas");
    expect(current("/areas-we-serve")).toBe("Areas");
    expect(current("/servicesxyz")).toBeUndefined();
    expect(current("/")).toBeUndefined();
  });

  it("highlights About under /about too, and a home link only on the home page", () => {
    expect(current("/about")).toBe("About");
    expect(current("/about-us")).toBe("About");
    const withHome = [{ to: "/", activeUnder: [], menu: [] }, ...links];
    expect(activeLinkIndex("/", withHome)).toBe(0);
    expect(activeLinkIndex("/contact", withHome)).toBe(withHome.findIndex((l) => l.to === "/contact"));
    expect(activeLinkIndex("/contact", [{ to: "https://example.com/contact", activeUnder: [], menu: [] }])).toBe(-1);
  });
});

describe("review widget figures", () => {
  it("has no figures of its own with no approved testimonials", () => {
    expect(widgetStats([])).toBeNull();
  });
  it("uses the one testimonial's rating", () => {
    expect(widgetStats([{ rating: 5 }])).toEqual({ count: 1, average: "5.0", fiveStarShare: 100 });
  });
  it("averages to one decimal and rounds the five-star share", () => {
    expect(widgetStats([{ rating: 5 }, { rating: 5 }, { rating: 4 }])).toEqual({ count: 3, average: "4.7", fiveStarShare: 67 });
    expect(widgetStats([{ rating: 1 }, { rating: 2 }])).toEqual({ count: 2, average: "1.5", fiveStarShare: 0 });
  });
});
