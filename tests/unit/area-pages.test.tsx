/**
 * The town pages and Areas We Serve render whatever the content holds: a town the owner adds
 * (with only some sections filled) gets its page and its card, and empty content (no towns,
 * every text "", every list []) renders a plain page without a crash, an empty section or the
 * words "undefined" / "null". Rendered on the server as a visitor without JavaScript gets it,
 * through the real route components and the loader data they receive.
 */
import { renderToString } from "react-dom/server";
import { createRoutesStub, Outlet } from "react-router";
import { describe, expect, it } from "vitest";
import type { Content } from "@common/content/types";
import { QuoteDialogProvider } from "~/features/quote/quote-dialog-context";
import AreaRoute from "~/routes/area";
import AreasWeServePage from "~/routes/areas-we-serve";

type Area = { slug: string } & Content<"area">;

const emptyArea: Area = {
  slug: "",
  name: "",
  city: "",
  type: "",
  homeBase: false,
  responseTime: "",
  quickResponse: false,
  description: "",
  highlights: [],
  seo: { title: "", description: "" },
  keywords: [],
  hero: { heading: "", badge: "", state: "", population: "", intro: "", callFirst: false, trust: [] },
  stats: [],
  local: { title: "", coverage: "" },
  services: { title: "", items: [] },
  reasons: { title: "", items: [], knowHowTitle: "", knowHow: [], knowHowNote: "" },
  partner: { title: "", points: [] },
  districts: { title: "", items: [] },
  form: { heading: "" },
  cta: { title: "", text: "", contactLabel: "", call: false, allAreasLabel: "" },
};

const emptyAreasPage: Content<"areas"> = {
  seo: { title: "", description: "" },
  keywords: [],
  region: "",
  heading: "",
  intro: "",
  consultLabel: "",
  stats: [],
  communitiesTitle: "",
  coverageTitle: "",
  coverage: [],
  outside: { title: "", text: "" },
  cta: { title: "", text: "", contactLabel: "" },
};

/** A town added in the back office: a few sections filled, the rest left empty. */
const montpelier: Area = {
  ...emptyArea,
  slug: "montpelier",
  name: "Montpelier",
  city: "Montpelier",
  type: "City",
  responseTime: "Next-week service",
  description: "The capital's older homes and state offices.",
  highlights: ["Slate-roofed Victorians", "Steam radiators"],
  hero: { ...emptyArea.hero, heading: "Plumbing in Montpelier", state: "Green Mountain State" },
  stats: [
    { value: "{radius}", label: "Service Radius", description: "From our shop" },
    { value: "{rating}", label: "Customer Rating", description: "{ratingSource}" },
  ],
  local: { title: "Our Work in Montpelier", coverage: "Montpelier is within {radius} of our shop." },
  districts: { title: "Neighbourhoods", items: [{ name: "Downtown", description: "" }] },
  cta: { ...emptyArea.cta, title: "Call Montpelier's Plumber", contactLabel: "Write to Us" },
};

const site = {
  footer: { name: "Green Valley Plumbing", phone: "(802) 555-0100", phoneHref: "tel:+18025550100", email: "", street: "", locality: "", region: "", postalCode: "" },
  site: { hours: "", radius: "25 miles", emergency: null, externalRating: null },
};

/** The site layout's part that matters here: the quote dialog every quote button opens. */
function Layout() {
  return (
    <QuoteDialogProvider>
      <Outlet />
    </QuoteDialogProvider>
  );
}

/** The page's server HTML at `path`, its route given `data` as its loader would. */
function render(path: string, pattern: string, Component: React.ComponentType<never>, data: unknown): string {
  const Stub = createRoutesStub([
    { id: "routes/site-layout", path: "/", Component: Layout, children: [{ id: "page", path: pattern, Component: Component as React.ComponentType }] },
  ]);
  return renderToString(<Stub initialEntries={[path]} hydrationData={{ loaderData: { "routes/site-layout": site, page: data } }} />);
}

