/**
 * Public pages part 2 over HTTP, as search engines and visitors without JavaScript see them:
 * areas, Burlington, South Burlington, gallery, reviews, the education pages and the Vermont
 * heating guide. Each answers 200 with its own title, one h1, a breadcrumb and the spec's
 * figures in the server HTML. Needs the build in BUILD_DIR.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { COMMUNITY_PAGE_AREAS } from "@common/areas.server";
import { heatingGuide } from "../../server/content/samples/heating-guide";
import { testimonials } from "../../server/db/schema";
import { driver, startTestServer } from "../helpers/server";
import { pagesChanged } from "../../server/render-cache/invalidate";

type Server = Awaited<ReturnType<typeof startTestServer>>;

/** The sample guide a fresh install shows. */
const GUIDE_CITIES = heatingGuide.cities.items;
const GUIDE_FAQ = heatingGuide.faq.items;

const decode = (s: string) =>
  s
    .replace(/&amp;/g, "&")
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&nbsp;/g, " ");

/** Visible text of the page body (tags removed, entities decoded, whitespace collapsed). */
function bodyText(html: string): string {
  const body = html.includes("<body") ? html.slice(html.indexOf("<body")) : html;
  return decode(body.replace(/<script[\s\S]*?<\/script>/g, " ").replace(/<!-- -->/g, "").replace(/<[^>]+>/g, " ")).replace(/\s+/g, " ");
}

function count(haystack: string, needle: string | RegExp): number {
  return needle instanceof RegExp ? (haystack.match(new RegExp(needle, "g")) ?? []).length : haystack.split(needle).length - 1;
}

/** Attributes of the first button whose visible text is `label`. */
function buttonAttrs(html: string, label: string): string {
  for (const m of html.matchAll(/<button([^>]*)>((?:(?!<\/button>)[\s\S])*)<\/button>/g)) {
    if (bodyText(m[2]!).trim() === label) return m[1]!;
  }
  throw new Error(`no button "${label}"`);
}

function jsonLd(html: string): Array<Record<string, unknown>> {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1]!));
}

