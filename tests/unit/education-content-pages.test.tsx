/**
 * The education pages, the heating guide, About and the trade pages drawn from their content:
 * the sample is valid content of its type; an EMPTY page (every text "", every list []) renders
 * without crashing, hides its empty sections and prints no "undefined"; Markdown fields go through
 * the blog's sanitizer, so a script written into one never reaches the page or its metadata.
 */
import { readFileSync } from "node:fs";
import { createElement, type ComponentType } from "react";
import { renderToString } from "react-dom/server";
import { createRoutesStub, Outlet, type MetaDescriptor } from "react-router";
import { defaultBusinessSettings, type BusinessSettings } from "@common/business-settings";
import { describe, expect, it } from "vitest";
import { fieldInfo } from "@common/content/fields";
import { contentTypes, type ContentTypeName } from "@common/content/types";
import type { z } from "@common/zod";
import { renderMarkdownFields } from "../../server/content/markdown";
import { samples } from "../../server/content/samples";
import { emptyValue, withMarkdown } from "../helpers/empty-content";
import { QuoteDialogProvider } from "~/features/quote/quote-dialog-context";
import { footerFacts, siteFacts, structuredFacts } from "~/lib/business-facts.server";
import * as heatPump from "~/routes/heat-pump-education";
import * as boiler from "~/routes/boiler-education";
import * as hybrid from "~/routes/hybrid-water-heater-education";
import * as guide from "~/routes/vermont-heating-guide";
import * as aboutUs from "~/routes/about-us";
import * as plumbing from "~/routes/plumbing";
import * as heating from "~/routes/heating";
import * as airConditioning from "~/routes/air-conditioning";

interface RouteModule {
  default: ComponentType<never>;
  meta: (args: never) => MetaDescriptor[];
}

const pages: Array<{ type: ContentTypeName; path: string; file: string; module: RouteModule }> = [
  { type: "heatPumpEducation", path: "/heat-pump-education", file: "heat-pump-education", module: heatPump as unknown as RouteModule },
  { type: "heatPumpEducation", path: "/cold-climate-heat-pumps", file: "heat-pump-education", module: heatPump as unknown as RouteModule },
  { type: "boilerEducation", path: "/boiler-education", file: "boiler-education", module: boiler as unknown as RouteModule },
  { type: "hybridWaterHeaterEducation", path: "/hybrid-water-heater-education", file: "hybrid-water-heater-education", module: hybrid as unknown as RouteModule },
  { type: "heatingGuide", path: "/vermont-heating-guide", file: "vermont-heating-guide", module: guide as unknown as RouteModule },
  { type: "about", path: "/about-us", file: "about-us", module: aboutUs as unknown as RouteModule },
  { type: "plumbingPage", path: "/plumbing", file: "plumbing", module: plumbing as unknown as RouteModule },
  { type: "heatingPage", path: "/heating", file: "heating", module: heating as unknown as RouteModule },
  { type: "airConditioningPage", path: "/air-conditioning", file: "air-conditioning", module: airConditioning as unknown as RouteModule },
];

/** Another business's Settings, as a site set up for it from empty pages has them. */
const otherBusiness: BusinessSettings = {
  ...defaultBusinessSettings,
  name: "Green Valley Plumbing",
  phone: "(802) 555-0199",
  email: "office@greenvalley.example",
  street: "12 Main Street",
  locality: "Montpelier",
  postalCode: "05602",
  emergency: { offered: false, wording: "" },
  externalRating: null,
};
/** The site layout's loader data for that business (what routes/site-layout returns). */
const layout = { footer: footerFacts(otherBusiness), site: siteFacts(otherBusiness), facts: structuredFacts(otherBusiness) };

