/**
 * The one renderer for post bodies (markdown or HTML): marked, then sanitize-html with an
 * allow-list. No script, style, iframe, event handler, javascript: or data: URL survives;
 * headings get ids (anchors); images lazy-load. Used by the page loader and the manager's preview.
 *
 * marked is recursive: thousands of nested quotes, list markers or emphasis delimiters overflow
 * its stack, and deep nesting makes it very slow. Such content is refused when saved
 * (`contentProblem`), and a stored body that still fails to render is shown as escaped plain
 * paragraphs, never as a broken page.
 */
import { Marked, type Tokens } from "marked";
import sanitizeHtml from "sanitize-html";
import * as staffMessages from "@common/staff-messages";
import { slugify } from "@common/schemas/blog";
import { escapeHtml } from "../http/escape-html";

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
    img: ["src", "alt", "title", "width", "height", "loading", "decoding", "srcset", "sizes"],
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
    img: imageTransform(undefined),
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

/** Widths the media library stores (server/media/process.ts): every one below the largest, then it. */
const MEDIA_WIDTHS = [480, 960, 1600];

/**
 * An image from the media library (/media/<hash>-<width>.jpg|png, the largest fallback, as the
 * editor inserts it) gets a srcset of its other widths, so phones download a small file.
 */
function mediaSrcset(src: string | undefined): { srcset?: string; sizes?: string } {
  const match = /^\/media\/([0-9a-f]{16})-(\d{1,5})\.(jpg|png)$/.exec(src ?? "");
  if (!match) return {};
  const [, hash, width, ext] = match;
  const largest = Number(width);
  const widths = [...MEDIA_WIDTHS.filter((w) => w < largest), largest];
  return {
    srcset: widths.map((w) => `/media/${hash}-${w}.${ext} ${w}w`).join(", "),
    sizes: "(min-width: 1024px) 48rem, 100vw",
  };
}

/** Stored width and height of media library files by key ("<hash>-<width>.jpg"), from the database. */
export type MediaSizes = ReadonlyMap<string, { width: number; height: number }>;

/**
 * srcset and sizes only as the server writes them, for media library images; with their stored
 * sizes, width and height too (the page keeps its layout while the image loads).
 */
