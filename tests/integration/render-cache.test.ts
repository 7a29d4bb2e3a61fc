/**
 * The render cache for public pages, over HTTP against the production build: a page is served
 * from the cache until staff change something it shows, then rendered fresh; ETag / 304;
 * signed-in pages never cached; one render's bytes for every visitor, its inline scripts named
 * by hash in the policy; unknown query parameters, missing pages and per-address render limits.
 */
import http from "node:http";
import zlib from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runSchedulerCheck } from "../../server/scheduler";
import { PRIVATE_PAGE_CACHE_CONTROL, PUBLIC_PAGE_CACHE_CONTROL, TOO_MANY_RENDERS } from "../../server/render-cache/handler";
import { errorCatalog } from "@common/error-catalog";
import { escapeHtml } from "../../server/http/escape-html";
import { startTestServer, testClock, type TestServer } from "../helpers/server";
import { signInAsAdmin, type Session } from "../helpers/session";
import { inlineScripts, scriptSources, sha256Source } from "../helpers/csp";

let server: TestServer & { cleanup(): Promise<void> };
let admin: Session;
const clock = testClock(new Date("2026-03-02T15:00:00Z"));

beforeAll(async () => {
  server = await startTestServer({ pages: true, clock, env: { TRUST_PROXY: "loopback" } });
  admin = await signInAsAdmin(server);
});
afterAll(async () => server?.cleanup());

const page = async (path: string, headers: Record<string, string> = {}) => {
  const res = await server.request(path, { headers });
  return { res, status: res.status, source: res.headers.get("X-Render-Cache"), html: await res.text() };
};

/** Two visits: the second comes from the cache and shows the same render. */
async function cached(path: string) {
  const first = await page(path);
  const second = await page(path);
  expect(first.status).toBe(200);
  expect(second.source).toBe("hit");
  return second.html;
}

const staff = (path: string, method: string, json?: unknown) => server.request(path, { method, json, headers: admin.headers });

async function createPost(fields: Record<string, unknown>) {
  const res = await staff("/api/blog", "POST", { content: "## Warm\n\nA short post.", ...fields });
  expect(res.status).toBe(201);
  return (await res.json()) as { id: string; slug: string };
}

