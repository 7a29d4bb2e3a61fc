/**
 * The editor's server side over HTTP: a featured image on the post page (<picture> with srcset),
 * in the blog list, RSS and the share tags (og:image:alt / twitter:image:alt on every page), the
 * version check (409 with the newer copy) and revisions (kept, viewed, restored).
 */
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as messages from "@common/messages";
import * as staffMessages from "@common/staff-messages";
import { mailOutbox, notificationEmails } from "../../server/db/schema";
import { driver, startTestServer } from "../helpers/server";
import { asSent } from "../helpers/outbox";
import { samplePost, startChatServer } from "./ai-chat-server";
import { createStaff, signInAsAdmin, type Session } from "../helpers/session";

type Server = Awaited<ReturnType<typeof startTestServer>>;
const m = staffMessages.editor;

interface Post {
  id: string;
  slug: string;
  version: number;
  title: string;
  content: string;
  status: string;
}

const metaContent = (html: string, attr: "property" | "name", key: string) =>
  html.match(new RegExp(`<meta ${attr}="${key.replace(/[.:]/g, "\\$&")}" content="([^"]*)"`))?.[1]?.replace(/&amp;/g, "&");

describe(`blog editor API and pages (${driver})`, () => {
  let server: Server;
  let editor: Session;
  let admin: Session;
  let media: { id: string; image: { large: { src: string } } };

  beforeAll(async () => {
    server = await startTestServer({ pages: true });
    admin = await signInAsAdmin(server);
    editor = await createStaff(server, "editor");
    const form = new FormData();
    const jpeg = await sharp({ create: { width: 1400, height: 900, channels: 3, background: "#3a6ea5" } }).jpeg().toBuffer();
    form.append("file", new Blob([new Uint8Array(jpeg)]), "van.jpg");
    form.append("alt", "Service van outside a farmhouse");
    const res = await server.request("/api/media", { method: "POST", body: form, headers: editor.headers });
    expect(res.status).toBe(201);
    media = (await res.json()) as typeof media;
  });
  afterAll(() => server?.cleanup());

  const create = async (json: Record<string, unknown>) => {
    const res = await server.request("/api/blog", { method: "POST", json, headers: editor.headers });
    expect(res.status).toBe(201);
    return (await res.json()) as Post;
  };
  const patch = (id: string, json: Record<string, unknown>, session = editor) =>
    server.request(`/api/blog/${id}`, { method: "PATCH", json, headers: session.headers });

  it("shows the featured image on the post, in the list and RSS, and shares it with its alt text", async () => {
    const post = await create({
      title: "Heat pumps in a Jericho winter",
      content: `## Warm\n\nText.\n\n![A heat pump in the snow](${media.image.large.src})\n\n<img src="/x.jpg" srcset="javascript:alert(1) 1x">`,
      status: "published",
      featuredImageId: media.id,
      featuredImageAlt: "Our van at a Jericho farmhouse in the snow",
    });
    const page = await (await server.request(`/blog/${post.slug}`)).text();
    expect(page).toMatch(/<picture><source type="image\/avif" srcSet="\/media\/[0-9a-f]{16}-480\.avif 480w, [^"]+-960\.avif 960w, [^"]+-1400\.avif 1400w"/);
    expect(page).toMatch(/<img src="\/media\/[0-9a-f]{16}-960\.jpg" srcSet="[^"]+" sizes="[^"]+" width="1400" height="900" alt="Our van at a Jericho farmhouse in the snow"/);
    // An image in the text from the library gets its widths as srcset; an author's own srcset is dropped.
    expect(page).toMatch(/<img src="\/media\/[0-9a-f]{16}-1400\.jpg" alt="A heat pump in the snow" srcset="\/media\/[0-9a-f]{16}-480\.jpg 480w, \/media\/[0-9a-f]{16}-960\.jpg 960w, \/media\/[0-9a-f]{16}-1400\.jpg 1400w" sizes="[^"]+"/);
    expect(page).not.toContain("javascript:alert");
    // With its stored size, so the page keeps its layout while it loads.
    expect(page).toMatch(/<img src="\/media\/[0-9a-f]{16}-1400\.jpg" alt="A heat pump in the snow" srcset="[^"]+" sizes="[^"]+" width="1400" height="900"/);
    expect(metaContent(page, "property", "og:image")).toBe(`${server.url}${media.image.large.src}`);
    expect(metaContent(page, "property", "og:image:alt")).toBe("Our van at a Jericho farmhouse in the snow");
    expect(metaContent(page, "name", "twitter:image")).toBe(`${server.url}${media.image.large.src}`);
    expect(metaContent(page, "name", "twitter:image:alt")).toBe("Our van at a Jericho farmhouse in the snow");

    const list = await (await server.request("/blog")).text();
    expect(list).toContain('alt="Our van at a Jericho farmhouse in the snow"');
    const rss = await (await server.request("/blog/rss.xml")).text();
    expect(rss).toMatch(new RegExp(`<enclosure url="${server.url}/media/[0-9a-f]{16}-1400\\.jpg" length="\\d+" type="image/jpeg"/>`));

    // Without its own alt text, the library's.
    await patch(post.id, { featuredImageAlt: null });
    const again = await (await server.request(`/blog/${post.slug}`)).text();
    expect(metaContent(again, "property", "og:image:alt")).toBe("Service van outside a farmhouse");
  });

  it("gives pages without a featured image the site image, with alt text, on every page", async () => {
    const plain = await create({ title: "No picture", content: "Text", status: "published" });
    for (const path of ["/", "/services", `/blog/${plain.slug}`, "/contact"]) {
      const page = await (await server.request(path)).text();
      expect([path, metaContent(page, "property", "og:image")]).toEqual([path, `${server.url}/images/og-default.png`]);
      expect(metaContent(page, "property", "og:image:alt")).toBe(messages.editor.siteImageAlt);
      expect(metaContent(page, "name", "twitter:image:alt")).toBe(messages.editor.siteImageAlt);
    }
  });

  it("refuses a featured image that is not in the library", async () => {
    const res = await server.request("/api/blog", {
      method: "POST",
      json: { title: "x", content: "y", featuredImageId: "00000000-0000-4000-8000-000000000000" },
      headers: editor.headers,
    });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { errors: Record<string, string> }).errors.featuredImageId).toBe(m.featuredImageMissing);
  });

  it("refuses a save from an older version with 409 and the newer copy; each save raises the version", async () => {
    const post = await create({ title: "Draft", content: "one" });
    expect(post.version).toBe(1);
    const first = await patch(post.id, { content: "two", version: 1 });
    expect(first.status).toBe(200);
    expect(((await first.json()) as Post).version).toBe(2);
    const stale = await patch(post.id, { content: "mine", version: 1 }, admin);
    expect(stale.status).toBe(409);
    const body = (await stale.json()) as { message: string; post: Post };
    expect(body.message).toBe(m.versionConflict);
    expect(body.post).toMatchObject({ content: "two", version: 2 });
    // Nothing was overwritten; the publish switch (no version) still works.
    expect(((await (await server.request(`/api/blog/${post.id}`, { headers: editor.headers })).json()) as Post).content).toBe("two");
    expect((await patch(post.id, { isPublished: true, status: "published" })).status).toBe(200);
  });

  it("keeps a revision for every save of a published or scheduled post, shows it and restores it", async () => {
    const post = await create({ title: "Boiler care", content: "Draft text" });
    await patch(post.id, { content: "Still a draft", autosave: true });
    const listOf = async () =>
      (await (await server.request(`/api/blog/${post.id}/revisions`, { headers: editor.headers })).json()) as Array<{ id: string; version: number }>;
    expect(await listOf()).toEqual([]); // a draft's autosave, moments after it was created
    await patch(post.id, { status: "published", isPublished: true, content: "Published text" });
    expect((await listOf()).map((r) => r.version)).toEqual([2]); // an explicit save keeps the draft's text
    await patch(post.id, { content: "Edited live text" });
    await patch(post.id, { status: "scheduled", scheduledAt: new Date(Date.now() + 86_400_000).toISOString(), content: "Scheduled text" });
    const revisions = await listOf();
    expect(revisions.map((r) => r.version)).toEqual([4, 3, 2]);
    const one = await server.request(`/api/blog/${post.id}/revisions/${revisions[1]!.id}`, { headers: editor.headers });
    expect(((await one.json()) as { content: string }).content).toBe("Published text");

    const restored = await server.request(`/api/blog/${post.id}/revisions/${revisions[1]!.id}/restore`, { method: "POST", headers: editor.headers });
    expect(restored.status).toBe(200);
    expect((await restored.json()) as Post).toMatchObject({ content: "Published text", status: "scheduled", version: 6 });
    // The text the restore replaced is kept too.
    expect((await listOf()).map((r) => r.version)).toEqual([5, 4, 3, 2]);
    const missing = await server.request(`/api/blog/${post.id}/revisions/00000000-0000-4000-8000-000000000000`, { headers: editor.headers });
    expect(missing.status).toBe(404);
    expect((await server.request(`/api/blog/${post.id}/revisions`)).status).toBe(401);
  });
});

