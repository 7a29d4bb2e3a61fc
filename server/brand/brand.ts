/**
 * The brand (site_settings row "brand"): the owner's logo and accent colour. The logo's files (the
 * header's image and the installable icons made from it) are written to the media store, so every
 * instance of a fleet serves the same ones; the row names them. No row, or an empty one, is the
 * built-in look: the name in the header, the built-in palette and icons.
 */
import { eq } from "drizzle-orm";
import sharp, { type Sharp } from "sharp";
import { brandPaletteCss, normaliseHex } from "@common/brand-colour";
import type { Db } from "../db/client";
import { siteSettings } from "../db/schema";
import { checkImage, ImageRefused, MAX_PIXELS } from "../media/process";
import type { MediaStore } from "../media/store";
import * as staffMessages from "@common/staff-messages";

const KEY = "brand";
const DESCRIPTION = "The owner's logo and accent colour";

/** The files made from a logo, by the stable name each is served at (see routes.ts). */
export const BRAND_FILES = ["logo.png", "icon-192.png", "icon-512.png", "icon-maskable-512.png", "apple-touch-icon.png", "favicon-32.png"] as const;
export type BrandFile = (typeof BRAND_FILES)[number];

export interface BrandLogo {
  /** The original's content hash: names the stored files and versions their addresses. */
  hash: string;
  /** The header image's size in pixels (twice the size it is shown at). */
  width: number;
  height: number;
}

export interface Brand {
  logo: BrandLogo | null;
  /** "#rrggbb", or null for the built-in palette. */
  accent: string | null;
}

export const noBrand: Brand = { logo: null, accent: null };

/** The store's key of one of a logo's files. */
export const brandKey = (hash: string, file: BrandFile) => `brand-${hash}-${file}`;

/** Takes a transaction too. A damaged row reads as the built-in look rather than breaking pages. */
export async function getBrand(db: Pick<Db, "select">): Promise<Brand> {
  const [row] = await db.select({ value: siteSettings.value }).from(siteSettings).where(eq(siteSettings.key, KEY));
  if (!row?.value) return noBrand;
  try {
    const value = JSON.parse(row.value) as Partial<Brand>;
    const logo = value.logo && /^[0-9a-f]{16}$/.test(value.logo.hash) ? value.logo : null;
    const accent = typeof value.accent === "string" ? normaliseHex(value.accent) : null;
    return { logo, accent };
  } catch {
    return noBrand;
  }
}

export async function saveBrand(db: Pick<Db, "insert">, brand: Brand, now: Date): Promise<void> {
  const value = JSON.stringify(brand);
  await db
    .insert(siteSettings)
    .values({ key: KEY, value, description: DESCRIPTION, updatedAt: now })
    .onConflictDoUpdate({ target: siteSettings.key, set: { value, updatedAt: now } });
}

/** The header shows the logo at most 40 px high and 240 px wide; the file is made for 2x screens. */
const LOGO_BOX = { width: 480, height: 80 };

const transparent = { r: 255, g: 255, b: 255, alpha: 0 };
const white = { r: 255, g: 255, b: 255, alpha: 1 };

export interface MadeBrandFiles {
  logo: BrandLogo;
  files: Array<{ name: BrandFile; data: Buffer }>;
}

/**
 * Checks the upload as the media library does (type by its bytes, size, a readable image), then
 * makes the header image and the icons from it. Icons are square: the logo is fitted inside with
 * a margin, on a clear background except where the platform fills transparency with black (the
 * apple-touch-icon) or crops to a circle (the maskable icon, whose logo stays in the safe zone).
 */
