/**
 * The content store: the owner's pages and collection entries, each with its published copy, a
 * draft, a version for concurrent edits, its revisions and the old slugs that answer 301.
 *
 * While a type has nothing stored, its sample (server/content/samples) is what the site shows and
 * what the editor opens; the first write to a type copies its sample into the store (the
 * `content_types_stored` mark), so editing one entry never makes the others disappear, and an
 * emptied collection stays empty.
 */
import { and, asc, desc, eq, inArray, ne, or, sql } from "drizzle-orm";
import sanitizeHtml from "sanitize-html";
import type { z } from "zod";
import { fieldErrors, type FieldErrorMap } from "@common/field-errors";
import { fieldInfo, type ContentType } from "@common/content/fields";
import { emptyOf } from "@common/content/describe";
import { contentTypes } from "@common/content/types";
import { slugify } from "@common/schemas/blog";
import type { Db } from "../db/client";
import { contentEntries, contentRevisions, contentSlugRedirects, contentTypesStored } from "../db/schema";
import { contentProblem } from "../blog/markdown";
import { samples } from "./samples";
import { clearMirror, mirrorEntry } from "./mirrors";

type Executor = Pick<Db, "select" | "insert" | "update" | "delete" | "execute">;
type Data = Record<string, unknown>;

/** Every registered content type, by name. */
export const registeredTypes = contentTypes as unknown as Record<string, ContentType>;

export function findType(name: string): ContentType | undefined {
  return Object.hasOwn(registeredTypes, name) ? registeredTypes[name] : undefined;
}

/** The sample of a type: a page's value, or a collection's entries. */
function sampleOf(type: ContentType): Data | Array<{ slug: string } & Data> {
  const sample = (samples as unknown as Record<string, unknown>)[type.name];
  if (sample !== undefined) return sample as Data | Array<{ slug: string } & Data>;
  return type.kind === "page" ? emptyValue(type.fields) : [];
}

// ---------------------------------------------------------------- empty values

/** The value of a field with nothing in it: "" texts, [] lists, null cents, false toggles, blank images. */
export function emptyValue(schema: z.ZodType): Data {
  return emptyOf(schema) as Data;
}

// ---------------------------------------------------------------- sanitizing

const noMarkup: sanitizeHtml.IOptions = { allowedTags: [], allowedAttributes: {}, disallowedTagsMode: "discard" };
const entities: Record<string, string> = { "&amp;": "&", "&lt;": "<", "&gt;": ">", "&quot;": '"', "&#39;": "'", "&nbsp;": "\u00a0" };

/** One-line and paragraph texts hold no markup: tags are removed, the words kept. */
function plainText(value: string): string {
  if (!/[<>&]/.test(value)) return value;
  return sanitizeHtml(value, noMarkup).replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (m) => entities[m] ?? m);
}

/**
 * Walks a value with its schema: plain-text fields lose any markup; Markdown fields keep theirs
 * (sanitized when rendered, as posts' bodies are) but a body the renderer cannot take is a field
 * error. Returns the cleaned value and the problems found.
 */
function clean(schema: z.ZodType, value: unknown, path: string, problems: FieldErrorMap): unknown {
  const kind = fieldInfo(schema)?.kind;
  if (typeof value === "string") {
    if (kind === "markdown") {
      const problem = contentProblem(value);
      if (problem) problems[path] ??= problem;
      return value;
    }
    return kind === "link" ? value : plainText(value);
  }
  const def = (schema as unknown as { def: { type: string; shape?: Record<string, z.ZodType>; element?: z.ZodType; innerType?: z.ZodType } }).def;
  if (Array.isArray(value) && def.type === "array" && def.element) return value.map((item, i) => clean(def.element!, item, path ? `${path}.${i}` : String(i), problems));
  if (value && typeof value === "object" && def.type === "object" && def.shape) {
    const out: Data = {};
    for (const [key, child] of Object.entries(value as Data)) {
      const sub = def.shape[key];
      out[key] = sub ? clean(sub, child, path ? `${path}.${key}` : key, problems) : child;
    }
    return out;
  }
  if ((def.type === "nullable" || def.type === "optional" || def.type === "default") && def.innerType) return clean(def.innerType, value, path, problems);
  return value;
}

