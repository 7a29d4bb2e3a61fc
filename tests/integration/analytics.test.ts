/** POST /api/analytics/pageview: validated, stored first-party, 204, no cookies, generously rate limited. */
import { desc } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PAGEVIEW_LIMIT, PAGEVIEW_RATE_LIMITED } from "../../server/analytics/routes";
import { pageViews } from "../../server/db/schema";
import { driver, startTestServer, testClock } from "../helpers/server";

type Server = Awaited<ReturnType<typeof startTestServer>>;

describe(`page-view analytics (${driver})`, () => {
  let server: Server;
  const clock = testClock(new Date("2025-06-01T12:00:00Z"));
  beforeAll(async () => {
    server = await startTestServer({ clock, env: { TRUST_PROXY: "loopback" } });
  });
  afterAll(() => server.cleanup());

  const post = (json: unknown, ip = "10.9.0.1") =>
    server.request("/api/analytics/pageview", { method: "POST", json, headers: { "X-Forwarded-For": ip } });

  it("stores a page view and answers 204 without a body or a cookie", async () => {
    const res = await post({ path: "/services/heat-pumps?utm=x", referrer: "http://localhost/" });
    expect(res.status).toBe(204);
    expect(await res.text()).toBe("");
    expect(res.headers.get("set-cookie")).toBeNull();
    const [stored] = await server.ctx.db.select().from(pageViews).orderBy(desc(pageViews.createdAt)).limit(1);
    expect(stored).toMatchObject({ path: "/services/heat-pumps?utm=x", referrer: "http://localhost/" });
    expect(stored!.createdAt.toISOString()).toBe("2025-06-01T12:00:00.000Z");
  });

  it("accepts a missing or empty referrer as none", async () => {
    expect((await post({ path: "/gallery" })).status).toBe(204);
    expect((await post({ path: "/reviews", referrer: "" })).status).toBe(204);
    const rows = await server.ctx.db.select().from(pageViews);
    expect(rows.filter((r) => r.path === "/gallery" || r.path === "/reviews").map((r) => r.referrer)).toEqual([null, null]);
  });

  it("rejects bad input with a 400 JSON naming the field", async () => {
    const cases: Array<[unknown, string]> = [
      [{}, "path"],
      [{ path: "" }, "path"],
      [{ path: "services" }, "path"],
      [{ path: "//evil.example/x" }, "path"],
      [{ path: `/${"a".repeat(2100)}` }, "path"],
      [{ path: 42 }, "path"],
      [{ path: "/", referrer: 7 }, "referrer"],
    ];
    for (const [body, field] of cases) {
      const res = await post(body);
      expect(res.status, JSON.stringify(body).slice(0, 60)).toBe(400);
      const json = (await res.json()) as { message: string; errors: Record<string, string> };
      expect(Object.keys(json.errors)).toEqual([field]);
      expect(json.message).toBe(json.errors[field]);
    }
    const notObject = await server.request("/api/analytics/pageview", { method: "POST", json: ["/"], headers: { "X-Forwarded-For": "10.9.0.2" } });
    expect(notObject.status).toBe(400);
  });

  it("is public (no session needed) and only accepts POST", async () => {
    const res = await server.request("/api/analytics/pageview");
    expect(res.status).toBe(404);
  });

  it(`rate limits one client address after ${PAGEVIEW_LIMIT.points} views a minute, with Retry-After`, async () => {
    const ip = "10.9.9.9";
    for (let i = 0; i < PAGEVIEW_LIMIT.points; i++) expect((await post({ path: `/p${i}` }, ip)).status).toBe(204);
    const limited = await post({ path: "/one-too-many" }, ip);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await limited.json()).toEqual({ message: PAGEVIEW_RATE_LIMITED });
    // Another visitor is unaffected.
    expect((await post({ path: "/fine" }, "10.9.9.10")).status).toBe(204);
  });
});