/** The page's HTML as the server renders it from this loader data (the route's own component, inside the site layout's data). */
function render(module: RouteModule, path: string, page: unknown): string {
  const Stub = createRoutesStub([
    { id: "routes/site-layout", path: "/", Component: Outlet, children: [{ id: "page", path: path.slice(1), Component: module.default as ComponentType }] },
  ]);
  // Inside the quote dialog's provider, as root.tsx renders every page.
  return renderToString(
    createElement(
      QuoteDialogProvider,
      null,
      createElement(Stub, { initialEntries: [path], hydrationData: { loaderData: { "routes/site-layout": layout, page: { page } } } }),
    ),
  );
}

function metaOf(module: RouteModule, path: string, page: unknown): MetaDescriptor[] {
  const meta = module.meta as unknown as (args: { data: unknown; matches: unknown[]; location: { pathname: string }; params: object }) => MetaDescriptor[];
  return meta({ data: { page }, matches: [{ id: "routes/site-layout", data: layout }], location: { pathname: path }, params: {} });
}

const jsonLd = (tags: MetaDescriptor[]) =>
  tags.flatMap((t) => ("script:ld+json" in t ? [t["script:ld+json"] as { "@type": string }] : []));

const isMarkdown = (s: z.ZodType) => fieldInfo(s)?.kind === "markdown";
const empty = (type: ContentTypeName) => emptyValue(contentTypes[type].fields);

