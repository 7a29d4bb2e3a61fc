/**
 * What the gallery page renders, made on the server from the owner's projects (content) and the
 * jobs whose customer agreed to be shown (server/gallery). Types and one pure helper only: the
 * page's client code imports nothing else from here.
 */

export interface GalleryImage {
  src: string;
  alt: string;
  width: number;
  height: number;
  /** Uploaded photos come in several widths. */
  srcset?: string;
}

export interface GalleryProject {
  /** Its place in the list, from 1: names the card and its dialog's return of focus. */
  id: number;
  title: string;
  category: string;
  location: string;
  date: string;
  description: string;
  equipment: string;
  /** The customer's name, only when they agreed to it being shown. */
  customer: string;
  /** The photos, the first on the card; none when the project has none. */
  photos: GalleryImage[];
}

/** A tab of the gallery: `slug` is the ?category= value; `category` null lists everything. */
export interface GalleryTab {
  slug: string;
  label: string;
  category: string | null;
}

export const ALL_PROJECTS_TAB: GalleryTab = { slug: "all", label: "All Projects", category: null };

const slugOf = (label: string) =>
  label
    .toLowerCase()
    .replace(/&/g, "and")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");

/** All Projects, then one tab per category the owner lists (an empty or repeated one is skipped). */
export function galleryTabs(categories: readonly string[]): GalleryTab[] {
  const tabs = [ALL_PROJECTS_TAB];
  for (const label of categories) {
    const slug = slugOf(label);
    if (slug && !tabs.some((t) => t.slug === slug)) tabs.push({ slug, label, category: label });
  }
  return tabs;
}
