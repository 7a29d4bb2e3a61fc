/**
 * Findings of the public-site audit, over HTTP against the production build:
 * - every page of /sitemap.xml has a title of 60 characters or fewer and a meta description of
 *   155 or fewer that the spec's truncation never cuts (no trailing "..."), all distinct;
 * - page paths with upper-case letters answer 301 to the lower-cased path (query kept), never
 *   for /api, /assets or files;
 * - the 404 page has no breadcrumb (its Home button is the one Home link), visible or as BreadcrumbList;
 * - /reviews carries the approved reviews it shows as `review` entries of the LocalBusiness;
 * - the seeded service descriptions fit the 155-character limit.
 * Needs the build in BUILD_DIR.
 */
import http from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedServices } from "../../server/db/seed-data";
import { testimonials } from "../../server/db/schema";
import { driver, startTestServer } from "../helpers/server";
import { pagesChanged } from "../../server/render-cache/invalidate";

type Server = Awaited<ReturnType<typeof startTestServer>>;
type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const decode = (s: string) =>
  s
    .replace(/&amp;/g, "&")
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">");
const titleOf = (html: string) => decode(/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? "");
const descriptionOf = (html: string) => decode(/<meta name="description" content="([^"]*)"/.exec(html)?.[1] ?? "");
const jsonLd = (html: string): Json[] =>
  [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1]!) as Json);
const ofType = (items: Json[], type: string) => items.filter((i) => i["@type"] === type);
const textOf = (html: string) =>
  decode(html.replace(/<!-- -->/g, "").replace(/<script[\s\S]*?<\/script>/g, " ").replace(/<[^>]+>/g, " ")).replace(/\s+/g, " ");

/** A GET with the request target exactly as given (fetch would resolve "//host" to another host). */
function rawGet(origin: string, target: string): Promise<{ status: number; location: string | undefined }> {
  const { hostname, port } = new URL(origin);
  return new Promise((resolve, reject) => {
    const req = http.get({ hostname, port, path: target }, (res) => {
      res.resume();
      resolve({ status: res.statusCode ?? 0, location: res.headers.location });
    });
    req.on("error", reject);
  });
}

