/**
 * A back-office page is served with its banners, so they are in place at first paint instead of
 * pushing the page down under a finger when they arrive: the red setup checks, and the alerts
 * banner while new leads would alert nobody. A new recipient or a dismissal shows in the next
 * page served; public pages and signed-out requests carry neither, and an editor gets no setup check. A check that cannot run costs
 * the page its served banners, never the page.
 */
import { eq } from "drizzle-orm";
import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mediaItems } from "../../server/db/schema";
import * as staffMessages from "@common/staff-messages";
import { driver, startTestServer } from "../helpers/server";
import { createStaff, signInAsAdmin, type Session } from "../helpers/session";

describe(`back-office banners in the served page (${driver})`, () => {
  let server: Awaited<ReturnType<typeof startTestServer>>;
  let admin: Session;

  beforeAll(async () => {
    // Production: mail without SMTP_URL is a red check there.
    server = await startTestServer({ pages: true, env: { NODE_ENV: "production" } });
    admin = await signInAsAdmin(server);
  });
  afterAll(async () => {
    await server?.cleanup();
  });

  /** The served page up to its main content: what shows before anything below it. */
  const frameOf = async (url: string, headers: Record<string, string> = {}) => {
    const res = await server.request(url, { headers });
    expect(res.status).toBe(200);
    return (await res.text()).split("<main")[0]!;
  };

  it("an admin's page holds the red checks above its content; a public page and a signed-out request do not", async () => {
    const frame = await frameOf("/admin/today", admin.headers);
    expect(frame).toContain('data-testid="setup-banner"');
    expect(frame).toContain("SMTP_URL is not set");
    // The first admin gets the alerts, so that banner is not up.
    expect(frame).not.toContain('data-testid="no-recipient-banner"');

    expect(await (await server.request("/", { headers: admin.headers })).text()).not.toContain('data-testid="setup-banner"');
    const signedOut = await (await server.request("/admin/today")).text();
    expect(signedOut).not.toContain('data-testid="setup-banner"');
    expect(signedOut).not.toContain("SMTP_URL is not set");
  });

  it("an editor is told none of the operator's checks: not in the page served, not by the banner's call", async () => {
    const editor = await createStaff(server, "editor");
    const frame = await frameOf("/admin/blog", editor.headers);
    expect(frame).not.toContain('data-testid="setup-banner"');
    expect(frame).not.toContain("SMTP_URL is not set");
    const banner = await server.request("/api/setup/banner", { headers: editor.headers });
    expect(banner.status).toBe(200);
    expect(await banner.json()).toEqual([]);
    // The admin's call still lists them.
    expect(((await (await server.request("/api/setup/banner", { headers: admin.headers })).json()) as unknown[]).length).toBeGreaterThan(0);
  });

  it("with nobody alerted of new leads the next page served says so; a dismissed check is gone from it", async () => {
    const recipients = (await (await server.request("/api/notification-emails", { headers: admin.headers })).json()) as Array<{ id: string }>;
    for (const { id } of recipients) {
      expect((await server.request(`/api/notification-emails/${id}`, { method: "DELETE", headers: admin.headers })).status).toBe(204);
    }
    // A recipient of some other kind of notice gets no lead alert: nobody is alerted still.
    const other = await server.request("/api/notification-emails", { method: "POST", headers: admin.headers, json: { email: "reports@underhill.example", type: "weekly_report" } });
    expect(other.status).toBe(201);
    const dismissed = await server.request("/api/admin/setup/dismiss", { method: "POST", headers: admin.headers, json: { id: "mail" } });
    expect(dismissed.status).toBe(200);

    const frame = await frameOf("/admin/today", admin.headers);
    expect(frame).toContain('data-testid="no-recipient-banner"');
    expect(frame).toContain(staffMessages.alertsBanner.text);
    expect(frame).not.toContain("SMTP_URL is not set");
    // The other red checks stay.
    expect(frame).toContain('data-testid="setup-banner"');
  });

  it("a check that cannot run leaves the banners out of the page, which is served all the same", async () => {
    // An upload whose file cannot even be looked for: its folder is a file.
    fs.mkdirSync(path.join(server.dataDir, "uploads"), { recursive: true });
    fs.writeFileSync(path.join(server.dataDir, "uploads", "blocked"), "not a folder");
    const [row] = await server.ctx.db
      .insert(mediaItems)
      .values({ hash: "0123456789abcdef", originalName: "x.jpg", sourceType: "image/jpeg", width: 1, height: 1, alt: "x", bytes: 1, variants: [{ key: "blocked/x.jpg" }] })
      .returning({ id: mediaItems.id });
    try {
      expect(await frameOf("/admin/today", admin.headers)).not.toContain('data-testid="setup-banner"');
      // The banner's own call says what went wrong, as before.
      expect((await server.request("/api/setup/banner", { headers: admin.headers })).status).toBe(500);
    } finally {
      await server.ctx.db.delete(mediaItems).where(eq(mediaItems.id, row!.id));
    }
  });
});
