/**
 * How pages read the owner's content. For now the sample content is served as it is; the content
 * store replaces these bodies with the published entries (the signatures stay).
 */
import type { AppContext } from "../context";
import type { Content, ContentTypeName } from "@common/content/types";
import { samples } from "./samples";

/** A page's published content (Home, About...). */
export async function readPage<N extends ContentTypeName>(_app: AppContext, type: N): Promise<Content<N>> {
  return samples[type] as Content<N>;
}

/** A collection's published entries, in their order. */
export async function readEntries<N extends ContentTypeName>(_app: AppContext, type: N): Promise<Array<{ slug: string } & Content<N>>> {
  return samples[type] as unknown as Array<{ slug: string } & Content<N>>;
}

/** One published entry by slug, or null. */
export async function readEntry<N extends ContentTypeName>(app: AppContext, type: N, slug: string): Promise<({ slug: string } & Content<N>) | null> {
  return (await readEntries(app, type)).find((e) => e.slug === slug) ?? null;
}
