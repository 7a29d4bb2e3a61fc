/**
 * The Site section's API (/api/site): the content types, their entries (draft, published copy and
 * version), saving a draft, publishing, revisions and restore, adding and deleting collection
 * entries. Admins and editors alike: editing the site's words is the same kind of work as the
 * blog, which editors already do. Every write is audited in its transaction and, once committed,
 * reported as the "content" topic so every instance's pages follow within the broadcast's delay.
 */
import type { Request, Response } from "express";
import { z } from "zod";
import * as staffMessages from "@common/staff-messages";
import type { ContentType } from "@common/content/fields";
import { describeField, emptyOf } from "@common/content/describe";
import type { AppContext } from "../context";
import type { Db } from "../db/client";
import type { ApiRouter } from "../http/api-router";
import { badRequest, notFound } from "../http/errors";
import { idParam, parseBody } from "../http/validate";
import { audit } from "../office/audit";
import { pictureExists } from "../media/media";
import { pagesChanged } from "../render-cache/invalidate";
import { mirroredTopics } from "./mirrors";
import {
  addEntry,
  deleteEntry,
  discardDraft,
  FieldError,
  findType,
  getEditable,
  imagesIn,
  listEditable,
  listRevisions,
  moveEntry,
  publishEntry,
  registeredTypes,
  restoreRevision,
  saveDraft,
  VersionConflict,
  type EditableEntry,
} from "./store";

const m = staffMessages.site;

const versionBody = z.object({ version: z.number().int().min(0) });
const saveBody = z.object({ version: z.number().int().min(0), data: z.record(z.string(), z.unknown()), slug: z.string().max(200).optional() });
const addBody = z.object({ slug: z.string().max(200), data: z.record(z.string(), z.unknown()) });
const moveBody = z.object({ direction: z.enum(["up", "down"], { error: m.moveDirection }) }).strict();

function typeParam(req: Request): ContentType {
  const type = findType(String(req.params.type ?? ""));
  if (!type) throw notFound(m.typeNotFound);
  return type;
}

/**
 * The entry an address names: a collection's slugs are lower case (any case is taken); a page's
 * one entry is named by its type as written ("heatPumpEducation"), which lower-casing would miss.
 */
function slugParam(req: Request, type: ContentType): string {
  const slug = String(req.params.slug ?? "").toLowerCase();
  return type.kind === "page" && slug === type.name.toLowerCase() ? type.name : slug;
}

const describe = (type: ContentType, slug: string) => (type.kind === "page" ? `the ${type.label} page` : `${type.label}: ${slug}`);

/** An uploaded image named by an image field must still be in the library. */
async function assertImages(db: Db, type: ContentType, data: unknown): Promise<void> {
  const errors: Record<string, string> = {};
  for (const { path, src } of imagesIn(type.fields, data)) {
    const key = /^\/media\/([a-f0-9]+)-/.exec(src);
    if (src.startsWith("/media/") && !(key && (await pictureExists(db, key[1]!)))) errors[path] = m.imageMissing;
  }
  if (Object.keys(errors).length) throw new FieldError(errors);
}

