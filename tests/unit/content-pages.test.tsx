/**
 * The home, contact and reviews pages and the site's header and footer render from their content
 * alone: with the sample they show the specification's words; with every text "" and every list []
 * (setup's "start from empty pages") they hide what is empty, never print "undefined" and keep
 * nothing of the sample business. Rendered on the server as a request would be, through React
 * Router's static handler, inside the site layout's data.
 */
import type { ComponentType } from "react";
import { renderToString } from "react-dom/server";
import { createStaticHandler, createStaticRouter, Outlet, StaticRouterProvider, useLoaderData, type RouteObject } from "react-router";
import { describe, expect, it } from "vitest";
import { z } from "@common/zod";
import { contentTypes, type Content, type ContentTypeName } from "@common/content/types";
import { AuthProvider } from "~/features/auth/auth-provider";
import { QuoteDialogProvider } from "~/features/quote/quote-dialog-context";
import type { FooterFacts, SiteFacts } from "~/lib/business-facts.server";
import Contact from "~/routes/contact";
import Home from "~/routes/home";
import Reviews from "~/routes/reviews";
import { SiteFooter } from "~/shell/site/site-footer";
import { SiteHeader } from "~/shell/site/site-header";
import { samples } from "../../server/content/samples";

/** The value of a schema with every text empty, every list empty, every figure null. */
function emptyOf(schema: z.ZodType): unknown {
  if (schema instanceof z.ZodObject) return Object.fromEntries(Object.entries(schema.shape).map(([k, v]) => [k, emptyOf(v as z.ZodType)]));
  if (schema instanceof z.ZodArray) return [];
  if (schema instanceof z.ZodString) return "";
  if (schema instanceof z.ZodNullable) return null;
  if (schema instanceof z.ZodBoolean) return false;
  throw new Error(`No empty value for ${schema.constructor.name}`);
}
const empty = <N extends ContentTypeName>(name: N) => emptyOf(contentTypes[name].fields) as Content<N>;

/** Another business's Settings, as a site set up from empty pages has them. */
const footer: FooterFacts = {
  name: "Green Valley Plumbing",
  phone: "(802) 555-0199",
  phoneHref: "tel:+18025550199",
  email: "office@greenvalley.example",
  street: "12 Main Street",
  locality: "Montpelier",
  region: "VT",
  postalCode: "05602",
  social: { facebook: "", instagram: "", google: "", linkedin: "" },
};
const site: SiteFacts = { hours: "", radius: "", emergency: null, externalRating: null };

