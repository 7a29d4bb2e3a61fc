/**
 * The gallery page from empty content (setup's "start from empty pages"): every text "", every
 * list []. It renders a heading and says there is nothing to show yet, hides the empty sections,
 * never prints "undefined", and its metadata names no sample business.
 */
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { createMemoryRouter, RouterProvider, useLoaderData } from "react-router";
import { describe, expect, it } from "vitest";
import type { Content } from "@common/content/types";
import { contentTypes } from "@common/content/types";
import { galleryTabs, type GalleryProject } from "@common/gallery";
import GalleryPage, { meta } from "~/routes/gallery";
import { samples } from "../../server/content/samples";

const empty: Content<"gallery"> = {
  heading: "",
  intro: "",
  stats: [],
  projectsHeading: "",
  tabs: [],
  learnHeading: "",
  learnLinks: [],
  cta: { title: "", text: "" },
  seo: { title: "", description: "" },
  keywords: [],
};

type Data = { page: Content<"gallery">; tabs: ReturnType<typeof galleryTabs>; projects: GalleryProject[] };

function render(data: Data, url = "/gallery") {
  const Page = () => createElement(GalleryPage as never, { loaderData: useLoaderData(), params: {}, matches: [] });
  const router = createMemoryRouter([{ id: "gallery", path: "/gallery", Component: Page, loader: () => data }], {
    initialEntries: [url],
    hydrationData: { loaderData: { gallery: data } },
  });
  return renderToStaticMarkup(createElement(RouterProvider, { router }));
}

const text = (html: string) => html.replace(/<[^>]+>/g, " ").replace(/\s+/g, " ");

describe("the gallery from empty content", () => {
  it("is valid content", () => {
    expect(contentTypes.gallery.fields.safeParse(empty).success).toBe(true);
  });

  it("renders a heading, the All Projects tab and a 'nothing yet' note, and hides the empty sections", () => {
    const html = render({ page: empty, tabs: galleryTabs(empty.tabs), projects: [] });
    expect(html).toMatch(/<h1[^>]*>Gallery<\/h1>/);
    expect(text(html)).toContain("No projects to show yet.");
    expect(html).not.toContain("Show All Projects");
    expect(html).toMatch(/role="tab"[^>]*>All Projects<\/button>/);
    expect(html).not.toContain("Gallery statistics");
    expect(html).not.toContain("<article");
    expect(html).not.toMatch(/undefined|null|NaN/);
    for (const sample of ["Mansfield", "Jericho", "Chittenden", "150+"]) expect(html).not.toContain(sample);
  });

  it("renders a project with empty fields and no photo without a broken image", () => {
    const bare: GalleryProject = { id: 1, title: "Boiler swap", category: "", location: "", date: "", description: "", equipment: "", customer: "", photos: [] };
    const html = render({ page: empty, tabs: galleryTabs([]), projects: [bare] });
    expect(html).toContain("Boiler swap");
    expect(html).not.toContain("<img");
    expect(html).not.toMatch(/undefined|NaN/);
  });

  it("has metadata from the data alone", () => {
    const args = { data: { page: empty, tabs: [], projects: [] }, matches: [], location: { pathname: "/gallery", search: "" } };
    const tags = meta(args as never) as Array<Record<string, string>>;
    expect(tags.find((t) => "title" in t)?.title).toMatch(/^Gallery/);
    const serialized = JSON.stringify(tags);
    expect(serialized).not.toContain("undefined");
    expect(serialized).not.toContain("{count}");
    expect(tags.find((t) => t.name === "keywords")).toBeUndefined();
  });

  it("with the sample: the spec's description, counting the projects shown", () => {
    const args = { data: { page: samples.gallery, tabs: [], projects: new Array(22).fill(null) }, matches: [], location: { pathname: "/gallery", search: "" } };
    const tags = meta(args as never) as Array<Record<string, string>>;
    expect(tags.find((t) => t.name === "description")?.content).toBe(
      "Browse 22 recent heat pump, boiler, water heater, plumbing and HVAC projects we completed for homes and businesses across Chittenden County, Vermont.",
    );
  });
});
