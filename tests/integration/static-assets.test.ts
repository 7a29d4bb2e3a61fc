/**
 * Static files of the production build: the precompressed brotli or gzip copy the browser
 * accepts, with the original type and Vary: Accept-Encoding; hashed assets cached for a year.
 */
import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import zlib from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../helpers/server";

let server: TestServer & { cleanup(): Promise<void> };
const clientDir = path.resolve(process.env.BUILD_DIR ?? "build", "client");

beforeAll(async () => {
  server = await startTestServer({ pages: true });
});
afterAll(async () => server?.cleanup());

/** A raw GET (fetch would decode the body itself). */
function get(pathname: string, acceptEncoding?: string) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    const req = http.get(new URL(pathname, server.url), { headers: acceptEncoding ? { "Accept-Encoding": acceptEncoding } : {} }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (c: Buffer) => chunks.push(c));
      res.on("end", () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on("error", reject);
  });
}

const largestScript = () => {
  const name = fs
    .readdirSync(path.join(clientDir, "assets"))
    .filter((f) => f.endsWith(".js"))
    .sort((a, b) => fs.statSync(path.join(clientDir, "assets", b)).size - fs.statSync(path.join(clientDir, "assets", a)).size)[0]!;
  return { url: `/assets/${name}`, bytes: fs.readFileSync(path.join(clientDir, "assets", name)) };
};

describe("precompressed static files", () => {
  it("sends the brotli copy to a browser that takes brotli, the same script once decoded", async () => {
    const { url, bytes } = largestScript();
    const res = await get(url, "gzip, deflate, br, zstd");
    expect(res.status).toBe(200);
    expect(res.headers["content-encoding"]).toBe("br");
    expect(res.headers["content-type"]).toMatch(/^text\/javascript/);
    expect(res.headers.vary).toMatch(/Accept-Encoding/);
    expect(res.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(res.body.length).toBeLessThan(bytes.length / 2);
    expect(zlib.brotliDecompressSync(res.body).equals(bytes)).toBe(true);
  });

  it("sends gzip to a client without brotli, and the file itself to one without either", async () => {
    const { url, bytes } = largestScript();
    const gz = await get(url, "gzip");
    expect(gz.headers["content-encoding"]).toBe("gzip");
    expect(zlib.gunzipSync(gz.body).equals(bytes)).toBe(true);
    const refused = await get(url, "br;q=0, gzip");
    expect(refused.headers["content-encoding"]).toBe("gzip");
    const plain = await get(url);
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.headers.vary).toMatch(/Accept-Encoding/);
    expect(plain.body.equals(bytes)).toBe(true);
  });

  it("serves the stylesheet and the top-level files the same way, cached for an hour when not hashed", async () => {
    const css = fs.readdirSync(path.join(clientDir, "assets")).find((f) => f.endsWith(".css"))!;
    const style = await get(`/assets/${css}`, "br");
    expect(style.headers["content-encoding"]).toBe("br");
    expect(style.headers["content-type"]).toMatch(/^text\/css/);
    const icon = await get("/favicon.svg", "gzip, br");
    expect(icon.status).toBe(200);
    expect(icon.headers["content-type"]).toMatch(/^image\/svg\+xml/);
    expect(icon.headers["cache-control"]).toBe("public, max-age=3600");
  });

  it("answers a missing asset with 404, not a compressed copy of something else", async () => {
    const missing = await get("/assets/no-such-file.js", "br");
    expect(missing.status).toBe(404);
    // Not a build asset: whatever answers carries the document policies.
    expect(missing.headers["content-security-policy"]).toMatch(/script-src/);
  });

  it("gives the build's scripts a subresource's headers only, and documents and images the full policies", async () => {
    const { url } = largestScript();
    const script = await get(url, "br");
    expect(script.headers["x-content-type-options"]).toBe("nosniff");
    expect(script.headers["cross-origin-resource-policy"]).toBe("same-origin");
    for (const documentOnly of ["content-security-policy", "permissions-policy", "x-frame-options", "referrer-policy"]) {
      expect(script.headers[documentOnly], documentOnly).toBeUndefined();
    }
    const headerBytes = Object.entries(script.headers).reduce((n, [k, v]) => n + k.length + String(v).length + 4, 0);
    expect(headerBytes).toBeLessThan(450);
    // An SVG opened on its own is a document that could run script: it keeps the policy, which
    // allows no inline script (only a page rendered for one response carries a nonce).
    const icon = await get("/favicon.svg");
    expect(icon.headers["content-security-policy"]).toMatch(/script-src 'self'(;|$)/);
    const page = await get("/", "br");
    // A page from the render cache names its inline scripts by hash (tests/integration/foundation.test.ts).
    expect(page.headers["content-security-policy"]).toMatch(/script-src 'self' 'sha256-/);
    expect(page.headers["permissions-policy"]).toMatch(/camera=\(\)/);
  });
});
