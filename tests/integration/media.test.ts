/**
 * The media library over HTTP, with the file store and with an S3-compatible store (s3rver, a
 * real S3 server started here, spoken to by the real AWS client): uploads are sniffed by content,
 * re-encoded into AVIF/WebP/fallback widths, served immutable, listed, searched, renamed and
 * deleted only while unused. Also the fleet rule: INSTANCES > 1 without S3 refuses to start.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import S3rver from "s3rver";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as staffMessages from "@common/staff-messages";
import { loadConfig } from "../../server/config";
import { driver, startTestServer, TEST_ADMIN_KEY, TEST_SESSION_SECRET } from "../helpers/server";
import { createStaff, signInAsAdmin, type Session } from "../helpers/session";

type Server = Awaited<ReturnType<typeof startTestServer>>;
const m = staffMessages.editor;

/**
 * A picture of the given size: smooth colour ramps across and down. Encoders spend on detail, so
 * per-pixel noise made each 1800 px upload cost seconds of AVIF encoding per width while proving
 * nothing more about the variants, their sizes or their types.
 */
async function photo(width: number, height: number, format: "jpeg" | "png" | "webp" | "avif", alpha = false) {
  const channels = alpha ? 4 : 3;
  const raw = Buffer.alloc(width * height * channels);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const at = (y * width + x) * channels;
      raw[at] = Math.floor((255 * x) / width);
      raw[at + 1] = Math.floor((255 * y) / height);
      raw[at + 2] = Math.floor((255 * (x + y)) / (width + height));
      if (alpha) raw[at + 3] = 96 + Math.floor((159 * x) / width);
    }
  }
  const img = sharp(raw, { raw: { width, height, channels } });
  return img.toFormat(format).toBuffer();
}

interface MediaJson {
  id: string;
  width: number;
  height: number;
  alt: string;
  sourceType: string;
  markdown: string;
  image: { src: string; srcset: string; sources: Array<{ type: string; srcset: string }>; large: { src: string; width: number; height: number } };
}

