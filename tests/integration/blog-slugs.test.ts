/**
 * Post and category addresses, posts on the minute and draft history, over HTTP: the slug
 * follows a draft's title, is refused with a field error when empty, reserved or taken, and a
 * published post's (or category's) earlier slugs answer 301 to the current one (chains too) while
 * the sitemap and RSS list only the current one; a scheduled post is public within a minute of
 * its time, once across two PostgreSQL instances; drafts keep revisions on explicit saves and
 * after ten minutes of autosaves, capped per post.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as messages from "@common/messages";
import * as staffMessages from "@common/staff-messages";
import { createPostSchema } from "@common/schemas/blog";
import { createPost, DRAFT_REVISION_EVERY_MS, REVISIONS_KEPT } from "../../server/blog/posts";
import { blogPosts } from "../../server/db/schema";
import { createLogger } from "../../server/logger";
import { createPostgresDatabase, driver, startTestServer } from "../helpers/server";
import { createStaff, type Session } from "../helpers/session";

type Server = Awaited<ReturnType<typeof startTestServer>>;
interface Post {
  id: string;
  slug: string;
  version: number;
  status: string;
}

/** The real time plus an offset tests move forward (the scheduler's timers run in real time). */
const offsetClock = () => {
  let offset = 0;
  return { now: () => new Date(Date.now() + offset), advance: (ms: number) => void (offset += ms) };
};

async function waitFor(check: () => Promise<boolean>, timeoutMs = 15_000) {
  const end = Date.now() + timeoutMs;
  while (Date.now() < end) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error("condition not met in time");
}

