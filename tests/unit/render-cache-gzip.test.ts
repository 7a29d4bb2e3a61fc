/**
 * The render cache's gzip bodies are assembled from parts compressed once, with each response's
 * own values stored uncompressed between them: whatever the values, the result must be one valid
 * gzip stream holding exactly parts[0] values[0] parts[1] … (checked with zlib's own decoder).
 */
import zlib from "node:zlib";
import { describe, expect, it } from "vitest";
import { GzipParts, prepareBody } from "../../server/render-cache/encoded";

const gunzip = (chunks: Buffer[]) => zlib.gunzipSync(Buffer.concat(chunks)).toString();

describe("GzipParts", () => {
  const page = "<!doctype html><html><head><script nonce=\"@\">x()</script></head><body>" + "<p>Warm homes in Vermont.</p>".repeat(400);
  const parts = page.split("@").map((p) => Buffer.from(p));

  it("decodes to the parts with each response's values between them", () => {
    const gz = new GzipParts(parts);
    for (const nonce of ["abc", "Zm9vYmFy+/==", ""]) {
      expect(gunzip(gz.gzip([Buffer.from(nonce)]))).toBe(page.replace("@", nonce));
    }
  });

  it("handles empty parts, many values and a value longer than one stored block", () => {
    const pieces = ["", "a", "", "b".repeat(70_000), ""].map((p) => Buffer.from(p));
    const values = ["1", "x".repeat(140_000), "3", "4"].map((v) => Buffer.from(v));
    const expected = pieces.map((p, i) => p.toString() + (values[i]?.toString() ?? "")).join("");
    expect(gunzip(new GzipParts(pieces).gzip(values))).toBe(expected);
  });

  it("compresses the stored parts (the values alone travel as they are)", () => {
    const gz = new GzipParts(parts);
    const size = Buffer.concat(gz.gzip([Buffer.from("n0nce")])).length;
    expect(size).toBeLessThan(page.length / 10);
  });
});

describe("prepareBody", () => {
  it("keeps gzip and brotli copies of the same bytes and a weak validator of them", () => {
    const json = JSON.stringify({ services: Array.from({ length: 50 }, (_, i) => ({ slug: `s${i}`, title: "Heat Pumps" })) });
    const prepared = prepareBody(json);
    expect(zlib.gunzipSync(prepared.gzip).toString()).toBe(json);
    expect(zlib.brotliDecompressSync(prepared.br).toString()).toBe(json);
    expect(prepared.etag).toMatch(/^W\/"[\w-]{22}"$/);
    expect(prepareBody(json).etag).toBe(prepared.etag);
    expect(prepareBody(json + " ").etag).not.toBe(prepared.etag);
  });
});
