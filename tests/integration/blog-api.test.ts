/**
 * The blog over HTTP: every endpoint's answers and permissions, published-only visibility in
 * the API, pages, sitemap and RSS, slugs, comments and the sanitiser against XSS payloads.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as messages from "@common/messages";
import * as staffMessages from "@common/staff-messages";
import { COMMENT_LIMIT } from "../../server/blog/routes";
import { listSitemapPosts } from "../../server/blog/sitemap";
import { blogComments, blogPosts } from "../../server/db/schema";
import { driver, startTestServer } from "../helpers/server";
import { createStaff, signInAsAdmin, type Session } from "../helpers/session";

type Server = Awaited<ReturnType<typeof startTestServer>>;
const m = messages.blog;

describe(`blog API and pages (${driver})`, () => {
  let server: Server;
  let admin: Session;
  let editor: Session;

  beforeAll(async () => {
    server = await startTestServer({ pages: true, env: { TRUST_PROXY: "loopback" } });
    admin = await signInAsAdmin(server);
    editor = await createStaff(server, "editor");
  });
  afterAll(() => server.cleanup());

  const post = (session: Session, json: Record<string, unknown>) =>
    server.request("/api/blog", { method: "POST", json, headers: session.headers });
  const patch = (session: Session, id: string, json: Record<string, unknown>) =>
    server.request(`/api/blog/${id}`, { method: "PATCH", json, headers: session.headers });

  async function createPost(json: Record<string, unknown>, session = editor) {
    const res = await post(session, json);
    expect(res.status).toBe(201);
    return (await res.json()) as typeof blogPosts.$inferSelect;
  }

  it("refuses management calls without a session (401) and lets editors manage (staff)", async () => {
    const fake = "00000000-0000-4000-8000-000000000000";
    const calls: Array<[string, string, unknown?]> = [
      ["POST", "/api/blog", { title: "x", content: "y" }],
      ["PATCH", `/api/blog/${fake}`, { status: "draft" }],
      ["DELETE", `/api/blog/${fake}`],
      ["GET", "/api/blog?all=true"],
      ["POST", "/api/blog/categories", { name: "X" }],
      ["PATCH", `/api/blog/categories/${fake}`, { name: "X" }],
      ["DELETE", `/api/blog/categories/${fake}`],
      ["GET", "/api/admin/comments/unapproved"],
      ["POST", `/api/admin/comments/${fake}/approve`],
      ["DELETE", `/api/admin/comments/${fake}`],
      ["POST", "/api/blog/generate", { prompt: "x", maxWords: 100 }],
      ["GET", "/api/blog/campaigns"],
      ["POST", "/api/blog/campaigns", { name: "x", prompt: "y" }],
      ["PATCH", `/api/blog/campaigns/${fake}`, { isActive: false }],
      ["POST", `/api/blog/campaigns/${fake}/execute`],
      ["POST", `/api/blog/campaigns/${fake}/ideas`],
      ["GET", "/api/blog/scheduler/status"],
      ["POST", "/api/blog/preview", { content: "x" }],
    ];
    for (const [method, path, json] of calls) {
      const res = await server.request(path, { method, json });
      expect(res.status, `${method} ${path}`).toBe(401);
    }
    const status = await server.request("/api/blog/scheduler/status", { headers: editor.headers });
    expect(status.status).toBe(200);
    expect(await status.json()).toEqual({
      running: false,
      nextCheck: null,
      lastCheck: null,
      config: { checkIntervalMinutes: 60, defaultScheduleHours: 24 },
    });
  });

  it("creates posts with a slug from the title, unique with -2/-3, following a draft's title, stable once published", async () => {
    const a = await createPost({ title: "Heat Pumps & Vermont Winters!", content: "Body" });
    const b = await createPost({ title: "Heat Pumps & Vermont Winters!", content: "Body" });
    const c = await createPost({ title: "heat pumps and vermont winters", content: "Body" });
    expect([a.slug, b.slug, c.slug]).toEqual([
      "heat-pumps-and-vermont-winters",
      "heat-pumps-and-vermont-winters-2",
      "heat-pumps-and-vermont-winters-3",
    ]);
    const reserved = await createPost({ title: "Campaigns", content: "A post about campaigns", status: "published" });
    expect(reserved.slug).toBe("campaigns-2");
    expect((await server.request("/api/blog/campaigns-2")).status).toBe(200);
    const res = await patch(editor, a.id, { title: "A Completely New Title", content: "Body" });
    expect(res.status).toBe(200);
    expect((await res.json()).slug).toBe("a-completely-new-title");
    const renamed = await patch(editor, reserved.id, { title: "Campaigns, renamed" });
    expect((await renamed.json()).slug).toBe("campaigns-2");
  });

  it("defaults to draft, computes reading time, trims tags, sets isPublished/publishedAt only when published", async () => {
    const words = Array.from({ length: 401 }, (_, i) => `word${i}`).join(" ");
    const draft = await createPost({ title: "Reading time", content: words, tags: " boilers, ,heat pumps ,boilers" });
    expect(draft.status).toBe("draft");
    expect(draft.isPublished).toBe(false);
    expect(draft.publishedAt).toBeNull();
    expect(draft.readingTime).toBe(3);
    expect(draft.tags).toEqual(["boilers", "heat pumps"]);
    const short = await createPost({ title: "Short", content: "One line" });
    expect(short.readingTime).toBe(1);

    const published = await patch(editor, draft.id, { isPublished: true, status: "published" });
    const p1 = await published.json();
    expect(p1).toMatchObject({ status: "published", isPublished: true, tags: ["boilers", "heat pumps"], title: "Reading time" });
    expect(p1.publishedAt).toBeTruthy();
    const back = await (await patch(editor, draft.id, { isPublished: false, status: "draft" })).json();
    expect(back).toMatchObject({ status: "draft", isPublished: false, publishedAt: p1.publishedAt });
    const again = await (await patch(editor, draft.id, { status: "published", isPublished: true })).json();
    expect(again.publishedAt).toBe(p1.publishedAt);
    // isPublished true with status draft stays unpublished: the status decides.
    const odd = await createPost({ title: "Odd", content: "x", status: "draft", isPublished: true });
    expect(odd.isPublished).toBe(false);
  });

  it("validates saves with the spec's messages", async () => {
    const res = await post(editor, { title: "  ", content: "" });
    expect(res.status).toBe(400);
    expect((await res.json()).message).toBe(m.titleContentRequired);
    const scheduled = await post(editor, { title: "When?", content: "x", status: "scheduled" });
    expect(scheduled.status).toBe(400);
    expect((await scheduled.json()).message).toBe(staffMessages.blog.scheduleRequired);
    const seo = await post(editor, { title: "SEO", content: "x", seoTitle: "x".repeat(61) });
    expect(seo.status).toBe(400);
    expect((await seo.json()).message).toBe(m.seoTitleMax);
    const notUuid = await patch(editor, "not-a-uuid", { status: "draft" });
    expect(notUuid.status).toBe(404);
    const gen = await server.request("/api/blog/generate", { method: "POST", json: { prompt: " " }, headers: editor.headers });
    expect(gen.status).toBe(400);
    expect((await gen.json()).message).toBe(m.promptRequired);
    const camp = await server.request("/api/blog/campaigns", { method: "POST", json: { name: "", prompt: "" }, headers: editor.headers });
    expect((await camp.json()).message).toBe(m.campaignRequired);
    const cat = await server.request("/api/blog/categories", { method: "POST", json: { name: "" }, headers: editor.headers });
    expect((await cat.json()).message).toBe(m.categoryNameRequired);
  });

  it("keeps drafts and scheduled posts out of the public API, pages, sitemap and RSS", async () => {
    const pub = await createPost({ title: "Visible Article", content: "Hello **world**", status: "published" });
    const draft = await createPost({ title: "Secret Draft", content: "hidden", status: "draft" });
    const sched = await createPost({
      title: "Future Article",
      content: "later",
      status: "scheduled",
      scheduledAt: new Date(Date.now() + 86_400_000).toISOString(),
    });

    const list = (await (await server.request("/api/blog")).json()) as Array<{ slug: string; status: string }>;
    expect(list.map((p) => p.slug)).toContain(pub.slug);
    expect(list.every((p) => p.status === "published")).toBe(true);
    expect(list.map((p) => p.slug)).not.toContain(draft.slug);
    expect(list.map((p) => p.slug)).not.toContain(sched.slug);
    expect(Object.keys(list[0]!)).toEqual(expect.arrayContaining(["id", "title", "excerpt", "slug", "createdAt", "tags", "readingTime", "categoryId"]));

    for (const p of [draft, sched]) {
      const bySlug = await server.request(`/api/blog/${p.slug}`);
      expect(bySlug.status).toBe(404);
      expect(await bySlug.json()).toEqual({ message: m.postNotFound });
      expect((await server.request(`/api/blog/${p.id}`)).status).toBe(404);
      const page = await server.request(`/blog/${p.slug}`);
      expect(page.status).toBe(404);
      expect(await page.text()).toContain(m.postNotFound);
      expect((await server.request(`/api/blog/${p.id}/comments`)).status).toBe(404);
      // Staff may preview any status, by slug or id.
      expect((await server.request(`/api/blog/${p.slug}`, { headers: editor.headers })).status).toBe(200);
      expect((await server.request(`/api/blog/${p.id}`, { headers: admin.headers })).status).toBe(200);
    }
    expect((await server.request(`/api/blog/${pub.slug}`)).status).toBe(200);

    const all = (await (await server.request("/api/blog?all=true", { headers: editor.headers })).json()) as Array<{ slug: string }>;
    expect(all.map((p) => p.slug)).toEqual(expect.arrayContaining([pub.slug, draft.slug, sched.slug]));

    const sitemap = (await listSitemapPosts(server.ctx.db)).map((p) => p.slug);
    expect(sitemap).toContain(pub.slug);
    expect(sitemap).not.toContain(draft.slug);
    expect(sitemap).not.toContain(sched.slug);
    const sitemapXml = await (await server.request("/sitemap.xml")).text();
    expect(sitemapXml).toContain(`${server.url}/blog/${pub.slug}</loc>`);
    expect(sitemapXml).not.toContain(draft.slug);

    const rss = await server.request("/blog/rss.xml");
    expect(rss.status).toBe(200);
    expect(rss.headers.get("content-type")).toMatch(/application\/rss\+xml/);
    const xml = await rss.text();
    expect(xml).toContain('<rss version="2.0"');
    expect(xml).toContain(`<link>${server.url}/blog/${pub.slug}</link>`);
    expect(xml).not.toContain(draft.slug);
    expect(xml).not.toContain(sched.slug);

    const blogPage = await (await server.request("/blog")).text();
    expect(blogPage).toContain("Visible Article");
    expect(blogPage).not.toContain("Secret Draft");
    expect(blogPage).toMatch(/<link[^>]+rel="alternate"[^>]+type="application\/rss\+xml"[^>]+href="\/blog\/rss.xml"/);
  });

  it("renders a post page with BlogPosting JSON-LD, article dates, canonical, and counts each view once", async () => {
    const cat = (await (
      await server.request("/api/blog/categories", { method: "POST", json: { name: "Heat Pump Tips" }, headers: admin.headers })
    ).json()) as { id: string; slug: string };
    expect(cat.slug).toBe("heat-pump-tips");
    const p = await createPost({
      title: "Cold Climate Heat Pumps Explained",
      content: "## How they work\n\nThey move heat.\n\n![Unit](https://example.com/u.png)",
      excerpt: "A short guide.",
      status: "published",
      categoryId: cat.id,
      tags: "heat pumps, winter",
    });
    const res = await server.request(`/blog/${p.slug}`, { headers: { "User-Agent": "Googlebot/2.1" } });
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('"@type":"BlogPosting"');
    expect(html).toContain('property="article:published_time"');
    expect(html).toContain('property="article:modified_time"');
    expect(html).toContain(`<link rel="canonical" href="${server.url}/blog/${p.slug}"`);
    expect(html).toContain(`href="/blog/category/${cat.slug}"`);
    expect(html).toContain('<h2 id="how-they-work">');
    expect(html).toMatch(/<img[^>]+loading="lazy"/);
    expect(html).toContain("Comments (0)");
    expect(html).toContain(m.recommended);
    const [row] = await server.ctx.db.select({ v: blogPosts.viewCount }).from(blogPosts).where(eq(blogPosts.id, p.id));
    expect(row!.v).toBe(1);
    // The JSON API read does not count a view (no double counting with the page).
    await server.request(`/api/blog/${p.slug}`);
    const [after] = await server.ctx.db.select({ v: blogPosts.viewCount }).from(blogPosts).where(eq(blogPosts.id, p.id));
    expect(after!.v).toBe(1);

    const catPage = await server.request(`/blog/category/${cat.slug}`, { headers: { "User-Agent": "Googlebot/2.1" } });
    expect(catPage.status).toBe(200);
    expect(await catPage.text()).toContain("Cold Climate Heat Pumps Explained");
    const missing = await server.request("/blog/category/no-such-category");
    expect(missing.status).toBe(404);
    expect(await missing.text()).toContain(m.categoryNotFound);
    const emptyCat = (await (
      await server.request("/api/blog/categories", { method: "POST", json: { name: "Empty Corner" }, headers: admin.headers })
    ).json()) as { slug: string };
    const emptyPage = await server.request(`/blog/category/${emptyCat.slug}`, { headers: { "User-Agent": "Googlebot/2.1" } });
    expect(await emptyPage.text()).toContain(m.categoryEmpty);
    expect(await (await server.request(`/api/blog/category/${emptyCat.slug}`)).json()).toEqual([]);
    expect((await server.request("/api/blog/category/nope")).status).toBe(404);
  });

  it("ranks related posts: same category first, then shared tags, then the most recent others; at most the limit", async () => {
    const cats = await Promise.all(
      ["Rel A", "Rel B"].map(async (name) => (await (await server.request("/api/blog/categories", { method: "POST", json: { name }, headers: admin.headers })).json()) as { id: string }),
    );
    const base = await createPost({ title: "Rel base", content: "x", status: "published", categoryId: cats[0]!.id, tags: "alpha, beta" });
    const sameCat = await createPost({ title: "Rel same category", content: "x", status: "published", categoryId: cats[0]!.id });
    const twoTags = await createPost({ title: "Rel two tags", content: "x", status: "published", categoryId: cats[1]!.id, tags: "alpha, beta" });
    const oneTag = await createPost({ title: "Rel one tag", content: "x", status: "published", categoryId: cats[1]!.id, tags: "beta" });
    const unrelated = await createPost({ title: "Rel unrelated", content: "x", status: "published", categoryId: cats[1]!.id, tags: "gamma" });
    await createPost({ title: "Rel draft", content: "x", status: "draft", categoryId: cats[0]!.id });
    const res = await server.request(`/api/blog/related?postId=${base.id}&limit=4&categoryId=${cats[0]!.id}`);
    expect(res.status).toBe(200);
    const ids = ((await res.json()) as Array<{ id: string }>).map((p) => p.id);
    // Three share the category or a tag; the newest other published post fills the fourth place.
    expect(ids).toEqual([sameCat.id, twoTags.id, oneTag.id, unrelated.id]);
    const limited = (await (await server.request(`/api/blog/related?postId=${base.id}&limit=1`)).json()) as unknown[];
    expect(limited).toHaveLength(1);
    expect((await server.request("/api/blog/related?postId=nope")).status).toBe(400);
  });

  it("fills related posts with the most recent other published posts: never the post itself, never unpublished", async () => {
    const lonely = await createPost({ title: "Fill lonely post", content: "x", status: "published", tags: "fill-unique-tag" });
    const newestPublished = await createPost({ title: "Fill newest published", content: "x", status: "published" });
    await createPost({ title: "Fill newer draft", content: "x", status: "draft" });
    await createPost({ title: "Fill newer scheduled", content: "x", status: "scheduled", scheduledAt: new Date(Date.now() + 86_400_000).toISOString() });
    const published = ((await (await server.request("/api/blog")).json()) as Array<{ id: string }>).map((p) => p.id);
    const related = async (query: string) => {
      const res = await server.request(`/api/blog/related?${query}`);
      expect(res.status).toBe(200);
      return ((await res.json()) as Array<{ id: string; isPublished: boolean; status: string }>);
    };
    // Nothing shares the category or a tag: the most recent other published posts, newest first.
    const filled = await related(`postId=${lonely.id}&limit=4`);
    expect(filled.map((p) => p.id)).toEqual(published.filter((id) => id !== lonely.id).slice(0, 4));
    expect(filled[0]!.id).toBe(newestPublished.id);
    expect(filled.every((p) => p.isPublished && p.status === "published")).toBe(true);
    // A post sharing a tag ranks first; the rest are recent ones, with no post twice.
    const sharer = await createPost({ title: "Fill tag sharer", content: "x", status: "published", tags: "fill-unique-tag" });
    const ranked = (await related(`postId=${lonely.id}&limit=4`)).map((p) => p.id);
    expect(ranked[0]).toBe(sharer.id);
    expect(ranked.slice(1)).toEqual([newestPublished.id, ...published.filter((id) => id !== lonely.id && id !== newestPublished.id).slice(0, 2)]);
    expect(new Set(ranked).size).toBe(4);
    expect(ranked).not.toContain(lonely.id);
    // Without a post: the most recent published posts.
    expect((await related("limit=2")).map((p) => p.id)).toEqual([sharer.id, newestPublished.id]);
    // The post page's "Recommended for You" lists them too.
    const page = await (await server.request(`/blog/${lonely.slug}`, { headers: { "User-Agent": "Googlebot/2.1" } })).text();
    expect(page).toContain("Fill tag sharer");
    expect(page).not.toContain(m.noRelated);
  });

  it("ends the not-found pages' breadcrumb with \"Not found\" (page and BreadcrumbList), so each heading's words appear once", async () => {
    const visibleText = (html: string) =>
      html
        .slice(html.indexOf("<body"))
        .replace(/<script[\s\S]*?<\/script>/g, " ")
        .replace(/<[^>]+>/g, " ");
    const crumbs = (html: string) => {
      const list = [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)]
        .map((x) => JSON.parse(x[1]!) as { "@type": string; itemListElement?: Array<{ name: string; item: string }> })
        .find((x) => x["@type"] === "BreadcrumbList");
      return list!.itemListElement!.map((i) => [i.name, i.item]);
    };
    const count = (text: string, words: string) => text.toLowerCase().split(words.toLowerCase()).length - 1;
    for (const [path, heading] of [
      ["/blog/no-such-post", m.postNotFound],
      ["/blog/category/no-such-category", m.categoryNotFound],
    ] as const) {
      const res = await server.request(path);
      expect(res.status).toBe(404);
      const html = await res.text();
      expect(crumbs(html)).toEqual([
        ["Home", `${server.url}/`],
        ["Blog", `${server.url}/blog`],
        [m.notFoundCrumb, `${server.url}${path}`],
      ]);
      expect(html).toMatch(new RegExp(`<span aria-current="page"[^>]*>${m.notFoundCrumb}</span>`));
      expect(count(visibleText(html), heading), path).toBe(1);
    }
    expect(m.notFoundCrumb.toLowerCase()).not.toContain(m.postNotFound.toLowerCase());

    // /admin/blog: the breadcrumb says "Blog Manager", the heading alone "Blog CMS".
    const manager = await (await server.request("/admin/blog", { headers: editor.headers })).text();
    expect(crumbs(manager)).toEqual([
      ["Home", `${server.url}/`],
      ["Admin", `${server.url}/admin`],
      [staffMessages.blog.managerCrumb, `${server.url}/admin/blog`],
    ]);
    expect(count(visibleText(manager), "Blog CMS")).toBeLessThanOrEqual(1);
  });

  it("takes comments unapproved, shows them after approval, hides spam, and rate limits", async () => {
    const p = await createPost({ title: "Commented post", content: "x", status: "published" });
    const bad = await server.request(`/api/blog/${p.id}/comments`, { method: "POST", json: { authorName: "", authorEmail: "nope", content: "" } });
    expect(bad.status).toBe(400);
    const badBody = await bad.json();
    expect(badBody.errors).toMatchObject({ authorName: m.commentNameRequired, authorEmail: m.commentEmailInvalid, content: m.commentContentRequired });

    const headers = { "X-Forwarded-For": "203.0.113.7" };
    const send = (content: string, extra: Record<string, unknown> = {}) =>
      server.request(`/api/blog/${p.id}/comments`, { method: "POST", headers, json: { authorName: "Dana", authorEmail: "dana@example.com", content, ...extra } });
    const ok = await send("Great advice, thanks!");
    expect(ok.status).toBe(201);
    const { id } = (await ok.json()) as { id: string };
    expect(await (await server.request(`/api/blog/${p.id}/comments`)).json()).toEqual([]);

    const queue = (await (await server.request("/api/admin/comments/unapproved", { headers: editor.headers })).json()) as Array<{ id: string; postTitle: string }>;
    expect(queue.find((c) => c.id === id)?.postTitle).toBe("Commented post");
    expect((await server.request(`/api/admin/comments/${id}/approve`, { method: "POST", headers: editor.headers })).status).toBe(200);
    const approved = (await (await server.request(`/api/blog/${p.id}/comments`)).json()) as Array<Record<string, unknown>>;
    expect(approved).toHaveLength(1);
    expect(approved[0]).not.toHaveProperty("authorEmail");
    expect(await (await server.request(`/blog/${p.slug}`)).text()).toContain("Comments (1)");

    const spam = (await (await send("Buy cheap pills")).json()) as { id: string };
    expect((await server.request(`/api/admin/comments/${spam.id}`, { method: "DELETE", headers: admin.headers })).status).toBe(200);
    const [row] = await server.ctx.db.select().from(blogComments).where(eq(blogComments.id, spam.id));
    expect(row).toMatchObject({ isSpam: true, isApproved: false });
    const queue2 = (await (await server.request("/api/admin/comments/unapproved", { headers: editor.headers })).json()) as Array<{ id: string }>;
    expect(queue2.map((c) => c.id)).not.toContain(spam.id);

    // Honeypot: answered like a success, stored as spam, never queued.
    const trap = await send("I am a bot", { website: "http://spam.example" });
    expect(trap.status).toBe(201);
    const [trapped] = await server.ctx.db.select().from(blogComments).where(eq(blogComments.content, "I am a bot"));
    expect(trapped!.isSpam).toBe(true);

    // 20 per 15 minutes per client address (the same as leads and reviews); three sent so far.
    expect(COMMENT_LIMIT).toEqual({ points: 20, windowSeconds: 15 * 60 });
    for (let i = 4; i <= COMMENT_LIMIT.points; i += 1) expect((await send(`comment ${i}`)).status, `comment ${i}`).toBe(201);
    const limited = await send("one too many");
    expect(limited.status).toBe(429);
    expect((await limited.json()).message).toBe(m.commentRateLimited);
    const retryAfter = Number(limited.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThan(10 * 60);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    // Another address is not affected.
    const other = await server.request(`/api/blog/${p.id}/comments`, {
      method: "POST",
      headers: { "X-Forwarded-For": "203.0.113.8" },
      json: { authorName: "Lee", authorEmail: "lee@example.com", content: "Another reader" },
    });
    expect(other.status).toBe(201);

    const draft = await createPost({ title: "No comments on drafts", content: "x" });
    expect((await server.request(`/api/blog/${draft.id}/comments`, { method: "POST", json: { authorName: "A", authorEmail: "a@b.co", content: "x" } })).status).toBe(404);
  });

  it("lets staff take a published comment down: off the post and its page, kept as spam", async () => {
    const p = await createPost({ title: "Post with a regretted comment", content: "x", status: "published" });
    const sent = await server.request(`/api/blog/${p.id}/comments`, {
      method: "POST",
      headers: { "X-Forwarded-For": "203.0.113.40" },
      json: { authorName: "Riley", authorEmail: "riley@example.com", content: "Call my cousin's firm instead" },
    });
    const { id } = (await sent.json()) as { id: string };
    expect((await server.request(`/api/admin/comments/${id}/approve`, { method: "POST", headers: editor.headers })).status).toBe(200);
    expect(await (await server.request(`/blog/${p.slug}`)).text()).toContain("Call my cousin");

    // Anonymous visitors may not list them; staff see the newest published ones with their post.
    expect((await server.request("/api/admin/comments/approved")).status).toBe(401);
    const listed = (await (await server.request("/api/admin/comments/approved", { headers: editor.headers })).json()) as Array<{ id: string; postTitle: string }>;
    expect(listed.find((c) => c.id === id)?.postTitle).toBe("Post with a regretted comment");

    expect((await server.request(`/api/admin/comments/${id}`, { method: "DELETE", headers: editor.headers })).status).toBe(200);
    const [row] = await server.ctx.db.select().from(blogComments).where(eq(blogComments.id, id));
    expect(row).toMatchObject({ isSpam: true });
    expect(await (await server.request(`/api/blog/${p.id}/comments`)).json()).toEqual([]);
    // The cached page drops it at once.
    expect(await (await server.request(`/blog/${p.slug}`)).text()).not.toContain("Call my cousin");
    const after = (await (await server.request("/api/admin/comments/approved", { headers: editor.headers })).json()) as Array<{ id: string }>;
    expect(after.map((c) => c.id)).not.toContain(id);
  });

  it("sanitises XSS payloads in post bodies and escapes comments", async () => {
    const payloads = [
      "<script>alert('xss-1')</script>",
      '<img src=x onerror="alert(\'xss-2\')">',
      "[click](javascript:alert('xss-3'))",
      '<a href="JaVaScRiPt:alert(\'xss-4\')">x</a>',
      '<iframe src="https://evil.example/xss-5"></iframe>',
      '<svg onload="alert(\'xss-6\')"><circle/></svg>',
      '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgneHNzLTcnKTwvc2NyaXB0Pg==">d</a>',
      '<div style="background:url(javascript:alert(\'xss-8\'))" onclick="alert(\'xss-9\')">s</div>',
      "<style>body{display:none}</style>",
      '<math><mtext><table><mglyph><style><img src=x onerror=alert("xss-10")>',
      '<form action="javascript:alert(\'xss-11\')"><button>b</button></form>',
      '![img](data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+)',
      '<object data="javascript:alert(\'xss-12\')"></object>',
      '<a href="&#106;avascript:alert(\'xss-13\')">e</a>',
    ];
    const p = await createPost({ title: "XSS corpus", content: payloads.join("\n\n"), status: "published" });
    const html = await (await server.request(`/blog/${p.slug}`, { headers: { "User-Agent": "Googlebot/2.1" } })).text();
    // The article ends where the newsletter's subscribe form (a real <form>) begins.
    const body = html.slice(html.indexOf("data-post-body"), html.indexOf('id="subscribe-heading"'));
    expect(body.length).toBeGreaterThan(100);
    expect(body).not.toMatch(/<script|<iframe|<svg|<style|<object|<form|<math/i);
    expect(body).not.toMatch(/\son\w+=/i);
    expect(body).not.toMatch(/javascript:/i);
    expect(body).not.toMatch(/(href|src)="data:/i);

    // A hostile title cannot break out of the JSON-LD, meta tags or headings.
    const hostile = await createPost({ title: '</script><script>alert("t-xss")</script>', content: "x", excerpt: '"><img src=x onerror=alert(1)>', status: "published" });
    const hostileHtml = await (await server.request(`/blog/${hostile.slug}`, { headers: { "User-Agent": "Googlebot/2.1" } })).text();
    expect(hostileHtml).not.toContain('<script>alert("t-xss")');
    expect(hostileHtml).not.toContain("<img src=x onerror");

    const preview = await server.request("/api/blog/preview", { method: "POST", json: { content: payloads.join("\n\n") }, headers: editor.headers });
    const previewHtml = ((await preview.json()) as { html: string }).html;
    expect(previewHtml).not.toMatch(/<script|onerror|javascript:|<iframe/i);

    const c = await server.request(`/api/blog/${p.id}/comments`, {
      method: "POST",
      headers: { "X-Forwarded-For": "203.0.113.99" },
      json: { authorName: "<b>Eve</b>", authorEmail: "eve@example.com", content: "<script>alert('c-xss')</script><img src=x onerror=alert(1)>" },
    });
    const { id } = (await c.json()) as { id: string };
    await server.request(`/api/admin/comments/${id}/approve`, { method: "POST", headers: admin.headers });
    const withComment = await (await server.request(`/blog/${p.slug}`, { headers: { "User-Agent": "Googlebot/2.1" } })).text();
    expect(withComment).toContain("&lt;script&gt;alert(&#x27;c-xss&#x27;)&lt;/script&gt;");
    expect(withComment).toContain("&lt;b&gt;Eve&lt;/b&gt;");
    expect(withComment).not.toContain("<script>alert('c-xss')");
  });

  it("manages categories: unique strict slugs, 409 on duplicates, delete leaves posts uncategorised", async () => {
    const res = await server.request("/api/blog/categories", { method: "POST", json: { name: "Boilers & Radiators" }, headers: editor.headers });
    expect(res.status).toBe(201);
    const cat = (await res.json()) as { id: string; slug: string };
    expect(cat.slug).toBe("boilers-and-radiators");
    const dup = await server.request("/api/blog/categories", { method: "POST", json: { name: "Boilers & Radiators" }, headers: editor.headers });
    expect(dup.status).toBe(409);
    expect((await dup.json()).message).toBe(staffMessages.blog.categoryExists);
    const badSlug = await server.request("/api/blog/categories", { method: "POST", json: { name: "Y", slug: "Not Valid!" }, headers: editor.headers });
    expect(badSlug.status).toBe(400);
    expect((await badSlug.json()).message).toBe(m.slugInvalid);
    const edited = await server.request(`/api/blog/categories/${cat.id}`, { method: "PATCH", json: { name: "Boilers", slug: "boilers-guide", description: "All about boilers" }, headers: editor.headers });
    expect(await edited.json()).toMatchObject({ name: "Boilers", slug: "boilers-guide", description: "All about boilers" });
    const listed = (await (await server.request("/api/blog/categories")).json()) as Array<Record<string, unknown>>;
    expect(listed.find((c) => c.id === cat.id)).toMatchObject({ id: cat.id, name: "Boilers", slug: "boilers-guide", description: "All about boilers" });
    // A rename alone keeps the URL and the description; an empty slug is derived from the name again.
    const renamed = await server.request(`/api/blog/categories/${cat.id}`, { method: "PATCH", json: { name: "Boiler Care" }, headers: editor.headers });
    expect(await renamed.json()).toMatchObject({ name: "Boiler Care", slug: "boilers-guide", description: "All about boilers" });
    const rederived = await server.request(`/api/blog/categories/${cat.id}`, { method: "PATCH", json: { name: "Boiler Care", slug: "" }, headers: editor.headers });
    expect(await rederived.json()).toMatchObject({ slug: "boiler-care", description: "All about boilers" });
    // Any key may be sent alone; a name sent empty is still refused.
    const slugOnly = await server.request(`/api/blog/categories/${cat.id}`, { method: "PATCH", json: { slug: "boiler-tips" }, headers: editor.headers });
    expect(await slugOnly.json()).toMatchObject({ name: "Boiler Care", slug: "boiler-tips", description: "All about boilers" });
    const descriptionOnly = await server.request(`/api/blog/categories/${cat.id}`, { method: "PATCH", json: { description: "Care and repair" }, headers: editor.headers });
    expect(await descriptionOnly.json()).toMatchObject({ name: "Boiler Care", slug: "boiler-tips", description: "Care and repair" });
    const emptySlug = await server.request(`/api/blog/categories/${cat.id}`, { method: "PATCH", json: { slug: "" }, headers: editor.headers });
    expect(await emptySlug.json()).toMatchObject({ slug: "boiler-care" });
    const emptyName = await server.request(`/api/blog/categories/${cat.id}`, { method: "PATCH", json: { name: " " }, headers: editor.headers });
    expect(emptyName.status).toBe(400);
    expect((await emptyName.json()).message).toBe(m.categoryNameRequired);
    const unknown = await server.request(`/api/blog/categories/00000000-0000-4000-8000-000000000000`, { method: "PATCH", json: { slug: "x" }, headers: editor.headers });
    expect(unknown.status).toBe(404);

    const p = await createPost({ title: "Boiler care", content: "x", status: "published", categoryId: cat.id });
    expect((await server.request(`/api/blog/categories/${cat.id}`, { method: "DELETE", headers: editor.headers })).status).toBe(204);
    const after = (await (await server.request(`/api/blog/${p.slug}`)).json()) as { categoryId: string | null };
    expect(after.categoryId).toBeNull();
    expect((await server.request(`/api/blog/categories/${cat.id}`, { method: "DELETE", headers: editor.headers })).status).toBe(404);
  });

  it("deletes posts (204, then 404) and answers anonymous ?all=true with 401", async () => {
    const p = await createPost({ title: "Short-lived", content: "x" });
    expect((await server.request(`/api/blog/${p.id}`, { method: "DELETE", headers: editor.headers })).status).toBe(204);
    expect((await server.request(`/api/blog/${p.id}`, { method: "DELETE", headers: editor.headers })).status).toBe(404);
    expect((await server.request("/api/blog?all=true")).status).toBe(401);
  });

  it("answers AI calls with 503 and how to configure it when AI is not set up", async () => {
    const res = await server.request("/api/blog/generate", { method: "POST", json: { prompt: "Heat pumps", maxWords: 500 }, headers: editor.headers });
    expect(res.status).toBe(503);
    expect(await res.json()).toEqual({
      message: "AI writing is not configured. Set AI_BASE_URL, AI_MODEL (and AI_API_KEY if your provider needs one) and restart.",
    });
  });
});