/** Every image field's address in `value`, with its path ("photo", "team.0.photo"). */
export function imagesIn(schema: z.ZodType, value: unknown, path = "", out: Array<{ path: string; src: string }> = []): Array<{ path: string; src: string }> {
  if (fieldInfo(schema)?.kind === "image") {
    const src = (value as { src?: unknown } | null)?.src;
    if (typeof src === "string" && src) out.push({ path: path ? `${path}.src` : "src", src });
    return out;
  }
  const def = (schema as unknown as { def: { type: string; shape?: Record<string, z.ZodType>; element?: z.ZodType; innerType?: z.ZodType } }).def;
  if (Array.isArray(value) && def.type === "array" && def.element) value.forEach((item, i) => imagesIn(def.element!, item, path ? `${path}.${i}` : String(i), out));
  else if (value && typeof value === "object" && def.type === "object" && def.shape)
    for (const [key, sub] of Object.entries(def.shape)) imagesIn(sub, (value as Data)[key], path ? `${path}.${key}` : key, out);
  else if ((def.type === "nullable" || def.type === "optional") && def.innerType) imagesIn(def.innerType, value, path, out);
  return out;
}

/** The type's schema's verdict on `data`, cleaned: the value to store, or field errors. */
export function validateContent(type: ContentType, data: unknown): { ok: true; value: Data } | { ok: false; errors: FieldErrorMap } {
  const result = type.fields.safeParse(data);
  if (!result.success) return { ok: false, errors: fieldErrors(result.error) };
  const problems: FieldErrorMap = {};
  const value = clean(type.fields, result.data, "", problems) as Data;
  return Object.keys(problems).length ? { ok: false, errors: problems } : { ok: true, value };
}

// ---------------------------------------------------------------- slugs

/** Addresses no entry may take: they name the collection's own pages or the back office's words. */
const RESERVED = new Set(["new", "edit", "preview", "admin", "api", "index", "rss", "rss.xml", "sitemap.xml"]);
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export class FieldError extends Error {
  constructor(readonly errors: FieldErrorMap) {
    super(Object.values(errors)[0] ?? "Invalid content");
  }
}

export class VersionConflict extends Error {
  constructor(readonly currentVersion: number) {
    super("version conflict");
  }
}

/** A slug typed in the editor, made by the blog's rule; refused when reserved or not a slug. */
export function normalSlug(input: string): string {
  const slug = slugify(input.trim());
  if (!slug || !SLUG.test(slug)) throw new FieldError({ slug: "Slug must be letters, numbers and dashes" });
  if (RESERVED.has(slug)) throw new FieldError({ slug: "That address is reserved; choose another slug" });
  return slug;
}

async function assertSlugFree(db: Executor, type: string, slug: string, selfId: string | null): Promise<void> {
  const self = selfId ? [ne(contentEntries.id, selfId)] : [];
  const [taken] = await db
    .select({ id: contentEntries.id })
    .from(contentEntries)
    .where(and(eq(contentEntries.type, type), or(eq(contentEntries.slug, slug), eq(contentEntries.draftSlug, slug)), ...self))
    .limit(1);
  const selfRedirect = selfId ? [ne(contentSlugRedirects.entryId, selfId)] : [];
  const [forwarded] = await db
    .select({ id: contentSlugRedirects.entryId })
    .from(contentSlugRedirects)
    .where(and(eq(contentSlugRedirects.type, type), eq(contentSlugRedirects.slug, slug), ...selfRedirect))
    .limit(1);
  if (taken || forwarded) throw new FieldError({ slug: "Another entry already uses that slug" });
}

// ---------------------------------------------------------------- materializing a type

async function isStored(db: Executor, type: string): Promise<boolean> {
  const rows = await db.select({ type: contentTypesStored.type }).from(contentTypesStored).where(eq(contentTypesStored.type, type));
  return rows.length > 0;
}

/**
 * Copies a type's sample into the store before its first change (once: the mark is taken under a
 * unique key, so two first writes at once copy it once). `start` replaces the sample (setup's empty pages).
 */
