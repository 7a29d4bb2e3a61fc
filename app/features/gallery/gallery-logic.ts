/** Gallery state as pure functions: the tab from ?category=, filtering, and wrap-around stepping. */
import { GALLERY_PROJECTS, GALLERY_TABS, type GalleryProject } from "~/content/gallery";

export type GalleryTab = (typeof GALLERY_TABS)[number];

/** The tab for a ?category= value; a missing value is "all"; an unknown one matches no tab. */
export function tabFor(slug: string | null | undefined): GalleryTab | null {
  if (!slug) return GALLERY_TABS[0];
  return GALLERY_TABS.find((t) => t.slug === slug) ?? null;
}

/** Projects shown for a ?category= value (an unknown value shows none: the empty state). */
export function projectsFor(slug: string | null | undefined, projects: readonly GalleryProject[] = GALLERY_PROJECTS): GalleryProject[] {
  const tab = tabFor(slug);
  if (!tab) return [];
  return tab.category === null ? [...projects] : projects.filter((p) => p.category === tab.category);
}

/** Next (+1) or previous (-1) index, wrapping around both ends. */
export function stepIndex(index: number, delta: 1 | -1, length: number): number {
  if (length <= 0) return -1;
  return (((index + delta) % length) + length) % length;
}
