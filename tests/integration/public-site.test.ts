/**
 * The public pages this area owns, over HTTP from the production build: each answers 200 with its
 * own title, one h1, a breadcrumb from Home and the header/footer; /about is a permanent redirect;
 * unknown paths and unknown service slugs answer 404.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { driver, startTestServer } from "../helpers/server";

type Server = Awaited<ReturnType<typeof startTestServer>>;

const decode = (s: string) =>
  s.replace(/&amp;/g, "&").replace(/&#x27;|&#39;/g, "'").replace(/&quot;/g, '"').replace(/&lt;/g, "<").replace(/&gt;/g, ">");
const titleOf = (html: string) => decode(/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? "");
const h1sOf = (html: string) => [...html.matchAll(/<h1[^>]*>([\s\S]*?)<\/h1>/g)].map((m) => decode(m[1]!.replace(/<[^>]+>/g, "").trim()));
const textOf = (html: string) => decode(html.replace(/<!-- -->/g, "").replace(/<script[\s\S]*?<\/script>/g, " ").replace(/<[^>]+>/g, " ")).replace(/\s+/g, " ");

const pages: Array<{ path: string; title: string; h1: string; text: string[] }> = [
  { path: "/", title: "Heating, Plumbing & Heat Pumps in Jericho, VT | Mansfield", h1: "High-Efficiency Heating, Cooling & Plumbing for Vermont Homes", text: ["2 tune-ups a year", "15%", "10 years"] },
  { path: "/services", title: "Heating, Cooling & Plumbing Services | Jericho, VT", h1: "Our Services", text: [] },
  { path: "/services/heat-pumps", title: "Cold-Climate Heat Pumps in Chittenden County, VT", h1: "Cold-Climate Heat Pumps Built for Vermont Winters", text: ["300%+ efficiency", "Down to -15°F", "Up to 12 years warranty", "1-2 days install"] },
  { path: "/services/high-efficiency-boilers", title: "High-Efficiency Boilers in Chittenden County, VT", h1: "High-Efficiency Boilers for Steady, Quiet Heat", text: ["90%+ AFUE", "Gas/oil/propane", "Up to 10 years warranty", "1-3 days install"] },
  { path: "/services/maintenance-contracts", title: "Maintenance Contracts in Chittenden County, VT", h1: "Maintenance Contracts That Keep Systems Running for Years", text: ["2 visits a year", "Priority response", "15% off repairs", "Annual term"] },
  { path: "/services/ductless-mini-splits", title: "Ductless Mini-Splits in Chittenden County, VT", h1: "Ductless Mini-Splits", text: ["Same day response", "Comprehensive warranty", "Fully licensed", "Chittenden County", "Mon-Fri 7AM-6PM, Sat 8AM-4PM", "Licensed and insured"] },
  { path: "/plumbing", title: "Plumbing Services in Jericho & Chittenden County, VT", h1: "Plumbing Services for Chittenden County Homes", text: ["Quick Facts", "Why choose our plumbers"] },
  { path: "/heating", title: "Heating Installation & Service in Jericho, VT", h1: "Heating Systems Built for Vermont Winters", text: ["Quick Facts", "Why homeowners choose us for heating"] },
  { path: "/air-conditioning", title: "Air Conditioning & Mini-Splits in Chittenden County, VT", h1: "Air Conditioning Installation & Service", text: ["Ductless mini-splits", "Central air", "Repair and maintenance", "Preventive maintenance contracts", "Emergency repair", "Energy efficiency upgrades", "Chittenden County", "Same-day installation", "High SEER", "Emergency service available", "Back to all services"] },
  { path: "/about-us", title: "About Us | Owner-Operated HVAC & Plumbing in Jericho, VT", h1: "About Mansfield Heating & Plumbing", text: ["200+", "premium systems installed", "150+", "active maintenance contracts", "A+", "BBB Rating"] },
  { path: "/contact", title: "Contact Us | Free Heating Consultation in Jericho, VT", h1: "Schedule Your Free Consultation", text: ["Our consultation approach"] },
];

describe(`public pages (${driver})`, () => {
  let server: Server;
  beforeAll(async () => {
    server = await startTestServer({ pages: true });
  });
  afterAll(() => server.cleanup());

  it.each(pages)("$path answers 200 with its own title, one h1, a breadcrumb and its content", async ({ path, title, h1, text }) => {
    const res = await server.request(path);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(titleOf(html)).toBe(title);
    expect(h1sOf(html)).toEqual([h1]);
    expect(html).toContain('aria-label="Breadcrumb"');
    const body = textOf(html);
    expect(body).toContain("Home");
    for (const t of text) expect(body).toContain(t);
    // Header and footer on every page.
    expect(body).toContain("Get Quote");
    // The copyright year is the current one (the business facts come from Settings).
    expect(body).toContain(`© ${new Date().getUTCFullYear()} Mansfield Heating & Plumbing`);
  });

  it("a fresh install says what the specification says: planned work on the contact form, its hours from Settings", async () => {
    const contact = textOf(await (await server.request("/contact")).text());
    expect(contact).toContain(
      "We specialize in planned installations and maintenance, not emergency repairs. We'll respond within one business day to schedule your consultation.",
    );
    expect(contact).not.toContain("24/7");
    expect(contact).toContain("Mon-Fri 7AM-6PM, Sat 8AM-4PM");

    const ac = textOf(await (await server.request("/air-conditioning")).text());
    expect(ac).toContain("Support Emergency service available");
    expect(ac).not.toContain("24/7 emergency service for existing customers");
  });

  it("gives every page a distinct title", async () => {
    const titles = await Promise.all(pages.map(async (p) => titleOf(await (await server.request(p.path)).text())));
    expect(new Set(titles).size).toBe(titles.length);
  });

  it("renders the header links, the Services entries and the footer as the spec lists them", async () => {
    const html = await (await server.request("/")).text();
    for (const href of ["/about-us", "/areas-we-serve", "/reviews", "/gallery", "/blog", "/contact", "/login"]) {
      expect(html).toContain(`href="${href}"`);
    }
    for (const href of ["/services/heat-pumps", "/services/high-efficiency-boilers", "/services/maintenance-contracts", "/services"]) {
      expect(html).toContain(`href="${href}"`);
    }
    const body = textOf(html);
    for (const town of ["Burlington", "Jericho", "Essex", "South Burlington", "Colchester", "Winooski"]) expect(body).toContain(`${town}, VT`);
    expect(html).toContain('href="tel:+18025550142"');
    expect(html).toContain('href="mailto:office@mansfieldheatingvt.com"');
    // Social profiles are links once set in Settings, and not shown at all before.
    expect(html).not.toMatch(/aria-label="(Facebook|Instagram)/);
  });

  it("marks the active header link by path prefix", async () => {
    const about = await (await server.request("/about-us")).text();
    expect(about).toMatch(/<a[^>]*aria-current="page"[^>]*href="\/about-us"|<a[^>]*href="\/about-us"[^>]*aria-current="page"/);
    const reviews = await (await server.request("/contact")).text();
    expect(reviews).toMatch(/<a[^>]*href="\/contact"[^>]*aria-current="page"|<a[^>]*aria-current="page"[^>]*href="\/contact"/);
  });

  it("home shows the four tiles and the three image links with width, height, alt and lazy loading", async () => {
    const html = await (await server.request("/")).text();
    for (const href of ["/heat-pump-education", "/boiler-education", "/hybrid-water-heater-education", "/services/maintenance-contracts", "/air-conditioning", "/cold-climate-heat-pumps"]) {
      expect(html).toContain(`href="${href}"`);
    }
    const imgs = [...html.matchAll(/<img [^>]*>/g)].map((m) => m[0]);
    expect(imgs.length).toBeGreaterThanOrEqual(5);
    for (const img of imgs) {
      expect(img).toMatch(/ width="\d+"/);
      expect(img).toMatch(/ height="\d+"/);
      expect(img).toMatch(/ alt="/);
      expect(img).not.toMatch(/src="https?:/);
    }
    expect(imgs.filter((i) => i.includes('loading="lazy"')).length).toBeGreaterThanOrEqual(3);
  });

  it("the services list fetches its first card's picture first (preloaded, high priority) and lazy-loads the ones below", async () => {
    const html = await (await server.request("/services")).text();
    const head = html.slice(0, html.indexOf("</head>"));
    const cards = [...html.matchAll(/<img [^>]*src="\/images\/services\/[^"]+"[^>]*>/g)].map((m) => m[0]);
    expect(cards.length).toBeGreaterThanOrEqual(6);
    const first = /src="([^"]+)"/.exec(cards[0])![1];
    expect(cards[0]).toContain('fetchPriority="high"');
    expect(head).toMatch(new RegExp(`<link rel="preload" as="image" href="${first}" fetchPriority="high"/>`));
    expect(cards.slice(1).some((img) => img.includes("fetchPriority"))).toBe(false);
    expect(cards.slice(3).every((img) => img.includes('loading="lazy"'))).toBe(true);
  });

  it("redirects /about permanently to /about-us", async () => {
    const res = await server.request("/about");
    expect(res.status).toBe(301);
    expect(new URL(res.headers.get("location")!, server.url).pathname).toBe("/about-us");
  });

  it("answers an unknown path with the 404 page", async () => {
    const res = await server.request("/definitely-not-a-page");
    expect(res.status).toBe(404);
    expect(titleOf(await res.text())).toBe("404 - Page Not Found");
  });

  it("answers an unknown service slug with 404 and the exact alert", async () => {
    const res = await server.request("/services/no-such-service");
    expect(res.status).toBe(404);
    const html = await res.text();
    expect(textOf(html)).toContain("Service not found. Please check the URL or return to our main services page.");
    expect(html).toContain('role="alert"');
    expect(html).toContain('content="noindex, nofollow"');
  });

  it("never references another host for images, scripts or styles", async () => {
    for (const path of ["/", "/services/heat-pumps", "/contact"]) {
      const html = await (await server.request(path)).text();
      const refs = [...html.matchAll(/<(?:img|script|link)[^>]+(?:src|href)="(https?:[^"]+)"/g)].map((m) => m[1]!);
      // Only canonical / og URLs may be absolute, and they point at PUBLIC_URL.
      for (const ref of refs) expect(ref.startsWith(server.url)).toBe(true);
    }
  });
});