export async function storeType(db: Executor, type: ContentType, now: Date, start?: Data | Array<{ slug: string } & Data>): Promise<void> {
  const marked = await db.insert(contentTypesStored).values({ type: type.name, createdAt: now }).onConflictDoNothing().returning();
  if (!marked.length) return;
  const initial = start ?? sampleOf(type);
  const rows = Array.isArray(initial)
    ? initial.map(({ slug, ...data }, position) => ({ slug, data, position }))
    : [{ slug: type.name, data: initial, position: 0 }];
  if (!rows.length) return;
  await db.insert(contentEntries).values(
    rows.map((row) => ({
      type: type.name,
      slug: row.slug,
      position: row.position,
      published: row.data,
      version: 1,
      updatedAt: now,
      publishedAt: now,
      createdAt: now,
    })),
  );
}

// ---------------------------------------------------------------- reading

export interface PublishedContent {
  /** Pages by type; collections' entries (with slug) by type, in order. Types absent: their sample. */
  stored: Map<string, Data | Array<{ slug: string } & Data>>;
}

/** Everything published, as the site shows it (one query per call; cached by server/content/read.ts). */
export async function loadPublished(db: Db): Promise<PublishedContent> {
  const marks = await db.select({ type: contentTypesStored.type }).from(contentTypesStored);
  const stored = new Map<string, Data | Array<{ slug: string } & Data>>();
  if (!marks.length) return { stored };
  const rows = await db
    .select({ type: contentEntries.type, slug: contentEntries.slug, published: contentEntries.published })
    .from(contentEntries)
    .where(inArray(contentEntries.type, marks.map((m) => m.type)))
    .orderBy(asc(contentEntries.type), asc(contentEntries.position), asc(contentEntries.createdAt));
  for (const { type: name } of marks) {
    const type = findType(name);
    if (!type) continue;
    const own = rows.filter((r) => r.type === name && r.published);
    if (type.kind === "page") stored.set(name, own[0]?.published ?? emptyValue(type.fields));
    else stored.set(name, own.map((r) => ({ ...r.published, slug: r.slug })));
  }
  return { stored };
}

/** Drafts over the published copies, for a staff member's preview. */
export async function loadDrafts(db: Db): Promise<PublishedContent> {
  const base = await loadPublished(db);
  const rows = await db
    .select({ type: contentEntries.type, slug: contentEntries.slug, draftSlug: contentEntries.draftSlug, published: contentEntries.published, draft: contentEntries.draft })
    .from(contentEntries)
    .orderBy(asc(contentEntries.type), asc(contentEntries.position), asc(contentEntries.createdAt));
  const types = new Set(rows.filter((r) => r.draft).map((r) => r.type));
  for (const name of types) {
    const type = findType(name);
    if (!type) continue;
    const own = rows.filter((r) => r.type === name && (r.draft ?? r.published));
    if (type.kind === "page") base.stored.set(name, own[0]?.draft ?? own[0]?.published ?? emptyValue(type.fields));
    else base.stored.set(name, own.map((r) => ({ ...(r.draft ?? r.published), slug: r.draft ? (r.draftSlug ?? r.slug) : r.slug })));
  }
  return base;
}

/** What the site shows for a type, given what is stored. */
export function publishedOf(content: PublishedContent, type: ContentType): Data | Array<{ slug: string } & Data> {
  return content.stored.get(type.name) ?? sampleOf(type);
}

/** The current slug of the entry `slug` used to name (it was renamed since), or undefined. */
export async function currentEntrySlug(db: Db, type: string, slug: string): Promise<string | undefined> {
  if (!SLUG.test(slug)) return undefined;
  const [row] = await db
    .select({ slug: contentEntries.slug })
    .from(contentSlugRedirects)
    .innerJoin(contentEntries, eq(contentSlugRedirects.entryId, contentEntries.id))
    .where(and(eq(contentSlugRedirects.type, type), eq(contentSlugRedirects.slug, slug), sql`${contentEntries.published} is not null`))
    .limit(1);
  return row?.slug;
}

// ---------------------------------------------------------------- the editor's view

