/**
 * Serves the build's precompressed copies of static files (file.js.br / file.js.gz, written by
 * scripts/precompress.mjs): brotli when the browser takes it, else gzip, else the file itself,
 * always with `Vary: Accept-Encoding`. The folder is read once at start; the build never
 * changes under a running server.
 */
import type { RequestHandler } from "express";
import express from "express";
import fs from "node:fs";
import path from "node:path";
import { acceptedEncodings, type Encoding } from "./encoded";

const SUFFIX: Record<Encoding, string> = { br: ".br", gzip: ".gz" };

function listFiles(dir: string, base = ""): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const rel = `${base}/${entry.name}`;
    return entry.isDirectory() ? listFiles(path.join(dir, entry.name), rel) : [rel];
  });
}

export interface PrecompressedStatic extends RequestHandler {
  /** Whether `urlPath` (relative to the folder, with its leading slash) names a file served here. */
  has(urlPath: string): boolean;
}

export function precompressedStatic(root: string, options: { immutable: boolean; maxAge: string }): PrecompressedStatic {
  const files = new Set(listFiles(root));
  const serve = express.static(root, {
    index: false,
    immutable: options.immutable,
    maxAge: options.maxAge,
    setHeaders: (res, file) => {
      const encoding = res.getHeader("Content-Encoding");
      if (!encoding) return;
      // The type is the original file's, not the compressed copy's.
      res.type(path.extname(file.slice(0, file.lastIndexOf("."))));
    },
  });
  const handler: RequestHandler = (req, res, next) => {
    // Pages pass through here on every request: answer from the file list, not the disk.
    if ((req.method !== "GET" && req.method !== "HEAD") || !files.has(req.path)) return next();
    const original = req.path;
    const variants = (["br", "gzip"] as const).filter((e) => files.has(original + SUFFIX[e]));
    if (variants.length === 0) return serve(req, res, next);
    res.vary("Accept-Encoding");
    const encoding = acceptedEncodings(req).find((e) => variants.includes(e));
    if (!encoding) return serve(req, res, next);
    res.setHeader("Content-Encoding", encoding);
    const query = req.url.slice(req.path.length);
    req.url = original + SUFFIX[encoding] + query;
    serve(req, res, (error?: unknown) => {
      // Not served after all: undo, so later handlers see the request as it came.
      res.removeHeader("Content-Encoding");
      req.url = original + query;
      next(error);
    });
  };
  return Object.assign(handler, { has: (urlPath: string) => files.has(urlPath) });
}
