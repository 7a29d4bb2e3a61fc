/**
 * Compression done once, not per response.
 *
 * A cached page differs per response only in its per-request values (the CSP nonce, the form
 * token), a few dozen bytes among tens of kilobytes, yet compressing it whole took most of the
 * time a cached response cost. So each stored part is deflated once, when the page is stored,
 * ending on a byte boundary (a sync flush), and a response is assembled as one gzip stream: the
 * stored parts' blocks with each value in between as an uncompressed ("stored") block, a final
 * empty block, and the trailer (CRC-32 and length of the bytes it holds). Browsers read it as any
 * gzip body. Fixed bodies (the services JSON) keep whole gzip and brotli copies instead.
 */
import type { Request, Response } from "express";
import { createHash } from "node:crypto";
import zlib from "node:zlib";

const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 0x08, 0x00, 0, 0, 0, 0, 0x00, 0xff]);
/** The last deflate block: empty, stored, final. */
const FINAL_BLOCK = Buffer.from([0x01, 0x00, 0x00, 0xff, 0xff]);
const STORED_MAX = 0xffff;

function deflatePart(part: Buffer): Buffer {
  // Sync flush: the blocks end on a byte boundary and are not final, so the next part may follow.
  return part.length ? zlib.deflateRawSync(part, { level: 9, finishFlush: zlib.constants.Z_SYNC_FLUSH }) : Buffer.alloc(0);
}

/** `data` as uncompressed, non-final deflate blocks (a byte boundary precedes each). */
function storedBlocks(data: Buffer): Buffer[] {
  const out: Buffer[] = [];
  for (let at = 0; at < data.length; at += STORED_MAX) {
    const chunk = data.subarray(at, at + STORED_MAX);
    const head = Buffer.alloc(5);
    head[0] = 0x00;
    head.writeUInt16LE(chunk.length, 1);
    head.writeUInt16LE(~chunk.length & 0xffff, 3);
    out.push(head, chunk);
  }
  return out;
}

/** Stored parts deflated once; `gzip(values)` makes the response for given values between them. */
export class GzipParts {
  private readonly deflated: Buffer[];
  private readonly partsCrc: number[];

  constructor(private readonly parts: Buffer[]) {
    this.deflated = parts.map(deflatePart);
    this.partsCrc = parts.map((p) => zlib.crc32(p));
  }

  get size(): number {
    return this.deflated.reduce((n, p) => n + p.length, 0);
  }

  /** The gzip body of parts[0] values[0] parts[1] … parts[n], as chunks to write in order. */
  gzip(values: Buffer[]): Buffer[] {
    const chunks: Buffer[] = [GZIP_HEADER, this.deflated[0]!];
    let crc = this.partsCrc[0]!;
    let length = this.parts[0]!.length;
    for (let i = 0; i < values.length; i++) {
      const value = values[i]!;
      const part = this.parts[i + 1]!;
      chunks.push(...storedBlocks(value), this.deflated[i + 1]!);
      crc = zlib.crc32(part, zlib.crc32(value, crc));
      length += value.length + part.length;
    }
    const trailer = Buffer.alloc(8);
    trailer.writeUInt32LE(crc >>> 0, 0);
    trailer.writeUInt32LE(length >>> 0, 4);
    chunks.push(FINAL_BLOCK, trailer);
    return chunks;
  }
}

/** The encoding to answer with, from what the client accepts and what the body has ready. */
export function pickEncoding(req: Request, available: ReadonlyArray<"br" | "gzip">): "br" | "gzip" | undefined {
  const header = req.headers["accept-encoding"];
  if (!header || !available.length) return undefined;
  const found = req.acceptsEncodings(...available, "identity");
  return found === "br" || found === "gzip" ? found : undefined;
}

/** A fixed body, its validator, and its gzip and brotli copies, all made once. */
export interface PreparedBody {
  body: Buffer;
  etag: string;
  gzip: Buffer;
  br: Buffer;
}

export function prepareBody(text: string | Buffer): PreparedBody {
  const body = Buffer.isBuffer(text) ? text : Buffer.from(text);
  return {
    body,
    etag: `W/"${createHash("sha1").update(body).digest("base64url").slice(0, 22)}"`,
    gzip: zlib.gzipSync(body, { level: 9 }),
    br: zlib.brotliCompressSync(body, {
      params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length },
    }),
  };
}

/** If-None-Match holds `etag` (weak comparison, as for GET). */
export function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  const bare = etag.replace(/^W\//, "");
  return header.split(",").some((tag) => {
    const t = tag.trim();
    return t === "*" || t.replace(/^W\//, "") === bare;
  });
}

/** Answers a GET/HEAD with a prepared body: 304 on a matching validator, else the best copy. */
export function sendPrepared(req: Request, res: Response, prepared: PreparedBody, type: string, cacheControl: string): void {
  res.setHeader("Content-Type", type);
  res.setHeader("Cache-Control", cacheControl);
  res.setHeader("ETag", prepared.etag);
  res.vary("Accept-Encoding");
  if (matchesEtag(req.headers["if-none-match"], prepared.etag)) return void res.status(304).end();
  const encoding = pickEncoding(req, ["br", "gzip"]);
  const body = encoding ? prepared[encoding] : prepared.body;
  if (encoding) res.setHeader("Content-Encoding", encoding);
  res.setHeader("Content-Length", body.length);
  if (req.method === "HEAD") return void res.end();
  res.end(body);
}
