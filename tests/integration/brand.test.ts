/**
 * Settings → Brand over HTTP, with the built pages: a fresh install looks as the spec (the name in
 * the header, the built-in icons and palette); a logo is checked as media uploads are (a refusal
 * is a field error and saves nothing), then shown in the header with the business name as its alt
 * text and made into PNG icons of the right sizes, named by the manifest and the head; an accent
 * colour below WCAG AA is refused with its ratio, a good one is written into every page's head.
 * With S3, a second instance on the same database serves the same icons.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import S3rver from "s3rver";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { defaultBusinessSettings } from "@common/business-settings";
import * as staffMessages from "@common/staff-messages";
import { siteSettings } from "../../server/db/schema";
import { driver, startTestServer } from "../helpers/server";
import { createStaff, signInAsAdmin, type Session } from "../helpers/session";

type Server = Awaited<ReturnType<typeof startTestServer>>;
const m = staffMessages.editor;
const NAME = defaultBusinessSettings.name;
const NAME_HTML = NAME.replace("&", "&amp;");

/** A wide logo with a transparent margin, as owners' logos are. */
const logoPng = (colour = { r: 139, g: 30, b: 63, alpha: 1 }) =>
  sharp({ create: { width: 600, height: 200, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } } })
    .composite([{ input: { create: { width: 560, height: 160, channels: 4, background: colour } }, top: 20, left: 20 }])
    .png()
    .toBuffer();

interface BrandJson {
  accent: string | null;
  logo: { src: string; width: number; height: number } | null;
}

const head = (html: string) => html.slice(0, html.indexOf("</head>"));
const header = (html: string) => /<header[\s\S]*?<\/header>/.exec(html)?.[0] ?? "";