describe("content of the education, guide, About and trade pages", () => {
  it.each(Object.keys(contentTypes) as ContentTypeName[])("the %s sample is valid content, and so is its empty value", (type) => {
    // A collection's sample is its entries. These pages have no required field, so even their
    // empty value is content the editor can save; other types may require a heading first.
    const entries = contentTypes[type].kind === "collection" ? (samples[type] as unknown[]) : [samples[type]];
    for (const entry of entries) expect(contentTypes[type].fields.safeParse(entry).error).toBeUndefined();
    if (pages.some((p) => p.type === type)) expect(contentTypes[type].fields.safeParse(empty(type)).error).toBeUndefined();
  });

  it.each(pages)("$path renders the sample from its loader data", ({ type, path, module }) => {
    const html = render(module, path, renderMarkdownFields(type, samples[type] as never));
    expect(html.match(/<h1[\s>]/g)).toHaveLength(1);
    expect(html).not.toMatch(/undefined|\bnull\b|NaN/);
    // A Markdown field arrives as the renderer's HTML, not as Markdown source.
    if (type === "about") expect(html).toContain("<p>We started in a one-truck garage");
  });

  it.each(pages)("$path with EMPTY content renders, hides its sections and prints no undefined", ({ type, path, module }) => {
    const html = render(module, path, renderMarkdownFields(type, empty(type) as never));
    expect(html.match(/<h1[\s>]/g)).toHaveLength(1);
    // Nothing of the sample business: the page shows the business set up (Settings) alone.
    expect(html).not.toMatch(/Mansfield|Jericho|Chittenden|555-0142/);
    expect(html).toContain("(802) 555-0199");
    expect(html).not.toMatch(/undefined|\bnull\b|NaN|\$0\b/);
    // No section is left with an empty heading or an empty list.
    expect(html).not.toMatch(/<h2[^>]*><\/h2>|<h3[^>]*><\/h3>|<ul[^>]*><\/ul>|<ol[^>]*><\/ol>|<dl[^>]*><\/dl>/);
    for (const id of ["why", "how-it-works", "expertise", "systems", "investment", "maintenance", "snapshot", "benefits", "efficiency", "savings", "energy", "rebates", "challenges", "faq", "cities"]) {
      expect(html).not.toContain(`id="${id}"`);
    }
    expect(html).not.toContain('href="#rebates"');
    expect(html).not.toContain("<img");

    const tags = metaOf(module, path, empty(type));
    expect(JSON.stringify(tags)).not.toMatch(/undefined|null|NaN/);
    // The site-wide share image's alt text is the brand's (Settings), not this page's content.
    const ownTags = tags.filter((t) => !("property" in t && t.property === "og:image:alt") && !("name" in t && t.name === "twitter:image:alt"));
    expect(JSON.stringify(ownTags)).not.toMatch(/Mansfield|Jericho|Chittenden|555-0142/);
    // No structured data about a service or questions the page does not have.
    expect(jsonLd(tags).map((d) => d["@type"]).filter((t) => t === "Service" || t === "FAQPage")).toEqual([]);
    const crumbs = (jsonLd(tags).find((d) => d["@type"] === "BreadcrumbList") as unknown as { itemListElement: Array<{ name: string }> }).itemListElement;
    expect(crumbs[0]!.name).toBe("Home");
    for (const c of crumbs) expect(c.name).not.toBe("");
  });

  it("gives the guide's FAQPage data and accordion only the questions the content has", () => {
    const page = structuredClone(samples.heatingGuide);
    page.faq.items = [page.faq.items[0]!, { question: "", answer: "" }];
    const faq = jsonLd(metaOf(guide as unknown as RouteModule, "/vermont-heating-guide", page)).find((d) => d["@type"] === "FAQPage") as unknown as {
      mainEntity: Array<{ name: string }>;
    };
    expect(faq.mainEntity.map((q) => q.name)).toEqual([samples.heatingGuide.faq.items[0]!.question]);
    expect(render(guide as unknown as RouteModule, "/vermont-heating-guide", renderMarkdownFields("heatingGuide", page)).match(/role="region"/g)).toHaveLength(1);
  });

  it("shows About's team with their photos once the owner adds people", () => {
    const page = structuredClone(samples.about);
    page.team.members = [{ name: "Sam Rivera", role: "Lead installer", photo: { src: "/media/0123456789abcdef-960.jpg", alt: "Sam at a heat pump" }, bio: "Ten winters of installs." }];
    const html = render(aboutUs as unknown as RouteModule, "/about-us", renderMarkdownFields("about", page));
    expect(html).toMatch(/<h2 id="team-heading"[^>]*>Meet the team<\/h2>/);
    expect(html).toMatch(/<img src="\/media\/0123456789abcdef-960.jpg" alt="Sam at a heat pump"/);
    expect(html).toContain("Lead installer");
    expect(render(aboutUs as unknown as RouteModule, "/about-us", renderMarkdownFields("about", samples.about))).not.toContain("team-heading");
  });

  const hostile = [
    "Fine words.",
    "",
    '<script>alert("owned")</script>',
    '<img src="x" onerror="alert(1)">',
    "[click](javascript:alert(1))",
    '<iframe src="https://evil.example"></iframe>',
    '<a href="/contact" onclick="alert(2)">contact</a>',
  ].join("\n\n");

  it.each(pages)("$path: markup in every Markdown field is sanitized as a post's is", ({ type, path, module }) => {
    const dirty = withMarkdown(contentTypes[type].fields, samples[type], hostile, isMarkdown) as never;
    const html = render(module, path, renderMarkdownFields(type, dirty));
    const hasMarkdown = JSON.stringify(dirty).includes("Fine words.");
    if (hasMarkdown) {
      expect(html).toContain("<p>Fine words.</p>");
      expect(html).toContain('<a href="/contact">contact</a>');
    }
    expect(html).not.toMatch(/<script|<iframe|onerror|onclick|javascript:|alert\(/i);
    expect(JSON.stringify(metaOf(module, path, renderMarkdownFields(type, dirty)))).not.toMatch(/<script|javascript:|onerror/i);
  });

  it("keeps the sample business out of the page modules: it is only in the sample content", () => {
    const files = [
      ...new Set(pages.map((p) => `app/routes/${p.file}.tsx`)),
      "app/components/layout/static-service-page.tsx",
      "app/components/layout/rich-text.tsx",
      "app/features/education/compact-contact.tsx",
      "app/features/education/faq-accordion.tsx",
      "common/content/education-pages.ts",
      "common/content/heating-guide.ts",
      "common/content/about.ts",
      "common/content/trade-pages.ts",
    ];
    for (const file of files) expect(readFileSync(file, "utf8"), file).not.toMatch(/Mansfield|Jericho|Chittenden|Vermont/);
  });
});
