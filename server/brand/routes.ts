/**
 * The brand's API (admins, on the Settings page) and its files. The logo is checked as media
 * uploads are; the accent colour is refused, with its measured contrast, unless white text on it
 * and it as text on white both reach WCAG AA. Every change drops the cached pages (every page's
 * head and header show the brand) and is audited.
 */
import type { Express, NextFunction, Request, Response } from "express";
import pLimit from "p-limit";
import { z } from "zod";
import { accentRefusal, checkAccent, normaliseHex } from "@common/brand-colour";
import * as staffMessages from "@common/staff-messages";
import type { AppContext } from "../context";
import type { ApiRouter } from "../http/api-router";
import { badRequest, HttpError } from "../http/errors";
import { parseBody } from "../http/validate";
import { ImageRefused } from "../media/process";
import { readUpload } from "../media/routes";
import { mediaStoreFor } from "../media/store";
import { audit } from "../office/audit";
import { pagesChanged } from "../render-cache/invalidate";
import { BRAND_FILES, brandKey, brandView, dropBrandFiles, getBrand, makeBrandFiles, saveBrand, storeBrandFiles, type Brand, type BrandFile } from "./brand";

const accentBody = z.object({
  accent: z
    .string({ error: staffMessages.brand.accentInvalid })
    .max(20, staffMessages.brand.accentInvalid)
    .nullable(),
});

/** What the Settings page shows. */
function brandJson(brand: Brand) {
  const view = brandView(brand);
  return { accent: brand.accent, logo: view.logo };
}
export type BrandJson = ReturnType<typeof brandJson>;

export function registerBrandRoutes(api: ApiRouter, ctx: AppContext): void {
  const { db } = ctx;
  const store = mediaStoreFor(ctx.config);
  // One logo made at a time per instance, as media uploads are: the image work stays off the
  // threads the requests around it need.
  const imageWork = pLimit(1);

  /** Saves the brand with its audit entry, then drops the cached pages. Returns the previous one. */
  async function change(req: Request, next: (before: Brand) => Brand, action: string): Promise<{ before: Brand; after: Brand }> {
    const now = ctx.clock.now();
    const result = await db.transaction(async (tx) => {
      const before = await getBrand(tx);
      const after = next(before);
      await saveBrand(tx, after, now);
      const details = { accent: [before.accent, after.accent], logo: [before.logo?.hash ?? null, after.logo?.hash ?? null] };
      await audit(tx, req, { action, targetType: "settings", targetId: "brand", details }, now);
      return { before, after };
    });
    pagesChanged(db, "settings");
    return result;
  }

  /** A replaced logo's files go once no row names them (the same picture again keeps them). */
  async function dropOld(before: Brand, after: Brand) {
    const old = before.logo?.hash;
    if (!old || old === after.logo?.hash) return;
    await dropBrandFiles(store, old).catch((error: unknown) => ctx.logger.warn({ err: error, hash: old }, "old logo files not removed"));
  }

  api.get("/admin/brand", "admin", async (_req, res) => {
    res.json(brandJson(await getBrand(db)));
  });

  api.post("/admin/brand/logo", "admin", async (req, res) => {
    if (!req.is("multipart/form-data")) throw badRequest(staffMessages.editor.fileRequired, { file: staffMessages.editor.fileRequired });
    const upload = await readUpload(req);
    let made;
    try {
      made = await imageWork(() => makeBrandFiles(upload.data));
    } catch (error) {
      if (error instanceof ImageRefused) throw new HttpError(error.status, error.message, { file: error.message });
      throw error;
    }
    // Files first, then the row that names them: no page ever points at a file not yet written.
    await storeBrandFiles(store, made);
    const { before, after } = await change(req, (b) => ({ ...b, logo: made.logo }), "brand.logo");
    await dropOld(before, after);
    res.status(201).json(brandJson(after));
  });

  api.delete("/admin/brand/logo", "admin", async (req, res) => {
    const { before, after } = await change(req, (b) => ({ ...b, logo: null }), "brand.logo.remove");
    await dropOld(before, after);
    res.json(brandJson(after));
  });

  api.put("/admin/brand/accent", "admin", async (req, res) => {
    const { accent: sent } = parseBody(accentBody, req);
    let accent: string | null = null;
    if (sent !== null && sent.trim() !== "") {
      accent = normaliseHex(sent);
      if (!accent) throw badRequest(staffMessages.brand.accentInvalid, { accent: staffMessages.brand.accentInvalid });
      const { ok, ratio } = checkAccent(accent);
      if (!ok) {
        const message = accentRefusal(accent, ratio);
        throw badRequest(message, { accent: message });
      }
    }
    const { after } = await change(req, (b) => ({ ...b, accent }), "brand.accent");
    res.json(brandJson(after));
  });
}

/**
 * The logo's files at stable addresses: /brand/<file> and /apple-touch-icon.png (where iOS looks
 * without being told). Pages name them with `?v=<hash>`: that address is the current logo's for
 * ever, so it is cached a year; any other (no version, an old one) only briefly, as the logo may
 * change. Without a logo they are not found, and the built-in icons stand.
 */
export function registerBrandFiles(app: Express, ctx: AppContext): void {
  const store = mediaStoreFor(ctx.config);
  const serve = (file: BrandFile) => async (req: Request, res: Response, next: NextFunction) => {
    try {
      const { logo } = await getBrand(ctx.db);
      if (!logo) return next();
      const stored = await store.get(brandKey(logo.hash, file));
      if (!stored) return next();
      const current = req.query.v === logo.hash;
      res.set({
        "Content-Type": "image/png",
        "Cache-Control": current ? "public, max-age=31536000, immutable" : "public, max-age=300",
        ETag: `"${logo.hash}-${file}"`,
        "X-Content-Type-Options": "nosniff",
        "Content-Security-Policy": "default-src 'none'; style-src 'unsafe-inline'; sandbox",
        ...(stored.length !== undefined ? { "Content-Length": String(stored.length) } : {}),
      });
      if (req.fresh) {
        stored.body.destroy();
        return void res.status(304).end();
      }
      if (req.method === "HEAD") {
        stored.body.destroy();
        return void res.end();
      }
      stored.body.on("error", (error) => {
        ctx.logger.warn({ err: error, file }, "brand file read failed");
        res.destroy();
      });
      stored.body.pipe(res);
    } catch (error) {
      next(error);
    }
  };
  for (const file of BRAND_FILES) app.get(file === "apple-touch-icon.png" ? `/${file}` : `/brand/${file}`, serve(file));
}
