/**
 * Media integrity: a deleted image's files answer 404 even when removing them failed (its name
 * names no library image any more), and a delete racing a re-upload of the same picture never
 * leaves a library image without its files.
 */
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mediaItems } from "../../server/db/schema";
import { driver, startTestServer, type TestServer } from "../helpers/server";
import { signInAsAdmin, type Session } from "../helpers/session";

interface MediaJson {
  id: string;
  image: { src: string };
}

describe(`media integrity (${driver})`, () => {
  let server: TestServer & { cleanup(): Promise<void> };
  let admin: Session;
  beforeAll(async () => {
    server = await startTestServer();
    admin = await signInAsAdmin(server);
  });
  afterAll(() => server.cleanup());

  const upload = async (file: Buffer) => {
    const form = new FormData();
    form.set("alt", "A furnace");
    form.set("file", new Blob([new Uint8Array(file)]), "furnace.jpg");
    return server.request("/api/media", { method: "POST", body: form, headers: admin.headers });
  };
  const picture = (seed: number) => sharp({ create: { width: 64, height: 48, channels: 3, background: { r: seed, g: 120, b: 60 } } }).jpeg().toBuffer();

  it("answers 404 for the files of a deleted image, even if they are still stored", async () => {
    const item = (await (await upload(await picture(1))).json()) as MediaJson;
    expect((await server.request(item.image.src)).status).toBe(200);
    // The row is gone but removing the files failed (an S3 outage): they must not be served.
    await server.ctx.db.delete(mediaItems).where(eq(mediaItems.id, item.id));
    const res = await server.request(item.image.src);
    expect(res.status).toBe(404);
  });

  it("never leaves an image without its files when a delete races a re-upload of the same picture", async () => {
    const bytes = await picture(2);
    for (let round = 0; round < 5; round++) {
      const first = (await (await upload(bytes)).json()) as MediaJson;
      const [again, deleted] = await Promise.all([upload(bytes), server.request(`/api/media/${first.id}`, { method: "DELETE", headers: admin.headers })]);
      expect(again.status).toBe(201);
      expect(deleted.status).toBe(204);
      const kept = (await again.json()) as MediaJson;
      expect((await server.request(kept.image.src)).status, `round ${round}`).toBe(200);
      await server.request(`/api/media/${kept.id}`, { method: "DELETE", headers: admin.headers });
    }
  });
});
