/**
 * Input hardening over HTTP: markdown that would crash the renderer is refused when saved and
 * never breaks a stored post's page; e-mail addresses that could add a header or a mailto:
 * parameter are refused; every response carries a Permissions-Policy and an X-Frame-Options
 * that agrees with frame-ancestors 'none'; opener isolation is kept wherever a page isn't shared.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import * as messages from "@common/messages";
import * as staffMessages from "@common/staff-messages";
import { PERMISSIONS_POLICY } from "../../server/app";
import { blogPosts, leads } from "../../server/db/schema";
import { driver, startTestServer } from "../helpers/server";
import { signInAsAdmin, type Session } from "../helpers/session";

type Server = Awaited<ReturnType<typeof startTestServer>>;

const deepQuote = ">".repeat(2000) + " deep";

describe(`hardening (${driver})`, () => {
  let server: Server;
  let admin: Session;
  beforeAll(async () => {
    server = await startTestServer({ pages: true });
    admin = await signInAsAdmin(server);
  });
  afterAll(() => server.cleanup());

  describe("markdown the renderer cannot handle", () => {
    it("is refused on save and preview with a 400 on the content field", async () => {
      const create = await server.request("/api/blog", {
        method: "POST",
        headers: admin.headers,
        json: { title: "Deep quotes", content: deepQuote, status: "published" },
      });
      expect(create.status).toBe(400);
      expect(await create.json()).toEqual({ message: staffMessages.blog.contentTooDeep, errors: { content: staffMessages.blog.contentTooDeep } });

      const stars = "*".repeat(5000) + "x" + "*".repeat(5000);
      const preview = await server.request("/api/blog/preview", { method: "POST", headers: admin.headers, json: { content: stars } });
      expect(preview.status).toBe(400);
      expect(await preview.json()).toEqual({ message: staffMessages.blog.contentUnrenderable, errors: { content: staffMessages.blog.contentUnrenderable } });

      // An existing post cannot be edited into one either.
      const ok = await server.request("/api/blog", { method: "POST", headers: admin.headers, json: { title: "Fine post", content: "Fine." } });
      expect(ok.status).toBe(201);
      const { id } = (await ok.json()) as { id: string };
      const patch = await server.request(`/api/blog/${id}`, { method: "PATCH", headers: admin.headers, json: { content: deepQuote } });
      expect(patch.status).toBe(400);
      expect(((await patch.json()) as { errors: Record<string, string> }).errors).toEqual({ content: staffMessages.blog.contentTooDeep });
    });

    it("never breaks the page of a post stored before the rule: its text is shown plainly", async () => {
      const slug = `stored-deep-${Date.now()}`;
      await server.ctx.db.insert(blogPosts).values({
        title: "Stored before the rule",
        slug,
        content: `${deepQuote}\n\nA second paragraph <b>with markup</b>.`,
        status: "published",
        isPublished: true,
        publishedAt: new Date(),
      });
      for (let visit = 0; visit < 2; visit++) {
        const page = await server.request(`/blog/${slug}`);
        expect(page.status).toBe(200);
        const html = await page.text();
        expect(html).toContain("Stored before the rule");
        expect(html).toContain("A second paragraph &lt;b&gt;with markup&lt;/b&gt;.");
      }
      // Views are stored once the page has gone out: wait for the second.
      await vi.waitFor(async () => {
        const [row] = await server.ctx.db.select().from(blogPosts).where(eq(blogPosts.slug, slug));
        expect(row!.viewCount).toBe(2);
      });
    });
  });

  describe("e-mail addresses", () => {
    const lead = (email: string) => ({ firstName: "Ann", lastName: "Lee", email, phone: "802-555-0142" });

    it.each([
      "x@x.co?bcc=attacker%40evil.example",
      "x@x.co&cc=attacker@evil.example",
      "<x@x.co>",
      '"x"@x.co',
      "x@x.co>",
      "x@x.co, y@y.co",
      "x;y@x.co",
    ])("refuses %s on /api/leads with the form's message", async (email) => {
      const res = await server.request("/api/leads", { method: "POST", json: lead(email) });
      expect(res.status).toBe(400);
      expect(((await res.json()) as { errors: Record<string, string> }).errors).toEqual({ email: messages.validation.emailInvalid });
    });

    it("still takes ordinary addresses", async () => {
      const res = await server.request("/api/leads", { method: "POST", json: lead("o'brien+quotes@mail.example.co.uk") });
      expect(res.status).toBe(201);
      const { id } = (await res.json()) as { id: string };
      const [row] = await server.ctx.db.select().from(leads).where(eq(leads.id, id));
      expect(row!.email).toBe("o'brien+quotes@mail.example.co.uk");
    });

    it("refuses them for alert recipients too (one rule everywhere)", async () => {
      const res = await server.request("/api/notification-emails", {
        method: "POST",
        headers: admin.headers,
        json: { email: "office@x.co?bcc=attacker%40evil.example" },
      });
      expect(res.status).toBe(400);
      expect(((await res.json()) as { errors: Record<string, string> }).errors).toEqual({ email: staffMessages.dashboard.notificationEmailInvalid });
    });
  });

  describe("security headers", () => {
    it.each(["/api/services", "/", "/no-such-page"])("%s carries Permissions-Policy and X-Frame-Options DENY", async (path) => {
      const res = await server.request(path);
      expect(res.headers.get("permissions-policy")).toBe(PERMISSIONS_POLICY);
      for (const feature of ["camera=()", "microphone=()", "geolocation=()", "payment=()", "usb=()", "browsing-topics=()"]) {
        expect(res.headers.get("permissions-policy")).toContain(feature);
      }
      expect(res.headers.get("x-frame-options")).toBe("DENY");
      expect(res.headers.get("content-security-policy")).toContain("frame-ancestors 'none'");
    });

    it("keeps opener isolation on staff, account and signed-in pages, not on the pages everyone shares", async () => {
      for (const path of ["/admin", "/login", "/register", "/forgot-password"]) {
        const res = await server.request(path, { redirect: "manual" });
        expect(res.headers.get("cross-origin-opener-policy"), path).toBe("same-origin");
      }
      const signedIn = await server.request("/reviews", { headers: admin.headers });
      expect(signedIn.headers.get("cache-control")).toBe("private, no-store");
      expect(signedIn.headers.get("cross-origin-opener-policy")).toBe("same-origin");
      // Rendered for the cache, then served from it: the same headers both times.
      for (const source of ["miss", "hit"]) {
        const res = await server.request("/services");
        expect(res.headers.get("x-render-cache")).toBe(source);
        expect(res.headers.get("cross-origin-opener-policy")).toBeNull();
        expect(res.headers.get("x-frame-options")).toBe("DENY");
      }
      // Whatever isn't a page keeps it too.
      expect((await server.request("/api/services")).headers.get("cross-origin-opener-policy")).toBe("same-origin");
    });
  });
});