describe(`public-site audit findings (${driver})`, () => {
  let server: Server;
  const get = async (path: string) => (await server.request(path)).text();

  beforeAll(async () => {
    server = await startTestServer({ pages: true });
  });
  afterAll(() => server.cleanup());

  it("gives every page in the sitemap a title of at most 60 and a description of at most 155 characters, never cut", async () => {
    const xml = await get("/sitemap.xml");
    const paths = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
    // The static pages, the nine areas, the services and the blog categories at least.
    expect(paths.length).toBeGreaterThanOrEqual(35);
    const seen = { titles: new Map<string, string>(), descriptions: new Map<string, string>() };
    for (const path of paths) {
      const res = await server.request(path);
      expect(res.status, path).toBe(200);
      const html = await res.text();
      const title = titleOf(html);
      const description = descriptionOf(html);
      expect(title.length, `${path} title "${title}"`).toBeGreaterThan(10);
      expect(title.length, `${path} title "${title}"`).toBeLessThanOrEqual(60);
      expect(title.endsWith("..."), `${path} title "${title}" was cut`).toBe(false);
      expect(description.length, `${path} description "${description}"`).toBeGreaterThan(50);
      expect(description.length, `${path} description "${description}"`).toBeLessThanOrEqual(155);
      expect(description.endsWith("..."), `${path} description "${description}" was cut`).toBe(false);
      // /heat-pump-education and /cold-climate-heat-pumps are one page (one canonical).
      const canonical = /<link rel="canonical" href="([^"]+)"/.exec(html)![1]!;
      for (const [kind, value] of [["titles", title], ["descriptions", description]] as const) {
        const other = seen[kind].get(value);
        if (other !== undefined) expect(other, `${path} repeats the ${kind.slice(0, -1)} of another page`).toBe(canonical);
        seen[kind].set(value, canonical);
      }
    }
  });

  describe("upper-case page paths", () => {
    it("answer 301 to the lower-cased path, keeping the query string", async () => {
      for (const [from, to] of [
        ["/Services", "/services"],
        ["/Services/Heat-Pumps", "/services/heat-pumps"],
        ["/SERVICES/AREAS/ESSEX", "/services/areas/essex"],
        ["/Reviews?service=heating&page=2", "/reviews?service=heating&page=2"],
        ["/Gallery?category=Boilers", "/gallery?category=Boilers"],
        ["/Blog/Some-Post", "/blog/some-post"],
        ["/No-Such-Page", "/no-such-page"],
      ]) {
        for (const method of ["GET", "HEAD"]) {
          const res = await server.request(from!, { method });
          expect(res.status, `${method} ${from}`).toBe(301);
          expect(res.headers.get("location"), `${method} ${from}`).toBe(to);
        }
      }
      const landed = await server.request("/services", {});
      expect(landed.status).toBe(200);
      expect(await landed.text()).toContain(`<link rel="canonical" href="${server.url}/services"/>`);
    });

    it("leave /api, /assets, files, percent-escapes and lower-case paths alone", async () => {
      const notRedirected = async (path: string) => {
        const res = await server.request(path);
        expect(res.status, path).not.toBe(301);
        expect(res.headers.get("location"), path).toBeNull();
      };
      await notRedirected("/API/Services");
      await notRedirected("/Api/testimonials");
      await notRedirected("/assets/Missing-File.js");
      await notRedirected("/Assets/X");
      await notRedirected("/Favicon.svg");
      await notRedirected("/images/OG-Default.PNG");
      await notRedirected("/Services.data");
      await notRedirected("/blog/caf%C3%A9");
      await notRedirected("/services");
      // Never a Location that leaves the site ("//host/..." sent as the raw request target).
      for (const target of ["//Example.com/Path", "/\\Example.com/Path"]) {
        const { status, location } = await rawGet(server.url, target);
        expect(status, target).not.toBe(301);
        expect(location, target).toBeUndefined();
      }
      // Writes are not redirected (a form the browser sends itself still gets its 303 reload).
      const post = await server.request("/Services", {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded" },
        body: "a=1",
      });
      expect(post.status).toBe(303);
    });
  });

  it("gives the 404 page its title, text, buttons, noindex and status, and no breadcrumb beside its Home button", async () => {
    for (const path of ["/no-such-page-here", "/services/areas/atlantis"]) {
      const res = await server.request(path);
      expect(res.status).toBe(404);
      const html = await res.text();
      expect(html).not.toContain('aria-label="Breadcrumb"');
      expect(ofType(jsonLd(html), "BreadcrumbList")).toEqual([]);
      expect(ofType(jsonLd(html), "HVACBusiness").length).toBe(1);
      expect(titleOf(html)).toBe("404 - Page Not Found");
      expect(html).toContain('content="noindex, nofollow"');
      const body = textOf(html);
      expect(body).toContain(
        "We couldn't find the page you're looking for. The page may have been moved, deleted, or the URL might be incorrect.",
      );
      const helpful = textOf(html.match(/<nav aria-label="Helpful links"[\s\S]*?<\/nav>/)![0]);
      expect(helpful.trim()).toBe("Home Services About Us Blog Contact Call (802) 555-0142 Go Back");
    }
  });

  describe("Review structured data on /reviews", () => {
    const reviewsOf = async (path: string) => {
      const [biz] = ofType(jsonLd(await get(path)), "HVACBusiness");
      expect(biz, path).toBeDefined();
      return biz!.review as Json[] | undefined;
    };

    it("marks up no reviews while none is approved", async () => {
      expect(await reviewsOf("/reviews")).toBeUndefined();
    });

    it("adds the approved reviews of the page shown (at most 9) to the LocalBusiness", async () => {
      const base = Date.UTC(2025, 2, 1, 12);
      const kinds = ["heating", "plumbing", "maintenance", "heating", "boiler", "plumbing", "heating", "maintenance", "heating", "plumbing", "heating"];
      await server.ctx.db.insert(testimonials).values([
        ...kinds.map((serviceType, i) => ({
          customerName: `Reviewer ${String(i + 1).padStart(2, "0")}`,
          customerLocation: "Essex, VT",
          rating: (i % 5) + 1,
          content: i === 10 ? 'Great work </script><script>alert("x")</script> & "quotes" stay text.' : `Review body number ${i + 1}, tidy crew.`,
          serviceType,
          isApproved: true,
          createdAt: new Date(base + i * 86_400_000),
        })),
        { customerName: "Not Approved", customerLocation: "Essex, VT", rating: 1, content: "Pending review body text", serviceType: "heating", isApproved: false },
        { customerName: "Spam Sender", customerLocation: "Essex, VT", rating: 5, content: "Spam review body text", serviceType: "heating", isApproved: true, isSpam: true },
      ]);
      pagesChanged(server.ctx.db, "reviews"); // written past the domain functions
      try {
        const html = await get("/reviews");
        // The user's text cannot close the JSON-LD script: "<" is escaped, and it all parses.
        expect(html).not.toContain('</script><script>alert("x")');
        const [biz] = ofType(jsonLd(html), "HVACBusiness");
        expect(biz!["@context"]).toBe("https://schema.org");
        expect(biz!.aggregateRating).toMatchObject({ "@type": "AggregateRating", reviewCount: 11 });
        const first = biz!.review as Json[];
        expect(first).toHaveLength(9);
        // Newest first, as the page shows them.
        expect(first.map((r) => r.author.name)).toEqual(
          ["11", "10", "09", "08", "07", "06", "05", "04", "03"].map((n) => `Reviewer ${n}`),
        );
        expect(first[0]).toEqual({
          "@type": "Review",
          author: { "@type": "Person", name: "Reviewer 11" },
          reviewRating: { "@type": "Rating", ratingValue: 1, bestRating: 5, worstRating: 1 },
          reviewBody: 'Great work </script><script>alert("x")</script> & "quotes" stay text.',
          datePublished: "2025-03-11",
        });
        for (const r of first) {
          expect(r["@type"]).toBe("Review");
          expect(r.author).toMatchObject({ "@type": "Person" });
          expect(typeof r.author.name).toBe("string");
          expect(Number.isInteger(r.reviewRating.ratingValue)).toBe(true);
          expect(r.reviewRating.ratingValue).toBeGreaterThanOrEqual(1);
          expect(r.reviewRating.ratingValue).toBeLessThanOrEqual(5);
          expect(r.reviewBody.length).toBeGreaterThan(10);
          expect(r.datePublished).toMatch(/^\d{4}-\d{2}-\d{2}$/);
        }
        // Page 2 and a filter carry their own reviews.
        expect((await reviewsOf("/reviews?page=2"))!.map((r) => r.author.name)).toEqual(["Reviewer 02", "Reviewer 01"]);
        const plumbing = (await reviewsOf("/reviews?service=plumbing"))!;
        expect(plumbing.map((r) => r.author.name)).toEqual(["Reviewer 10", "Reviewer 06", "Reviewer 02"]);
        expect(await reviewsOf("/reviews?service=renovation")).toBeUndefined();
        // Other pages carry the rating only.
        expect(await reviewsOf("/")).toBeUndefined();
        expect(await reviewsOf("/contact")).toBeUndefined();
      } finally {
        await server.ctx.db.delete(testimonials);
        pagesChanged(server.ctx.db, "reviews"); // written past the domain functions
      }
    });
  });

  it("seeds service descriptions that fit the 155-character meta description limit", () => {
    for (const s of seedServices) expect(s.description.length, s.slug).toBeLessThanOrEqual(155);
  });
});
