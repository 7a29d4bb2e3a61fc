/** Service HTML content is written by staff; it is sanitised before it reaches a page. */
import sanitizeHtml from "sanitize-html";
import { renderPostBody } from "../blog/markdown";

export function sanitizeServiceHtml(html: string | null | undefined): string | null {
  if (!html || !html.trim()) return null;
  const clean = sanitizeHtml(html, {
    allowedTags: ["p", "br", "strong", "em", "b", "i", "u", "ul", "ol", "li", "h3", "h4", "blockquote", "a"],
    allowedAttributes: { a: ["href", "title"] },
    allowedSchemes: ["http", "https", "mailto", "tel"],
    transformTags: { h1: "h3", h2: "h3" },
  }).trim();
  return clean || null;
}

/** A service's page text (Markdown or the spec's HTML) as the page shows it: rendered as posts are, then cut to the page's tags. */
export function serviceHtml(body: string): string | null {
  if (!body.trim()) return null;
  return sanitizeServiceHtml(renderPostBody(body));
}
