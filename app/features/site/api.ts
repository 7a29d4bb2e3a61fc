/** The Site section's requests (/api/site). */
import { apiJson, apiRequest } from "~/lib/api";
import { apiKey, useApiRead } from "~/lib/api-hooks";
import type { FieldNode } from "@common/content/describe";
import type { ContentRevision, EditableEntry } from "~/lib/server-types";

export type { FieldNode };

export interface TypeSummary {
  name: string;
  label: string;
  kind: "page" | "collection";
  path: string | null;
}

export interface TypeDetail {
  name: string;
  label: string;
  kind: "page" | "collection";
  fields: FieldNode[];
  empty: Record<string, unknown>;
  entries: Array<EditableEntry & { path: string | null }>;
}

export type Entry = EditableEntry & { path?: string | null };

const typesKey = apiKey("/api/site/types");
export const typeKey = (type: string) => apiKey(`/api/site/types/${type}`);
const entryUrl = (type: string, slug: string) => `/api/site/types/${encodeURIComponent(type)}/entries/${encodeURIComponent(slug)}`;
export const revisionsKey = (type: string, slug: string) => apiKey(`${entryUrl(type, slug)}/revisions`);

export const useContentTypes = () => useApiRead<TypeSummary[]>(typesKey);
export const useContentType = (type: string) => useApiRead<TypeDetail>(typeKey(type), { staleTime: 0 });
export const useRevisions = (type: string, slug: string, enabled: boolean) => useApiRead<ContentRevision[]>(revisionsKey(type, slug), { enabled, staleTime: 0 });

export const saveDraft = (type: string, slug: string, body: { version: number; data: Record<string, unknown>; slug?: string }) =>
  apiJson<Entry>("PUT", `${entryUrl(type, slug)}/draft`, body);
export const publish = (type: string, slug: string, version: number) => apiJson<Entry>("POST", `${entryUrl(type, slug)}/publish`, { version });
export const restore = (type: string, slug: string, revisionId: string, version: number) =>
  apiJson<Entry>("POST", `${entryUrl(type, slug)}/revisions/${revisionId}/restore`, { version });
export const addEntry = (type: string, body: { slug: string; data: Record<string, unknown> }) => apiJson<Entry>("POST", `/api/site/types/${encodeURIComponent(type)}/entries`, body);
export const deleteEntry = (type: string, slug: string, version: number) => apiRequest("DELETE", `${entryUrl(type, slug)}?version=${version}`);
/** One place up or down a collection's list; the slugs in their new order. */
export const moveEntry = (type: string, slug: string, direction: "up" | "down") => apiJson<{ order: string[] }>("POST", `${entryUrl(type, slug)}/move`, { direction });
