/**
 * One encoder for the bodies served from memory (cached pages, the services list): brotli or
 * gzip made with node:zlib, chosen by Accept-Encoding, identity otherwise. (Streamed responses go
 * through the `compression` middleware; the build's static files are compressed once at build
 * time, scripts/precompress.mjs.) Compression runs on
 * libuv's thread pool, so the event loop goes on serving meanwhile. Bytes that are the same for
 * every response keep their encodings once made; a cached page holding per-response values (the
 * CSP nonce, the form token) is encoded per response.
 */
import type { Request, Response } from "express";
import { createHash } from "node:crypto";
import { promisify } from "node:util";
import zlib from "node:zlib";

export type Encoding = "br" | "gzip";

const brotliCompress = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/**
 * Brotli at quality 5: on a 60 KB page it took about 4 ms against 270 ms at quality 11, for
 * about a tenth more bytes (gzip level 6: about 3.5 ms, 3% more bytes than brotli 5).
 */
const BROTLI_QUALITY = 5;

export function encode(body: Buffer, encoding: Encoding): Promise<Buffer> {
  if (encoding === "gzip") return gzip(body, { level: 6 });
  return brotliCompress(body, {
    params: { [zlib.constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length },
  });
}

/**
 * The one Accept-Encoding negotiation of the responses the server compresses ahead (bodies in
 * memory, the build's precompressed files): Express's own (negotiator), asked one encoding at a
 * time, since asked for several it picks the client's first listed and browsers list gzip first.
 * The `compression` middleware of streamed responses asks the same library. The answer is kept
 * per Accept-Encoding text seen: browsers send a handful of different ones, and reading one
 * again was a measurable part of a page served from memory.
 */
const answers = new Map<string, Encoding[]>();
const NONE: Encoding[] = [];

/** The encodings the client accepts, brotli first. */
export function acceptedEncodings(req: Request): Encoding[] {
  const header = req.headers["accept-encoding"];
  if (!header) return NONE;
  let accepted = answers.get(header);
  if (!accepted) {
    accepted = (["br", "gzip"] as const).filter((encoding) => req.acceptsEncodings(encoding));
    // Bounded: the header is the client's to write.
    if (answers.size >= 200) answers.clear();
    answers.set(header, accepted);
  }
  return accepted;
}

/** The encoding to answer with: brotli when the client accepts it, else gzip, else none. */
export const pickEncoding = (req: Request): Encoding | undefined => acceptedEncodings(req)[0];

/** A body that is the same for every response: its validator, and its encodings made at first need. */
export class EncodedBody {
  readonly etag: string;
  private readonly encodings = new Map<Encoding, Promise<Buffer>>();
  private readonly made = new Map<Encoding, Buffer>();

  constructor(readonly body: Buffer) {
    this.etag = `W/"${createHash("sha1").update(body).digest("base64url").slice(0, 22)}"`;
  }

  encoded(encoding: Encoding): Promise<Buffer> {
    let making = this.encodings.get(encoding);
    if (!making) {
      making = encode(this.body, encoding);
      this.encodings.set(encoding, making);
      making.then(
        (bytes) => void this.made.set(encoding, bytes),
        () => this.encodings.delete(encoding),
      );
    }
    return making;
  }

  /**
   * The encoding's bytes if they are made already, so that the many responses after the first
   * are written without waiting on a promise.
   */
  encodedIfMade(encoding: Encoding): Buffer | undefined {
    return this.made.get(encoding);
  }
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

/** Answers a GET/HEAD with a fixed body: 304 on a matching validator, else the accepted encoding. */
export async function sendEncoded(req: Request, res: Response, prepared: EncodedBody, type: string, cacheControl: string): Promise<void> {
  res.setHeader("Content-Type", type);
  res.setHeader("Cache-Control", cacheControl);
  res.setHeader("ETag", prepared.etag);
  res.vary("Accept-Encoding");
  if (matchesEtag(req.headers["if-none-match"], prepared.etag)) return void res.status(304).end();
  const encoding = pickEncoding(req);
  const body = encoding ? await prepared.encoded(encoding) : prepared.body;
  if (encoding) res.setHeader("Content-Encoding", encoding);
  res.setHeader("Content-Length", body.length);
  if (req.method === "HEAD") return void res.end();
  res.end(body);
}
