/**
 * Every call the post editor page makes: the post, saves with the version check (a 409 brings
 * back the newer copy), the media library (multipart uploads), revisions and the preview.
 */
import { ApiError, apiJson, apiRequest, throwIfNotOk } from "~/lib/api";
import type { FeaturedImage } from "../featured-image";
import type { GeneratedPost, StaffPost } from "../types";

export interface EditorPost extends StaffPost {
  version: number;
  featuredImageId: string | null;
  featuredImageAlt: string | null;
}

export interface MediaItem {
  id: string;
  originalName: string;
  width: number;
  height: number;
  alt: string;
  bytes: number;
  createdAt: string;
  image: FeaturedImage;
  markdown: string;
}

export interface RevisionSummary {
  id: string;
  version: number;
  title: string;
  status: string;
  savedBy: string | null;
  createdAt: string;
}

export interface Revision extends RevisionSummary {
  content: string;
  excerpt: string | null;
  seoTitle: string | null;
  seoDescription: string | null;
  tags: string[];
}

export const editorKeys = {
  post: (id: string) => [`/api/blog/${id}`] as const,
  media: (q: string, collection: MediaCollection = "blog") =>
    [`/api/media?limit=60${collection === "blog" ? "" : `&collection=${collection}`}${q ? `&q=${encodeURIComponent(q)}` : ""}`] as const,
  revisions: (id: string) => [`/api/blog/${id}/revisions`] as const,
};

export type PostBody = Record<string, unknown>;

/** Someone saved the post since this page loaded it. */
export class VersionConflict extends Error {
  constructor(
    readonly serverMessage: string,
    readonly current: EditorPost,
  ) {
    super(serverMessage);
  }
}

/** The editor's page for a post ("new" before its first save). */
export const postEditorPath = (id: string) => `/admin/blog/posts/${id}`;

export const getPost = (id: string) => apiJson<EditorPost>("GET", `/api/blog/${id}`);

export function createPost(body: PostBody) {
  return apiJson<EditorPost>("POST", "/api/blog", body);
}

/** A save naming the version it started from; `keepalive` lets it finish while the page closes. */
export async function savePost(id: string, body: PostBody, options: { keepalive?: boolean } = {}): Promise<EditorPost> {
  const res = await fetch(`/api/blog/${id}`, {
    method: "PATCH",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(body),
    credentials: "include",
    keepalive: options.keepalive,
  });
  if (res.status === 409) {
    const conflict = (await res.json()) as { message: string; post: EditorPost };
    throw new VersionConflict(conflict.message, conflict.post);
  }
  await throwIfNotOk(res);
  return (await res.json()) as EditorPost;
}

export const renderPreview = (content: string, signal: AbortSignal) => apiJson<{ html: string }>("POST", "/api/blog/preview", { content }, { signal });

/** The blog's library, or customers' job photos (admins only). */
export type MediaCollection = "blog" | "job";

export async function uploadImage(file: File, alt: string, collection: MediaCollection = "blog"): Promise<MediaItem> {
  const form = new FormData();
  form.append("alt", alt);
  if (collection !== "blog") form.append("collection", collection);
  form.append("file", file, file.name || "image");
  // No Content-Type header: the browser writes the multipart boundary itself.
  const res = await fetch("/api/media", { method: "POST", body: form, credentials: "include" });
  await throwIfNotOk(res);
  return (await res.json()) as MediaItem;
}

export const listMedia = (q: string, collection: MediaCollection = "blog") =>
  apiJson<{ items: MediaItem[]; total: number }>("GET", editorKeys.media(q, collection)[0]);
export const updateMediaAlt = (id: string, alt: string) => apiJson<MediaItem>("PATCH", `/api/media/${id}`, { alt });
export const deleteMedia = (id: string) => apiRequest("DELETE", `/api/media/${id}`);
export const getMediaItem = (id: string) => apiJson<MediaItem>("GET", `/api/media/${id}`);

export const listRevisions = (id: string) => apiJson<RevisionSummary[]>("GET", editorKeys.revisions(id)[0]);
export const getRevision = (id: string, revisionId: string) => apiJson<Revision>("GET", `/api/blog/${id}/revisions/${revisionId}`);
export const restoreRevision = (id: string, revisionId: string) => apiJson<EditorPost>("POST", `/api/blog/${id}/revisions/${revisionId}/restore`);

export const generateDraft = (prompt: string, maxWords: number, signal: AbortSignal) =>
  apiJson<GeneratedPost>("POST", "/api/blog/generate", { prompt, maxWords }, { signal });

/** The server's words for a failure, or undefined. */
export function failureText(error: unknown): string | undefined {
  if (error instanceof VersionConflict) return error.serverMessage;
  if (error instanceof ApiError) return error.serverMessage || undefined;
  if (error instanceof Error) return error.message;
  return undefined;
}

export function fieldErrorsOf(error: unknown): Record<string, string> {
  return error instanceof ApiError ? error.fieldErrors : {};
}
