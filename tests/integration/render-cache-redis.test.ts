/**
 * Two app instances, one Redis: a change made through one instance drops the cached pages of
 * the other. On PostgreSQL both instances share the database, so the other instance's next
 * render shows the change; on PGlite each has its own, so the test sees the dropped copy.
 * Runs when TEST_REDIS_URL is set (this machine: redis://127.0.0.1:6379).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { driver, startTestServer } from "../helpers/server";
import { signInAsAdmin } from "../helpers/session";

const redisUrl = process.env.TEST_REDIS_URL;

describe.skipIf(!redisUrl)(`render cache invalidation through Redis (${driver})`, () => {
  let a: Awaited<ReturnType<typeof startTestServer>>;
  let b: Awaited<ReturnType<typeof startTestServer>>;
  beforeAll(async () => {
    const env = { REDIS_URL: redisUrl, TRUST_PROXY: "loopback" };
    a = await startTestServer({ pages: true, env });
    b = await startTestServer({ pages: true, env, databaseUrl: a.ctx.config.databaseUrl });
  });
  afterAll(async () => {
    // The second instance shares the first one's database on PostgreSQL: close it first.
    await b?.close();
    await a?.cleanup();
  });

  it("drops the other instance's copy when a review is approved on one", async () => {
    const name = `Redis Reader ${Date.now()}`;
    const sent = await a.request("/api/testimonials", {
      method: "POST",
      json: { customerName: name, customerLocation: "Underhill", rating: 5, content: "Warm house, tidy work, fair price.", serviceType: "heating" },
      headers: { "X-Forwarded-For": `10.77.${Math.floor(Math.random() * 250)}.1` },
    });
    expect(sent.status).toBe(201);
    const { id } = (await sent.json()) as { id: string };

    await b.request("/reviews");
    const cached = await b.request("/reviews");
    expect(cached.headers.get("X-Render-Cache")).toBe("hit");
    expect(await cached.text()).not.toContain(name);

    const admin = await signInAsAdmin(a);
    expect((await a.request(`/api/testimonials/${id}`, { method: "PATCH", json: { isApproved: true }, headers: admin.headers })).status).toBe(200);

    // The message crosses Redis asynchronously: wait until the other instance renders anew.
    await expect
      .poll(async () => (await b.request("/reviews")).headers.get("X-Render-Cache"), { timeout: 5_000, interval: 50 })
      .toBe("miss");
    if (driver === "postgres") expect(await (await b.request("/reviews")).text()).toContain(name);
  });
});
