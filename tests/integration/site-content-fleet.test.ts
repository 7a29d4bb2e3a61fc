/**
 * Two app instances on one PostgreSQL and one Redis: a service published through one is on the
 * other's public page within 2 seconds, though the other had the page in its render cache and
 * the published content in memory. Runs with TEST_DATABASE_URL and TEST_REDIS_URL.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { driver, startTestServer } from "../helpers/server";
import { signInAsAdmin } from "../helpers/session";

const redisUrl = process.env.TEST_REDIS_URL;

describe.skipIf(!redisUrl || driver !== "postgres")("a publish reaches every instance (postgres + redis)", () => {
  let a: Awaited<ReturnType<typeof startTestServer>>;
  let b: Awaited<ReturnType<typeof startTestServer>>;
  beforeAll(async () => {
    const env = { REDIS_URL: redisUrl, TRUST_PROXY: "loopback" };
    a = await startTestServer({ pages: true, env });
    b = await startTestServer({ pages: true, env, databaseUrl: a.ctx.config.databaseUrl });
  });
  afterAll(async () => {
    await b?.close();
    await a?.cleanup();
  });

  it("shows the other instance's publish within 2 seconds", async () => {
    const admin = await signInAsAdmin(a);
    const heading = `Heat Pumps Published Across the Fleet ${Date.now()}`;
    // The other instance has the page cached and the content in memory.
    await b.request("/services/heat-pumps");
    const cached = await b.request("/services/heat-pumps");
    expect(cached.headers.get("X-Render-Cache")).toBe("hit");

    const path = "/api/site/types/service/entries/heat-pumps";
    const entry = (await (await a.request(path, { headers: admin.headers })).json()) as { version: number; published: Record<string, unknown> };
    const saved = await a.request(`${path}/draft`, { method: "PUT", headers: admin.headers, json: { version: entry.version, data: { ...entry.published, heading } } });
    expect(saved.status).toBe(200);
    const { version } = (await saved.json()) as { version: number };
    expect(await (await b.request("/services/heat-pumps")).text()).not.toContain(heading);

    const published = await a.request(`${path}/publish`, { method: "POST", headers: admin.headers, json: { version } });
    expect(published.status).toBe(200);
    const at = Date.now();
    await expect.poll(async () => (await b.request("/services/heat-pumps")).text(), { timeout: 2_000, interval: 50 }).toContain(heading);
    expect(Date.now() - at).toBeLessThan(2_000);
  });
});
