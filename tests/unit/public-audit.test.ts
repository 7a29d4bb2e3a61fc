/**
 * Rules behind the public-site audit fixes: area links follow the area-path rule and every community
 * has a page; upper-case page paths map to lower case (never /api, /assets or files); /reviews
 * marks up the approved reviews of the page shown; titles built from data pick a wording that fits.
 */
import { describe, expect, it } from "vitest";
import { AREA_PAGE_SLUGS, areaBySlug, areaHref, areaSlug, COMMUNITY_PAGE_AREAS, SERVICE_AREAS } from "@common/areas.server";
import type { ReviewItem } from "~/content/reviews";
import { heatingGuide } from "../../server/content/samples/heating-guide";
import { reviewsMeta } from "~/features/reviews/reviews-logic";
import { composeMeta } from "~/lib/page-meta";
import { DESCRIPTION_LIMIT, firstThatFits, TITLE_LIMIT } from "~/lib/seo";
import { localBusiness } from "~/lib/structured-data";
import { lowerCasePagePath } from "../../server/http/lowercase-redirect";
import { staticPublicPages } from "../../server/seo/public-pages";

/** The sample guide's city cards. */
const GUIDE_CITIES = heatingGuide.cities.items;

describe("area pages", () => {
  it("links a city to /services/areas/{name lower-cased, first space replaced by a hyphen}", () => {
    expect(areaSlug("South Burlington")).toBe("south-burlington");
    expect(areaHref("South Burlington")).toBe("/services/areas/south-burlington");
    expect(GUIDE_CITIES.map((c) => areaHref(c.city))).toEqual([
      "/services/areas/burlington",
      "/services/areas/south-burlington",
      "/services/areas/essex",
      "/services/areas/williston",
      "/services/areas/colchester",
      "/services/areas/jericho",
    ]);
  });

  it("gives each of the nine communities a slug by that rule, a page and a description that is never cut", () => {
    expect(SERVICE_AREAS).toHaveLength(9);
    for (const a of SERVICE_AREAS) {
      expect(a.slug).toBe(areaSlug(a.city));
      expect(areaBySlug(a.slug)).toBe(a);
      expect(a.seoDescription.length, a.slug).toBeLessThanOrEqual(DESCRIPTION_LIMIT);
    }
    expect(COMMUNITY_PAGE_AREAS.map((a) => a.slug)).toEqual(["essex", "williston", "winooski", "jericho", "colchester", "milton", "richmond"]);
    expect(COMMUNITY_PAGE_AREAS.some((a) => (AREA_PAGE_SLUGS as readonly string[]).includes(a.slug))).toBe(false);
    expect(new Set(SERVICE_AREAS.map((a) => a.seoDescription)).size).toBe(9);
  });

  it("lists Areas We Serve in the sitemap's static pages (each town's page is added from the content)", () => {
    const paths = staticPublicPages.map((p) => p.path);
    expect(paths).toContain("/areas-we-serve");
    expect(paths.filter((p) => p.startsWith("/services/areas/"))).toEqual([]);
    expect(new Set(paths).size).toBe(paths.length);
  });
});

describe("lower-case page paths", () => {
  it("lower-cases page paths with upper-case letters", () => {
    expect(lowerCasePagePath("/Services")).toBe("/services");
    expect(lowerCasePagePath("/Services/Heat-Pumps")).toBe("/services/heat-pumps");
    expect(lowerCasePagePath("/blog/Caf%C3%A9-Guide")).toBe("/blog/caf%C3%A9-guide");
  });

  it("leaves lower-case paths, /api, /assets, tooling, files and percent-escapes alone", () => {
    for (const path of [
      "/",
      "/services",
      "/blog/caf%C3%A9",
      "/api/Services",
      "/API/leads",
      "/assets/App-X1.js",
      "/Assets",
      "/Favicon.svg",
      "/Blog/rss.xml",
      "/Services.data",
      "/@vite/Client",
      "/__manifest",
      "/Services/%E0%A4%A",
      "/Blog/Category/%ZZ",
      "//Evil.example/Path",
      "/\\Evil.example/Path",
    ]) {
      expect(lowerCasePagePath(path), path).toBeNull();
    }
  });
});

describe("Review structured data", () => {
  const approved: ReviewItem[] = Array.from({ length: 12 }, (_, i) => ({
    id: `r${i}`,
    customerName: `Customer ${i + 1}`,
    customerLocation: "Essex, VT",
    rating: (i % 5) + 1,
    content: `Review text number ${i + 1}.`,
    serviceType: i % 3 === 0 ? "plumbing" : "heating",
    createdAt: new Date(Date.UTC(2025, 0, 12 - i, 15)).toISOString(),
  }));

  it("takes the approved reviews of the page shown, at most 9, as author, rating, reviewBody and datePublished", () => {
    const first = reviewsMeta(approved, new URLSearchParams());
    expect(first).toHaveLength(9);
    expect(first[0]).toEqual({ author: "Customer 1", rating: 1, reviewBody: "Review text number 1.", datePublished: "2025-01-12" });
    expect(reviewsMeta(approved, new URLSearchParams("page=2")).map((r) => r.author)).toEqual(["Customer 10", "Customer 11", "Customer 12"]);
    expect(reviewsMeta(approved, new URLSearchParams("service=plumbing")).map((r) => r.author)).toEqual([
      "Customer 1",
      "Customer 4",
      "Customer 7",
      "Customer 10",
    ]);
  });

  it("marks up nothing when there are no approved reviews", () => {
    expect(reviewsMeta([], new URLSearchParams())).toEqual([]);
    expect(reviewsMeta(undefined, new URLSearchParams())).toEqual([]);
  });

  it("nests the reviews in the LocalBusiness as schema.org Review items, and adds none when there are none", () => {
    const biz = localBusiness("https://www.example.com", { count: 1, average: 4 }, [
      { author: "Ann", rating: 4, reviewBody: "Tidy crew.", datePublished: "2025-01-02" },
    ]);
    expect(biz.review).toEqual([
      {
        "@type": "Review",
        author: { "@type": "Person", name: "Ann" },
        reviewRating: { "@type": "Rating", ratingValue: 4, bestRating: 5, worstRating: 1 },
        reviewBody: "Tidy crew.",
        datePublished: "2025-01-02",
      },
    ]);
    expect("review" in localBusiness("https://www.example.com")).toBe(false);
    const tags = composeMeta(
      { matches: [{ id: "root", data: { publicUrl: "https://www.example.com" } }], location: { pathname: "/reviews" } },
      { title: "Reviews", description: "What customers say", reviews: [{ author: "Bo", rating: 5, reviewBody: "Great.", datePublished: "2025-01-03" }] },
    );
    const ld = tags.filter((t) => "script:ld+json" in t).map((t) => (t as { "script:ld+json": Record<string, unknown> })["script:ld+json"]);
    expect((ld[0]!.review as unknown[]).length).toBe(1);
  });
});

describe("titles built from data", () => {
  it("pick the first wording within 60 characters, or the last one", () => {
    expect(firstThatFits(["a".repeat(61), "b".repeat(60), "c"])).toBe("b".repeat(60));
    expect(firstThatFits(["a".repeat(70), "b".repeat(65)])).toBe("b".repeat(65));
    expect(TITLE_LIMIT).toBe(60);
  });
});
