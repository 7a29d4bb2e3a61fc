/**
 * POST /api/analytics/pageview: validated, stored first-party, 204, no cookies, generously rate
 * limited. And the page documents the server sends, counted as they are served.
 */
import { desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PAGEVIEW_LIMIT, PAGEVIEW_RATE_LIMITED } from "../../server/analytics/routes";
import { pageViews } from "../../server/db/schema";
import { driver, startTestServer, testClock } from "../helpers/server";
import { signInAsAdmin, type Session } from "../helpers/session";

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

describe(`page views counted where pages are served (${driver})`, () => {
  let server: Server;
  let admin: Session;
  beforeAll(async () => {
    server = await startTestServer({ pages: true, env: { TRUST_PROXY: "loopback" } });
    admin = await signInAsAdmin(server);
  });
  afterAll(() => server.cleanup());

  const browser = "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36";
  const visit = async (path: string, headers: Record<string, string>) => {
    const res = await server.request(path, { headers: { "X-Forwarded-For": "10.9.2.1", ...headers } });
    await res.text();
    return res;
  };
  const topPages = async () => {
    const res = await server.request("/api/admin/overview?days=7", { headers: admin.headers });
    return ((await res.json()) as { topPages: Array<{ path: string; views: number }> }).topPages;
  };
  const viewsOf = async (path: string) => (await topPages()).find((p) => p.path === path)?.views ?? 0;

  it("counts each page a browser loads, the landing page and a cached answer included, and not a crawler's, a prefetch or a navigation's data", async () => {
    const path = "/services/heat-pumps";
    const first = await visit(path, { "User-Agent": browser, "Sec-Fetch-Dest": "document" });
    expect(first.headers.get("x-render-cache")).toBe("miss");
    expect(first.headers.get("set-cookie")).toBeNull();
    // From memory this time, and from a browser that sends no Sec-Fetch headers.
    const second = await visit(path, { "User-Agent": browser, Referer: `${server.url}/` });
    expect(second.headers.get("x-render-cache")).toBe("hit");
    await expect.poll(() => viewsOf(path)).toBe(2);

    await visit(path, { "User-Agent": "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)" });
    await visit(path, { "User-Agent": browser, "Sec-Purpose": "prefetch" });
    await visit(path, { "User-Agent": browser, "Sec-Fetch-Dest": "empty" });
    await visit(`${path}.data?_routes=routes%2Fservice-detail`, { "User-Agent": browser });
    await visit("/no-such-page", { "User-Agent": browser });
    // Views are written in the order they came: once this later one is in, the ones above would be too.
    await visit("/gallery", { "User-Agent": browser });
    await expect.poll(() => viewsOf("/gallery")).toBe(1);
    expect(await viewsOf(path)).toBe(2);
    expect(await viewsOf("/no-such-page")).toBe(0);
    const rows = await server.ctx.db.select().from(pageViews).where(eq(pageViews.path, path));
    expect(rows.map((r) => r.referrer).sort()).toEqual([`${server.url}/`, null].sort());
  });
});
