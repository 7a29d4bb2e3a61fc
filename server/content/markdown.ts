/**
 * The Markdown fields of a page's content, rendered for the page: every field of kind "markdown"
 * (found by walking the content type's schema) goes through the blog's renderer and sanitizer, so
 * a page shows the same safe HTML a post would. Only the rendered HTML leaves the server.
 */
import { fieldInfo } from "@common/content/fields";
import { contentTypes, type Content, type ContentTypeName } from "@common/content/types";
import { z } from "@common/zod";
import { renderPostBody } from "../blog/markdown";
import type { AppContext } from "../context";
import { readPage } from "./read";

function render(schema: z.ZodType, value: unknown): unknown {
  if (fieldInfo(schema)?.kind === "markdown") return typeof value === "string" && value.trim() !== "" ? renderPostBody(value) : "";
  if (schema instanceof z.ZodObject && value && typeof value === "object" && !Array.isArray(value)) {
    const shape = schema.shape as Record<string, z.ZodType>;
    return Object.fromEntries(Object.entries(value).map(([key, v]) => [key, shape[key] ? render(shape[key], v) : v]));
  }
  if (schema instanceof z.ZodArray && Array.isArray(value)) return value.map((v: unknown) => render(schema.element as z.ZodType, v));
  return value;
}

/**
 * The content with each Markdown field replaced by its sanitized HTML ("" stays ""). The type is
 * unchanged: a page module knows which of its fields are HTML by its content type.
 */
export function renderMarkdownFields<N extends ContentTypeName>(type: N, content: Content<N>): Content<N> {
  return render(contentTypes[type].fields, content) as Content<N>;
}

/** A page's published content with its Markdown fields rendered: what a page loader returns. */
export async function readRenderedPage<N extends ContentTypeName>(app: AppContext, type: N): Promise<Content<N>> {
  return renderMarkdownFields(type, await readPage(app, type));
}
