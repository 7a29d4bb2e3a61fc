/** The gallery's sample content and its rules: tabs, filtering, stepping. */
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { contentTypes } from "@common/content/types";
import { galleryTabs, type GalleryProject } from "@common/gallery";
import { samples } from "../../server/content/samples";
import { projectsFor, stepIndex, tabFor } from "~/features/gallery/gallery-logic";

const CATEGORIES = ["Heat Pumps", "Boilers", "Maintenance", "Water Heaters", "Plumbing", "Air Conditioning", "HVAC Systems", "Renovations"];
const projects = samples.project;
const tabs = galleryTabs(samples.gallery.tabs);
const asShown: GalleryProject[] = projects.map((p, i) => ({
  id: i + 1,
  title: p.title,
  category: p.category,
  location: p.town,
  date: p.date,
  description: p.description,
  equipment: p.equipment,
  customer: "",
  photos: p.photos.map((ph) => ({ ...ph, width: 640, height: 420 })),
}));

describe("gallery sample", () => {
  it("has 22 valid projects with every field and a unique slug", () => {
    expect(projects).toHaveLength(22);
    expect(new Set(projects.map((p) => p.slug)).size).toBe(22);
    for (const p of projects) {
      expect(contentTypes.project.fields.safeParse(p).success, p.slug).toBe(true);
      expect(CATEGORIES).toContain(p.category);
      expect(p.town).toMatch(/, VT$/);
      expect(p.date).toMatch(/^(January|February|March|April|May|June|July|August|September|October|November|December) 20\d\d$/);
      expect(p.description.length).toBeGreaterThan(40);
      expect(p.equipment.length).toBeGreaterThan(5);
      expect(p.photos).toHaveLength(1);
      expect(p.photos[0]!.alt.length).toBeGreaterThan(10);
    }
    expect(contentTypes.gallery.fields.safeParse(samples.gallery).success).toBe(true);
  });

  it("uses all eight gallery categories", () => {
    expect(new Set(projects.map((p) => p.category))).toEqual(new Set(CATEGORIES));
  });

  it("ships every project image as a local 640×420 SVG", () => {
    for (const p of projects) {
      const file = path.join(process.cwd(), "public", p.photos[0]!.src);
      expect(fs.existsSync(file), file).toBe(true);
      const svg = fs.readFileSync(file, "utf8");
      expect(svg).toContain(`viewBox="0 0 640 420"`);
      expect(svg).not.toMatch(/https?:\/\/(?!www\.w3\.org)/);
    }
  });

  it("has the stats 150+ projects, 10+ years, 25+ towns, 100% satisfaction", () => {
    expect(samples.gallery.stats.map((s) => s.value)).toEqual(["150+", "10+", "25+", "100%"]);
  });
});

describe("tabs", () => {
  it("offers all, Heat Pumps, Boilers, Water Heaters, Plumbing and HVAC Systems", () => {
    expect(tabs.map((t) => t.label)).toEqual(["All Projects", "Heat Pumps", "Boilers", "Water Heaters", "Plumbing", "HVAC Systems"]);
    expect(tabs.map((t) => t.slug)).toEqual(["all", "heat-pumps", "boilers", "water-heaters", "plumbing", "hvac-systems"]);
  });

  it("skips empty and repeated categories", () => {
    expect(galleryTabs(["", "Boilers", "boilers", "  "]).map((t) => t.slug)).toEqual(["all", "boilers"]);
    expect(galleryTabs([]).map((t) => t.slug)).toEqual(["all"]);
  });

  it("filters by the tab's category and shows everything for all", () => {
    expect(projectsFor(tabs, null, asShown)).toHaveLength(22);
    expect(projectsFor(tabs, "all", asShown)).toHaveLength(22);
    const boilers = projectsFor(tabs, "boilers", asShown);
    expect(boilers).toHaveLength(4);
    expect(boilers.every((p) => p.category === "Boilers")).toBe(true);
    for (const tab of tabs) expect(projectsFor(tabs, tab.slug, asShown).length).toBeGreaterThan(0);
  });

  it("shows nothing (the empty state) for an unknown category", () => {
    expect(tabFor(tabs, "solar-panels")).toBeNull();
    expect(projectsFor(tabs, "solar-panels", asShown)).toEqual([]);
  });
});

describe("dialog stepping", () => {
  it("wraps around both ends", () => {
    expect(stepIndex(0, -1, 22)).toBe(21);
    expect(stepIndex(21, 1, 22)).toBe(0);
    expect(stepIndex(5, 1, 22)).toBe(6);
    expect(stepIndex(5, -1, 22)).toBe(4);
    expect(stepIndex(0, 1, 1)).toBe(0);
    expect(stepIndex(0, 1, 0)).toBe(-1);
  });
});