function suite(label: string, s3: () => Record<string, string> | undefined) {
  describe(`media library, ${label} (${driver})`, () => {
    let server: Server;
    let editor: Session;

    beforeAll(async () => {
      server = await startTestServer({ env: s3() });
      await signInAsAdmin(server);
      editor = await createStaff(server, "editor");
    });
    afterAll(() => server?.cleanup());

    const upload = (file: Buffer | null, alt: string | undefined, name = "photo.jpg", session: Session | null = editor) => {
      const form = new FormData();
      if (file) form.append("file", new Blob([new Uint8Array(file)]), name);
      if (alt !== undefined) form.append("alt", alt);
      return server.request("/api/media", { method: "POST", body: form, headers: session?.headers ?? {} });
    };

    it("stores a JPEG as AVIF, WebP and JPEG in several widths, keeping its size, served immutable", async () => {
      const res = await upload(await photo(1800, 1200, "jpeg"), "A heat pump on a snowy porch");
      expect(res.status).toBe(201);
      const item = (await res.json()) as MediaJson;
      expect(item).toMatchObject({ width: 1800, height: 1200, alt: "A heat pump on a snowy porch", sourceType: "image/jpeg" });
      expect(item.image.srcset).toMatch(/-480\.jpg 480w, .*-960\.jpg 960w, .*-1600\.jpg 1600w$/);
      expect(item.image.sources.map((s) => s.type)).toEqual(["image/avif", "image/webp"]);
      expect(item.image.large).toMatchObject({ width: 1600, height: 1067 });
      expect(item.markdown).toBe(`![A heat pump on a snowy porch](${item.image.large.src})`);
      for (const [url, type] of [
        [item.image.sources[0]!.srcset.split(" ")[0]!, "image/avif"],
        [item.image.sources[1]!.srcset.split(" ")[0]!, "image/webp"],
        [item.image.src, "image/jpeg"],
      ] as const) {
        const file = await server.request(url);
        expect(file.status).toBe(200);
        expect(file.headers.get("content-type")).toBe(type);
        expect(file.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
        const meta = await sharp(Buffer.from(await file.arrayBuffer())).metadata();
        expect(meta.format).toBe(type === "image/jpeg" ? "jpeg" : type === "image/webp" ? "webp" : "heif");
      }
      expect((await server.request("/media/0123456789abcdef-480.jpg")).status).toBe(404);
    });

    it("takes PNG (with transparency, PNG fallback), WebP and AVIF; a small image is never enlarged", async () => {
      const png = (await (await upload(await photo(300, 200, "png", true), "Logo", "logo.png")).json()) as MediaJson;
      expect(png.image.srcset).toMatch(/-300\.png 300w$/);
      const webp = await upload(await photo(640, 480, "webp"), "Boiler", "boiler.webp");
      expect(webp.status).toBe(201);
      const avif = await upload(await photo(500, 500, "avif"), "Radiator", "radiator.avif");
      expect(avif.status).toBe(201);
      expect(((await avif.json()) as MediaJson).sourceType).toBe("image/avif");
    });

    it("refuses SVG, non-images, unsupported images, a missing alt and files over the limit, with clear messages", async () => {
      const svg = Buffer.from('<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
      const cases: Array<[Buffer | null, string | undefined, string, number, string]> = [
        [svg, "Logo", "logo.svg", 415, m.svgRefused],
        [svg, "Logo", "logo.png", 415, m.svgRefused],
        [Buffer.from("%PDF-1.7 not an image"), "Doc", "doc.jpg", 415, m.notAnImage],
        [await sharp({ create: { width: 10, height: 10, channels: 3, background: "#f00" } }).gif().toBuffer(), "Gif", "a.gif", 415, m.notAnImage],
        [Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), Buffer.alloc(100)]), "Broken", "b.jpg", 400, m.imageUnreadable],
        [await photo(100, 100, "jpeg"), "", "p.jpg", 400, m.altRequired],
        [await photo(100, 100, "jpeg"), undefined, "p.jpg", 400, m.altRequired],
        [null, "Alt", "p.jpg", 400, m.fileRequired],
        [Buffer.alloc(10 * 1024 * 1024 + 10, 0xff), "Huge", "huge.jpg", 413, m.fileTooLarge],
      ];
      for (const [file, alt, name, status, message] of cases) {
        const res = await upload(file, alt, name);
        expect([name, res.status]).toEqual([name, status]);
        expect(((await res.json()) as { message: string }).message).toBe(message);
      }
      const json = await server.request("/api/media", { method: "POST", json: { alt: "x" }, headers: editor.headers });
      expect(json.status).toBe(400);
    });

    it("is for staff only", async () => {
      expect((await upload(await photo(50, 50, "jpeg"), "x", "x.jpg", null)).status).toBe(401);
      expect((await server.request("/api/media")).status).toBe(401);
    });

    it("lists newest first, searches alt text and names, renames alt text, deletes only unused images", async () => {
      const a = (await (await upload(await photo(200, 100, "jpeg"), "Frozen copper pipe", "pipe.jpg")).json()) as MediaJson;
      const b = (await (await upload(await photo(210, 100, "jpeg"), "Furnace filter", "filter.jpg")).json()) as MediaJson;
      const list = (await (await server.request("/api/media?limit=2", { headers: editor.headers })).json()) as { items: MediaJson[]; total: number };
      expect(list.items.map((i) => i.id)).toEqual([b.id, a.id]);
      expect(list.total).toBeGreaterThanOrEqual(2);
      const found = (await (await server.request("/api/media?q=copper", { headers: editor.headers })).json()) as { items: MediaJson[] };
      expect(found.items.map((i) => i.id)).toEqual([a.id]);

      const renamed = await server.request(`/api/media/${a.id}`, { method: "PATCH", json: { alt: "Frozen copper pipe in a crawl space" }, headers: editor.headers });
      expect(((await renamed.json()) as MediaJson).alt).toBe("Frozen copper pipe in a crawl space");
      const blank = await server.request(`/api/media/${a.id}`, { method: "PATCH", json: { alt: " " }, headers: editor.headers });
      expect(blank.status).toBe(400);

      // a: featured image of a post; b: named in another post's text.
      const featured = await server.request("/api/blog", {
        method: "POST",
        json: { title: "Pipes", content: "Text", featuredImageId: a.id, featuredImageAlt: "A frozen pipe" },
        headers: editor.headers,
      });
      expect(featured.status).toBe(201);
      const inline = await server.request("/api/blog", { method: "POST", json: { title: "Filters", content: `Look:\n\n${b.markdown}` }, headers: editor.headers });
      expect(inline.status).toBe(201);
      for (const id of [a.id, b.id]) {
        const del = await server.request(`/api/media/${id}`, { method: "DELETE", headers: editor.headers });
        expect(del.status).toBe(409);
        expect(((await del.json()) as { message: string }).message).toBe(m.mediaInUse);
      }
      const inlineId = ((await inline.json()) as { id: string }).id;
      expect((await server.request(`/api/blog/${inlineId}`, { method: "DELETE", headers: editor.headers })).status).toBe(204);
      expect((await server.request(`/api/media/${b.id}`, { method: "DELETE", headers: editor.headers })).status).toBe(204);
      expect((await server.request(b.image.src)).status).toBe(404);
      expect((await server.request(`/api/media/${b.id}`, { method: "DELETE", headers: editor.headers })).status).toBe(404);
    });
  });
}