/** Renders `path` inside a site layout whose loader returns the given links, as the server does. */
async function render(path: string, navigation: Content<"navigation">, page: { Component: ComponentType<never>; data: unknown }) {
  const Page = page.Component as ComponentType<{ loaderData: unknown; actionData: undefined }>;
  function PageRoute() {
    return <Page loaderData={useLoaderData()} actionData={undefined} />;
  }
  const routes: RouteObject[] = [
    {
      id: "routes/site-layout",
      path: "/",
      loader: () => ({ footer, site, year: 2026, navigation }),
      Component: () => (
        <AuthProvider initialUser={null}>
          <QuoteDialogProvider>
            <SiteHeader />
            <Outlet />
            <SiteFooter />
          </QuoteDialogProvider>
        </AuthProvider>
      ),
      children: [{ id: "page", path: path === "/" ? undefined : path.slice(1), index: path === "/" ? true : undefined, loader: () => page.data, Component: PageRoute } as RouteObject],
    },
  ];
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(`http://localhost${path}`));
  if (context instanceof Response) throw new Error(`Answered ${context.status}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  return renderToString(<StaticRouterProvider router={router} context={context} hydrate={false} />);
}

/** An approved review, so the pages show their review figures too. */
const review = {
  id: "r1",
  customerName: "Ada Lane",
  customerLocation: "Barre, VT",
  location: "Barre, VT",
  rating: 5,
  content: "Quick, tidy and fair.",
  serviceType: "plumbing",
  isApproved: true,
  createdAt: "2026-11-02T10:00:00.000Z",
};

const pages = {
  "/": (content: Content<"home">) => ({ Component: Home, data: { reviews: [], content } }),
  "/contact": (content: Content<"contact">) => ({ Component: Contact, data: { content } }),
  "/reviews": (content: Content<"reviews">) => ({ Component: Reviews, data: { reviews: [], content } }),
};

/** Every aria-labelledby names an element of the page, and no heading is empty. */
function expectSoundMarkup(html: string) {
  for (const [, id] of html.matchAll(/aria-labelledby="([^"]+)"/g)) expect(html, id).toContain(`id="${id}"`);
  expect(html).not.toMatch(/<h[1-6][^>]*>\s*<\/h[1-6]>/);
  expect(html).not.toMatch(/undefined|NaN|\[object Object\]/);
}

describe("the sample content", () => {
  it("is valid content of its type", () => {
    for (const name of ["home", "navigation", "contact", "reviews"] as const) {
      expect(contentTypes[name].fields.safeParse(samples[name]).error?.issues, name).toBeUndefined();
    }
  });

  it("shows the specification's home page, header and footer", async () => {
    const html = await render("/", samples.navigation, pages["/"](samples.home));
    expectSoundMarkup(html);
    for (const text of [
      "High-Efficiency Heating, Cooling &amp; Plumbing for Vermont Homes",
      "Get a Quick Quote",
      "Comfort for Every Season",
      "2 tune-ups a year",
      // The business name is the owner's (Settings), put where the heading says {name}.
      "Why Choose Green Valley Plumbing",
      "Ready for a warmer, more efficient home?",
      'href="/cold-climate-heat-pumps"',
      "All Services",
      "Winooski, VT",
      "© 2026 Green Valley Plumbing. All rights reserved. Licensed &amp; insured in Vermont.",
    ]) {
      expect(html).toContain(text);
    }
  });

  it("highlights the current header link by the longest matching path", async () => {
    const html = await render("/reviews", samples.navigation, pages["/reviews"](samples.reviews));
    expect(html).toMatch(/<a aria-current="page"[^>]*href="\/reviews"|<a[^>]*href="\/reviews"[^>]*aria-current="page"/);
    expect(html).toContain("Ready to Join Our Satisfied Customers?");
  });

  it("shows the contact page's words around the owner's contact details", async () => {
    const html = await render("/contact", samples.navigation, pages["/contact"](samples.contact));
    expectSoundMarkup(html);
    for (const text of ["Schedule Your Free Consultation", "Our consultation approach", "Explore our services", "Reach us directly", "office@greenvalley.example"]) {
      expect(html).toContain(text);
    }
  });
});

describe("empty content (start from empty pages)", () => {
  it("is valid content of its type, so setup can store it", () => {
    for (const name of ["home", "navigation", "contact", "reviews"] as const) {
      expect(contentTypes[name].fields.safeParse(empty(name)).error?.issues, name).toBeUndefined();
    }
  });

  for (const path of ["/", "/contact", "/reviews"] as const) {
    it(`renders ${path} with its empty sections hidden and nothing of the sample business`, async () => {
      const page = { "/": () => pages["/"](empty("home")), "/contact": () => pages["/contact"](empty("contact")), "/reviews": () => pages["/reviews"](empty("reviews")) }[path]();
      const html = await render(path, empty("navigation"), page);
      expectSoundMarkup(html);
      expect(html).not.toMatch(/Mansfield|Jericho|Chittenden|555-0142/);
      // The business's own facts and the forms stay.
      expect(html).toContain("Green Valley Plumbing");
      expect(html).toContain("tel:+18025550199");
      expect(html).toContain("<h1");
      expect(html).toContain("© 2026 Green Valley Plumbing.</p>");
      // No header links, no footer link groups.
      expect(html).not.toContain('aria-label="Footer services"');
      expect(html).not.toContain('href="/about-us"');
    });
  }

  it("shows the reviews page's figures and a home page's reviews without the sample's words", async () => {
    const reviews = await render("/reviews", empty("navigation"), { Component: Reviews, data: { reviews: [review], content: empty("reviews") } });
    const home = await render("/", empty("navigation"), { Component: Home, data: { reviews: [review], content: empty("home") } });
    for (const html of [reviews, home]) {
      expectSoundMarkup(html);
      expect(html).toContain("Quick, tidy and fair.");
      expect(html).not.toMatch(/Mansfield|Jericho|Chittenden|555-0142/);
    }
    expect(reviews).toContain("Towns Represented");
  });

  it("keeps the home page's quick-quote form and names its h1 after the business", async () => {
    const html = await render("/", empty("navigation"), pages["/"](empty("home")));
    expect(html).toMatch(/<h1[^>]*>Green Valley Plumbing<\/h1>/);
    expect(html).toContain('aria-label="Quick quote"');
    expect(html).toMatch(/<form[^>]*>/);
    expect(html).not.toContain("Explore our specialties");
    expect(html).not.toContain("/images/home/");
  });
});