export interface EditableEntry {
  type: string;
  slug: string;
  /** The slug the draft moves the entry to on publish (null: unchanged). */
  draftSlug: string | null;
  published: Data | null;
  draft: Data | null;
  /** 0 while the type has nothing stored (its sample shows). */
  version: number;
  position: number;
  updatedBy: string | null;
  updatedAt: string | null;
  publishedBy: string | null;
  publishedAt: string | null;
}

type EntryRow = typeof contentEntries.$inferSelect;

function toEditable(row: EntryRow): EditableEntry {
  return {
    type: row.type,
    slug: row.slug,
    draftSlug: row.draftSlug,
    published: row.published,
    draft: row.draft,
    version: row.version,
    position: row.position,
    updatedBy: row.updatedBy,
    updatedAt: row.updatedAt.toISOString(),
    publishedBy: row.publishedBy,
    publishedAt: row.publishedAt?.toISOString() ?? null,
  };
}

function fromSample(type: ContentType, slug: string, data: Data, position: number): EditableEntry {
  return { type: type.name, slug, draftSlug: null, published: data, draft: null, version: 0, position, updatedBy: null, updatedAt: null, publishedBy: null, publishedAt: null };
}

/** A type's entries as the editor lists them (a page: its one entry). */
export async function listEditable(db: Db, type: ContentType): Promise<EditableEntry[]> {
  if (!(await isStored(db, type.name))) {
    const sample = sampleOf(type);
    return Array.isArray(sample) ? sample.map(({ slug, ...data }, i) => fromSample(type, slug, data, i)) : [fromSample(type, type.name, sample, 0)];
  }
  const rows = await db.select().from(contentEntries).where(eq(contentEntries.type, type.name)).orderBy(asc(contentEntries.position), asc(contentEntries.createdAt));
  if (type.kind === "page" && !rows.length) return [fromSample(type, type.name, emptyValue(type.fields), 0)];
  return rows.map(toEditable);
}

export async function getEditable(db: Db, type: ContentType, slug: string): Promise<EditableEntry | undefined> {
  return (await listEditable(db, type)).find((e) => e.slug === slug);
}

async function lockedEntry(db: Executor, type: ContentType, slug: string, now: Date): Promise<EntryRow | undefined> {
  await storeType(db, type, now);
  const [row] = await db
    .select()
    .from(contentEntries)
    .where(and(eq(contentEntries.type, type.name), eq(contentEntries.slug, slug)))
    .for("update");
  if (row || type.kind !== "page") return row;
  // A page has one entry, named by its type: any other name is no entry (not a second copy).
  if (slug !== type.name) return undefined;
  // A page whose row is missing (a type added after its mark): made from its sample.
  const [made] = await db
    .insert(contentEntries)
    .values({ type: type.name, slug, published: sampleOf(type) as Data, publishedAt: now, updatedAt: now, createdAt: now })
    .returning();
  return made;
}

/** A version sent by the editor must be the current one; a sample's is 0 until it is stored. */
function checkVersion(row: EntryRow, sent: number): void {
  const current = row.version;
  // The first save of a sample: the copy just made is version 1, which the editor knew as 0.
  if (sent === current || (sent === 0 && current === 1 && !row.draft && !row.updatedBy)) return;
  throw new VersionConflict(current);
}

// ---------------------------------------------------------------- writing

export interface SaveInput {
  version: number;
  data: unknown;
  /** A collection entry's new slug (unchanged when absent). */
  slug?: string;
}

/** Saves a draft: validated and cleaned, the version checked and raised. Undefined: no such entry. */
export async function saveDraft(db: Executor, type: ContentType, slug: string, input: SaveInput, by: string | null, now: Date): Promise<EditableEntry | undefined> {
  const checked = validateContent(type, input.data);
  if (!checked.ok) throw new FieldError(checked.errors);
  const row = await lockedEntry(db, type, slug, now);
  if (!row) return undefined;
  checkVersion(row, input.version);
  let draftSlug: string | null = row.draftSlug;
  if (type.kind === "collection" && input.slug !== undefined) {
    const next = normalSlug(input.slug);
    if (next !== row.slug) await assertSlugFree(db, type.name, next, row.id);
    draftSlug = next === row.slug ? null : next;
  }
  const [updated] = await db
    .update(contentEntries)
    .set({ draft: checked.value, draftSlug, version: row.version + 1, updatedBy: by, updatedAt: now })
    .where(eq(contentEntries.id, row.id))
    .returning();
  return updated && toEditable(updated);
}