function imageTransform(media: MediaSizes | undefined): sanitizeHtml.Transformer {
  return (tagName, attribs) => {
    const { srcset: _srcset, sizes: _sizes, ...rest } = attribs;
    const out: sanitizeHtml.Attributes = { ...rest };
    const responsive = mediaSrcset(rest.src);
    if (responsive.srcset && responsive.sizes) Object.assign(out, { srcset: responsive.srcset, sizes: responsive.sizes });
    const known = media?.get((rest.src ?? "").replace(/^\/media\//, ""));
    if (known) Object.assign(out, { width: String(known.width), height: String(known.height) });
    return { tagName, attribs: { ...out, loading: "lazy", decoding: "async" } };
  };
}

/** Sanitises HTML with the post allow-list. */
export function sanitizePostHtml(html: string): string {
  return sanitizeHtml(html, sanitizeOptions);
}

/**
 * A rendered body for a mail program (the newsletter): links and images absolute, since a mail
 * has no page to be relative to; no srcset or lazy loading; images no wider than the mail.
 */
export function postHtmlForMail(html: string, origin: string): string {
  const absolute = (url: string | undefined) => (url?.startsWith("/") && !url.startsWith("//") ? `${origin}${url}` : (url ?? ""));
  return sanitizeHtml(html, {
    ...sanitizeOptions,
    allowedAttributes: { ...sanitizeOptions.allowedAttributes, img: ["src", "alt", "width", "height", "style"] },
    allowedStyles: { img: { "max-width": [/^100%$/], height: [/^auto$/] } },
    transformTags: {
      ...sanitizeOptions.transformTags,
      a: (tagName, attribs) => ({ tagName, attribs: { ...attribs, href: absolute(attribs.href) } }),
      img: (tagName, { src, alt, width, height }) => ({
        tagName,
        attribs: { src: absolute(src), alt: alt ?? "", ...(width ? { width } : {}), ...(height ? { height } : {}), style: "max-width:100%;height:auto" },
      }),
    },
  });
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

/** Deeper nesting of quotes and lists than any article needs; beyond it the renderer slows down badly. */
export const MAX_NESTING = 40;

const containerRun = /^(?:[ \t]*(?:>|[-*+](?=[ \t]|$)|\d{1,9}[.)](?=[ \t]|$)))+/;

/**
 * The deepest nesting of block quotes and lists: the quote and list markers that open a line,
 * plus one level per two columns a list item is indented (a generous reading of markdown's rules,
 * so it never under-counts).
 */
export function nestingDepth(content: string): number {
  let deepest = 0;
  for (const line of content.split(/\r\n|\r|\n/)) {
    const run = containerRun.exec(line)?.[0];
    if (!run) continue;
    const markers = run.match(/>|[-*+]|\d{1,9}[.)]/g)?.length ?? 0;
    const indent = /^[ \t]*/.exec(run)![0].replace(/\t/g, "    ").length;
    deepest = Math.max(deepest, markers + Math.floor(indent / 2));
  }
  return deepest;
}

function renderUnsafe(content: string, media?: MediaSizes): string {
  const html = createMarked().parse(content, { async: false }) as string;
  if (!media?.size) return sanitizePostHtml(html);
  return sanitizeHtml(html, { ...sanitizeOptions, transformTags: { ...sanitizeOptions.transformTags, img: imageTransform(media) } });
}

/**
 * Why a post body cannot be saved, or undefined when it renders: too deeply nested, or the
 * renderer fails on it (a stack overflow on runs of thousands of delimiters, say).
 */
export function contentProblem(content: string): string | undefined {
  if (nestingDepth(content) > MAX_NESTING) return staffMessages.blog.contentTooDeep;
  try {
    renderUnsafe(content);
    return undefined;
  } catch {
    return staffMessages.blog.contentUnrenderable;
  }
}

/** The text as escaped paragraphs: what a reader sees of a body the renderer cannot handle. */
export function fallbackPostHtml(content: string): string {
  return content
    .split(/(?:\r?\n){2,}/)
    .map((block) => block.trim())
    .filter(Boolean)
    .map((block) => `<p>${escapeHtml(block).replace(/\r?\n/g, "<br>")}</p>`)
    .join("\n");
}

export type RenderFailure = (error: unknown) => void;

const logToConsole: RenderFailure = (error) => console.error("post body failed to render; shown as plain text", error);

/** Markdown (or HTML) → safe HTML; never throws (see fallbackPostHtml). */
export function renderPostBody(content: string, onFailure: RenderFailure = logToConsole, media?: MediaSizes): string {
  try {
    return renderUnsafe(content, media);
  } catch (error) {
    onFailure(error);
    return fallbackPostHtml(content);
  }
}

const entities: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', "#39": "'", "#x27": "'", nbsp: " " };

/** Plain text of a body (for excerpts and feed descriptions); escape it again where it is used. Never throws. */
export function plainText(content: string, onFailure: RenderFailure = logToConsole): string {
  let html: string;
  try {
    html = createMarked().parse(content, { async: false }) as string;
  } catch (error) {
    onFailure(error);
    // Markup characters at line starts and runs of delimiters are dropped; the words stay.
    html = escapeHtml(content.replace(/^[\s>#*+-]+/gm, " ").replace(/[*_~`]{2,}/g, " "));
  }
  return sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} })
    .replace(/&(amp|lt|gt|quot|#39|#x27|nbsp);/g, (_m, e: string) => entities[e] ?? "")
    .replace(/\s+/g, " ")
    .trim();
}
