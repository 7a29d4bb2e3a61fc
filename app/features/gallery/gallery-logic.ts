/** Gallery state as pure functions: the tab from ?category=, filtering, and wrap-around stepping. */
import type { GalleryProject, GalleryTab } from "@common/gallery";

/** The tab for a ?category= value; a missing value is "all"; an unknown one matches no tab. */
export function tabFor(tabs: readonly GalleryTab[], slug: string | null | undefined): GalleryTab | null {
  if (!slug) return tabs[0] ?? null;
  return tabs.find((t) => t.slug === slug) ?? null;
}

/** Projects shown for a ?category= value (an unknown value shows none: the empty state). */
export function projectsFor(tabs: readonly GalleryTab[], slug: string | null | undefined, projects: readonly GalleryProject[]): GalleryProject[] {
  const tab = tabFor(tabs, slug);
  if (!tab) return [];
  const category = tab.category?.toLowerCase();
  return category === undefined ? [...projects] : projects.filter((p) => p.category.toLowerCase() === category);
}

/** Next (+1) or previous (-1) index, wrapping around both ends. */
export function stepIndex(index: number, delta: 1 | -1, length: number): number {
  if (length <= 0) return -1;
  return (((index + delta) % length) + length) % length;
}