/**
 * Publishes the draft (or, with none, the published copy again): it becomes what the site shows,
 * a revision keeps it under its version, and a changed slug leaves the old one answering 301.
 */
export async function publishEntry(db: Executor, type: ContentType, slug: string, version: number, by: string | null, now: Date): Promise<EditableEntry | undefined> {
  const row = await lockedEntry(db, type, slug, now);
  if (!row) return undefined;
  checkVersion(row, version);
  const data = row.draft ?? row.published ?? emptyValue(type.fields);
  const nextSlug = row.draftSlug ?? row.slug;
  if (nextSlug !== row.slug) {
    await assertSlugFree(db, type.name, nextSlug, row.id);
    await db.delete(contentSlugRedirects).where(and(eq(contentSlugRedirects.type, type.name), eq(contentSlugRedirects.slug, nextSlug)));
    // Only an address that was public is worth forwarding.
    if (row.published)
      await db
        .insert(contentSlugRedirects)
        .values({ type: type.name, slug: row.slug, entryId: row.id, createdAt: now })
        .onConflictDoUpdate({ target: [contentSlugRedirects.type, contentSlugRedirects.slug], set: { entryId: row.id } });
  }
  const newVersion = row.version + 1;
  const [updated] = await db
    .update(contentEntries)
    .set({ slug: nextSlug, draftSlug: null, published: data, draft: null, version: newVersion, updatedBy: by, updatedAt: now, publishedBy: by, publishedAt: now })
    .where(eq(contentEntries.id, row.id))
    .returning();
  await db.insert(contentRevisions).values({ entryId: row.id, version: newVersion, slug: nextSlug, data, savedBy: by, createdAt: now });
  await mirrorEntry(db, type.name, row.published ? row.slug : null, { ...data, slug: nextSlug }, now);
  return updated && toEditable(updated);
}

/** Drops the draft: the editor shows the published copy again. */
export async function discardDraft(db: Executor, type: ContentType, slug: string, version: number, by: string | null, now: Date): Promise<EditableEntry | undefined> {
  const row = await lockedEntry(db, type, slug, now);
  if (!row) return undefined;
  checkVersion(row, version);
  const [updated] = await db
    .update(contentEntries)
    .set({ draft: null, draftSlug: null, version: row.version + 1, updatedBy: by, updatedAt: now })
    .where(eq(contentEntries.id, row.id))
    .returning();
  return updated && toEditable(updated);
}

/** Adds a collection entry as a draft (published on Publish). */
export async function addEntry(db: Executor, type: ContentType, input: { slug: string; data: unknown }, by: string | null, now: Date): Promise<EditableEntry> {
  const slug = normalSlug(input.slug);
  const checked = validateContent(type, input.data);
  if (!checked.ok) throw new FieldError(checked.errors);
  await storeType(db, type, now);
  await assertSlugFree(db, type.name, slug, null);
  const [last] = await db
    .select({ position: sql<number>`coalesce(max(${contentEntries.position}), -1)` })
    .from(contentEntries)
    .where(eq(contentEntries.type, type.name));
  const [row] = await db
    .insert(contentEntries)
    .values({ type: type.name, slug, position: Number(last?.position ?? -1) + 1, draft: checked.value, version: 1, updatedBy: by, updatedAt: now, createdAt: now })
    .returning();
  return toEditable(row!);
}

/**
 * Moves a collection entry one place up or down its list: the order its pages show at once (the
 * order is no draft: it changes no entry's words, so no version moves and no open editor is made
 * stale). Positions are written 0, 1, 2... again, so entries that shared one (a default of 0)
 * get a place each. The type's rows are locked, so two moves at once apply one after the other.
 * Returns the slugs in their new order; undefined: no such entry.
 */