describe(`campaign posts wait for a person when the campaign needs approval (${driver})`, () => {
  let server: Server;
  let chat: Awaited<ReturnType<typeof startChatServer>>;
  let admin: Session;
  let editor: Session;

  beforeAll(async () => {
    chat = await startChatServer();
    server = await startTestServer({ env: { AI_BASE_URL: chat.baseUrl, AI_MODEL: "test-model", AI_API_KEY: "sk-test" } });
    admin = await signInAsAdmin(server);
    editor = await createStaff(server, "editor");
    await server.ctx.db.insert(notificationEmails).values({ email: "office@mansfield.test", name: "Office" });
  });
  afterAll(async () => {
    await server?.cleanup();
    await chat?.close();
  });

  const run = async (needsApproval: boolean) => {
    const created = await server.request("/api/blog/campaigns", {
      method: "POST",
      json: { name: needsApproval ? "Reviewed" : "Automatic", prompt: "Heat pumps", needsApproval },
      headers: admin.headers,
    });
    expect(created.status).toBe(201);
    const campaign = (await created.json()) as { id: string; needsApproval: boolean };
    expect(campaign.needsApproval).toBe(needsApproval);
    const res = await server.request(`/api/blog/campaigns/${campaign.id}/execute`, { method: "POST", headers: admin.headers });
    expect(res.status).toBe(201);
    return ((await res.json()) as { post: { id: string; status: string; scheduledAt: string | null; isPublished: boolean } }).post;
  };
  // As the worker sends them: queued as template props, rendered at delivery.
  const mailTo = async (to: string) =>
    Promise.all((await server.ctx.db.select().from(mailOutbox).where(eq(mailOutbox.to, to))).filter((r) => r.kind.startsWith("campaign_")).map((r) => asSent(r)));

  it("keeps the spec's 24-hour schedule without approval, and tells the office", async () => {
    const post = await run(false);
    expect(post).toMatchObject({ status: "scheduled", isPublished: false });
    expect(new Date(post.scheduledAt!).getTime()).toBeGreaterThan(Date.now() + 23 * 3_600_000);
    const office = await mailTo("office@mansfield.test");
    expect(office.map((r) => r.subject)).toEqual([`New campaign post: ${samplePost.title}`]);
    expect(office[0]!.text).toContain(`/admin/blog/posts/${post.id}`);
    expect(office[0]!.text).toContain("It is scheduled for");
    expect(office[0]!.html).toContain(`href="${server.url}/admin/blog/posts/${post.id}"`);
    expect(await mailTo(editor.user.email)).toEqual([]);
  });

  it("leaves the post as a draft with approval on, and e-mails the staff a review link", async () => {
    const post = await run(true);
    expect(post).toMatchObject({ status: "draft", isPublished: false, scheduledAt: null });
    for (const who of [editor.user.email, admin.user.email]) {
      // The admin, alerted of leads as the first admin, is also told of the campaign's post.
      const mails = (await mailTo(who)).filter((r) => r.subject.startsWith("Review needed"));
      expect(mails.map((r) => r.subject)).toEqual([`Review needed: ${samplePost.title}`]);
      expect(mails[0]!.text).toContain(`${server.url}/admin/blog/posts/${post.id}`);
      expect(mails[0]!.text).toContain("It waits as a draft until someone reviews and publishes it.");
    }
    expect((await mailTo("office@mansfield.test")).length).toBe(2);
  });
});
