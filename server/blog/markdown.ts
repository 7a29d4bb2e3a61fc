/**
 * The one renderer for post bodies (markdown or HTML): marked, then sanitize-html with an
 * allow-list. No script, style, iframe, event handler, javascript: or data: URL survives;
 * headings get ids (anchors); images lazy-load. Used by the page loader and the manager's preview.
 */
import { Marked, type Tokens } from "marked";
import sanitizeHtml from "sanitize-html";
import { slugify } from "~/shared/schemas/blog";

const escapeHtml = (s: string) =>
  s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&#39;");

const ID_PATTERN = /^[a-z0-9][a-z0-9-]{0,80}$/;

const headingTags = ["h1", "h2", "h3", "h4", "h5", "h6"];

const sanitizeOptions: sanitizeHtml.IOptions = {
  allowedTags: [
    ...headingTags,
    "p", "br", "hr", "blockquote", "pre", "code", "em", "strong", "b", "i", "u", "s", "del", "ins", "mark", "small",
    "sub", "sup", "ul", "ol", "li", "dl", "dt", "dd", "a", "img", "figure", "figcaption", "table", "thead", "tbody",
    "tfoot", "tr", "th", "td", "caption", "abbr", "cite", "q", "kbd", "span", "div",
  ],
  allowedAttributes: {
    a: ["href", "title", "rel"],
    img: ["src", "alt", "title", "width", "height", "loading", "decoding"],
    th: ["align", "colspan", "rowspan", "scope"],
    td: ["align", "colspan", "rowspan"],
    ol: ["start"],
    code: ["class"],
    abbr: ["title"],
    ...Object.fromEntries(headingTags.map((h) => [h, ["id"]])),
  },
  allowedClasses: { code: ["language-*"] },
  allowedSchemes: ["http", "https", "mailto", "tel"],
  allowedSchemesByTag: { img: ["http", "https"] },
  allowedSchemesAppliedToAttributes: ["href", "src", "cite"],
  allowProtocolRelative: false,
  disallowedTagsMode: "discard",
  nonTextTags: ["script", "style", "textarea", "option", "noscript", "iframe", "object", "embed", "template", "svg", "math"],
  transformTags: {
    img: (tagName, attribs) => ({ tagName, attribs: { ...attribs, loading: "lazy", decoding: "async" } }),
    a: (tagName, attribs) => {
      const external = /^https?:\/\//i.test(attribs.href ?? "");
      return { tagName, attribs: external ? { ...attribs, rel: "nofollow noopener noreferrer" } : attribs };
    },
    ...Object.fromEntries(
      headingTags.map((h) => [
        h,
        (tagName: string, attribs: sanitizeHtml.Attributes) => {
          const { id, ...rest } = attribs;
          return { tagName, attribs: id && ID_PATTERN.test(id) ? { ...rest, id } : rest };
        },
      ]),
    ),
  },
};

/** Sanitises HTML with the post allow-list. */
export function sanitizePostHtml(html: string): string {
  return sanitizeHtml(html, sanitizeOptions);
}

function createMarked() {
  const used = new Map<string, number>();
  const marked = new Marked({ gfm: true, breaks: false, async: false });
  marked.use({
    renderer: {
      heading(this: { parser: { parseInline(tokens: Tokens.Generic[]): string } }, token: Tokens.Heading) {
        const inner = this.parser.parseInline(token.tokens);
        const base = slugify(token.text.replace(/<[^>]*>/g, ""), 60) || "section";
        const n = used.get(base) ?? 0;
        used.set(base, n + 1);
        const id = n === 0 ? base : `${base}-${n + 1}`;
        return `<h${token.depth} id="${escapeHtml(id)}">${inner}</h${token.depth}>\n`;
      },
    },
  });
  return marked;
}

/** Markdown (or HTML) → safe HTML. */
export function renderPostBody(content: string): string {
  const html = createMarked().parse(content, { async: false }) as string;
  return sanitizePostHtml(html);
}

const entities: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', "#39": "'", "#x27": "'", nbsp: " " };

/** Plain text of a body (for excerpts and feed descriptions); escape it again where it is used. */
export function plainText(content: string): string {
  return sanitizeHtml(createMarked().parse(content, { async: false }) as string, { allowedTags: [], allowedAttributes: {} })
    .replace(/&(amp|lt|gt|quot|#39|#x27|nbsp);/g, (_m, e: string) => entities[e] ?? "")
    .replace(/\s+/g, " ")
    .trim();
}
