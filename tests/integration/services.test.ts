/**
 * GET /api/services and GET /api/services/{slug}: active services only, 404 JSON for unknown or
 * inactive slugs. The services are written through the Site section (the content store), which
 * keeps the spec's table in step; the pages render from the published content.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { services } from "../../server/db/schema";
import { driver, startTestServer } from "../helpers/server";
import { pagesChanged } from "../../server/render-cache/invalidate";
import { signInAsAdmin, type Session } from "../helpers/session";

type Server = Awaited<ReturnType<typeof startTestServer>>;
const NOT_FOUND = "Service not found. Please check the URL or return to our main services page.";
const textOf = (html: string) =>
  html.replace(/<!-- -->/g, "").replace(/<script[\s\S]*?<\/script>/g, " ").replace(/<[^>]+>/g, " ").replace(/&amp;/g, "&").replace(/&#x27;/g, "'").replace(/\s+/g, " ");

describe(`services API and pages (${driver})`, () => {
  let server: Server;
  let admin: Session;
  beforeAll(async () => {
    server = await startTestServer({ pages: true });
    admin = await signInAsAdmin(server);
  });

  /** The entry's current content, as the Site section's editor opens it. */
  const entryData = async (slug: string) => {
    const entry = (await (await server.request(`/api/site/types/service/entries/${slug}`, { headers: admin.headers })).json()) as {
      draft: Record<string, unknown> | null;
      published: Record<string, unknown>;
    };
    return entry.draft ?? entry.published;
  };

  /** Saves and publishes a change to a service through the Site section's API (the one write path). */
  const changeService = async (slug: string, change: (data: Record<string, unknown>) => Record<string, unknown>) => {
    const path = `/api/site/types/service/entries/${slug}`;
    const { version } = (await (await server.request(path, { headers: admin.headers })).json()) as { version: number };
    const saved = await server.request(`${path}/draft`, { method: "PUT", headers: admin.headers, json: { version, data: change(await entryData(slug)) } });
    expect(saved.status, await saved.clone().text()).toBe(200);
    const { version: next } = (await saved.json()) as { version: number };
    expect((await server.request(`${path}/publish`, { method: "POST", headers: admin.headers, json: { version: next } })).status).toBe(200);
  };
  afterAll(() => server.cleanup());

  it("lists active services with every public field", async () => {
    const res = await server.request("/api/services");
    expect(res.status).toBe(200);
    const list = (await res.json()) as Array<Record<string, unknown>>;
    const slugs = list.map((s) => s.slug);
    for (const slug of ["heat-pumps", "high-efficiency-boilers", "maintenance-contracts", "plumbing", "heating", "air-conditioning"]) {
      expect(slugs).toContain(slug);
    }
    const heatPumps = list.find((s) => s.slug === "heat-pumps")!;
    expect(Object.keys(heatPumps).sort()).toEqual(["content", "createdAt", "description", "id", "imageUrl", "isActive", "slug", "title", "updatedAt"]);
    expect(heatPumps.isActive).toBe(true);
    expect(typeof heatPumps.createdAt).toBe("string");
  });

  it("keeps the list's JSON with an ETag and compressed copies until a service changes", async () => {
    const first = await server.request("/api/services");
    const etag = first.headers.get("ETag");
    expect(etag).toMatch(/^W\/"/);
    expect(first.headers.get("Content-Type")).toMatch(/^application\/json/);
    expect(first.headers.get("Vary")).toMatch(/Accept-Encoding/);
    const list = await first.json();
    // fetch asks for br and gzip and decodes what it gets: the same list.
    const again = await server.request("/api/services");
    expect(again.headers.get("Content-Encoding")).toMatch(/^(br|gzip)$/);
    expect(await again.json()).toEqual(list);
    const notModified = await server.request("/api/services", { headers: { "If-None-Match": etag! } });
    expect(notModified.status).toBe(304);
    // A change to a service drops the kept copy: a new validator.
    const [row] = await server.ctx.db.select().from(services).limit(1);
    await server.ctx.db.update(services).set({ title: `${row!.title} (renamed)` }).where(eq(services.id, row!.id));
    pagesChanged(server.ctx.db, "services");
    const changed = await server.request("/api/services", { headers: { "If-None-Match": etag! } });
    expect(changed.status).toBe(200);
    expect(changed.headers.get("ETag")).not.toBe(etag);
    await server.ctx.db.update(services).set({ title: row!.title }).where(eq(services.id, row!.id));
    pagesChanged(server.ctx.db, "services");
  });

  it("answers one service by slug and 404 JSON for an unknown slug", async () => {
    const ok = await server.request("/api/services/high-efficiency-boilers");
    expect(ok.status).toBe(200);
    expect(await ok.json()).toMatchObject({ slug: "high-efficiency-boilers", title: "High-Efficiency Boilers", isActive: true });
    for (const slug of ["no-such-service", "UPPER%20case", "%27%3Bdrop", "a".repeat(300)]) {
      const res = await server.request(`/api/services/${slug}`);
      expect(res.status).toBe(404);
      expect(await res.json()).toEqual({ message: NOT_FOUND });
    }
  });

  it("hides a service switched off in the Site section from the list, its slug and its page", async () => {
    await changeService("ductless-mini-splits", (d) => ({ ...d, active: false }));
    const list = (await (await server.request("/api/services")).json()) as Array<{ slug: string }>;
    expect(list.map((s) => s.slug)).not.toContain("ductless-mini-splits");
    const one = await server.request("/api/services/ductless-mini-splits");
    expect(one.status).toBe(404);
    expect(await one.json()).toEqual({ message: NOT_FOUND });
    const page = await server.request("/services/ductless-mini-splits");
    expect(page.status).toBe(404);
    expect(textOf(await page.text())).toContain(NOT_FOUND);
    await changeService("ductless-mini-splits", (d) => ({ ...d, active: true }));
    expect((await server.request("/api/services/ductless-mini-splits")).status).toBe(200);
  });

  it("shows the overview from the service's HTML content, sanitised, with Quick Facts and the Service Area card", async () => {
    const plumbing = await entryData("plumbing");
    const added = await server.request("/api/site/types/service/entries", {
      method: "POST",
      headers: admin.headers,
      json: {
        slug: "radiant-floors",
        data: {
          ...plumbing,
          name: "Radiant Floor Heating",
          summary: "Warm floors in every room.",
          body: '<p>Even heat underfoot.</p><script>alert(1)</script><p onclick="x()">Quiet <a href="javascript:alert(1)">and</a> efficient.</p>',
          photo: { src: "", alt: "" },
        },
      },
    });
    expect(added.status).toBe(201);
    const { version } = (await added.json()) as { version: number };
    expect((await server.request("/api/site/types/service/entries/radiant-floors/publish", { method: "POST", headers: admin.headers, json: { version } })).status).toBe(200);
    const res = await server.request("/services/radiant-floors");
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain("<p>Even heat underfoot.</p>");
    expect(html).not.toContain("alert(1)");
    expect(html).not.toContain("onclick");
    const text = textOf(html);
    for (const t of ["Overview", "Quick Facts", "Same day response", "Comprehensive warranty", "Fully licensed", "Service Area", "Chittenden County", "Mon-Fri 7AM-6PM, Sat 8AM-4PM", "Licensed and insured", "Back to all services"]) {
      expect(text).toContain(t);
    }
    expect(html).toContain('href="tel:+18025550142"');
    expect(html).toContain('href="/services"');
  });

  it("renders the pages from the published content, not from rows written past it", async () => {
    await server.ctx.db.update(services).set({ isActive: false });
    pagesChanged(server.ctx.db, "services"); // written past the domain functions
    for (const [slug, title] of [["plumbing", "Plumbing"], ["heating", "Heating"], ["air-conditioning", "Air Conditioning"]]) {
      const res = await server.request(`/services/${slug}`);
      expect(res.status, slug).toBe(200);
      const text = textOf(await res.text());
      expect(text).toContain(title);
      expect(text).toContain("Quick Facts");
      expect(text).not.toContain(NOT_FOUND);
    }
    const marketing = await server.request("/services/maintenance-contracts");
    expect(marketing.status).toBe(200);
    expect(textOf(await marketing.text())).toContain("15% off repairs");
    await server.ctx.db.update(services).set({ isActive: true });
    pagesChanged(server.ctx.db, "services"); // written past the domain functions
  });

  it("server-renders the list with the three flagship services first", async () => {
    const html = await (await server.request("/services")).text();
    const links = [...html.matchAll(/href="\/services\/([a-z0-9-]+)"/g)].map((m) => m[1]!);
    const unique = [...new Set(links)].filter((s) => s !== "areas");
    expect(unique.slice(0, 3)).toEqual(["heat-pumps", "high-efficiency-boilers", "maintenance-contracts"]);
    expect(unique).toContain("radiant-floors");
    expect(unique).toContain("plumbing");
  });

  it("shows the page without cards when every service is switched off", async () => {
    const slugs = ((await (await server.request("/api/site/types/service", { headers: admin.headers })).json()) as { entries: Array<{ slug: string }> }).entries.map((e) => e.slug);
    for (const slug of slugs) await changeService(slug, (d) => ({ ...d, active: false }));
    expect(await (await server.request("/api/services")).json()).toEqual([]);
    const res = await server.request("/services");
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(textOf(html)).toContain("Our Services");
    expect(html.includes('aria-label="Service list"')).toBe(false);
    for (const slug of slugs) await changeService(slug, (d) => ({ ...d, active: true }));
    expect((await (await server.request("/services")).text()).includes('aria-label="Service list"')).toBe(true);
  });
});
