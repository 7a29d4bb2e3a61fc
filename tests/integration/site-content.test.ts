/**
 * The Site section's API over HTTP, and the public pages it feeds: a draft stays private (but
 * previews for staff), publish makes it live (and the spec's services table follows), a stale
 * version is a 409, a bad field is a field error with nothing saved, markup is cleaned, a renamed
 * entry answers 301 from its old address, revisions restore, editors may publish, anonymous
 * callers may not, and an empty start leaves no service anywhere.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import { auditLog } from "../../server/db/schema";
import { startContent } from "../../server/content/start";
import { driver, startTestServer } from "../helpers/server";
import { createStaff, signInAsAdmin, type Session } from "../helpers/session";

type Server = Awaited<ReturnType<typeof startTestServer>>;
type Entry = { slug: string; draftSlug: string | null; version: number; draft: Record<string, unknown> | null; published: Record<string, unknown> | null };

const textOf = (html: string) =>
  html.replace(/<!-- -->/g, "").replace(/<script[\s\S]*?<\/script>/g, " ").replace(/<[^>]+>/g, " ").replace(/&amp;/g, "&").replace(/&#x27;/g, "'").replace(/\s+/g, " ");

describe(`the Site section (${driver})`, () => {
  let server: Server;
  let admin: Session;
  const entryPath = (slug: string) => `/api/site/types/service/entries/${slug}`;

  const read = async (slug: string, session = admin) => {
    const res = await server.request(entryPath(slug), { headers: session.headers });
    expect(res.status).toBe(200);
    return (await res.json()) as Entry;
  };
  const save = (slug: string, body: unknown, session = admin) => server.request(`${entryPath(slug)}/draft`, { method: "PUT", json: body, headers: session.headers });
  const publish = (slug: string, version: number, session = admin) =>
    server.request(`${entryPath(slug)}/publish`, { method: "POST", json: { version }, headers: session.headers });
  const dataOf = (entry: Entry) => structuredClone(entry.draft ?? entry.published!) as Record<string, unknown> & { faqs: Array<{ question: string; answer: string }> };

  beforeAll(async () => {
    server = await startTestServer({ pages: true });
    admin = await signInAsAdmin(server);
  });
  afterAll(() => server.cleanup());

  it("lists the content types and opens a sample entry at version 0", async () => {
    const types = (await (await server.request("/api/site/types", { headers: admin.headers })).json()) as Array<{ name: string; kind: string }>;
    expect(types).toEqual(expect.arrayContaining([expect.objectContaining({ name: "service", kind: "collection" }), expect.objectContaining({ name: "servicesPage", kind: "page" })]));
    const list = (await (await server.request("/api/site/types/service", { headers: admin.headers })).json()) as { entries: Entry[] };
    expect(list.entries.slice(0, 3).map((e) => e.slug)).toEqual(["heat-pumps", "high-efficiency-boilers", "maintenance-contracts"]);
    const entry = await read("heat-pumps");
    expect(entry.version).toBe(0);
    expect(entry.published).toMatchObject({ name: "Cold-Climate Heat Pumps", heading: "Cold-Climate Heat Pumps Built for Vermont Winters" });
  });

  it("keeps a draft private, shows it in a staff preview, publishes it in one step and keeps the services table in step", async () => {
    const entry = await read("heat-pumps");
    const data = dataOf(entry);
    data.heading = "Heat Pumps for the Coldest Vermont Nights";
    data.name = "Cold-Climate Heat Pumps (draft)";
    const saved = await save("heat-pumps", { version: entry.version, data });
    expect(saved.status).toBe(200);
    const draft = (await saved.json()) as Entry;
    expect(draft.draft).toMatchObject({ heading: "Heat Pumps for the Coldest Vermont Nights" });

    expect(await (await server.request("/services/heat-pumps")).text()).not.toContain("Coldest Vermont Nights");
    // Anyone may add ?preview; only staff get the draft, and never from the shared cache.
    expect(await (await server.request("/services/heat-pumps?preview")).text()).not.toContain("Coldest Vermont Nights");
    const preview = await server.request("/services/heat-pumps?preview", { headers: { Cookie: admin.cookie } });
    expect(preview.headers.get("Cache-Control")).toMatch(/private|no-store/);
    expect(await preview.text()).toContain("Coldest Vermont Nights");

    const published = await publish("heat-pumps", draft.version);
    expect(published.status).toBe(200);
    const after = (await published.json()) as Entry;
    expect(after.draft).toBeNull();
    expect(after.version).toBe(draft.version + 1);
    const page = await server.request("/services/heat-pumps");
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain("Coldest Vermont Nights");
    expect(html).toContain("<title>Cold-Climate Heat Pumps in Chittenden County, VT");
    const api = (await (await server.request("/api/services/heat-pumps")).json()) as { title: string };
    expect(api.title).toBe("Cold-Climate Heat Pumps (draft)");
    expect(await (await server.request("/services")).text()).toContain("Cold-Climate Heat Pumps (draft)");

    const [logged] = await server.ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "site.publish"), eq(auditLog.targetId, "service/heat-pumps")));
    expect(logged?.details).toMatchObject({ words: "Published Services: heat-pumps" });
  });

  it("answers 409 with the current entry when the version sent is not the current one", async () => {
    const entry = await read("heat-pumps");
    const first = await save("heat-pumps", { version: entry.version, data: { ...dataOf(entry), intro: "First editor's words." } });
    expect(first.status).toBe(200);
    const second = await save("heat-pumps", { version: entry.version, data: { ...dataOf(entry), intro: "Second editor's words." } });
    expect(second.status).toBe(409);
    const body = (await second.json()) as { message: string; entry: Entry };
    expect(body.message).toMatch(/someone else changed this page/i);
    expect(body.entry.draft).toMatchObject({ intro: "First editor's words." });
    expect((await publish("heat-pumps", entry.version)).status).toBe(409);
  });

  it("refuses an invalid draft with field errors and saves nothing", async () => {
    const entry = await read("high-efficiency-boilers");
    const data = dataOf(entry);
    data.name = "";
    data.faqs = [{ question: "", answer: "x" }];
    (data as Record<string, unknown>).photo = { src: "javascript:alert(1)", alt: "" };
    const res = await save("high-efficiency-boilers", { version: entry.version, data });
    expect(res.status).toBe(400);
    const { errors } = (await res.json()) as { errors: Record<string, string> };
    expect(errors.name).toBe("Name is required");
    expect(errors["faqs.0.question"]).toBe("Question is required");
    expect(errors["photo.src"]).toMatch(/uploaded image/);
    expect(await read("high-efficiency-boilers")).toEqual(entry);

    const missing = await save("high-efficiency-boilers", { version: entry.version, data: { ...dataOf(entry), photo: { src: "/media/0123456789abcdef-800.webp", alt: "" } } });
    expect(missing.status).toBe(400);
    expect(((await missing.json()) as { errors: Record<string, string> }).errors["photo.src"]).toMatch(/no longer in the media library/);
  });

  it("cleans markup: no tags in plain fields, the page text sanitized as posts are", async () => {
    const entry = await read("ductless-mini-splits");
    const data = dataOf(entry);
    data.name = 'Mini <b onclick="x()">Splits</b> & More<script>alert(1)</script>';
    data.body = 'Warm rooms.\n\n<script>alert(2)</script><img src=x onerror="alert(3)">\n\n[link](javascript:alert(4)) **bold**';
    const saved = (await (await save("ductless-mini-splits", { version: entry.version, data })).json()) as Entry;
    expect(saved.draft).toMatchObject({ name: "Mini Splits & More" });
    expect((await publish("ductless-mini-splits", saved.version)).status).toBe(200);
    const html = await (await server.request("/services/ductless-mini-splits")).text();
    expect(html).toContain("<strong>bold</strong>");
    expect(html).not.toMatch(/alert\([234]\)/);
    expect(html).not.toContain("onerror");
    expect(textOf(html)).toContain("Mini Splits & More");
  });

  it("moves an entry to a new slug: the old address answers 301, a taken or reserved slug is a field error", async () => {
    const entry = await read("hybrid-water-heaters");
    const taken = await save("hybrid-water-heaters", { version: entry.version, data: dataOf(entry), slug: "heat-pumps" });
    expect(taken.status).toBe(400);
    expect(((await taken.json()) as { errors: Record<string, string> }).errors.slug).toMatch(/already uses/);
    const reserved = await save("hybrid-water-heaters", { version: entry.version, data: dataOf(entry), slug: "new" });
    expect(((await reserved.json()) as { errors: Record<string, string> }).errors.slug).toMatch(/reserved/);

    const moved = (await (await save("hybrid-water-heaters", { version: entry.version, data: dataOf(entry), slug: "Heat Pump Water Heaters" })).json()) as Entry;
    expect(moved.draftSlug).toBe("heat-pump-water-heaters");
    // Not live until published.
    expect((await server.request("/services/hybrid-water-heaters")).status).toBe(200);
    expect((await publish("hybrid-water-heaters", moved.version)).status).toBe(200);
    const old = await server.request("/services/hybrid-water-heaters");
    expect(old.status).toBe(301);
    expect(old.headers.get("Location")).toBe("/services/heat-pump-water-heaters");
    expect((await server.request("/services/heat-pump-water-heaters")).status).toBe(200);
    expect((await server.request("/api/services/heat-pump-water-heaters")).status).toBe(200);
    expect((await server.request("/api/services/hybrid-water-heaters")).status).toBe(404);
    expect(await (await server.request("/sitemap.xml")).text()).toContain("/services/heat-pump-water-heaters</loc>");
  });

  it("lists revisions by version and restores an earlier one as the draft", async () => {
    const entry = await read("maintenance-contracts");
    const v1 = dataOf(entry);
    v1.faqs = [{ question: "Can I cancel?", answer: "Yes, at any time." }];
    let saved = (await (await save("maintenance-contracts", { version: entry.version, data: v1 })).json()) as Entry;
    saved = (await (await publish("maintenance-contracts", saved.version)).json()) as Entry;
    const v2 = dataOf(saved);
    v2.faqs = [{ question: "Can I cancel?", answer: "Only at the end of the term." }];
    saved = (await (await save("maintenance-contracts", { version: saved.version, data: v2 })).json()) as Entry;
    saved = (await (await publish("maintenance-contracts", saved.version)).json()) as Entry;
    expect(textOf(await (await server.request("/services/maintenance-contracts")).text())).toContain("Only at the end of the term.");

    const revisions = (await (await server.request(`${entryPath("maintenance-contracts")}/revisions`, { headers: admin.headers })).json()) as Array<{ id: string; version: number }>;
    expect(revisions).toHaveLength(2);
    expect(new Set(revisions.map((r) => r.version)).size).toBe(2);
    const earlier = revisions[1]!;
    const restored = await server.request(`${entryPath("maintenance-contracts")}/revisions/${earlier.id}/restore`, { method: "POST", json: { version: saved.version }, headers: admin.headers });
    expect(restored.status).toBe(200);
    const draft = (await restored.json()) as Entry;
    expect(draft.draft).toMatchObject({ faqs: [{ question: "Can I cancel?", answer: "Yes, at any time." }] });
    expect((await publish("maintenance-contracts", draft.version)).status).toBe(200);
    const text = textOf(await (await server.request("/services/maintenance-contracts")).text());
    expect(text).toContain("Yes, at any time.");
    expect(text).not.toContain("Only at the end of the term.");
  });

  it("adds and deletes a collection entry; an editor may publish, a visitor may not", async () => {
    const editor = await createStaff(server, "editor");
    const sample = dataOf(await read("plumbing"));
    const added = await server.request("/api/site/types/service/entries", {
      method: "POST",
      json: { slug: "radiant-floors", data: { ...sample, name: "Radiant Floor Heating", summary: "Warm floors in every room." } },
      headers: editor.headers,
    });
    expect(added.status).toBe(201);
    const entry = (await added.json()) as Entry;
    expect((await server.request("/services/radiant-floors")).status).toBe(404);
    expect((await publish("radiant-floors", entry.version, editor)).status).toBe(200);
    expect(textOf(await (await server.request("/services/radiant-floors")).text())).toContain("Radiant Floor Heating");
    expect((await server.request("/api/services/radiant-floors")).status).toBe(200);

    expect((await server.request(entryPath("radiant-floors"))).status).toBe(401);
    expect((await server.request(`${entryPath("radiant-floors")}/publish`, { method: "POST", json: { version: 1 } })).status).toBe(401);

    const current = await read("radiant-floors");
    const deleted = await server.request(`${entryPath("radiant-floors")}?version=${current.version}`, { method: "DELETE", headers: editor.headers });
    expect(deleted.status).toBe(204);
    expect((await server.request("/services/radiant-floors")).status).toBe(404);
    expect((await server.request("/api/services/radiant-floors")).status).toBe(404);
  });

  it("edits a page whose type is named in camelCase (servicesPage) under its own name; another name is no entry", async () => {
    const url = "/api/site/types/servicesPage/entries/servicesPage";
    const page = (await (await server.request(url, { headers: admin.headers })).json()) as Entry;
    const data = structuredClone(page.draft ?? page.published!) as Record<string, unknown>;
    data.intro = "Every service we offer, in one list.";
    const saved = await server.request(`${url}/draft`, { method: "PUT", json: { version: page.version, data }, headers: admin.headers });
    expect(saved.status, await saved.clone().text()).toBe(200);
    expect(((await saved.json()) as Entry).slug).toBe("servicesPage");
    const published = await server.request(`${url}/publish`, { method: "POST", json: { version: ((await (await server.request(url, { headers: admin.headers })).json()) as Entry).version }, headers: admin.headers });
    expect(published.status, await published.clone().text()).toBe(200);
    expect(textOf(await (await server.request("/services")).text())).toContain("Every service we offer, in one list.");
    const other = await server.request("/api/site/types/servicesPage/entries/another-page/draft", { method: "PUT", json: { version: 0, data }, headers: admin.headers });
    expect(other.status).toBe(404);
    const listed = (await (await server.request("/api/site/types/servicesPage", { headers: admin.headers })).json()) as { entries: Entry[] };
    expect(listed.entries.map((e) => e.slug)).toEqual(["servicesPage"]);
  });

  it("moves a collection entry up and down: the services page shows the new order at once, audited; bad moves are refused", async () => {
    type Listed = { entries: Array<Entry & { position: number }> };
    const list = async () => ((await (await server.request("/api/site/types/service", { headers: admin.headers })).json()) as Listed).entries;
    const move = (slug: string, direction: unknown, session = admin, type = "service") =>
      server.request(`/api/site/types/${type}/entries/${slug}/move`, { method: "POST", json: { direction }, headers: session.headers });
    const before = await list();
    const names = new Map(before.map((e) => [e.slug, String((e.draft ?? e.published)!.name)]));
    const [first, second] = before.map((e) => e.slug) as [string, string];
    /** Where each service's name first appears on the public services page. */
    const pageOrder = async () => {
      const text = textOf(await (await server.request("/services")).text());
      return [first, second].sort((a, b) => text.indexOf(names.get(a)!) - text.indexOf(names.get(b)!));
    };
    expect(await pageOrder()).toEqual([first, second]);

    const up = await move(second, "up");
    expect(up.status, await up.clone().text()).toBe(200);
    const { order } = (await up.json()) as { order: string[] };
    expect(order.slice(0, 2)).toEqual([second, first]);
    expect(order).toHaveLength(before.length);
    expect((await list()).map((e) => [e.slug, e.position])).toEqual(order.map((slug, i) => [slug, i]));
    // No version moved: an editor open on the entry saves without a conflict.
    expect((await list()).find((e) => e.slug === second)!.version).toBe(before.find((e) => e.slug === second)!.version);
    expect(await pageOrder()).toEqual([second, first]);
    // The API's list follows the same order.
    const listed = (await (await server.request("/api/services")).json()) as Array<{ slug: string }>;
    expect(listed.map((s) => s.slug).slice(0, 2)).toEqual([second, first]);
    const [logged] = await server.ctx.db.select().from(auditLog).where(and(eq(auditLog.action, "site.move"), eq(auditLog.targetId, `service/${second}`)));
    expect(logged?.details).toMatchObject({ words: expect.stringContaining(`to place 1 of ${before.length}`) });

    // Up from the top stays put; down brings it back.
    expect(((await (await move(second, "up")).json()) as { order: string[] }).order.slice(0, 2)).toEqual([second, first]);
    expect(((await (await move(second, "down")).json()) as { order: string[] }).order.slice(0, 2)).toEqual([first, second]);
    expect(await pageOrder()).toEqual([first, second]);

    // Refused: a direction that is neither, an unknown entry, a page type, a visitor.
    expect((await move(first, "sideways")).status).toBe(400);
    expect((await move("no-such-service", "up")).status).toBe(404);
    expect((await move("servicesPage", "up", admin, "servicesPage")).status).toBe(400);
    expect((await server.request(`/api/site/types/service/entries/${first}/move`, { method: "POST", json: { direction: "up" } })).status).toBe(401);
    expect((await list()).map((e) => e.slug)).toEqual(before.map((e) => e.slug));
  });

  it("an empty start publishes empty pages and no services; the pages still render", async () => {
    await startContent(server.ctx, "empty");
    const list = await server.request("/services");
    expect(list.status).toBe(200);
    const html = await list.text();
    // No service card (the header's menu still links the sample's addresses: another type's content).
    expect(html.includes('aria-label="Service list"')).toBe(false);
    expect(html.includes("Learn more")).toBe(false);
    expect(textOf(html).includes("undefined")).toBe(false);
    expect((await server.request("/services/heat-pumps")).status).toBe(404);
    expect(await (await server.request("/api/services")).json()).toEqual([]);
    const types = (await (await server.request("/api/site/types/servicesPage", { headers: admin.headers })).json()) as { entries: Entry[] };
    expect(types.entries[0]!.published).toMatchObject({ title: "", intro: "", seo: { title: "", description: "" } });
  });
});