export async function moveEntry(db: Executor, type: ContentType, slug: string, direction: "up" | "down", now: Date): Promise<string[] | undefined> {
  await storeType(db, type, now);
  const rows = await db
    .select({ id: contentEntries.id, slug: contentEntries.slug, position: contentEntries.position })
    .from(contentEntries)
    .where(eq(contentEntries.type, type.name))
    .orderBy(asc(contentEntries.position), asc(contentEntries.createdAt))
    .for("update");
  const from = rows.findIndex((r) => r.slug === slug);
  if (from < 0) return undefined;
  const to = direction === "up" ? from - 1 : from + 1;
  if (to >= 0 && to < rows.length) rows.splice(to, 0, ...rows.splice(from, 1));
  for (const [position, row] of rows.entries()) {
    if (row.position !== position) await db.update(contentEntries).set({ position }).where(eq(contentEntries.id, row.id));
  }
  return rows.map((r) => r.slug);
}

/** Removes a collection entry (its revisions and old slugs go with it). False: no such entry. */
export async function deleteEntry(db: Executor, type: ContentType, slug: string, version: number, now: Date): Promise<boolean> {
  const row = await lockedEntry(db, type, slug, now);
  if (!row) return false;
  checkVersion(row, version);
  await db.delete(contentEntries).where(eq(contentEntries.id, row.id));
  if (row.published) await mirrorEntry(db, type.name, row.slug, null, now);
  return true;
}

export interface RevisionSummary {
  id: string;
  version: number;
  slug: string;
  savedBy: string | null;
  createdAt: string;
}

async function entryId(db: Executor, type: string, slug: string): Promise<string | undefined> {
  const [row] = await db.select({ id: contentEntries.id }).from(contentEntries).where(and(eq(contentEntries.type, type), eq(contentEntries.slug, slug)));
  return row?.id;
}

/** An entry's published versions, newest first. */
export async function listRevisions(db: Db, type: string, slug: string): Promise<RevisionSummary[]> {
  const id = await entryId(db, type, slug);
  if (!id) return [];
  const rows = await db
    .select({ id: contentRevisions.id, version: contentRevisions.version, slug: contentRevisions.slug, savedBy: contentRevisions.savedBy, createdAt: contentRevisions.createdAt })
    .from(contentRevisions)
    .where(eq(contentRevisions.entryId, id))
    .orderBy(desc(contentRevisions.version));
  return rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() }));
}

/**
 * Makes a revision the draft again (publish to show it). Checked against today's schema: a
 * revision a later field change made invalid comes back as far as it is valid, or not at all.
 */
export async function restoreRevision(db: Executor, type: ContentType, slug: string, revisionId: string, version: number, by: string | null, now: Date): Promise<EditableEntry | undefined> {
  const row = await lockedEntry(db, type, slug, now);
  if (!row) return undefined;
  const [revision] = await db
    .select()
    .from(contentRevisions)
    .where(and(eq(contentRevisions.id, revisionId), eq(contentRevisions.entryId, row.id)));
  if (!revision) return undefined;
  checkVersion(row, version);
  const checked = validateContent(type, revision.data);
  if (!checked.ok) throw new FieldError(checked.errors);
  let draftSlug: string | null = null;
  if (type.kind === "collection" && revision.slug !== row.slug) {
    try {
      await assertSlugFree(db, type.name, revision.slug, row.id);
      draftSlug = revision.slug;
    } catch {
      draftSlug = null; // the old slug went to another entry since: the entry keeps its own
    }
  }
  const [updated] = await db
    .update(contentEntries)
    .set({ draft: checked.value, draftSlug, version: row.version + 1, updatedBy: by, updatedAt: now })
    .where(eq(contentEntries.id, row.id))
    .returning();
  return updated && toEditable(updated);
}

/**
 * Setup's choice: "empty" publishes an empty value for every page type and leaves every
 * collection empty; "sample" keeps the samples (nothing stored).
 */
export async function publishEmptyContent(db: Executor, now: Date): Promise<void> {
  for (const type of Object.values(registeredTypes)) {
    await db.delete(contentEntries).where(eq(contentEntries.type, type.name));
    await db.delete(contentTypesStored).where(eq(contentTypesStored.type, type.name));
    await storeType(db, type, now, type.kind === "page" ? emptyValue(type.fields) : []);
    await clearMirror(db, type.name);
  }
}
