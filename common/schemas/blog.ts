/**
 * Blog contracts shared by the manager (client) and the API (server): limits, slugs, list
 * parsing and the zod schemas of every blog write.
 */
import { z } from "@common/zod";
import * as messages from "../messages";
import { emailAddress } from "./email";
import { COMMENT_MAX } from "./blog-limits";

// Limits the public pages need without loading zod.
export * from "./blog-limits";

export const POST_STATUSES = ["draft", "scheduled", "published"] as const;
export type PostStatus = (typeof POST_STATUSES)[number];
export const CAMPAIGN_FREQUENCIES = ["daily", "weekly", "biweekly", "monthly"] as const;
export type CampaignFrequency = (typeof CAMPAIGN_FREQUENCIES)[number];

export const SEO_TITLE_LIMIT = 60;
export const SEO_DESCRIPTION_LIMIT = 155;
export const DEFAULT_MAX_WORDS = 3000;
export const SCHEDULER_POLL_MS = 30_000;
export const DEFAULT_SCHEDULE_HOURS = 24;
export const DEFAULT_TARGET_COUNT = 5;
export const DEFAULT_FREQUENCY: CampaignFrequency = "weekly";
export const WORDS_PER_MINUTE = 200;

const m = messages.blog;

/** Lower-case, strict: a-z, 0-9 and single hyphens ("Heat Pumps & Rebates!" → "heat-pumps-and-rebates"). */
export function slugify(text: string, maxLength = 80): string {
  return text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/&/g, " and ")
    .replace(/['’]/g, "")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, maxLength)
    .replace(/-+$/, "");
}

export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
/** A strict slug: anything else names no post or category (and never reaches the database). */
export const isSlug = (value: string) => value.length <= 200 && SLUG_PATTERN.test(value);

/** "a, b,, c " → ["a", "b", "c"]: comma separated, trimmed, empty entries dropped, duplicates once. */
export function splitList(input: string | readonly string[] | null | undefined): string[] {
  if (!input) return [];
  const parts = (typeof input === "string" ? input.split(",") : input.flatMap((s) => s.split(","))).map((s) => s.trim());
  return [...new Set(parts.filter(Boolean))];
}

/** Minutes to read at ~200 words a minute, at least 1; markup is not counted. */
export function readingTimeMinutes(content: string): number {
  const text = content
    .replace(/<[^>]*>/g, " ")
    .replace(/!\[[^\]]*\]\([^)]*\)/g, " ")
    .replace(/\]\([^)]*\)/g, " ");
  const words = text.split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w)).length;
  return Math.max(1, Math.ceil(words / WORDS_PER_MINUTE));
}

/**
 * Addresses the blog's own routes and API words use (/blog/rss.xml, /blog/category/..., /api/blog/related...):
 * no post takes them.
 */
export const RESERVED_SLUGS = new Set(["rss.xml", "rss", "category", "categories", "related", "generate", "preview", "campaigns", "scheduler"]);

/**
 * A post slug typed in the editor: made by the shared rule (slugify), so "Heat Pumps!" is stored as
 * "heat-pumps"; empty and the blog's own words are refused. Absent means "leave it".
 */
export const postSlugField = z
  .string()
  .trim()
  .max(200, m.slugInvalid)
  .transform((v, ctx) => {
    const slug = slugify(v);
    const message = !v
      ? m.slugRequired
      : RESERVED_SLUGS.has(v.toLowerCase()) || RESERVED_SLUGS.has(slug)
        ? m.slugReserved
        : !slug
          ? m.slugInvalid
          : null;
    if (message) {
      ctx.addIssue({ code: "custom", message });
      return z.NEVER;
    }
    return slug;
  })
  .optional();

const listField = z
  .union([z.array(z.string().max(100)).max(50), z.string().max(2000)])
  .optional()
  .transform((v) => splitList(v));

const optionalText = (max: number, message?: string) =>
  z
    .string()
    .trim()
    .max(max, message)
    .nullish()
    .transform((v) => (v ? v : null));

const optionalUuid = z
  .union([z.uuid("Invalid id"), z.literal("")])
  .nullish()
  .transform((v) => (v ? v : null));

const dateTime = z
  .union([z.string().trim(), z.null()])
  .optional()
  .transform((v, ctx) => {
    if (v === undefined) return undefined;
    if (v === null || v === "") return null;
    const date = new Date(v);
    if (Number.isNaN(date.getTime())) {
      ctx.addIssue({ code: "custom", message: "Enter a valid date and time" });
      return z.NEVER;
    }
    return date;
  });

const postFields = {
  title: z.string({ error: m.titleContentRequired }).trim().min(1, m.titleContentRequired).max(200, "Title must be 200 characters or fewer"),
  content: z.string({ error: m.titleContentRequired }).trim().min(1, m.titleContentRequired).max(200_000, "Content is too long"),
  excerpt: optionalText(500, "Excerpt must be 500 characters or fewer"),
  categoryId: optionalUuid,
  status: z.enum(POST_STATUSES, { error: "Status must be draft, scheduled or published" }).optional(),
  seoTitle: optionalText(SEO_TITLE_LIMIT, m.seoTitleMax),
  seoDescription: optionalText(SEO_DESCRIPTION_LIMIT, m.seoDescriptionMax),
  seoKeywords: listField,
  tags: listField,
  aiPrompt: optionalText(4000),
  scheduledAt: dateTime,
  isPublished: z.boolean().optional(),
  // The featured image (a media library id) and its alt text for this post (the
  // library's alt text when empty).
  featuredImageId: optionalUuid,
  featuredImageAlt: optionalText(250, "Alt text must be 250 characters or fewer"),
  slug: postSlugField,
};