describe(`the brand in Settings (${driver})`, () => {
  let server: Server;
  let admin: Session;
  let editor: Session;

  beforeAll(async () => {
    server = await startTestServer({ pages: true });
    admin = await signInAsAdmin(server);
    editor = await createStaff(server, "editor");
  }, 60_000);
  afterAll(() => server?.cleanup());

  const upload = (file: Buffer, name = "logo.png", session: Session = admin) => {
    const form = new FormData();
    form.append("file", new Blob([new Uint8Array(file)]), name);
    return server.request("/api/admin/brand/logo", { method: "POST", body: form, headers: session.headers });
  };
  const brand = async () => (await (await server.request("/api/admin/brand", { headers: admin.headers })).json()) as BrandJson;
  const storedBrandFiles = () => fs.readdirSync(path.join(server.dataDir, "uploads")).filter((f) => f.startsWith("brand-"));
  const page = async (p = "/") => (await server.request(p)).text();

  it("a fresh install shows the name, the built-in icons and palette", async () => {
    expect(await brand()).toEqual({ accent: null, logo: null });
    const home = await page();
    expect(home).not.toContain('id="brand-palette"');
    expect(head(home)).toContain('<link rel="icon" href="/favicon.svg" type="image/svg+xml"/>');
    expect(head(home)).not.toContain("apple-touch-icon");
    expect(header(home)).toContain('src="/images/brand/logo-mark.svg"');
    expect(header(home)).toContain(">Mansfield</span>");
    const manifest = (await (await server.request("/site.webmanifest")).json()) as { icons: unknown[]; theme_color: string };
    expect(manifest.icons).toEqual([{ src: "/favicon.svg", sizes: "any", type: "image/svg+xml" }]);
    expect(manifest.theme_color).toBe("#1a4b76");
    expect((await server.request("/apple-touch-icon.png")).status).toBe(404);
    expect((await server.request("/brand/icon-192.png")).status).toBe(404);
  });

  it("refuses an unreadable image, a wrong type and a file too big as a field error, saving nothing", async () => {
    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    const cases: Array<[Buffer, string, number, string]> = [
      [Buffer.concat([png, Buffer.from("not really a picture at all")]), "logo.png", 400, m.imageUnreadable],
      [Buffer.from("%PDF-1.7 a brochure"), "logo.png", 415, m.notAnImage],
      [Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'), "logo.svg", 415, m.svgRefused],
      [Buffer.concat([png, Buffer.alloc(10 * 1024 * 1024)]), "logo.png", 413, m.fileTooLarge],
    ];
    for (const [file, name, status, message] of cases) {
      const res = await upload(file, name);
      expect(res.status, message).toBe(status);
      expect(await res.json()).toEqual({ message, errors: { file: message } });
    }
    expect(await brand()).toEqual({ accent: null, logo: null });
    expect(storedBrandFiles()).toEqual([]);
    // Admins only: an editor's upload is refused before it is read.
    expect((await upload(await logoPng(), "logo.png", editor)).status).toBe(403);
    expect((await server.request("/api/admin/brand/accent", { method: "PUT", headers: editor.headers, json: { accent: "#8b1e3f" } })).status).toBe(403);
  });

  it("takes a logo: the header shows it named by the business, the icons have their sizes", async () => {
    await page("/about-us"); // cached with the name
    const res = await upload(await logoPng());
    expect(res.status).toBe(201);
    const saved = (await res.json()) as BrandJson;
    expect(saved.logo).toMatchObject({ width: 120, height: 40 });
    const hash = /\?v=([0-9a-f]{16})$/.exec(saved.logo!.src)![1]!;

    // The cached page was dropped: the logo stands in the header in place of the mark and name.
    for (const p of ["/", "/about-us"]) {
      const html = await page(p);
      expect(header(html)).toContain(`<img src="/brand/logo.png?v=${hash}" width="120" height="40" alt="${NAME_HTML}"`);
      expect(header(html)).not.toContain("logo-mark.svg");
      expect(head(html)).toContain(`<link rel="icon" href="/brand/favicon-32.png?v=${hash}" type="image/png" sizes="32x32"/>`);
      expect(head(html)).toContain(`<link rel="apple-touch-icon" href="/apple-touch-icon.png?v=${hash}" sizes="180x180"/>`);
      expect(head(html)).not.toContain('rel="icon" href="/favicon.svg"');
      // The structured data's logo is the owner's too (square, as search engines want it).
      expect(html).toContain(`"logo":"${server.ctx.config.publicUrl}/brand/icon-512.png?v=${hash}"`);
    }

    const manifest = (await (await server.request("/site.webmanifest")).json()) as { icons: Array<{ src: string; sizes: string; purpose: string }> };
    expect(manifest.icons.map((i) => [i.src, i.sizes, i.purpose])).toEqual([
      [`/brand/icon-192.png?v=${hash}`, "192x192", "any"],
      [`/brand/icon-512.png?v=${hash}`, "512x512", "any"],
      [`/brand/icon-maskable-512.png?v=${hash}`, "512x512", "maskable"],
    ]);

    // The back office installs with the same icons.
    const backOfficeManifest = (await (await server.request("/admin/manifest.webmanifest", { headers: admin.headers })).json()) as typeof manifest;
    expect(backOfficeManifest.icons.map((i) => i.src)).toEqual(manifest.icons.map((i) => i.src));

    const sizes: Array<[string, number, number, boolean]> = [
      [`/brand/logo.png?v=${hash}`, 240, 80, true],
      [`/brand/icon-192.png?v=${hash}`, 192, 192, true],
      [`/brand/icon-512.png?v=${hash}`, 512, 512, true],
      [`/brand/icon-maskable-512.png?v=${hash}`, 512, 512, false],
      [`/apple-touch-icon.png?v=${hash}`, 180, 180, false],
      [`/brand/favicon-32.png?v=${hash}`, 32, 32, true],
    ];
    for (const [url, width, height, transparent] of sizes) {
      const file = await server.request(url);
      expect(file.status, url).toBe(200);
      expect(file.headers.get("content-type")).toBe("image/png");
      expect(file.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
      const image = sharp(Buffer.from(await file.arrayBuffer()));
      const meta = await image.metadata();
      expect([meta.format, meta.width, meta.height], url).toEqual(["png", width, height]);
      // The corner: clear where the icon may be, white where the platform would fill it with black or crop it.
      const corner = await image.ensureAlpha().extract({ left: 0, top: 0, width: 1, height: 1 }).raw().toBuffer();
      expect(corner[3] === 0, url).toBe(transparent);
    }
    // The stable address without the version answers too, cached only briefly (the logo may change).
    const bare = await server.request("/apple-touch-icon.png");
    expect(bare.status).toBe(200);
    expect(bare.headers.get("cache-control")).toBe("public, max-age=300");

    // The back office's header shows it beside the name.
    const backOffice = await (await server.request("/admin/settings", { headers: admin.headers })).text();
    expect(header(backOffice)).toContain(`src="/brand/logo.png?v=${hash}"`);
  });

  it("replacing the logo drops the old files; removing it brings the built-in look back", async () => {
    const first = (await brand()).logo!.src;
    const res = await upload(await logoPng({ r: 20, g: 90, b: 60, alpha: 1 }));
    expect(res.status).toBe(201);
    const second = ((await res.json()) as BrandJson).logo!.src;
    expect(second).not.toBe(first);
    expect(storedBrandFiles()).toHaveLength(6);
    expect((await server.request(first)).status).toBe(200); // the stable address serves the current logo

    const removed = await server.request("/api/admin/brand/logo", { method: "DELETE", headers: admin.headers });
    expect(removed.status).toBe(200);
    expect(storedBrandFiles()).toEqual([]);
    const home = await page();
    expect(header(home)).toContain('src="/images/brand/logo-mark.svg"');
    expect(head(home)).toContain('<link rel="icon" href="/favicon.svg" type="image/svg+xml"/>');
    expect((await server.request("/apple-touch-icon.png")).status).toBe(404);
    const audit = (await (await server.request("/api/admin/audit", { headers: admin.headers })).json()) as Array<{ action: string }>;
    expect(audit.map((a) => a.action).filter((a) => a.startsWith("brand."))).toEqual(["brand.logo.remove", "brand.logo", "brand.logo"]);
  });

  it("refuses a low-contrast colour with its ratio, saving nothing; applies a good one in every page's head", async () => {
    const put = (accent: string | null) => server.request("/api/admin/brand/accent", { method: "PUT", headers: admin.headers, json: { accent } });
    const low = await put("#F0C000");
    expect(low.status).toBe(400);
    const refusal = "White text on #f0c000 (buttons) and #f0c000 as link text on white measure 1.71:1; WCAG AA needs at least 4.5:1. Choose a darker colour.";
    expect(await low.json()).toEqual({ message: refusal, errors: { accent: refusal } });
    // Just under the line: #777777 measures 4.478, shown cut (never rounded up to look nearer).
    expect(((await (await put("#777777")).json()) as { errors: { accent: string } }).errors.accent).toContain("measure 4.47:1");
    const invalid = await put("red;}body{display:none");
    expect(invalid.status).toBe(400);
    expect(((await invalid.json()) as { errors: { accent: string } }).errors.accent).toBe(staffMessages.brand.accentInvalid);
    expect((await brand()).accent).toBeNull();
    expect(await page("/contact")).not.toContain('id="brand-palette"');

    const good = await put("#8b1e3f");
    expect(good.status).toBe(200);
    expect(((await good.json()) as BrandJson).accent).toBe("#8b1e3f");
    for (const p of ["/", "/contact", "/blog"]) {
      const h = head(await page(p));
      expect(h, p).toMatch(/<style id="brand-palette">:root\{--color-brand-50:#[0-9a-f]{6};.*--color-brand-700:#8b1e3f;.*--color-brand-950:#[0-9a-f]{6}\}<\/style>/);
      expect(h).toContain('<meta name="theme-color" content="#8b1e3f"/>');
      // After the site's stylesheet, so its variables win.
      expect(h.indexOf('id="brand-palette"')).toBeGreaterThan(h.indexOf("--color-brand-700:#1a4b76"));
    }
    expect(((await (await server.request("/site.webmanifest")).json()) as { theme_color: string }).theme_color).toBe("#8b1e3f");

    expect((await put(null)).status).toBe(200);
    expect(await page()).not.toContain('id="brand-palette"');
  });

  it("a damaged brand row reads as the built-in look: pages still render, nothing of it reaches them", async () => {
    const write = (value: string) =>
      server.ctx.db.insert(siteSettings).values({ key: "brand", value, updatedAt: new Date() }).onConflictDoUpdate({ target: siteSettings.key, set: { value } });
    await write('{"accent":"red;}body{outline:9px","logo":{"hash":"../../etc/passwd","width":1,"height":1}}');
    const reviews = await server.request("/reviews");
    expect(reviews.status).toBe(200);
    const html = await reviews.text();
    expect(html).not.toContain("brand-palette");
    expect(html).not.toContain("outline:9px");
    expect(header(html)).toContain("logo-mark.svg");
    await write("{not json");
    expect((await server.request("/gallery")).status).toBe(200);
    expect(await brand()).toEqual({ accent: null, logo: null });
  });
});

describe.runIf(driver === "postgres")("the brand on a fleet with S3 (postgres)", () => {
  let s3: S3rver;
  let s3Dir = "";
  let a: Server;
  let b: Server;
  let admin: Session;

  beforeAll(async () => {
    s3Dir = fs.mkdtempSync(path.join(os.tmpdir(), "s3rver-"));
    s3 = new S3rver({ port: 0, address: "127.0.0.1", silent: true, directory: s3Dir, configureBuckets: [{ name: "media", configs: [] }] });
    const { port } = (await s3.run()) as { port: number };
    const env = { S3_URL: `http://S3RVER:S3RVER@127.0.0.1:${port}/media`, INSTANCES: "2", REDIS_URL: process.env.TEST_REDIS_URL };
    a = await startTestServer({ pages: true, env });
    b = await startTestServer({ pages: true, env, databaseUrl: a.ctx.config.databaseUrl });
    admin = await signInAsAdmin(a);
  }, 60_000);
  afterAll(async () => {
    await b?.cleanup();
    await a?.cleanup();
    await s3?.close();
    fs.rmSync(s3Dir, { recursive: true, force: true });
  });

  it("a logo uploaded on one instance is served, with its icons, by the other", async () => {
    const cached = await (await b.request("/")).text();
    expect(cached).toContain("logo-mark.svg");
    const form = new FormData();
    form.append("file", new Blob([new Uint8Array(await logoPng())]), "logo.png");
    const res = await a.request("/api/admin/brand/logo", { method: "POST", body: form, headers: admin.headers });
    expect(res.status).toBe(201);
    const hash = /\?v=([0-9a-f]{16})$/.exec(((await res.json()) as BrandJson).logo!.src)![1]!;
    const icon = await b.request(`/brand/icon-512.png?v=${hash}`);
    expect(icon.status).toBe(200);
    expect((await sharp(Buffer.from(await icon.arrayBuffer())).metadata()).width).toBe(512);
    const manifest = (await (await b.request("/site.webmanifest")).json()) as { icons: Array<{ src: string }> };
    expect(manifest.icons[0]!.src).toBe(`/brand/icon-192.png?v=${hash}`);
    // The other instance's cached pages are dropped through Redis: its header shows the logo soon.
    if (process.env.TEST_REDIS_URL) {
      const deadline = Date.now() + 2000;
      let html = "";
      while (Date.now() < deadline && !html.includes(`/brand/logo.png?v=${hash}`)) html = await (await b.request("/")).text();
      expect(header(html)).toContain(`src="/brand/logo.png?v=${hash}"`);
    }
  });
});