export function registerSiteRoutes(api: ApiRouter, ctx: AppContext): void {
  const { db } = ctx;

  /** The pages showing `type`'s content, and those of a table it is mirrored in, are out of date. */
  const contentChanged = (type: ContentType) => {
    pagesChanged(db, "content");
    for (const topic of mirroredTopics(type.name)) pagesChanged(db, topic);
  };

  /** Runs a write; field errors are a 400, a stale version a 409 carrying the current entry. */
  const write = async (req: Request, res: Response, type: ContentType, slug: string, run: (tx: Db, now: Date) => Promise<EditableEntry | boolean | undefined>, status = 200) => {
    try {
      const now = ctx.clock.now();
      const result = await db.transaction((tx) => run(tx, now));
      if (result === undefined || result === false) throw notFound(m.entryNotFound);
      contentChanged(type);
      if (result === true) return void res.status(204).end();
      res.status(status).json({ ...result, path: type.path(result.draftSlug ?? result.slug) });
    } catch (error) {
      if (error instanceof FieldError) throw badRequest(error.message, error.errors);
      if (!(error instanceof VersionConflict)) throw error;
      const current = await getEditable(db, type, slug);
      res.status(409).json({ message: m.versionConflict, entry: current ?? null });
    }
  };

  api.get("/site/types", { access: "staff", summary: "The site's content types" }, async (_req, res) => {
    res.json(
      Object.values(registeredTypes).map((type) => ({ name: type.name, label: type.label, kind: type.kind, path: type.kind === "page" ? type.path(type.name) : null })),
    );
  });

  api.get("/site/types/:type", { access: "staff", summary: "A content type's entries" }, async (req, res) => {
    const type = typeParam(req);
    const entries = await listEditable(db, type);
    res.json({
      name: type.name,
      label: type.label,
      kind: type.kind,
      fields: describeField(type.fields).fields ?? [],
      empty: emptyOf(type.fields),
      entries: entries.map((e) => ({ ...e, path: type.path(e.slug) })),
    });
  });

  api.get("/site/types/:type/entries/:slug", { access: "staff", summary: "One entry: draft, published copy and version" }, async (req, res) => {
    const type = typeParam(req);
    const entry = await getEditable(db, type, slugParam(req, type));
    if (!entry) throw notFound(m.entryNotFound);
    res.json({ ...entry, path: type.path(entry.draftSlug ?? entry.slug) });
  });

  api.put("/site/types/:type/entries/:slug/draft", { access: "staff", summary: "Save an entry's draft", body: saveBody }, async (req, res) => {
    const type = typeParam(req);
    const slug = slugParam(req, type);
    const input = parseBody(saveBody, req);
    await assertImages(db, type, input.data).catch((error: unknown) => {
      if (error instanceof FieldError) throw badRequest(error.message, error.errors);
      throw error;
    });
    await write(req, res, type, slug, async (tx, now) => {
      const saved = await saveDraft(tx, type, slug, input, req.user?.email ?? null, now);
      if (saved) await audit(tx, req, { action: "site.draft", targetType: "content", targetId: `${type.name}/${slug}`, details: { words: `Saved a draft of ${describe(type, slug)}` } }, now);
      return saved;
    });
  });

  api.post("/site/types/:type/entries/:slug/publish", { access: "staff", summary: "Publish an entry's draft", body: versionBody }, async (req, res) => {
    const type = typeParam(req);
    const slug = slugParam(req, type);
    const { version } = parseBody(versionBody, req);
    await write(req, res, type, slug, async (tx, now) => {
      const done = await publishEntry(tx, type, slug, version, req.user?.email ?? null, now);
      if (done) await audit(tx, req, { action: "site.publish", targetType: "content", targetId: `${type.name}/${done.slug}`, details: { words: `Published ${describe(type, done.slug)}`, version: done.version } }, now);
      return done;
    });
  });

  api.post("/site/types/:type/entries/:slug/discard", { access: "staff", summary: "Drop an entry's draft", body: versionBody }, async (req, res) => {
    const type = typeParam(req);
    const slug = slugParam(req, type);
    const { version } = parseBody(versionBody, req);
    await write(req, res, type, slug, async (tx, now) => {
      const done = await discardDraft(tx, type, slug, version, req.user?.email ?? null, now);
      if (done) await audit(tx, req, { action: "site.discard", targetType: "content", targetId: `${type.name}/${slug}`, details: { words: `Discarded the draft of ${describe(type, slug)}` } }, now);
      return done;
    });
  });

  api.post("/site/types/:type/entries", { access: "staff", summary: "Add a collection entry (as a draft)", body: addBody }, async (req, res) => {
    const type = typeParam(req);
    if (type.kind !== "collection") throw badRequest(m.pagesHaveNoEntries);
    const input = parseBody(addBody, req);
    await write(
      req,
      res,
      type,
      input.slug,
      async (tx, now) => {
        const added = await addEntry(tx, type, input, req.user?.email ?? null, now);
        await audit(tx, req, { action: "site.add", targetType: "content", targetId: `${type.name}/${added.slug}`, details: { words: `Added ${describe(type, added.slug)}` } }, now);
        return added;
      },
      201,
    );
  });

  api.delete("/site/types/:type/entries/:slug", { access: "staff", summary: "Delete a collection entry" }, async (req, res) => {
    const type = typeParam(req);
    if (type.kind !== "collection") throw badRequest(m.pagesHaveNoEntries);
    const slug = slugParam(req, type);
    const version = Number(req.query.version);
    if (!Number.isInteger(version) || version < 0) throw badRequest("version is required", { version: "version is required" });
    await write(req, res, type, slug, async (tx, now) => {
      const done = await deleteEntry(tx, type, slug, version, now);
      if (done) await audit(tx, req, { action: "site.delete", targetType: "content", targetId: `${type.name}/${slug}`, details: { words: `Deleted ${describe(type, slug)}` } }, now);
      return done;
    });
  });

  /** One place up or down the collection's list: the order its pages show, live at once. */
  api.post("/site/types/:type/entries/:slug/move", { access: "staff", summary: "Move a collection entry up or down its list", body: moveBody }, async (req, res) => {
    const type = typeParam(req);
    if (type.kind !== "collection") throw badRequest(m.pagesHaveNoEntries);
    const slug = slugParam(req, type);
    const { direction } = parseBody(moveBody, req);
    const order = await db.transaction(async (tx) => {
      const now = ctx.clock.now();
      const moved = await moveEntry(tx, type, slug, direction, now);
      if (moved) {
        const words = `Moved ${describe(type, slug)} to place ${moved.indexOf(slug) + 1} of ${moved.length}`;
        await audit(tx, req, { action: "site.move", targetType: "content", targetId: `${type.name}/${slug}`, details: { words } }, now);
      }
      return moved;
    });
    if (!order) throw notFound(m.entryNotFound);
    contentChanged(type);
    res.json({ order });
  });

  api.get("/site/types/:type/entries/:slug/revisions", { access: "staff", summary: "An entry's published versions" }, async (req, res) => {
    const type = typeParam(req);
    res.json(await listRevisions(db, type.name, slugParam(req, type)));
  });

  api.post("/site/types/:type/entries/:slug/revisions/:revisionId/restore", { access: "staff", summary: "Make a revision the draft", body: versionBody }, async (req, res) => {
    const type = typeParam(req);
    const slug = slugParam(req, type);
    const revisionId = idParam(req, "revisionId", m.revisionNotFound);
    const { version } = parseBody(versionBody, req);
    await write(req, res, type, slug, async (tx, now) => {
      const done = await restoreRevision(tx, type, slug, revisionId, version, req.user?.email ?? null, now);
      if (done) await audit(tx, req, { action: "site.restore", targetType: "content", targetId: `${type.name}/${slug}`, details: { words: `Restored an earlier version of ${describe(type, slug)} as its draft` } }, now);
      return done;
    });
  });
}
