/**
 * The media library API (staff) and the public image files. Uploads are multipart (one `file`
 * and its `alt`), read by busboy with the size limit enforced while streaming; images are served
 * at /media/<hash>-<width>.<ext> with a year's immutable cache, from either store.
 */
import busboy from "busboy";
import type { Express, Request, Response } from "express";
import { z } from "zod";
import * as staffMessages from "@common/staff-messages";
import type { AppContext } from "../context";
import type { ApiRouter } from "../http/api-router";
import { badRequest, conflict, forbidden, HttpError, notFound, tooManyRequests } from "../http/errors";
import { createLimiter } from "../http/rate-limit";
import pLimit from "p-limit";
import { unstorableTextError } from "../http/nul-guard";
import { idParam, parseBody, parseQuery } from "../http/validate";
import { deleteMedia, getMedia, listMedia, pictureExists, MEDIA_COLLECTIONS, MediaInUseError, toMediaJson, updateMediaAlt, uploadMedia } from "./media";
import { contentTypeOf, ImageRefused, MAX_UPLOAD_BYTES, type VariantFormat } from "./process";
import { isMediaKey, mediaStoreFor } from "./store";
import { pagesChanged } from "../render-cache/invalidate";
import type { Db } from "../db/client";
import { audit } from "../office/audit";

const m = staffMessages.editor;

export const ALT_MAX = 250;
const altField = z.string({ error: m.altRequired }).trim().min(1, m.altRequired).max(ALT_MAX, m.altTooLong);

const collectionField = z.enum(MEDIA_COLLECTIONS).default("blog");

const listQuery = z.object({
  q: z.string().max(200).optional(),
  collection: collectionField,
  limit: z.coerce.number().int().min(1).max(100).default(40),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
});

interface Upload {
  data: Buffer;
  filename: string;
  alt: string | undefined;
  collection: string | undefined;
}

/** Reads one multipart upload; the file part stops at MAX_UPLOAD_BYTES + 1 so a huge body is never held. */
export function readUpload(req: Request): Promise<Upload> {
  return new Promise((resolve, reject) => {
    let bb: busboy.Busboy;
    try {
      bb = busboy({ headers: req.headers, limits: { files: 1, fields: 5, fileSize: MAX_UPLOAD_BYTES, fieldSize: 4096 } });
    } catch {
      return reject(badRequest(m.fileRequired, { file: m.fileRequired }));
    }
    let data: Buffer | undefined;
    let filename = "";
    let alt: string | undefined;
    let collection: string | undefined;
    let tooLarge = false;
    bb.on("file", (name, stream, info) => {
      if (name !== "file") return void stream.resume();
      filename = info.filename ?? "";
      const chunks: Buffer[] = [];
      stream.on("data", (c: Buffer) => chunks.push(c));
      stream.on("limit", () => (tooLarge = true));
      stream.on("end", () => (data = Buffer.concat(chunks)));
    });
    bb.on("field", (name, value) => {
      if (name === "alt") alt = value;
      if (name === "collection") collection = value;
    });
    bb.on("error", () => reject(badRequest(m.fileRequired, { file: m.fileRequired })));
    bb.on("close", () => {
      if (tooLarge) return reject(new HttpError(413, m.fileTooLarge, { file: m.fileTooLarge }));
      if (!data || data.length === 0) return reject(badRequest(m.fileRequired, { file: m.fileRequired }));
      resolve({ data, filename, alt, collection });
    });
    req.pipe(bb);
  });
}

/**
 * Images are decoded and encoded one at a time per instance, each on one libvips thread: the
 * other core and the thread pool stay free for requests (sign-in's password hashing above all).
 * One queue per app, shared by the library's uploads and the technicians' job photos.
 */
const imageQueues = new WeakMap<AppContext, ReturnType<typeof pLimit>>();
export const imageWorkFor = (ctx: AppContext) => imageQueues.get(ctx) ?? imageQueues.set(ctx, pLimit(1)).get(ctx)!;

/** Uploads one staff member may have in progress at once, and start per minute. */
export const UPLOAD_LIMIT = { concurrent: 2, perMinute: 20 };