describe("render cache", () => {
  it("serves a public page from the cache with a public, revalidated policy", async () => {
    await page("/gallery");
    const { res, source } = await page("/gallery");
    expect(source).toBe("hit");
    expect(res.headers.get("Cache-Control")).toBe(PUBLIC_PAGE_CACHE_CONTROL);
    expect(res.headers.get("Vary")).toMatch(/Cookie/);
    expect(res.headers.get("ETag")).toMatch(/^W\/"/);
  });

  it("answers 304 to a matching If-None-Match, without a new CSP nonce for the kept copy", async () => {
    const first = await page("/heat-pump-education");
    const etag = first.res.headers.get("ETag")!;
    const again = await server.request("/heat-pump-education", { headers: { "If-None-Match": etag } });
    expect(again.status).toBe(304);
    expect(again.headers.get("ETag")).toBe(etag);
    expect(again.headers.get("Content-Security-Policy")).toBeNull();
    expect(await again.text()).toBe("");
    const other = await server.request("/heat-pump-education", { headers: { "If-None-Match": 'W/"other"' } });
    expect(other.status).toBe(200);
  });

  it("gives every visitor one render's bytes: no nonce, its scripts named by hash, one form token", async () => {
    const a = await page("/reviews");
    const b = await page("/reviews");
    expect(b.source).toBe("hit");
    expect(b.html).toBe(a.html);
    const policy = b.res.headers.get("Content-Security-Policy") ?? "";
    expect(policy).toBe(a.res.headers.get("Content-Security-Policy"));
    expect(policy).not.toContain("'nonce-");
    const scripts = inlineScripts(b.html);
    expect(scripts.length).toBeGreaterThan(2);
    for (const script of scripts) {
      expect(scriptSources(policy)).toContain(sha256Source(script.text));
      expect(script.attributes.nonce).toBeUndefined();
    }
    // The render's signed form token, in the quote dialog's form and the router's data alike.
    const token = /"formToken\\",\\"([\w.-]+)\\"/.exec(b.html)?.[1];
    expect(token).toMatch(/^[0-9a-z]+\.[\w-]{22}\.[\w-]{43}$/);
    expect(b.html).toContain(`name="formToken" value="${token}"`);
    expect(a.res.headers.get("ETag")).toBe(b.res.headers.get("ETag"));
  });

  it("answers brotli, or gzip when only that is accepted, made once from the same bytes", async () => {
    await page("/reviews");
    const raw = (path: string, acceptEncoding: string) =>
      new Promise<{ headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
        http
          .get(new URL(path, server.url), { headers: { "Accept-Encoding": acceptEncoding } }, (res) => {
            const chunks: Buffer[] = [];
            res.on("data", (c: Buffer) => chunks.push(c));
            res.on("end", () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
          })
          .on("error", reject);
      });
    const [a, b, c] = [await raw("/reviews", "gzip, deflate, br"), await raw("/reviews", "gzip"), await raw("/reviews", "br")];
    for (const [r, encoding] of [[a, "br"], [b, "gzip"], [c, "br"]] as const) {
      expect(r.headers["x-render-cache"]).toBe("hit");
      expect(r.headers["content-encoding"]).toBe(encoding);
      expect(r.headers["vary"]).toMatch(/Accept-Encoding/);
      expect(Number(r.headers["content-length"])).toBe(r.body.length);
    }
    // The compressed copy is kept: the second brotli answer is the very same bytes.
    expect(c.body.equals(a.body)).toBe(true);
    expect(zlib.brotliDecompressSync(a.body).toString()).toBe(zlib.gunzipSync(b.body).toString());
    // Without Accept-Encoding the same page comes as it is.
    const plain = await new Promise<http.IncomingMessage>((resolve) => http.get(new URL("/reviews", server.url), resolve));
    expect(plain.headers["content-encoding"]).toBeUndefined();
    plain.resume();
  });

  it("caches the .data of client navigations too", async () => {
    const path = "/gallery.data?_routes=routes%2Fgallery";
    const first = await page(path);
    expect(first.status).toBe(200);
    expect((await page(path)).source).toBe("hit");
  });

  it("never caches or serves from the cache what a signed-in visitor gets", async () => {
    await cached("/services/heat-pumps");
    for (const path of ["/services/heat-pumps", "/services/heat-pumps.data?_routes=routes%2Fservice-detail"]) {
      const res = await server.request(path, { headers: { Cookie: admin.cookie } });
      expect(res.status).toBe(200);
      expect(res.headers.get("Cache-Control")).toBe(PRIVATE_PAGE_CACHE_CONTROL);
      expect(res.headers.get("Vary")).toMatch(/Cookie/);
      expect(res.headers.get("X-Render-Cache")).toBeNull();
      expect(res.headers.get("ETag")).toBeNull();
    }
    const signedIn = await (await server.request("/services/heat-pumps", { headers: { Cookie: admin.cookie } })).text();
    expect(signedIn).toContain(admin.user.email);
    // …and the anonymous copy never shows the account.
    const anonymous = await page("/services/heat-pumps");
    expect(anonymous.source).toBe("hit");
    expect(anonymous.html).not.toContain(admin.user.email);
  });

  it("does not keep sign-in and account pages", async () => {
    await page("/login");
    expect((await page("/login")).source).toBeNull();
  });

  it("drops every page when a review is approved, edited (withdrawn) or deleted", async () => {
    const content = `Render cache review ${Date.now()}: the boiler swap was tidy and quick.`;
    const submitted = await server.request("/api/testimonials", {
      method: "POST",
      json: { customerName: "Casey Cache", customerLocation: "Essex", rating: 5, content, serviceType: "heating" },
      headers: { "X-Forwarded-For": "10.9.8.7" },
    });
    expect(submitted.status).toBe(201);
    const { id } = (await submitted.json()) as { id: string };
    expect(await cached("/reviews")).not.toContain("Casey Cache");
    await cached("/");

    expect((await staff(`/api/testimonials/${id}`, "PATCH", { isApproved: true })).status).toBe(200);
    const approved = await page("/reviews");
    expect(approved.source).toBe("miss");
    expect(approved.html).toContain("Casey Cache");
    expect((await page("/")).source).toBe("miss");

    await cached("/reviews");
    expect((await staff(`/api/testimonials/${id}`, "PATCH", { isApproved: false })).status).toBe(200);
    expect((await page("/reviews")).html).not.toContain("Casey Cache");

    expect((await staff(`/api/testimonials/${id}`, "PATCH", { isApproved: true })).status).toBe(200);
    expect(await cached("/reviews")).toContain("Casey Cache");
    expect((await staff(`/api/testimonials/${id}`, "DELETE")).status).toBe(204);
    expect((await page("/reviews")).html).not.toContain("Casey Cache");
  });

  it("drops the blog pages when a post is published, edited or deleted, and keeps the rest", async () => {
    await cached("/gallery");
    const before = await cached("/blog");
    const post = await createPost({ title: "Cached Heat Pump Notes", status: "published" });
    expect(before).not.toContain("Cached Heat Pump Notes");
    expect((await page("/blog")).html).toContain("Cached Heat Pump Notes");
    // Pages that show no posts stay cached.
    expect((await page("/gallery")).source).toBe("hit");

    expect(await cached(`/blog/${post.slug}`)).toContain("Cached Heat Pump Notes");
    expect((await staff(`/api/blog/${post.id}`, "PATCH", { title: "Cached Heat Pump Notes, Revised" })).status).toBe(200);
    expect((await page(`/blog/${post.slug}`)).html).toContain("Cached Heat Pump Notes, Revised");
    expect((await page("/blog")).html).toContain("Cached Heat Pump Notes, Revised");

    await cached(`/blog/${post.slug}`);
    expect((await staff(`/api/blog/${post.id}`, "DELETE")).status).toBe(204);
    expect((await page(`/blog/${post.slug}`)).status).toBe(404);
    expect((await page("/blog")).html).not.toContain("Cached Heat Pump Notes");
  });

  it("does not drop anything for a draft", async () => {
    await cached("/blog");
    await createPost({ title: "A Quiet Draft", status: "draft" });
    expect((await page("/blog")).source).toBe("hit");
  });

  it("drops a post's page when a comment on it is approved or removed", async () => {
    const post = await createPost({ title: "Commented Post", status: "published" });
    const sent = await server.request(`/api/blog/${post.id}/comments`, {
      method: "POST",
      json: { authorName: "Robin Reader", authorEmail: "robin@example.com", content: "Helpful, thank you." },
      headers: { "X-Forwarded-For": "10.9.8.6" },
    });
    expect(sent.status).toBe(201);
    const { id } = (await sent.json()) as { id: string };
    expect(await cached(`/blog/${post.slug}`)).not.toContain("Robin Reader");
    expect((await staff(`/api/admin/comments/${id}/approve`, "POST")).status).toBe(200);
    expect((await page(`/blog/${post.slug}`)).html).toContain("Robin Reader");
    await cached(`/blog/${post.slug}`);
    expect((await staff(`/api/admin/comments/${id}`, "DELETE")).status).toBe(200);
    expect((await page(`/blog/${post.slug}`)).html).not.toContain("Robin Reader");
  });

  it("drops the blog pages when a category is added, renamed or deleted", async () => {
    await cached("/blog");
    const res = await staff("/api/blog/categories", "POST", { name: "Cache Corner" });
    expect(res.status).toBe(201);
    const category = (await res.json()) as { id: string; slug: string };
    await createPost({ title: "Filed In The Corner", status: "published", categoryId: category.id });
    expect((await page("/blog")).html).toContain("Cache Corner");
    expect(await cached(`/blog/category/${category.slug}`)).toContain("Cache Corner");
    expect((await staff(`/api/blog/categories/${category.id}`, "PATCH", { name: "Cache Nook" })).status).toBe(200);
    expect((await page(`/blog/category/${category.slug}`)).html).toContain("Cache Nook");
    await cached("/blog");
    expect((await staff(`/api/blog/categories/${category.id}`, "DELETE")).status).toBe(204);
    expect((await page("/blog")).html).not.toContain("Cache Nook");
  });

  it("drops the blog pages when the scheduler publishes a due post", async () => {
    const scheduledAt = new Date(clock.now().getTime() + 3_600_000).toISOString();
    await createPost({ title: "Published By The Scheduler", status: "scheduled", scheduledAt });
    expect(await cached("/blog")).not.toContain("Published By The Scheduler");
    clock.advance(2 * 3_600_000);
    const result = await runSchedulerCheck(server.ctx);
    expect(result.published).toHaveLength(1);
    expect((await page("/blog")).html).toContain("Published By The Scheduler");
    admin = await signInAsAdmin(server); // the session's access token aged with the clock
  });

  it("counts a post's views also when the page comes from the cache", async () => {
    const post = await createPost({ title: "Counted Views", status: "published" });
    await cached(`/blog/${post.slug}`);
    await page(`/blog/${post.slug}`);
    const views = async () =>
      ((await (await staff("/api/blog?all=true", "GET")).json()) as Array<{ id: string; viewCount: number }>).find((p) => p.id === post.id)
        ?.viewCount;
    // Views from the cache are stored just after their response: wait for the count.
    await expect.poll(views).toBe(3);
  });
});

describe("render cache against cheap bypasses", () => {
  it("ignores query parameters no page reads: /?x=1 is the stored page, ?page=2 another", async () => {
    await cached("/reviews");
    for (const query of ["?x=1", "?x=2&utm_source=mail", "?fbclid=abc"]) {
      const again = await page(`/reviews${query}`);
      expect(again.status).toBe(200);
      expect(again.source, query).toBe("hit");
    }
    // A parameter a page reads is a page of its own, in whatever order the link wrote them.
    expect((await page("/blog?page=2&x=1")).source).toBe("miss");
    expect((await page("/blog?x=9&page=2")).source).toBe("hit");
  });

  it("keeps a missing page briefly: asked again, it is not rendered again", async () => {
    const first = await page("/no-such-page-kept");
    expect(first.status).toBe(404);
    expect(first.source).toBe("miss");
    const second = await page("/no-such-page-kept");
    expect(second.status).toBe(404);
    expect(second.source).toBe("hit");
    expect(second.res.headers.get("Cache-Control")).toBe("no-cache");
    expect(second.html).toBe(first.html);
  });

  describe("with a low render limit", () => {
    let limited: TestServer & { cleanup(): Promise<void> };
    beforeAll(async () => {
      limited = await startTestServer({ pages: true, env: { TRUST_PROXY: "loopback", PAGE_RENDERS_PER_MINUTE: "3" } });
    });
    afterAll(async () => limited?.cleanup());
    const from = (ip: string, path: string) => limited.request(path, { headers: { "X-Forwarded-For": ip } });

    it("refuses an address more renders than allowed with a 429 page in the site's words, and still serves it what is stored", async () => {
      for (const path of ["/gallery", "/no-such-page-1", "/no-such-page-2"]) expect((await from("10.7.0.1", path)).headers.get("x-render-cache")).toBe("miss");
      const refused = await from("10.7.0.1", "/no-such-page-3");
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
      expect(refused.headers.get("content-type")).toMatch(/^text\/html/);
      const body = await refused.text();
      expect(body).toContain(errorCatalog["429"].title);
      expect(body).toContain(escapeHtml(TOO_MANY_RENDERS));
      // What the cache holds costs no render: still served to that address.
      const stored = await from("10.7.0.1", "/gallery");
      expect(stored.status).toBe(200);
      expect(stored.headers.get("x-render-cache")).toBe("hit");
      // Another address is not held back by the first.
      expect((await from("10.7.0.2", "/no-such-page-3")).status).toBe(404);
    });
  });
});
