/**
 * The vocabulary of the owner's editable content: every content type (a page such as Home or
 * About, or a collection such as service areas) is a zod object built from these fields. The one
 * definition gives the server's validation, the TypeScript type the page renders, and the back
 * office's editor (it walks the schema and reads each field's label and kind from `fieldInfo`).
 */
import { z } from "../zod";

export type FieldKind = "text" | "textarea" | "markdown" | "link" | "image" | "cents" | "toggle" | "list" | "group";

export interface FieldInfo {
  kind: FieldKind;
  label: string;
  /** One line under the field in the editor. */
  help?: string;
}

const fields = z.registry<FieldInfo>();

/** A field's label and kind, as the editor shows it (undefined for a schema not built here). */
export function fieldInfo(schema: z.ZodType): FieldInfo | undefined {
  return fields.get(schema);
}

interface Options {
  help?: string;
  /** An empty value is allowed (stored as ""). */
  optional?: boolean;
  max?: number;
}

function tagged<T extends z.ZodType>(schema: T, info: FieldInfo): T {
  fields.add(schema, info);
  return schema;
}

function string(kind: FieldKind, label: string, max: number, options: Options) {
  const base = z.string().trim().max(options.max ?? max, `${label} is too long`);
  return tagged(options.optional ? base : base.min(1, `${label} is required`), { kind, label, help: options.help });
}

/** A site path ("/contact", "/services/heat-pumps#faq") or an https address. */
const linkPattern = /^(\/[^\s]*|https:\/\/[^\s]+|tel:[+\d-]+|mailto:[^\s]+)$/;
/** An image the site serves: a bundled one under /images/ or an uploaded one under /media/. */
const imagePattern = /^\/(images|media)\/[^\s]+$/;

export const field = {
  /** One line: a heading, a label, a figure. */
  text: (label: string, options: Options = {}) => string("text", label, 200, options),
  /** A paragraph of plain text. */
  textarea: (label: string, options: Options = {}) => string("textarea", label, 2000, options),
  /** Longer text in Markdown, sanitized when rendered as the blog's posts are. */
  markdown: (label: string, options: Options = {}) => string("markdown", label, 50_000, options),
  link: (label: string, options: Options = {}) =>
    tagged(
      (options.optional ? z.string().trim().max(500) : z.string().trim().min(1, `${label} is required`).max(500)).refine(
        (v) => v === "" || linkPattern.test(v),
        `${label} must be a site path like /contact or an https:// address`,
      ),
      { kind: "link", label, help: options.help },
    ),
  /** An image's address with its text alternative. */
  image: (label: string, options: Omit<Options, "max"> = {}) =>
    tagged(
      z.object({
        src: z
          .string()
          .trim()
          .max(500)
          .refine((v) => (options.optional && v === "") || imagePattern.test(v), `${label} must be an uploaded image`),
        alt: z.string().trim().max(300),
      }),
      { kind: "image", label, help: options.help },
    ),
  /** Money in whole cents (null: not shown). */
  cents: (label: string, options: Omit<Options, "max" | "optional"> = {}) =>
    tagged(z.number().int().min(0).max(100_000_000).nullable(), { kind: "cents", label, help: options.help }),
  toggle: (label: string, options: Omit<Options, "max" | "optional"> = {}) => tagged(z.boolean(), { kind: "toggle", label, help: options.help }),
  /** A repeated group (benefits, FAQs, team members), in order. */
  list: <T extends z.ZodType>(label: string, item: T, options: { max?: number; help?: string } = {}) =>
    tagged(z.array(item).max(options.max ?? 50, `At most ${options.max ?? 50} in ${label}`), { kind: "list", label, help: options.help }),
  /** Fields shown together under one heading (the hero, the SEO fields). */
  group: <T extends z.ZodRawShape>(label: string, shape: T, options: { help?: string } = {}) =>
    tagged(z.object(shape), { kind: "group", label, help: options.help }),
};

/** A page's title and description for search engines and link previews. */
export const seoFields = () =>
  field.group("Search engines", {
    title: field.text("SEO title", { max: 70, optional: true, help: "Shown in search results and the browser tab; the heading when empty." }),
    description: field.textarea("SEO description", { max: 200, optional: true, help: "One or two sentences for search results." }),
  });

/** How a content type is kept: one page (Home, About) or a collection of entries with slugs (areas). */
export interface ContentType<S extends z.ZodObject = z.ZodObject, K extends "page" | "collection" = "page" | "collection"> {
  name: string;
  /** As the Site section lists it. */
  label: string;
  kind: K;
  fields: S;
  /** The public address an entry is shown at (its slug for collections); null when it has none of its own. */
  path: (slug: string) => string | null;
}

export function defineContentType<S extends z.ZodObject, K extends "page" | "collection">(type: ContentType<S, K>): ContentType<S, K> {
  return type;
}

export type ContentOf<T extends ContentType> = z.infer<T["fields"]>;