export async function makeBrandFiles(buf: Buffer): Promise<MadeBrandFiles> {
  const { hash } = await checkImage(buf);
  try {
    const decoded = await sharp(buf, { limitInputPixels: MAX_PIXELS })
      .rotate()
      .resize({ width: 1024, height: 1024, fit: "inside", withoutEnlargement: true })
      .ensureAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    const raw = { width: decoded.info.width, height: decoded.info.height, channels: decoded.info.channels };
    const from = () => sharp(decoded.data, { raw });
    const png = (image: Sharp) => image.png({ compressionLevel: 9 }).toBuffer({ resolveWithObject: true });

    const logo = await png(from().resize({ ...LOGO_BOX, fit: "inside", withoutEnlargement: true }));
    const square = async (size: number, share: number, background: typeof white) => {
      const inner = Math.round(size * share);
      const pad = Math.floor((size - inner) / 2);
      const fitted = await from().resize(inner, inner, { fit: "contain", background }).png().toBuffer();
      const framed = sharp(fitted).extend({ top: pad, bottom: size - inner - pad, left: pad, right: size - inner - pad, background });
      return (await png(background.alpha === 1 ? framed.flatten({ background: "#ffffff" }) : framed)).data;
    };
    const files: MadeBrandFiles["files"] = [
      { name: "logo.png", data: logo.data },
      { name: "icon-192.png", data: await square(192, 0.9, transparent) },
      { name: "icon-512.png", data: await square(512, 0.9, transparent) },
      // The safe zone of a maskable icon is the middle circle of 80% diameter.
      { name: "icon-maskable-512.png", data: await square(512, 0.56, white) },
      { name: "apple-touch-icon.png", data: await square(180, 0.84, white) },
      { name: "favicon-32.png", data: await square(32, 1, transparent) },
    ];
    return { logo: { hash, width: logo.info.width, height: logo.info.height }, files };
  } catch {
    throw new ImageRefused(staffMessages.editor.imageUnreadable, 400);
  }
}

/** Writes a logo's files; the row naming them is saved after, so no page names a missing file. */
export async function storeBrandFiles(store: MediaStore, made: MadeBrandFiles): Promise<void> {
  await Promise.all(made.files.map((f) => store.put(brandKey(made.logo.hash, f.name), f.data, "image/png")));
}

/** Removes a replaced logo's files; a failure leaves unreferenced files, never a broken page. */
export async function dropBrandFiles(store: MediaStore, hash: string): Promise<void> {
  await store.delete(BRAND_FILES.map((f) => brandKey(hash, f)));
}

/** What the document head and the headers need, for the root loader. */
export interface BrandView {
  /** The palette's `<style>` text, or null for the built-in one. */
  css: string | null;
  /** theme-color for the browser's toolbar: the accent, else the built-in brand-700. */
  themeColor: string;
  logo: { src: string; width: number; height: number } | null;
  /** `?v=<hash>`: each address changes with the logo, so caches never show a replaced one. */
  icons: { favicon: string; appleTouch: string; large: string } | null;
}

export const brandFileUrl = (file: BrandFile, hash: string) => (file === "apple-touch-icon.png" ? `/${file}` : `/brand/${file}`) + `?v=${hash}`;

export function brandView(brand: Brand): BrandView {
  const logo = brand.logo;
  return {
    css: brand.accent ? brandPaletteCss(brand.accent) : null,
    themeColor: brand.accent ?? "#1a4b76",
    // Shown at half its pixel size (a sharp image on 2x screens).
    logo: logo ? { src: brandFileUrl("logo.png", logo.hash), width: Math.round(logo.width / 2), height: Math.round(logo.height / 2) } : null,
    icons: logo
      ? { favicon: brandFileUrl("favicon-32.png", logo.hash), appleTouch: brandFileUrl("apple-touch-icon.png", logo.hash), large: brandFileUrl("icon-512.png", logo.hash) }
      : null,
  };
}

/** A web app manifest's icons: the ones made from the owner's logo, else the manifest's built-in ones. */
export function manifestIcons<T>(brand: Brand, builtIn: T[]) {
  const hash = brand.logo?.hash;
  if (!hash) return builtIn;
  return [
    { src: brandFileUrl("icon-192.png", hash), sizes: "192x192", type: "image/png", purpose: "any" },
    { src: brandFileUrl("icon-512.png", hash), sizes: "512x512", type: "image/png", purpose: "any" },
    { src: brandFileUrl("icon-maskable-512.png", hash), sizes: "512x512", type: "image/png", purpose: "maskable" },
  ];
}
