// Brotli and gzip copies of the client build's text files (file.js.br, file.js.gz), made once
// at build time at the highest settings, so the server never compresses a static file per request.
import fs from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import zlib from "node:zlib";

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|webmanifest|xml|txt|map)$/;
const MIN_BYTES = 1024;

async function* files(dir) {
  for (const entry of await fs.readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else if (COMPRESSIBLE.test(entry.name)) yield full;
  }
}

/** Writes .br and .gz beside every compressible file that gains from it; returns how many. */
export async function precompress(dir) {
  let count = 0;
  const jobs = [];
  for await (const file of files(dir)) {
    jobs.push(
      (async () => {
        const data = await fs.readFile(file);
        if (data.length < MIN_BYTES) return;
        const [br, gz] = await Promise.all([
          brotli(data, {
            params: {
              [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
              [zlib.constants.BROTLI_PARAM_SIZE_HINT]: data.length,
              [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
            },
          }),
          gzip(data, { level: zlib.constants.Z_BEST_COMPRESSION }),
        ]);
        if (br.length < data.length) await fs.writeFile(`${file}.br`, br);
        if (gz.length < data.length) await fs.writeFile(`${file}.gz`, gz);
        count += 1;
      })(),
    );
  }
  await Promise.all(jobs);
  return count;
}
