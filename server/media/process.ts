/**
 * Turns an uploaded file into the images the site serves: the type is read from the bytes (never
 * the name or the browser's word), only JPEG, PNG, WebP and AVIF pass, and the picture is
 * re-encoded by sharp into a few widths as AVIF, WebP and a JPEG (or PNG, when it has
 * transparency) fallback. Re-encoding drops anything hidden in the original (metadata, trailing
 * data, a polyglot payload).
 */
import { createHash } from "node:crypto";
import sharp, { type Metadata } from "sharp";
import * as staffMessages from "@common/staff-messages";

const m = staffMessages.editor;

// One libvips thread per image: with uploads processed one at a time (server/media/routes.ts),
// an upload never takes more than one core from the requests around it.
sharp.concurrency(1);

export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
export const MAX_PIXELS = 40_000_000;
/** Widths a post body, a card and a share card need; never wider than the original. */
export const VARIANT_WIDTHS = [480, 960, 1600] as const;

export type SourceType = "image/jpeg" | "image/png" | "image/webp" | "image/avif";
export type VariantFormat = "avif" | "webp" | "jpeg" | "png";

export interface Variant {
  key: string;
  format: VariantFormat;
  width: number;
  height: number;
  bytes: number;
}

export interface ProcessedImage {
  hash: string;
  sourceType: SourceType;
  width: number;
  height: number;
  variants: Array<Variant & { data: Buffer }>;
}

export class ImageRefused extends Error {
  constructor(
    message: string,
    readonly status: 400 | 413 | 415 = 415,
  ) {
    super(message);
  }
}

const ascii = (buf: Buffer, start: number, end: number) => buf.subarray(start, end).toString("latin1");

/** The type the bytes say, or null. SVG is named apart so the refusal can say why. */
export function sniff(buf: Buffer): SourceType | "svg" | null {
  if (buf.length >= 3 && buf[0] === 0xff && buf[1] === 0xd8 && buf[2] === 0xff) return "image/jpeg";
  if (buf.length >= 8 && buf.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return "image/png";
  if (buf.length >= 12 && ascii(buf, 0, 4) === "RIFF" && ascii(buf, 8, 12) === "WEBP") return "image/webp";
  if (buf.length >= 16 && ascii(buf, 4, 8) === "ftyp") {
    // The major brand, then the compatible brands, up to the box's end.
    const boxSize = Math.min(buf.readUInt32BE(0), buf.length, 256);
    const brands = [ascii(buf, 8, 12)];
    for (let i = 16; i + 4 <= boxSize; i += 4) brands.push(ascii(buf, i, i + 4));
    if (brands.some((b) => b === "avif" || b === "avis")) return "image/avif";
    return null;
  }
  const head = buf.subarray(0, 1024).toString("utf8").replace(/^\uFEFF/, "").trimStart().toLowerCase();
  if (head.startsWith("<svg") || (head.startsWith("<?xml") && head.includes("<svg")) || /^<!doctype svg/.test(head) || head.includes("<svg")) return "svg";
  return null;
}

/**
 * The checks every upload meets before anything is encoded: size, the type its bytes say, a
 * header sharp can read and the pixel limit. Returns the picture's upright size and its hash.
 */
export async function checkImage(buf: Buffer): Promise<{ sourceType: SourceType; width: number; height: number; hasAlpha: boolean; hash: string }> {
  if (buf.length === 0) throw new ImageRefused(m.fileRequired, 400);
  if (buf.length > MAX_UPLOAD_BYTES) throw new ImageRefused(m.fileTooLarge, 413);
  const type = sniff(buf);
  if (type === "svg") throw new ImageRefused(m.svgRefused);
  if (!type) throw new ImageRefused(m.notAnImage);

  let meta: Metadata;
  try {
    meta = await sharp(buf, { limitInputPixels: MAX_PIXELS }).metadata();
  } catch (error) {
    if (/pixel limit/i.test((error as Error).message)) throw new ImageRefused(m.imageTooBig, 413);
    throw new ImageRefused(m.imageUnreadable, 400);
  }
  // Width and height as displayed: EXIF orientation 5-8 swaps them.
  const rotated = (meta.orientation ?? 1) >= 5;
  const width = (rotated ? meta.height : meta.width) ?? 0;
  const height = (rotated ? meta.width : meta.height) ?? 0;
  if (!width || !height) throw new ImageRefused(m.imageUnreadable, 400);
  if (width * height > MAX_PIXELS) throw new ImageRefused(m.imageTooBig, 413);

  const hash = createHash("sha256").update(buf).digest("hex").slice(0, 16);
  return { sourceType: type, width, height, hasAlpha: !!meta.hasAlpha, hash };
}

export async function processImage(buf: Buffer): Promise<ProcessedImage> {
  const { sourceType: type, width, height, hash, hasAlpha } = await checkImage(buf);
  const fallback: VariantFormat = hasAlpha ? "png" : "jpeg";
  const widths = [...new Set([...VARIANT_WIDTHS.filter((w) => w < width), Math.min(width, VARIANT_WIDTHS.at(-1)!)])];
  const variants: ProcessedImage["variants"] = [];
  try {
    // The original is decoded once, turned upright and shrunk to the largest width served; every
    // variant is made from those raw pixels. Decoding a large original for each of the nine
    // variants would cost nine times the work (and hold the threads sign-in hashing needs).
    const largest = Math.max(...widths);
    const decoded = await sharp(buf, { limitInputPixels: MAX_PIXELS })
      .rotate()
      .resize({ width: largest, withoutEnlargement: true })
      .raw()
      .toBuffer({ resolveWithObject: true });
    const raw = { width: decoded.info.width, height: decoded.info.height, channels: decoded.info.channels };
    for (const w of widths) {
      for (const format of ["avif", "webp", fallback] as const) {
        const pipeline = sharp(decoded.data, { raw }).resize({ width: w, withoutEnlargement: true });
        const encoded =
          format === "avif"
            ? pipeline.avif({ quality: 55, effort: 2 })
            : format === "webp"
              ? pipeline.webp({ quality: 78 })
              : format === "png"
                ? pipeline.png({ compressionLevel: 9, palette: false })
                : pipeline.jpeg({ quality: 80, mozjpeg: true });
        const { data, info } = await encoded.toBuffer({ resolveWithObject: true });
        const ext = format === "jpeg" ? "jpg" : format;
        variants.push({ key: `${hash}-${info.width}.${ext}`, format, width: info.width, height: info.height, bytes: data.length, data });
      }
    }
  } catch {
    throw new ImageRefused(m.imageUnreadable, 400);
  }
  return { hash, sourceType: type, width, height, variants };
}

export const contentTypeOf: Record<VariantFormat, string> = {
  avif: "image/avif",
  webp: "image/webp",
  jpeg: "image/jpeg",
  png: "image/png",
};
