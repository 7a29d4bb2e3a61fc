/** Service HTML content is written by staff; it is sanitised before it reaches a page. */
import sanitizeHtml from "sanitize-html";

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