describe(`public pages part 2 (${driver})`, () => {
  let server: Server;
  const page = async (path: string) => {
    const res = await server.request(path);
    const html = await res.text();
    return { status: res.status, html, text: bodyText(html) };
  };

  beforeAll(async () => {
    server = await startTestServer({ pages: true });
  });
  afterAll(() => server.cleanup());

  const routes: Array<[path: string, title: RegExp, h1: string, crumb: string]> = [
    ["/areas-we-serve", /^Areas We Serve in Chittenden County, VT$/, "Areas We Serve", "Areas We Serve"],
    ["/services/areas/burlington", /Burlington, VT$/, "Heating & Heat Pump Services in Burlington, VT", "Areas We Serve Burlington"],
    ["/services/areas/south-burlington", /South Burlington, VT$/, "HVAC & Heat Pump Services in South Burlington, VT", "Areas We Serve South Burlington"],
    ["/gallery", /^Project Gallery/, "Project Gallery", "Gallery"],
    ["/reviews", /^Customer Reviews/, "Customer Reviews", "Reviews"],
    ["/heat-pump-education", /^Cold-Climate Heat Pumps in Vermont/, "Cold-Climate Heat Pumps for Vermont Homes", "Heat Pump Education"],
    ["/cold-climate-heat-pumps", /^Cold-Climate Heat Pumps in Vermont/, "Cold-Climate Heat Pumps for Vermont Homes", "Cold Climate Heat Pumps"],
    ["/boiler-education", /^High-Efficiency Boilers in Vermont/, "High-Efficiency Boilers for Vermont Homes", "Boiler Education"],
    ["/hybrid-water-heater-education", /^Hybrid Water Heaters/, "Hybrid Heat Pump Water Heaters", "Hybrid Water Heater Education"],
    ["/vermont-heating-guide", /^Vermont Heating Guide/, "The Vermont Home Heating Guide", "Vermont Heating Guide"],
    ...COMMUNITY_PAGE_AREAS.map((a): [string, RegExp, string, string] => [
      `/services/areas/${a.slug}`,
      new RegExp(`^Heating, Heat Pumps & Plumbing in ${a.city}, VT$`),
      `Heating & Heat Pump Services in ${a.city}, VT`,
      `Areas We Serve ${a.city}`,
    ]),
  ];

  it.each(routes)("%s answers 200 with its title, one h1, a breadcrumb and metadata", async (path, title, h1, crumb) => {
    const { status, html } = await page(path);
    expect(status).toBe(200);
    const pageTitle = decode(html.match(/<title>([^<]*)<\/title>/)![1]!);
    expect(pageTitle).toMatch(title);
    expect(pageTitle.length).toBeLessThanOrEqual(60);
    const description = decode(html.match(/<meta name="description" content="([^"]*)"/)![1]!);
    expect(description.length).toBeGreaterThan(50);
    expect(description.length).toBeLessThanOrEqual(155);
    expect(count(html, /<h1[\s>]/)).toBe(1);
    expect(decode(html.match(/<h1[^>]*>([\s\S]*?)<\/h1>/)![1]!.replace(/<[^>]+>/g, ""))).toBe(h1);
    const nav = html.match(/<nav aria-label="Breadcrumb"[\s\S]*?<\/nav>/)![0];
    expect(bodyText(nav)).toContain(`Home ${crumb}`);
    const breadcrumbList = jsonLd(html).find((d) => d["@type"] === "BreadcrumbList") as { itemListElement: { name: string }[] };
    expect(breadcrumbList.itemListElement[0]!.name).toBe("Home");
    expect(breadcrumbList.itemListElement.map((i) => i.name).join(" ")).toBe(`Home ${crumb}`);
  });

  it("gives every page a unique title and description", async () => {
    const pages = await Promise.all(routes.filter(([p]) => p !== "/cold-climate-heat-pumps").map(([p]) => page(p)));
    const titles = pages.map((p) => p.html.match(/<title>([^<]*)<\/title>/)![1]);
    const descriptions = pages.map((p) => p.html.match(/<meta name="description" content="([^"]*)"/)![1]);
    expect(new Set(titles).size).toBe(titles.length);
    expect(new Set(descriptions).size).toBe(descriptions.length);
  });

  it("serves the heat pump page on both routes with one canonical URL", async () => {
    for (const path of ["/heat-pump-education", "/cold-climate-heat-pumps"]) {
      const { html } = await page(path);
      expect(html).toContain(`<link rel="canonical" href="${server.url}/heat-pump-education"/>`);
    }
  });

  describe("areas", () => {
    it("lists nine communities with type, response time and a Get Service button each", async () => {
      const { html, text } = await page("/areas-we-serve");
      const communities = [
        ["burlington", "Burlington", "City", "Same-day service"],
        ["south-burlington", "South Burlington", "City", "Same-day service"],
        ["essex", "Essex", "Town", "Same-day service"],
        ["williston", "Williston", "Town", "Same-day service"],
        ["winooski", "Winooski", "City", "Same-day service"],
        ["jericho", "Jericho (Home Base)", "Home Base", "Same-day service"],
        ["colchester", "Colchester", "Town", "Next-day service"],
        ["milton", "Milton", "Town", "Next-day service"],
        ["richmond", "Richmond", "Town", "Next-day service"],
      ];
      for (const [id, name, type, response] of communities) {
        const card = html.split(`<li id="${id}"`)[1]?.split('<li id="')[0];
        expect(card, id).toBeDefined();
        const cardText = bodyText(card!.split("</main>")[0]!);
        expect(cardText).toContain(name);
        expect(cardText).toContain(type);
        expect(cardText).toContain(response);
        expect(cardText).toContain("Get Service");
      }
      expect(count(text, "Get Service")).toBe(9);
      expect(text).toContain("30 miles");
      expect(html).toContain('href="/contact"');
      expect(html).toContain('href="tel:');
    });

    it("links each community card on /areas-we-serve to its area page", async () => {
      const { html } = await page("/areas-we-serve");
      for (const slug of ["burlington", "south-burlington", ...COMMUNITY_PAGE_AREAS.map((a) => a.slug)]) {
        const card = html.split(`<li id="${slug}"`)[1]!.split('<li id="')[0]!;
        expect(card, slug).toMatch(new RegExp(`<a[^>]*href="/services/areas/${slug}"[^>]*>More about `));
      }
    });

    it.each(COMMUNITY_PAGE_AREAS.map((a) => [a.slug, a] as const))(
      "/services/areas/%s shows the community's name, type, description, highlights, response time and calls to action",
      async (slug, area) => {
        const { status, html, text } = await page(`/services/areas/${slug}`);
        expect(status).toBe(200);
        expect(text).toContain(`${area.city}, Vermont`);
        expect(bodyText(html.match(/data-testid="area-type"[^>]*>([\s\S]*?)<\/span>/)![1]!).trim()).toBe(area.type);
        expect(bodyText(html.match(/data-testid="area-response-time"[^>]*>([\s\S]*?)<\/p>/)![1]!).trim()).toBe(area.responseTime);
        expect(text).toContain(area.description);
        for (const h of area.highlights) expect(text).toContain(h);
        // A quote control (a button the browser itself opens the quote dialog in the page with),
        // the call link, /contact and /areas-we-serve.
        expect(buttonAttrs(html, `Get a Free Quote in ${area.city}`)).toContain('commandfor="quote-dialog" command="show-modal"');
        expect(html).toMatch(/<dialog[^>]*id="quote-dialog"/);
        expect(html).toContain('href="tel:+18025550142"');
        expect(html).toMatch(/<a[^>]*href="\/contact"[^>]*>Contact Us<\/a>/);
        expect(html).toMatch(/<main[\s\S]*<a[^>]*href="\/areas-we-serve"[^>]*>All Areas We Serve<\/a>/);
        // Its own canonical, description and JSON-LD: LocalBusiness and Home > Areas We Serve > {City}.
        expect(html).toContain(`<link rel="canonical" href="${server.url}/services/areas/${slug}"/>`);
        expect(decode(html.match(/<meta name="description" content="([^"]*)"/)![1]!)).toBe(area.seoDescription);
        const ld = jsonLd(html);
        expect(ld.filter((d) => d["@type"] === "HVACBusiness")).toHaveLength(1);
        const crumbs = ld.find((d) => d["@type"] === "BreadcrumbList") as { itemListElement: { name: string; item: string }[] };
        expect(crumbs.itemListElement.map((i) => [i.name, i.item])).toEqual([
          ["Home", `${server.url}/`],
          ["Areas We Serve", `${server.url}/areas-we-serve`],
          [area.city, `${server.url}/services/areas/${slug}`],
        ]);
        expect(html).not.toContain('content="noindex, nofollow"');
      },
    );

    it("answers an unknown city with the 404 page and HTTP 404", async () => {
      for (const path of ["/services/areas/stowe", "/services/areas/not-a-town"]) {
        const { status, html } = await page(path);
        expect(status, path).toBe(404);
        expect(decode(html.match(/<title>([^<]*)<\/title>/)![1]!)).toBe("404 - Page Not Found");
        expect(html).toContain('content="noindex, nofollow"');
      }
    });

    it("shows the Burlington page with stats, three services, reasons and a link to /contact", async () => {
      const { html, text } = await page("/services/areas/burlington");
      for (const s of ["Cold-Climate Heat Pumps", "High-Efficiency Boilers", "Maintenance Contracts"]) expect(text).toContain(s);
      expect(text).toContain("Why Burlington Homeowners Choose Us");
      expect(text).toContain("Same-day service");
      expect(text).toContain("30 miles");
      expect(html).toContain('href="/contact"');
    });

    it("shows the South Burlington page as the specification describes it", async () => {
      const { html, text } = await page("/services/areas/south-burlington");
      expect(text).toContain("Commercial & Residential Hub");
      for (const t of ["Same-day service", "4.9/5 rating", "Licensed and insured"]) expect(text).toContain(t);
      for (const [value, label] of [["150+", "Businesses Served"], ["Same-Day", "Response"], ["100%", "Coverage"], ["4.9/5", "Commercial Rating"]]) {
        expect(text).toContain(`${value} ${label}`);
      }
      // No approved review yet: the rating is the owner's external one, with its source.
      expect(text).toContain("127 reviews · source: Google");
      for (const s of ["Commercial HVAC", "Residential Heat Pumps", "Preventive Maintenance"]) expect(text).toContain(s);
      for (const d of ["Airport Area", "Shopping Districts", "Commercial Zones"]) expect(text).toContain(d);
      expect(html).toMatch(/<a[^>]*href="\/contact"[^>]*>Get Free Quote<\/a>/);
      expect(html).toContain('href="tel:');
      const partner = html.match(/id="trusted-partner"[\s\S]*?<ul[^>]*>([\s\S]*?)<\/ul>/)![1]!;
      expect(count(partner, "<li")).toBe(4);
    });
  });

  describe("gallery", () => {
    it("renders 22 projects with sized, described, lazy images, the tabs and the stats", async () => {
      const { html, text } = await page("/gallery");
      expect(count(html, 'aria-label="View details: ')).toBe(22);
      // Each card is an article with its h3; the button holds phrasing content only (text), named "View details: {title}".
      expect(count(html, /<article aria-labelledby="project-\d+-title"/)).toBe(22);
      expect(count(html, /<h3 id="project-\d+-title"/)).toBe(22);
      const cardButtons = [...html.matchAll(/<button([^>]*data-project-id="\d+"[^>]*)>([\s\S]*?)<\/button>/g)];
      expect(cardButtons).toHaveLength(22);
      for (const [, attrs, inner] of cardButtons) {
        expect(inner).toBe("View details");
        const title = decode(attrs!.match(/aria-label="View details: ([^"]+)"/)![1]!);
        expect(text).toContain(title);
      }
      const images = [...html.matchAll(/<img[^>]*src="\/images\/gallery\/[^"]+"[^>]*>/g)].map((m) => m[0]);
      expect(images).toHaveLength(22);
      for (const img of images) {
        expect(img).toMatch(/width="640"/);
        expect(img).toMatch(/height="420"/);
        expect(img).toMatch(/alt="[^"]{10,}"/);
      }
      expect(images.filter((i) => i.includes('loading="lazy"')).length).toBeGreaterThanOrEqual(19);
      for (const tab of ["All Projects", "Heat Pumps", "Boilers", "Water Heaters", "Plumbing", "HVAC Systems"]) {
        expect(html).toMatch(new RegExp(`role="tab"[^>]*>${tab}</button>`));
      }
      for (const [v, l] of [["150+", "Projects Completed"], ["10+", "Years Experience"], ["25+", "Towns Served"], ["100%", "Satisfaction Guaranteed"]]) {
        expect(text).toContain(`${v} ${l}`);
      }
      for (const href of ["/heat-pump-education", "/boiler-education", "/hybrid-water-heater-education", "/plumbing"]) {
        expect(html).toContain(`href="${href}"`);
      }
    });

    it("filters by ?category= and shows the empty state for an unknown one", async () => {
      const boilers = await page("/gallery?category=boilers");
      expect(count(boilers.html, 'aria-label="View details: ')).toBe(4);
      expect(boilers.html).toMatch(/role="tab"[^>]*aria-selected="true"[^>]*>Boilers<\/button>/);
      const none = await page("/gallery?category=solar");
      expect(count(none.html, 'aria-label="View details: ')).toBe(0);
      expect(none.text).toContain("Show All Projects");
    });
  });

  describe("reviews", () => {
    it("with no approved reviews: the external rating with its source, no sample reviews, nothing called verified", async () => {
      const { html, text } = await page("/reviews");
      expect(text).toContain("4.9 average from 127 reviews on Google");
      expect(text).toContain("No reviews on this site yet");
      // The only count of reviews on the page is the external one, named with its source.
      expect(text.match(/\d+ reviews?/g)).toEqual(["127 reviews"]);
      expect(html).not.toContain('data-testid="review-card"');
      expect(text.toLowerCase()).not.toContain("verified");
      expect(text).not.toContain("All Reviews (");
    });

    it("paginates approved reviews 9 per page, filters by service and shows the empty state", async () => {
      const services = ["heating", "heating", "heat-pump", "plumbing", "plumbing", "maintenance", "heating", "plumbing", "maintenance", "heating", "boiler", "maintenance"];
      const base = Date.UTC(2025, 0, 1);
      await server.ctx.db.insert(testimonials).values([
        ...services.map((serviceType, i) => ({
          customerName: `Approved Customer ${String(i + 1).padStart(2, "0")}`,
          customerLocation: i % 2 ? "Essex, VT" : "Milton, VT",
          rating: i === 0 ? 3 : 5,
          content: `Great ${serviceType} work number ${i + 1}. ${"Careful and tidy crew. ".repeat(i === 11 ? 12 : 1)}`,
          serviceType,
          isApproved: true,
          createdAt: new Date(base + i * 86_400_000),
        })),
        { customerName: "Pending Person", customerLocation: "Essex, VT", rating: 1, content: "Not yet approved review text", serviceType: "heating", isApproved: false },
        { customerName: "Spam Bot", customerLocation: "Essex, VT", rating: 5, content: "Spam review text here", serviceType: "heating", isApproved: true, isSpam: true },
      ]);
      pagesChanged(server.ctx.db, "reviews"); // written past the domain functions

      const first = await page("/reviews");
      expect(first.text).not.toContain("Karen Whitcomb");
      expect(first.text).not.toContain("Pending Person");
      expect(first.text).not.toContain("Spam Bot");
      // (3 + 11 × 5) / 12 = 4.83
      expect(first.text).toContain("4.8 average from 12 verified reviews");
      for (const f of ["All Reviews (12)", "Heating (6)", "Plumbing (3)", "Maintenance (3)", "Renovation (0)"]) expect(first.text).toContain(f);
      expect(count(first.html, 'data-testid="review-card"')).toBe(9);
      // Newest first: #12 leads, with its long text cut and a Read More button.
      expect(first.text.indexOf("Approved Customer 12")).toBeLessThan(first.text.indexOf("Approved Customer 11"));
      expect(first.text).toContain("Read More");
      expect(buttonAttrs(first.html, "Previous")).toContain('disabled=""');
      expect(buttonAttrs(first.html, "Next")).not.toContain('disabled=""');
      expect(buttonAttrs(first.html, "Next")).toContain('value="2"');

      const second = await page("/reviews?page=2");
      expect(count(second.html, 'data-testid="review-card"')).toBe(3);
      expect(second.text).toContain("Approved Customer 01");
      expect(buttonAttrs(second.html, "Previous")).not.toContain('disabled=""');
      expect(buttonAttrs(second.html, "Previous")).toContain('value="1"');
      expect(buttonAttrs(second.html, "Next")).toContain('disabled=""');

      const heating = await page("/reviews?service=heating");
      expect(count(heating.html, 'data-testid="review-card"')).toBe(6);
      expect(buttonAttrs(heating.html, "Heating (6)")).toContain('aria-pressed="true"');
      expect(heating.html).toContain('<input type="hidden" name="service" value="heating"/>');

      const empty = await page("/reviews?service=renovation&page=3");
      expect(empty.text).toContain("No reviews found");
      expect(empty.text).toContain("Show All Reviews");
      expect(count(empty.html, 'data-testid="review-card"')).toBe(0);
      expect(empty.html).toContain('href="/contact"');
    });
  });

  describe("education pages", () => {
    it("heat pumps: 300% efficiency, 30-70% savings, costs, brand cards and maintenance link", async () => {
      const { html, text } = await page("/heat-pump-education");
      for (const f of ["300% Efficiency", "30-70% Savings", "Year-Round Comfort", "$3,500-5,500", "$8,000-15,000", "$1,200-2,500 a year", "$800-1,800 a year", "3-6 years", "-15°F"]) {
        expect(text).toContain(f);
      }
      expect(count(text, "Get Expert Assessment")).toBeGreaterThanOrEqual(2);
      expect(text).toContain("Get a Ductless Quote");
      expect(text).toContain("Get a Ducted Quote");
      expect(html).toContain('href="/services/maintenance-contracts"');
      expect(jsonLd(html).some((d) => d["@type"] === "Service")).toBe(true);
    });

    it("boilers: investment snapshot, 80% vs 95% AFUE and the $3,000 vs $2,100 table", async () => {
      const { text } = await page("/boiler-education");
      for (const f of ["90%+ AFUE Efficiency", "15-20 year Lifespan", "7-10 year ROI", "10 year Warranty", "80% AFUE", "95% AFUE", "$3,000", "$2,100", "$900"]) {
        expect(text).toContain(f);
      }
    });

    it("hybrid water heaters: 4,500 vs 1,400 kWh, $372, and $2,500 − 30% ($750) − $600 = $1,150", async () => {
      const { text } = await page("/hybrid-water-heater-education");
      for (const f of ["4,500 kWh", "1,400 kWh", "$372", "$2,500", "Federal tax credit (30%) -$750", "Utility rebate -$600", "Net cost $1,150"]) {
        expect(text).toContain(f);
      }
      expect(count(text, "Calculate Your Savings")).toBeGreaterThanOrEqual(2);
    });
  });

  describe("Vermont heating guide", () => {
    it("has the stat cards, challenges, rebates anchor and three rebate cards", async () => {
      const { html, text } = await page("/vermont-heating-guide");
      for (const [v, l] of [["-5°F", "Average Winter Low"], ["7+ months", "Heating Season"], ["$2,400+", "Energy Costs"], ["$8,000+", "Available Rebates"]]) {
        expect(text).toContain(`${v} ${l}`);
      }
      expect(text).toContain("October to April");
      for (const c of ["Extreme Cold", "High Energy Costs", "Aging Infrastructure"]) expect(text).toContain(c);
      expect(html).toMatch(/<a[^>]*href="#rebates"[^>]*>View Rebates<\/a>/);
      expect(html).toContain('id="rebates"');
      for (const r of ["$4,000-$8,000", "federal tax credit up to $2,000", "$1,200-$2,500", "Utility rebates up to $500", "$750-$1,500", "15-year warranty programs"]) {
        expect(text).toContain(r);
      }
      expect(text).toContain("2024 Rebates Available");
    });

    it("renders a five-question FAQ with FAQPage JSON-LD", async () => {
      const { html } = await page("/vermont-heating-guide");
      const faq = jsonLd(html).find((d) => d["@type"] === "FAQPage") as { mainEntity: { name: string; acceptedAnswer: { text: string } }[] };
      expect(faq.mainEntity).toHaveLength(5);
      for (const q of faq.mainEntity) expect(decode(html)).toContain(q.name);
      expect(count(html, /data-state="closed"[^>]*aria-expanded="false"|aria-expanded="false"[^>]*data-state="closed"/)).toBeGreaterThanOrEqual(5);
    });

    it("has every FAQ answer in the server HTML, in a hidden region labelled by its question", async () => {
      const { html } = await page("/vermont-heating-guide");
      const faqSection = html.match(/<section id="faq"[\s\S]*?<\/section>/)![0];
      const faq = jsonLd(html).find((d) => d["@type"] === "FAQPage") as { mainEntity: { acceptedAnswer: { text: string } }[] };
      expect(faq.mainEntity.map((q) => q.acceptedAnswer.text)).toEqual(GUIDE_FAQ.map((f) => f.answer));
      const regions = [...faqSection.matchAll(/<div([^>]*role="region"[^>]*)>([\s\S]*?)<\/div>/g)];
      expect(regions).toHaveLength(GUIDE_FAQ.length);
      for (const [i, item] of GUIDE_FAQ.entries()) {
        const [, attrs, inner] = regions[i]!;
        expect(decode(inner!)).toBe(item.answer);
        // Closed on arrival: hidden, and named by (and controlled from) its question button.
        expect(attrs).toMatch(/ hidden=""/);
        const id = attrs!.match(/ id="([^"]+)"/)![1]!;
        const labelledBy = attrs!.match(/aria-labelledby="([^"]+)"/)![1]!;
        const trigger = faqSection.match(new RegExp(`<button[^>]*id="${labelledBy}"[^>]*>`))![0];
        expect(trigger).toContain(`aria-controls="${id}"`);
        expect(trigger).toContain('aria-expanded="false"');
        expect(decode(faqSection)).toContain(item.question);
      }
    });

    it("links the six cities to /services/areas/{name lower-cased, first space a hyphen}, each a 200 area page", async () => {
      const { html } = await page("/vermont-heating-guide");
      const cities = html.match(/id="cities"[\s\S]*?<\/ul>/)![0];
      const hrefs = [...cities.matchAll(/href="([^"]+)"/g)].map((m) => m[1]);
      expect(GUIDE_CITIES.map((c) => c.city)).toEqual(["Burlington", "South Burlington", "Essex", "Williston", "Colchester", "Jericho"]);
      expect(hrefs).toEqual([
        "/services/areas/burlington",
        "/services/areas/south-burlington",
        "/services/areas/essex",
        "/services/areas/williston",
        "/services/areas/colchester",
        "/services/areas/jericho",
      ]);
      for (const [i, h] of hrefs.entries()) {
        const target = await page(h!);
        expect(target.status, h).toBe(200);
        expect(target.text).toContain(`${GUIDE_CITIES[i]!.city}, VT`);
      }
    });
  });
});
