/**
 * Uploads cannot starve the server: a staff member has at most UPLOAD_LIMIT.concurrent uploads
 * in progress and UPLOAD_LIMIT.perMinute a minute, images are processed one at a time from one
 * decode each, and sign-in stays quick while four large uploads are being processed.
 */
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as staffMessages from "@common/staff-messages";
import { UPLOAD_LIMIT } from "../../server/media/routes";
import { driver, startTestServer, type TestServer } from "../helpers/server";
import { createStaff, DEFAULT_ADMIN_EMAIL, DEFAULT_PASSWORD, signInAsAdmin, type Session } from "../helpers/session";

const TINY = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==", "base64");

/** A large photo-like JPEG (a gradient with grain), a few MB on disk, many megapixels decoded. */
async function largePhoto(width: number, height: number): Promise<Buffer> {
  // Byte i is ((i / 3) % width) / 16 + (i * 7919) % 13: the same every 13 rows, so 13 rows are
  // computed and repeated (computing all 81 million bytes took seconds of the suite's CPU).
  const block = Buffer.alloc(Math.min(13, height) * width * 3);
  for (let i = 0; i < block.length; i += 1) block[i] = ((i / 3) % width) / 16 + ((i * 7919) % 13);
  const raw = Buffer.alloc(width * height * 3, block);
  return sharp(raw, { raw: { width, height, channels: 3 } }).jpeg({ quality: 85 }).toBuffer();
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

describe(`upload limits (${driver})`, () => {
  let server: TestServer & { cleanup(): Promise<void> };
  let editors: Session[];
  beforeAll(async () => {
    server = await startTestServer();
    await signInAsAdmin(server);
    editors = [];
    for (let i = 0; i < 5; i++) editors.push(await createStaff(server, "editor"));
  }, 120_000);
  afterAll(() => server.cleanup());

  const upload = (session: Session, file: Buffer, name = "photo.jpg") => {
    const form = new FormData();
    form.set("alt", "A photo");
    form.set("file", new Blob([new Uint8Array(file)]), name);
    return server.request("/api/media", { method: "POST", body: form, headers: session.headers });
  };

  it("limits a staff member's uploads per minute", async () => {
    const editor = editors[4]!;
    for (let i = 0; i < UPLOAD_LIMIT.perMinute; i++) expect((await upload(editor, TINY, "t.png")).status).toBe(201);
    const refused = await upload(editor, TINY, "t.png");
    expect(refused.status).toBe(429);
    expect(await refused.json()).toEqual({ message: staffMessages.api.uploadsRateLimited });
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
  });

  it("limits a staff member's uploads in progress, and keeps sign-in quick while four large ones run", async () => {
    const big = await largePhoto(6000, 4500);
    const signInMs = async () => {
      const started = performance.now();
      const res = await server.request("/api/auth/login", { method: "POST", json: { email: DEFAULT_ADMIN_EMAIL, password: DEFAULT_PASSWORD } });
      expect(res.status).toBe(200);
      return performance.now() - started;
    };
    await signInMs();
    const quiet: number[] = [];
    for (let i = 0; i < 5; i++) quiet.push(await signInMs());

    // One editor starts one more than allowed at once; three others one each: four large uploads run.
    const first = editors[0]!;
    const mine = Array.from({ length: UPLOAD_LIMIT.concurrent + 1 }, () => upload(first, big));
    const others = editors.slice(1, 4).map((e) => upload(e, big));
    const busy: number[] = [];
    for (let i = 0; i < 5; i++) busy.push(await signInMs());
    const statuses = (await Promise.all(mine)).map((r) => r.status);
    expect(statuses.filter((s) => s === 429)).toHaveLength(1);
    expect(statuses.filter((s) => s === 201)).toHaveLength(UPLOAD_LIMIT.concurrent);
    expect((await Promise.all(others)).map((r) => r.status)).toEqual([201, 201, 201]);

    console.info(`sign-in median: ${median(quiet).toFixed(0)} ms quiet, ${median(busy).toFixed(0)} ms during four large uploads`);
    // Flat: within a margin a busy shared test machine needs, not the seconds a queue behind the uploads would cost.
    expect(median(busy)).toBeLessThan(median(quiet) * 2 + 250);
  }, 300_000);
});