/** POST /api/blog. */
export const createPostSchema = z.object(postFields);
/**
 * PATCH /api/blog/{id}: the full body, or only isPublished and status (the publish toggle).
 * Absent keys stay unchanged: the server keeps only the keys the request sent (pickPresent).
 */
export const updatePostSchema = createPostSchema.partial().extend({
  /** The version the editor started from: an older one than stored is a 409 (someone else saved). */
  version: z.number().int().min(1).optional(),
  /** The editor's autosave: a draft keeps a revision only every few minutes of them, not each one. */
  autosave: z.boolean().optional(),
});
export type CreatePostInput = z.infer<typeof createPostSchema>;
export type UpdatePostInput = z.infer<typeof updatePostSchema>;

/** POST /api/blog/preview. */
export const previewSchema = z.object({ content: z.string().max(200_000, "Content is too long") });

const slugField = z
  .string()
  .trim()
  .max(80, m.slugInvalid)
  .optional()
  .transform((v) => (v ? v : undefined))
  .refine((v) => v === undefined || SLUG_PATTERN.test(v), m.slugInvalid);

/** POST /api/blog/categories and PATCH /api/blog/categories/{id}. */
export const categorySchema = z.object({
  name: z.string({ error: m.categoryNameRequired }).trim().min(1, m.categoryNameRequired).max(100, "Category name must be 100 characters or fewer"),
  slug: slugField,
  description: optionalText(500, "Description must be 500 characters or fewer"),
  order: z.coerce.number().int().min(0).max(10_000).optional(),
});
export type CategoryInput = z.infer<typeof categorySchema>;
/** PATCH /api/blog/categories/{id}: the create body, every key optional (a name sent must not be empty). */
export const categoryPatchSchema = categorySchema.partial();
export type CategoryPatch = z.infer<typeof categoryPatchSchema>;

/** POST /api/blog/{id}/comments (spam fields are stripped before this). */
export const commentSchema = z.object({
  authorName: z.string({ error: m.commentNameRequired }).trim().min(1, m.commentNameRequired).max(100, "Name must be 100 characters or fewer"),
  authorEmail: emailAddress({ required: m.commentEmailInvalid, invalid: m.commentEmailInvalid }),
  content: z.string({ error: m.commentContentRequired }).trim().min(1, m.commentContentRequired).max(COMMENT_MAX, m.commentTooLong),
});
export type CommentInput = z.infer<typeof commentSchema>;

/** POST /api/blog/generate. */
export const generateSchema = z.object({
  prompt: z.string({ error: m.promptRequired }).trim().min(1, m.promptRequired).max(4000, "Prompt must be 4000 characters or fewer"),
  maxWords: z.coerce
    .number({ error: "Max words must be a number" })
    .int("Max words must be a whole number")
    .min(100, "Max words must be at least 100")
    .max(10_000, "Max words must be at most 10000")
    .default(DEFAULT_MAX_WORDS),
});

const campaignFields = {
  name: z.string({ error: m.campaignRequired }).trim().min(1, m.campaignRequired).max(200, "Campaign name must be 200 characters or fewer"),
  description: optionalText(1000),
  prompt: z.string({ error: m.campaignRequired }).trim().min(1, m.campaignRequired).max(4000, "Prompt must be 4000 characters or fewer"),
  topicKeywords: listField,
  frequency: z.enum(CAMPAIGN_FREQUENCIES, { error: "Frequency must be daily, weekly, biweekly or monthly" }).default(DEFAULT_FREQUENCY),
  categoryId: optionalUuid,
  targetCount: z.coerce
    .number({ error: "Target count must be a number" })
    .int("Target count must be a whole number")
    .min(1, "Target count must be at least 1")
    .max(1000, "Target count must be at most 1000")
    .default(DEFAULT_TARGET_COUNT),
  isActive: z.boolean().default(true),
  /** Its posts wait as drafts for a person instead of being scheduled. */
  needsApproval: z.boolean().default(false),
};

/** POST /api/blog/campaigns. */
export const createCampaignSchema = z.object(campaignFields);
export type CreateCampaignInput = z.infer<typeof createCampaignSchema>;
/** PATCH /api/blog/campaigns/{id}: any campaign fields (absent keys unchanged, see pickPresent). */
export const updateCampaignSchema = createCampaignSchema.partial();

/**
 * A number input's text through its field schema: blank means the field's default; otherwise the
 * value, or the schema's first message.
 */
export function parseNumberInput<T>(field: z.ZodType<T>, text: string): { ok: true; value: T } | { ok: false; message: string } {
  const parsed = field.safeParse(text.trim() === "" ? undefined : text);
  return parsed.success ? { ok: true, value: parsed.data } : { ok: false, message: parsed.error.issues[0]?.message ?? "" };
}

/** Keeps only the keys the client actually sent, so defaults never overwrite stored values. */
export function pickPresent<T extends object>(parsed: T, raw: unknown): Partial<T> {
  const sent = raw && typeof raw === "object" ? Object.keys(raw) : [];
  return Object.fromEntries(Object.entries(parsed).filter(([k]) => sent.includes(k))) as Partial<T>;
}
