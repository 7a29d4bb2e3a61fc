/** The gallery's data and rules. */
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { GALLERY_CATEGORIES, GALLERY_PROJECTS, GALLERY_STATS, GALLERY_TABS } from "~/content/gallery";
import { projectsFor, stepIndex, tabFor } from "~/features/gallery/gallery-logic";

describe("gallery projects", () => {
  it("has 22 projects with every field and a unique id", () => {
    expect(GALLERY_PROJECTS).toHaveLength(22);
    expect(new Set(GALLERY_PROJECTS.map((p) => p.id)).size).toBe(22);
    for (const p of GALLERY_PROJECTS) {
      expect(p.title.length).toBeGreaterThan(5);
      expect(GALLERY_CATEGORIES).toContain(p.category);
      expect(p.location).toMatch(/, VT$/);
      expect(p.date).toMatch(/^(January|February|March|April|May|June|July|August|September|October|November|December) 20\d\d$/);
      expect(p.description.length).toBeGreaterThan(40);
      expect(p.equipment.length).toBeGreaterThan(5);
      expect(p.image.alt.length).toBeGreaterThan(10);
      expect(p.image.width).toBeGreaterThan(0);
      expect(p.image.height).toBeGreaterThan(0);
    }
  });

  it("uses all eight gallery categories", () => {
    expect(new Set(GALLERY_PROJECTS.map((p) => p.category))).toEqual(new Set(GALLERY_CATEGORIES));
    expect(GALLERY_CATEGORIES).toEqual([
      "Heat Pumps", "Boilers", "Maintenance", "Water Heaters", "Plumbing", "Air Conditioning", "HVAC Systems", "Renovations",
    ]);
  });

  it("ships every project image as a local SVG of the declared size", () => {
    for (const p of GALLERY_PROJECTS) {
      const file = path.join(process.cwd(), "public", p.image.src);
      expect(fs.existsSync(file), file).toBe(true);
      const svg = fs.readFileSync(file, "utf8");
      expect(svg).toContain(`viewBox="0 0 ${p.image.width} ${p.image.height}"`);
      expect(svg).not.toMatch(/https?:\/\/(?!www\.w3\.org)/);
    }
  });

  it("has the stats 150+ projects, 10+ years, 25+ towns, 100% satisfaction", () => {
    expect(GALLERY_STATS.map((s) => s.value)).toEqual(["150+", "10+", "25+", "100%"]);
  });
});

describe("tabs", () => {
  it("offers all, Heat Pumps, Boilers, Water Heaters, Plumbing and HVAC Systems", () => {
    expect(GALLERY_TABS.map((t) => t.label)).toEqual(["All Projects", "Heat Pumps", "Boilers", "Water Heaters", "Plumbing", "HVAC Systems"]);
  });

  it("filters by the tab's category and shows everything for all", () => {
    expect(projectsFor(null)).toHaveLength(22);
    expect(projectsFor("all")).toHaveLength(22);
    const boilers = projectsFor("boilers");
    expect(boilers.length).toBeGreaterThan(0);
    expect(boilers.every((p) => p.category === "Boilers")).toBe(true);
    for (const tab of GALLERY_TABS) expect(projectsFor(tab.slug).length).toBeGreaterThan(0);
  });

  it("shows nothing (the empty state) for an unknown category", () => {
    expect(tabFor("solar-panels")).toBeNull();
    expect(projectsFor("solar-panels")).toEqual([]);
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