const text = (html: string) => html.replace(/<!-- -->/g, "").replace(/<[^>]+>/g, " ").replace(/&#x27;/g, "'").replace(/\s+/g, " ");

describe("a town added in the back office", () => {
  it("gets its page with the sections it has, the facts filled in, and nothing of the others", () => {
    const html = render("/services/areas/montpelier", "services/areas/:city", AreaRoute, { area: montpelier, services: [] });
    const page = text(html);
    expect(html).toMatch(/<h1[^>]*>Plumbing in Montpelier<\/h1>/);
    expect(page).toContain("Montpelier, Green Mountain State");
    expect(page).toContain("Next-week service");
    expect(page).toContain("25 miles Service Radius");
    // No rating to show: the figure naming it is left out.
    expect(page).not.toContain("Customer Rating");
    expect(page).toContain("Montpelier is within 25 miles of our shop.");
    for (const h of montpelier.highlights) expect(page).toContain(h);
    expect(page).toContain("Downtown");
    expect(html).toMatch(/<a[^>]*href="\/contact"[^>]*>Write to Us<\/a>/);
    expect(html).toContain('href="tel:+18025550100"');
    // Sections it left empty are not there, nor the request form.
    expect(html).not.toContain('id="services"');
    expect(html).not.toContain('id="why-us"');
    expect(html).not.toContain('id="trusted-partner"');
    expect(html).not.toContain("<form");
    expect(page).not.toMatch(/undefined|null|\{radius\}/);
  });

  it("gets its card on Areas We Serve, linking to its page", () => {
    const html = render("/areas-we-serve", "areas-we-serve", AreasWeServePage, { page: emptyAreasPage, areas: [montpelier] });
    const card = html.split('<li id="montpelier"')[1]!;
    expect(card.replace(/<!-- -->/g, "")).toMatch(/<a[^>]*href="\/services\/areas\/montpelier"[^>]*>More about Montpelier<\/a>/);
    expect(text(card)).toContain("Next-week service");
  });

  it("is listed under the response time it shares with the page's wording", () => {
    const page = { ...emptyAreasPage, coverageTitle: "Coverage", coverage: [{ title: "Next Week", responseTime: "Next-week service", text: "" }] };
    const html = render("/areas-we-serve", "areas-we-serve", AreasWeServePage, { page, areas: [montpelier] });
    expect(text(html)).toContain("Next Week Montpelier.");
  });
});

describe("empty content", () => {
  it("renders a town page with only its heading, the quote and call buttons", () => {
    const area = { ...emptyArea, slug: "somewhere", city: "Somewhere" };
    const html = render("/services/areas/somewhere", "services/areas/:city", AreaRoute, { area, services: [] });
    expect(html).toMatch(/<h1[^>]*>Somewhere<\/h1>/);
    expect(html).not.toContain("<section aria-labelledby");
    expect(html).not.toContain('data-testid="area-type"');
    expect(html).not.toContain('data-testid="area-response-time"');
    expect(html).toContain('href="tel:+18025550100"');
    expect(text(html)).not.toMatch(/undefined|null/);
  });

  it("renders Areas We Serve with no towns: a heading and the call link, no empty section", () => {
    const html = render("/areas-we-serve", "areas-we-serve", AreasWeServePage, { page: emptyAreasPage, areas: [] });
    expect(html).toMatch(/<h1[^>]*>Areas We Serve<\/h1>/);
    expect(html).not.toContain('id="communities"');
    expect(html).not.toContain('id="coverage"');
    expect(html).not.toContain('aria-label="Coverage summary"');
    expect(html).toContain('href="tel:+18025550100"');
    expect(text(html)).not.toMatch(/undefined|null/);
  });

  it("answers a town no longer served with the 404 page", () => {
    const html = render("/services/areas/milton", "services/areas/:city", AreaRoute, { area: null, services: [] });
    expect(html).toContain("404 - Page Not Found");
  });
});