describe(`post and category addresses, posts on the minute, draft history (${driver})`, () => {
  let server: Server;
  let editor: Session;
  const clock = offsetClock();

  beforeAll(async () => {
    server = await startTestServer({ pages: true, background: true, clock, env: { SCHEDULER_INTERVAL_MINUTES: "60" } });
    editor = await createStaff(server, "editor");
  });
  afterAll(() => server?.cleanup());

  const send = (method: string, path: string, json?: Record<string, unknown>) => server.request(path, { method, json, headers: editor.headers });
  const create = async (json: Record<string, unknown>) => {
    const res = await send("POST", "/api/blog", { content: "Body text", ...json });
    expect(res.status).toBe(201);
    return (await res.json()) as Post;
  };
  const patch = async (id: string, json: Record<string, unknown>) => {
    const res = await send("PATCH", `/api/blog/${id}`, json);
    expect(res.status).toBe(200);
    return (await res.json()) as Post;
  };
  const slugError = async (res: Response) => {
    expect(res.status).toBe(400);
    return ((await res.json()) as { errors: Record<string, string> }).errors.slug;
  };
  const location = async (path: string) => {
    const res = await server.request(path);
    return { status: res.status, location: res.headers.get("location") };
  };

  it("follows a draft's title until publication, then moves only by hand, and old addresses answer 301", async () => {
    const draft = await create({ title: "Heat pumps draft" });
    expect(draft.slug).toBe("heat-pumps-draft");
    expect((await patch(draft.id, { title: "Heat Pumps in a Vermont Winter" })).slug).toBe("heat-pumps-in-a-vermont-winter");
    const live = await patch(draft.id, { title: "Heat Pumps at Twenty Below", status: "published", isPublished: true });
    expect(live.slug).toBe("heat-pumps-at-twenty-below");
    // Published: the title no longer moves it; nobody saw the draft's addresses.
    expect((await patch(draft.id, { title: "Heat Pumps at -20°F" })).slug).toBe("heat-pumps-at-twenty-below");
    expect((await location("/blog/heat-pumps-draft")).status).toBe(404);

    // Renamed twice by hand (typed loosely: the shared rule makes it a slug): A → B → C.
    expect((await patch(draft.id, { slug: "Cold Climate Heat Pumps" })).slug).toBe("cold-climate-heat-pumps");
    expect((await patch(draft.id, { slug: "heat-pumps-below-zero" })).slug).toBe("heat-pumps-below-zero");
    for (const old of ["heat-pumps-at-twenty-below", "cold-climate-heat-pumps"]) {
      expect(await location(`/blog/${old}`)).toEqual({ status: 301, location: "/blog/heat-pumps-below-zero" });
    }
    expect((await location("/blog/heat-pumps-below-zero")).status).toBe(200);
    expect(await location("/api/blog/cold-climate-heat-pumps")).toEqual({ status: 301, location: "/api/blog/heat-pumps-below-zero" });

    // Only the current address in the sitemap and RSS.
    const sitemap = await (await server.request("/sitemap.xml")).text();
    const rss = await (await server.request("/blog/rss.xml")).text();
    for (const xml of [sitemap, rss]) {
      expect(xml).toContain(`/blog/heat-pumps-below-zero<`);
      expect(xml).not.toContain("/blog/heat-pumps-at-twenty-below<");
      expect(xml).not.toContain("/blog/cold-climate-heat-pumps<");
    }

    // Back to A: A is live again and C forwards to it.
    expect((await patch(draft.id, { slug: "heat-pumps-at-twenty-below" })).slug).toBe("heat-pumps-at-twenty-below");
    expect((await location("/blog/heat-pumps-at-twenty-below")).status).toBe(200);
    expect(await location("/blog/heat-pumps-below-zero")).toEqual({ status: 301, location: "/blog/heat-pumps-at-twenty-below" });

    // Another post may not take an address that still forwards; a title that would make it gets -2.
    expect(await slugError(await send("POST", "/api/blog", { title: "x", content: "y", slug: "cold-climate-heat-pumps" }))).toBe(staffMessages.blog.slugForwards);
    expect((await create({ title: "Cold Climate Heat Pumps" })).slug).toBe("cold-climate-heat-pumps-2");

    // Unpublished, its old addresses answer 404 rather than reveal where it went.
    await patch(draft.id, { status: "draft", isPublished: false });
    expect((await location("/blog/cold-climate-heat-pumps")).status).toBe(404);
  });

  it("refuses an empty, reserved or taken slug with a field error", async () => {
    const taken = await create({ title: "Boiler tune-ups" });
    const post = await create({ title: "Furnace filters" });
    const bad = (slug: string) => send("PATCH", `/api/blog/${post.id}`, { slug });
    expect(await slugError(await bad(""))).toBe(messages.blog.slugRequired);
    expect(await slugError(await bad("   "))).toBe(messages.blog.slugRequired);
    expect(await slugError(await bad("rss.xml"))).toBe(messages.blog.slugReserved);
    expect(await slugError(await bad("Category"))).toBe(messages.blog.slugReserved);
    expect(await slugError(await bad("!!!"))).toBe(messages.blog.slugInvalid);
    expect(await slugError(await bad(taken.slug))).toBe(staffMessages.blog.slugTaken);
    expect(await slugError(await send("POST", "/api/blog", { title: "x", content: "y", slug: taken.slug }))).toBe(staffMessages.blog.slugTaken);
    // A slug set by hand stays when the draft's title changes.
    await patch(post.id, { slug: "filters" });
    expect((await patch(post.id, { title: "Furnace filters, explained" })).slug).toBe("filters");
  });

  it("forwards a renamed category's old address, keeping the page, and keeps it from other categories", async () => {
    const res = await send("POST", "/api/blog/categories", { name: "Ductless Systems" });
    const category = (await res.json()) as { id: string; slug: string };
    await create({ title: "In the category", categoryId: category.id, status: "published" });
    await send("PATCH", `/api/blog/categories/${category.id}`, { slug: "heat-pump-advice" });
    await send("PATCH", `/api/blog/categories/${category.id}`, { slug: "cold-climate" });
    expect(await location("/blog/category/ductless-systems")).toEqual({ status: 301, location: "/blog/category/cold-climate" });
    expect(await location("/blog/category/heat-pump-advice?page=1")).toEqual({ status: 301, location: "/blog/category/cold-climate?page=1" });
    expect((await location("/blog/category/cold-climate")).status).toBe(200);
    expect(await location("/api/blog/category/ductless-systems")).toEqual({ status: 301, location: "/api/blog/category/cold-climate" });
    const clash = await send("POST", "/api/blog/categories", { name: "Other", slug: "ductless-systems" });
    expect(clash.status).toBe(409);
    expect(((await clash.json()) as { message: string }).message).toBe(staffMessages.blog.categoryExists);
  });

  it("publishes a scheduled post within a minute of its time, re-arming on every change", async () => {
    const at = (ms: number) => new Date(clock.now().getTime() + ms).toISOString();
    const later = await create({ title: "Due in an hour", status: "scheduled", scheduledAt: at(3_600_000) });
    const withdrawn = await create({ title: "Withdrawn", status: "scheduled", scheduledAt: at(2_000) });
    const soon = await create({ title: "Due in three seconds", status: "scheduled", scheduledAt: at(3_000) });
    await patch(withdrawn.id, { status: "draft" });
    expect((await server.request(`/api/blog/${soon.slug}`)).status).toBe(404);

    await waitFor(async () => (await server.request(`/api/blog/${soon.slug}`)).status === 200);
    const [row] = await server.ctx.db.select().from(blogPosts).where(eq(blogPosts.id, soon.id));
    const lateMs = row!.publishedAt!.getTime() - row!.scheduledAt!.getTime();
    expect(lateMs).toBeGreaterThanOrEqual(0);
    expect(lateMs).toBeLessThan(60_000);
    // Its time came before the published one's: had it stayed scheduled, it would be out too.
    expect((await server.request(`/api/blog/${withdrawn.slug}`)).status).toBe(404);
    expect((await server.request(`/api/blog/${later.slug}`)).status).toBe(404);
    const status = await (await send("GET", "/api/blog/scheduler/status")).json();
    expect(status.config).toEqual({ checkIntervalMinutes: 60, defaultScheduleHours: 24 });
  });

  it("keeps a draft revision on each explicit save and after ten minutes of autosaves, capped per post", async () => {
    const revisions = async (id: string) => (await (await send("GET", `/api/blog/${id}/revisions`)).json()) as Array<{ version: number }>;
    const draft = await create({ title: "Draft history" });
    await patch(draft.id, { content: "Explicit save", version: 1 });
    expect((await revisions(draft.id)).map((r) => r.version)).toEqual([1]);
    await patch(draft.id, { content: "Autosave 1", autosave: true });
    clock.advance(DRAFT_REVISION_EVERY_MS - 60_000);
    await patch(draft.id, { content: "Autosave 2", autosave: true });
    expect(await revisions(draft.id)).toHaveLength(1);
    clock.advance(60_000);
    await patch(draft.id, { content: "Autosave 3", autosave: true });
    expect((await revisions(draft.id)).map((r) => r.version)).toEqual([4, 1]);

    const busy = await create({ title: "Many saves" });
    for (let i = 1; i <= REVISIONS_KEPT + 5; i += 1) await patch(busy.id, { content: `Save ${i}` });
    const kept = (await revisions(busy.id)).map((r) => r.version);
    expect(kept).toHaveLength(REVISIONS_KEPT);
    expect([kept[0], kept.at(-1)]).toEqual([REVISIONS_KEPT + 5, 6]);
  });
});

describe.skipIf(driver !== "postgres")("posts on the minute with two instances on one PostgreSQL", () => {
  it("publishes the post once, on its time", async () => {
    const database = await createPostgresDatabase();
    const lines: string[] = [];
    const logger = () => createLogger("info", { write: (line: string) => void lines.push(line) });
    const env = { SCHEDULER_INTERVAL_MINUTES: "60" };
    const a = await startTestServer({ databaseUrl: database.url, background: true, logger: logger(), env });
    const post = await createPost(
      a.ctx.db,
      createPostSchema.parse({ title: "Two instances", content: "x", status: "scheduled", scheduledAt: new Date(Date.now() + 8_000).toISOString() }),
      new Date(),
    );
    // Started after the post was saved: the second instance reads its time from the database.
    const b = await startTestServer({ databaseUrl: database.url, background: true, logger: logger(), env });
    try {
      await waitFor(async () => (await b.request(`/api/blog/${post.slug}`)).status === 200, 20_000);
    } finally {
      await a.cleanup();
      await b.cleanup();
      await database.drop();
    }
    const published = lines.filter((l) => l.includes("scheduled blog post published") && l.includes(post.id));
    expect(published).toHaveLength(1);
  }, 60_000);
});