suite("file store", () => undefined);

let s3: S3rver | undefined;
let s3Dir = "";
let s3Port = 0;
beforeAll(async () => {
  s3Dir = fs.mkdtempSync(path.join(os.tmpdir(), "s3rver-"));
  s3 = new S3rver({ port: 0, address: "127.0.0.1", silent: true, directory: s3Dir, configureBuckets: [{ name: "media", configs: [] }] });
  ({ port: s3Port } = (await s3.run()) as { port: number });
});
afterAll(async () => {
  await s3?.close();
  fs.rmSync(s3Dir, { recursive: true, force: true });
});
suite("S3 store", () => ({ S3_URL: `http://S3RVER:S3RVER@127.0.0.1:${s3Port}/media`, INSTANCES: "2" }));

describe("fleet rule", () => {
  it("refuses INSTANCES > 1 without an S3 store, saying why; accepts it with S3_URL or S3_ENDPOINT + S3_BUCKET", () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "hvac-cfg-"));
    const base = { DATA_DIR: dataDir, ADMIN_KEY: TEST_ADMIN_KEY, SESSION_SECRET: TEST_SESSION_SECRET };
    expect(() => loadConfig({ ...base, INSTANCES: "3" })).toThrow(/INSTANCES: 3 instances need S3_URL .*missing on the others/);
    expect(loadConfig({ ...base, INSTANCES: "3", S3_URL: "https://key:secret@s3.example.com/uploads" }).s3).toEqual({
      endpoint: "https://s3.example.com",
      bucket: "uploads",
      region: "us-east-1",
      accessKeyId: "key",
      secretAccessKey: "secret",
    });
    expect(loadConfig({ ...base, INSTANCES: "2", S3_ENDPOINT: "http://minio:9000", S3_BUCKET: "media" }).s3?.bucket).toBe("media");
    expect(() => loadConfig({ ...base, S3_ENDPOINT: "http://minio:9000" })).toThrow(/S3_BUCKET: required/);
    expect(() => loadConfig({ ...base, S3_URL: "https://key:secret@s3.example.com/" })).toThrow(/S3_URL: must name the bucket/);
    expect(loadConfig(base).s3).toBeUndefined();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });
});