export function registerMediaRoutes(api: ApiRouter, ctx: AppContext): void {
  const { db } = ctx;
  const store = mediaStoreFor(ctx.config);
  const imageWork = imageWorkFor(ctx);
  const perMinute = createLimiter(ctx, { name: "media-upload", points: UPLOAD_LIMIT.perMinute, windowSeconds: 60 });
  const inProgress = new Map<string, number>();
  // The audit entry of a library change, written in its transaction.
  const recorded = (req: Request, action: string) => async (tx: Db, row: { id: string; originalName: string; alt: string }) =>
    audit(tx, req, { action, targetType: "media", targetId: row.id, details: { name: row.originalName, alt: row.alt } }, ctx.clock.now());

  // Job photos show customers' homes: admins only. To an editor one does not exist.
  const mayUse = (req: Request, collection: string) => collection === "blog" || req.user?.role === "admin";
  const visibleMedia = async (req: Request, id: string) => {
    const row = await getMedia(db, id);
    if (!row || !mayUse(req, row.collection)) throw notFound(m.mediaNotFound);
    return row;
  };

  api.get("/media", "staff", async (req, res) => {
    const q = parseQuery(listQuery, req);
    if (!mayUse(req, q.collection)) throw forbidden();
    res.json(await listMedia(db, q));
  });

  api.post("/media", "staff", async (req, res) => {
    if (!req.is("multipart/form-data")) throw badRequest(m.fileRequired, { file: m.fileRequired });
    const userId = req.user!.id;
    const running = inProgress.get(userId) ?? 0;
    if (running >= UPLOAD_LIMIT.concurrent) throw tooManyRequests(staffMessages.api.uploadsBusy, 5);
    await perMinute.consume(userId, staffMessages.api.uploadsRateLimited);
    inProgress.set(userId, running + 1);
    try {
      await receiveUpload(req, res);
    } finally {
      const left = (inProgress.get(userId) ?? 1) - 1;
      if (left > 0) inProgress.set(userId, left);
      else inProgress.delete(userId);
    }
  });

  async function receiveUpload(req: Request, res: Response) {
    const upload = await readUpload(req);
    // The multipart fields never meet the JSON body's check: the same refusal, named by field.
    const unstorable = unstorableTextError({ alt: upload.alt ?? "", file: upload.filename });
    if (unstorable) throw unstorable;
    const collection = collectionField.safeParse(upload.collection);
    if (!collection.success) throw badRequest(m.fileRequired, { collection: m.fileRequired });
    if (!mayUse(req, collection.data)) throw forbidden();
    const alt = altField.safeParse(upload.alt ?? "");
    // The alt text is checked first: nothing is encoded or stored for an upload that will be refused.
    if (!alt.success) {
      const message = alt.error.issues[0]!.message;
      throw badRequest(message, { alt: message });
    }
    try {
      const row = await uploadMedia(imageWork, db, store, { data: upload.data, originalName: upload.filename, alt: alt.data, uploadedBy: req.user?.email ?? null, collection: collection.data }, recorded(req, "media.upload"));
      res.status(201).json(toMediaJson(row));
    } catch (error) {
      if (error instanceof ImageRefused) throw new HttpError(error.status, error.message, { file: error.message });
      throw error;
    }
  }

  api.get("/media/:id", "staff", async (req, res) => {
    res.json(toMediaJson(await visibleMedia(req, idParam(req, "id", m.mediaNotFound))));
  });

  api.patch("/media/:id", "staff", async (req, res) => {
    const id = idParam(req, "id", m.mediaNotFound);
    const { alt } = parseBody(z.object({ alt: altField }), req);
    await visibleMedia(req, id);
    const row = await updateMediaAlt(db, id, alt, recorded(req, "media.update"));
    if (!row) throw notFound(m.mediaNotFound);
    // A featured image's alt text shows on public pages (and their share tags), a job photo's in the gallery.
    pagesChanged(db, "blog");
    pagesChanged(db, "gallery");
    res.json(toMediaJson(row));
  });

  api.delete("/media/:id", "staff", async (req, res) => {
    const id = idParam(req, "id", m.mediaNotFound);
    await visibleMedia(req, id);
    try {
      const removalFailed = (error: unknown) => ctx.logger.warn({ err: error, mediaId: id }, "media files not removed; they answer 404");
      if (!(await deleteMedia(db, store, id, recorded(req, "media.delete"), removalFailed))) throw notFound(m.mediaNotFound);
    } catch (error) {
      if (error instanceof MediaInUseError) throw conflict(error.posts.length ? m.mediaInUse : m.mediaInUseByJob);
      throw error;
    }
    res.status(204).end();
  });
}

const typeByExt: Record<string, string> = { avif: contentTypeOf.avif, webp: contentTypeOf.webp, jpg: contentTypeOf.jpeg, png: contentTypeOf.png };

/** GET /media/<key>: public, immutable (the name is the content's hash). */
export function registerMediaFiles(app: Express, ctx: AppContext): void {
  const store = mediaStoreFor(ctx.config);
  app.get("/media/:key", async (req, res, next) => {
    const key = String(req.params.key);
    if (!isMediaKey(key)) return next();
    try {
      // Files of a deleted image are not served, even while they are still stored (a failed
      // removal). A CDN in front may keep its copy until its own cache expires.
      if (!(await pictureExists(ctx.db, key.slice(0, 16)))) return next();
      const file = await store.get(key);
      if (!file) return next();
      res.set({
        "Content-Type": typeByExt[key.split(".").pop() as VariantFormat | "jpg"]!,
        "Cache-Control": "public, max-age=31536000, immutable",
        "X-Content-Type-Options": "nosniff",
        // An image opened on its own may not run anything, whatever a browser makes of it.
        "Content-Security-Policy": "default-src 'none'; style-src 'unsafe-inline'; sandbox",
        ...(file.length !== undefined ? { "Content-Length": String(file.length) } : {}),
      });
      if (req.method === "HEAD") {
        file.body.destroy();
        return void res.end();
      }
      file.body.on("error", (error) => {
        ctx.logger.warn({ err: error, key }, "media file read failed");
        res.destroy();
      });
      file.body.pipe(res);
    } catch (error) {
      next(error);
    }
  });
}
