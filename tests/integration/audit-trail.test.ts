/**
 * The audit log as an outside reviewer needs it: the sensitive staff actions are recorded (who
 * was made an admin, whose two-factor sign-in was reset, the admin switch, alert recipients,
 * media and blog changes, one's own two-factor changes), settings with their before and after,
 * every other staff write at least by its route, and nobody can edit or delete an entry.
 */
import { and, eq, sql } from "drizzle-orm";
import { generate } from "otplib";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { auditLog } from "../../server/db/schema";
import { driver, startTestServer, type TestServer } from "../helpers/server";
import { createAdmin, DEFAULT_PASSWORD, signIn, signInAsAdmin, uniqueEmail, type Session } from "../helpers/session";

const PNG = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==", "base64");

describe(`audit trail (${driver})`, () => {
  let server: TestServer & { cleanup(): Promise<void> };
  let admin: Session;
  beforeAll(async () => {
    server = await startTestServer();
    admin = await signInAsAdmin(server);
  });
  afterAll(() => server.cleanup());

  const send = (method: string, path: string, json?: unknown, session = admin) => server.request(path, { method, headers: session.headers, json });
  const entries = (action: string, targetId?: string) =>
    server.ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, action), ...(targetId ? [eq(auditLog.targetId, targetId)] : [])));

  it("records invitations, their revocation, resetting someone's two-factor sign-in and the admin switch", async () => {
    const email = uniqueEmail("audit-invite");
    const invite = await send("POST", "/api/admin/users/invitations", { email, role: "admin" });
    expect(invite.status).toBe(201);
    const { id } = (await invite.json()) as { id: string };
    expect(await entries("invitation.create", id)).toMatchObject([{ userEmail: admin.user.email, details: { email, role: "admin" } }]);
    expect((await send("DELETE", `/api/admin/users/invitations/${id}`)).status).toBe(200);
    expect(await entries("invitation.revoke", id)).toHaveLength(1);

    const otherEmail = uniqueEmail("audit-2fa");
    const other = await createAdmin(server, otherEmail);
    expect((await send("DELETE", `/api/admin/users/${other.id}/two-factor`)).status).toBeLessThan(300);
    expect(await entries("user.two_factor_reset", other.id)).toHaveLength(1);

    // The switch needs the admin's own two-factor sign-in first: set it up (own changes are recorded too).
    const ownerEmail = uniqueEmail("audit-owner");
    await createAdmin(server, ownerEmail);
    const owner = await signIn(server, ownerEmail, DEFAULT_PASSWORD);
    const setup = (await (await send("POST", "/api/auth/two-factor/setup", {}, owner)).json()) as { secret: string };
    const enabled = await send("POST", "/api/auth/two-factor/enable", { code: await generate({ secret: setup.secret }) }, owner);
    expect(enabled.status).toBe(200);
    expect(await entries("own.two_factor_enable", owner.user.id)).toHaveLength(1);
    const access = enabled.headers.getSetCookie().map((c) => c.split(";")[0]).join("; ");
    const refresh = owner.cookie.split("; ").find((c) => c.startsWith("mhp_refresh="));
    const renewed = { ...owner, headers: { ...owner.headers, Cookie: `${access}; ${refresh}` } };
    expect((await send("PUT", "/api/admin/security", { requireAdminTwoFactor: true }, renewed)).status).toBe(200);
    expect(await entries("security.require_admin_two_factor")).toMatchObject([{ userEmail: ownerEmail, details: { before: false, after: true } }]);
    expect((await send("PUT", "/api/admin/security", { requireAdminTwoFactor: false }, renewed)).status).toBe(200);
    // Turning it on signed out every admin without two-factor sign-in.
    admin = await signInAsAdmin(server);
  });

  it("records alert recipients: added, switched off, removed", async () => {
    const add = await send("POST", "/api/notification-emails", { email: "copy-of-every-lead@example.com" });
    expect(add.status).toBe(201);
    const { id } = (await add.json()) as { id: string };
    expect(await entries("alert_recipient.create", id)).toMatchObject([{ details: { email: "copy-of-every-lead@example.com" } }]);
    expect((await send("PATCH", `/api/notification-emails/${id}`, { isActive: false })).status).toBe(200);
    expect(await entries("alert_recipient.update", id)).toMatchObject([{ details: { isActive: false } }]);
    expect((await send("DELETE", `/api/notification-emails/${id}`)).status).toBe(204);
    expect(await entries("alert_recipient.delete", id)).toHaveLength(1);
  });

  it("records settings with what changed, before and after", async () => {
    const current = (await (await send("GET", "/api/admin/settings")).json()) as Record<string, unknown>;
    const res = await send("PUT", "/api/admin/settings", { ...current, name: "Mansfield Heating & Cooling", serviceRadiusMiles: 44 });
    expect(res.status).toBe(200);
    const [entry] = await entries("settings.update");
    expect(entry!.details).toEqual({
      before: { name: current.name, serviceRadiusMiles: current.serviceRadiusMiles },
      after: { name: "Mansfield Heating & Cooling", serviceRadiusMiles: 44 },
    });
  });

  it("records media and blog changes by the editor who made them", async () => {
    const form = new FormData();
    form.set("alt", "A new furnace");
    form.set("file", new Blob([PNG], { type: "image/png" }), "furnace.png");
    const upload = await server.request("/api/media", { method: "POST", body: form, headers: admin.headers });
    expect(upload.status).toBe(201);
    const media = (await upload.json()) as { id: string };
    expect((await send("PATCH", `/api/media/${media.id}`, { alt: "An old furnace" })).status).toBe(200);
    expect((await send("DELETE", `/api/media/${media.id}`)).status).toBe(204);
    for (const action of ["media.upload", "media.update", "media.delete"]) expect(await entries(action, media.id), action).toHaveLength(1);

    const post = await send("POST", "/api/blog", { title: "Audited post", content: "Words." });
    expect(post.status).toBe(201);
    const { id } = (await post.json()) as { id: string };
    expect((await send("PATCH", `/api/blog/${id}`, { title: "Audited post, edited" })).status).toBe(200);
    expect((await send("DELETE", `/api/blog/${id}`)).status).toBeLessThan(300);
    for (const action of ["post.create", "post.update", "post.delete"]) expect(await entries(action, id), action).toHaveLength(1);
  });

  it("records every other staff write at least by its route, and a signed-in user's own changes", async () => {
    const category = await send("POST", "/api/blog/categories", { name: "Audited category" });
    expect(category.status).toBe(201);
    const { id } = (await category.json()) as { id: string };
    // Written once the answer has gone out.
    await vi.waitFor(async () => expect(await entries("POST /blog/categories")).toMatchObject([{ userEmail: admin.user.email, targetId: null }]));
    expect((await send("PATCH", `/api/blog/categories/${id}`, { name: "Audited category 2" })).status).toBe(200);
    await vi.waitFor(async () => expect(await entries("PATCH /blog/categories/:id", id)).toHaveLength(1));
    // A preview changes nothing and is not recorded.
    expect((await send("POST", "/api/blog/preview", { content: "Hello" })).status).toBe(200);
    expect(await entries("POST /blog/preview")).toEqual([]);

    const email = uniqueEmail("audit-own");
    await createAdmin(server, email);
    const me = await signIn(server, email, DEFAULT_PASSWORD);
    const changed = await send("POST", "/api/auth/change-password", { currentPassword: DEFAULT_PASSWORD, newPassword: `${DEFAULT_PASSWORD} 2` }, me);
    expect(changed.status).toBe(200);
    expect(await entries("own.password_change", me.user.id)).toHaveLength(1);
  });

  it("cannot be edited or deleted, not even by the application's own connection", async () => {
    const [entry] = await server.ctx.db.select().from(auditLog).limit(1);
    expect(entry).toBeDefined();
    await expect(server.ctx.db.update(auditLog).set({ action: "nothing happened" }).where(eq(auditLog.id, entry!.id))).rejects.toThrow();
    await expect(server.ctx.db.delete(auditLog).where(eq(auditLog.id, entry!.id))).rejects.toThrow();
    await expect(server.ctx.db.execute(sql`truncate audit_log`)).rejects.toThrow();
    const [still] = await server.ctx.db.select().from(auditLog).where(eq(auditLog.id, entry!.id));
    expect(still).toEqual(entry);
  });
});
