/**
 * Team API (admin): list staff, invite (single-use link, 7 days, stored hashed), accept, change
 * role / deactivate (ends sessions at once), and the last-active-admin rule.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { userInvitations } from "../../server/db/schema";
import * as messages from "@common/messages";
import * as staffMessages from "@common/staff-messages";
import { startTestServer, testClock } from "../helpers/server";
import {
  cookiesFrom,
  createStaff,
  DEFAULT_PASSWORD,
  latestMailTo,
  signIn,
  signInAsAdmin,
  tokenFromMail,
  uniqueEmail,
  type Session,
} from "../helpers/session";

const m = messages.auth;
type Server = Awaited<ReturnType<typeof startTestServer>>;
let server: Server;
let admin: Session;
const clock = testClock();

beforeAll(async () => {
  server = await startTestServer({ clock });
  admin = await signInAsAdmin(server);
});
afterAll(async () => {
  await server?.cleanup();
});

const invite = (email: string, role: string, headers = admin.headers) =>
  server.request("/api/admin/users/invitations", { method: "POST", headers, json: { email, role } });
const patchUser = (id: string, json: unknown, headers = admin.headers) =>
  server.request(`/api/admin/users/${id}`, { method: "PATCH", headers, json });

describe("GET /api/admin/users", () => {
  test("lists staff for admins only", async () => {
    const editor = await createStaff(server, "editor");
    const res = await server.request("/api/admin/users", { headers: admin.headers });
    expect(res.status).toBe(200);
    const list = (await res.json()) as Array<Record<string, unknown>>;
    const row = list.find((u) => u.email === editor.email);
    expect(row).toEqual({
      id: editor.user.id,
      email: editor.email,
      name: editor.user.name,
      role: "editor",
      isActive: true,
      lastLoginAt: expect.any(String),
      twoFactor: false,
      createdAt: expect.any(String),
    });
    expect(list.every((u) => !("passwordHash" in u))).toBe(true);
    expect((await server.request("/api/admin/users")).status).toBe(401);
    expect((await server.request("/api/admin/users", { headers: editor.headers })).status).toBe(403);
  });
});

describe("invitations", () => {
  test("201 with {id, email, role, expiresAt}; mails a single-use PUBLIC_URL link valid 7 days, stored hashed", async () => {
    const email = uniqueEmail("new-editor");
    const res = await invite(email.toUpperCase(), "editor");
    expect(res.status).toBe(201);
    const body = (await res.json()) as { id: string; email: string; role: string; expiresAt: string };
    expect(body).toEqual({ id: expect.any(String), email, name: null, role: "editor", expiresAt: expect.any(String) });
    const days = (new Date(body.expiresAt).getTime() - clock.now().getTime()) / 86_400_000;
    expect(days).toBeGreaterThan(6.99);
    expect(days).toBeLessThan(7.01);

    const mail = await latestMailTo(server, email);
    expect(mail?.kind).toBe("invitation");
    expect(mail?.text).toContain(`${server.url}/accept-invite?token=`);
    const token = await tokenFromMail(server, email, "accept-invite");
    expect(Buffer.from(token, "base64url").length).toBeGreaterThanOrEqual(16);
    const [stored] = await server.ctx.db.select().from(userInvitations).where(eq(userInvitations.id, body.id));
    expect(stored!.tokenHash).not.toContain(token);

    const accepted = await server.request("/api/auth/accept-invite", { method: "POST", json: { token, password: DEFAULT_PASSWORD } });
    expect(accepted.status).toBe(201);
    const user = ((await accepted.json()) as { user: { id: string; email: string; role: string } }).user;
    // Invited without a name: named from the e-mail.
    expect(user).toEqual({ id: expect.any(String), email, name: expect.stringMatching(/^New Editor/), role: "editor" });
    // Signed in straight away.
    const me = await server.request("/api/auth/me", { headers: { Cookie: cookiesFrom(accepted) } });
    expect(await me.json()).toEqual({ user });

    const again = await server.request("/api/auth/accept-invite", { method: "POST", json: { token, password: DEFAULT_PASSWORD } });
    expect(again.status).toBe(400);
    expect(await again.json()).toEqual({ message: m.inviteInvalid });
  });

  test("409 when the e-mail already has an account; 400 for a bad role; editors may not invite", async () => {
    const taken = await invite(admin.user.email, "admin");
    expect(taken.status).toBe(409);
    expect(await taken.json()).toEqual({ message: "A staff account with this email already exists" });
    const badRole = await invite(uniqueEmail(), "owner");
    expect(badRole.status).toBe(400);
    expect(((await badRole.json()) as { errors: Record<string, string> }).errors.role).toBe(staffMessages.auth.roleInvalid);
    const editor = await createStaff(server, "editor");
    expect((await invite(uniqueEmail(), "editor", editor.headers)).status).toBe(403);
    expect((await server.request("/api/admin/users/invitations", { method: "POST", json: { email: uniqueEmail(), role: "editor" } })).status).toBe(401);
  });

  test("unknown, expired and replaced invitations are refused with the exact message", async () => {
    const unknown = await server.request("/api/auth/accept-invite", { method: "POST", json: { token: "nope", password: DEFAULT_PASSWORD } });
    expect(unknown.status).toBe(400);
    expect(await unknown.json()).toEqual({ message: m.inviteInvalid });

    const email = uniqueEmail("late");
    await invite(email, "editor");
    const first = await tokenFromMail(server, email, "accept-invite");
    await invite(email, "admin"); // a new invitation replaces the first
    const replaced = await server.request("/api/auth/accept-invite", { method: "POST", json: { token: first, password: DEFAULT_PASSWORD } });
    expect(replaced.status).toBe(400);

    const second = await tokenFromMail(server, email, "accept-invite");
    const short = await server.request("/api/auth/accept-invite", { method: "POST", json: { token: second, password: "short" } });
    expect(short.status).toBe(400);
    expect(((await short.json()) as { message: string }).message).toBe(m.passwordMin);

    clock.advance(7 * 86_400_000 + 60_000);
    try {
      const expired = await server.request("/api/auth/accept-invite", { method: "POST", json: { token: second, password: DEFAULT_PASSWORD } });
      expect(expired.status).toBe(400);
      expect(await expired.json()).toEqual({ message: m.inviteInvalid });
    } finally {
      clock.set(new Date());
    }
  });
});

describe("PATCH /api/admin/users/{id}", () => {
  test("deactivation ends the user's sessions at once and blocks sign-in; reactivation allows it again", async () => {
    const editor = await createStaff(server, "editor");
    expect((await server.request("/api/auth/me", { headers: editor.headers })).status).toBe(200);
    const res = await patchUser(editor.user.id, { isActive: false });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ id: editor.user.id, isActive: false, role: "editor" });
    expect((await server.request("/api/auth/me", { headers: editor.headers })).status).toBe(401);
    expect((await server.request("/api/auth/refresh", { method: "POST", headers: editor.headers })).status).toBe(401);
    const login = await server.request("/api/auth/login", { method: "POST", json: { email: editor.email, password: editor.password } });
    expect(login.status).toBe(401);

    expect((await patchUser(editor.user.id, { isActive: true })).status).toBe(200);
    await signIn(server, editor.email, editor.password);
  });

  test("a role change takes effect at once: old sessions end, the new role applies on the next sign-in", async () => {
    const editor = await createStaff(server, "editor");
    const res = await patchUser(editor.user.id, { role: "admin" });
    expect(res.status).toBe(200);
    expect(((await res.json()) as { role: string }).role).toBe("admin");
    expect((await server.request("/api/auth/me", { headers: editor.headers })).status).toBe(401);
    const promoted = await signIn(server, editor.email, editor.password);
    expect(promoted.user.role).toBe("admin");
    expect((await server.request("/api/admin/users", { headers: promoted.headers })).status).toBe(200);
  });

  test("the last active admin can be neither deactivated nor demoted (409)", async () => {
    const solo = await startTestServer();
    try {
      const s = await signInAsAdmin(solo);
      const me = s.user;
      const patch = (json: unknown, headers = s.headers) =>
        solo.request(`/api/admin/users/${me.id}`, { method: "PATCH", headers, json });
      for (const body of [{ isActive: false }, { role: "editor" }]) {
        const res = await patch(body);
        expect(res.status).toBe(409);
        expect(await res.json()).toEqual({ message: "There must be at least one active admin" });
      }
      // With a second active admin, the first may step down.
      const other = await createStaff(solo, "admin");
      const demoted = await patch({ role: "editor" });
      expect(demoted.status).toBe(200);
      const last = await solo.request(`/api/admin/users/${other.user.id}`, { method: "PATCH", headers: other.headers, json: { isActive: false } });
      expect(last.status).toBe(409);
    } finally {
      await solo.cleanup();
    }
  }, 90_000); // boots a second server of its own

  test("unknown id 404, non-uuid 404, bad body 400", async () => {
    expect((await patchUser("00000000-0000-4000-8000-000000000000", { isActive: false })).status).toBe(404);
    expect((await patchUser("not-a-uuid", { isActive: false })).status).toBe(404);
    const editor = await createStaff(server, "editor");
    const bad = await patchUser(editor.user.id, { isActive: "yes" });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { errors: Record<string, string> }).errors.isActive).toBe(staffMessages.auth.isActiveInvalid);
  });

  test("a body with nothing changeable is a 400 with a clear message and changes nothing", async () => {
    const editor = await createStaff(server, "editor");
    for (const body of [{}, { email: "someone@example.com" }, { role: undefined }]) {
      const res = await patchUser(editor.user.id, body);
      expect(res.status).toBe(400);
      expect(((await res.json()) as { message: string }).message).toBe(staffMessages.dashboard.userNothingToUpdate);
    }
    // Nothing happened: the session still works and the row is unchanged.
    expect((await server.request("/api/auth/me", { headers: editor.headers })).status).toBe(200);
    const list = (await (await server.request("/api/admin/users", { headers: admin.headers })).json()) as { id: string; role: string; isActive: boolean }[];
    expect(list.find((u) => u.id === editor.user.id)).toMatchObject({ role: "editor", isActive: true });
    // A well-formed but unknown id with an empty body is refused for the body too; a non-uuid stays 404.
    expect((await patchUser("00000000-0000-4000-8000-000000000000", {})).status).toBe(400);
    expect((await patchUser("not-a-uuid", {})).status).toBe(404);
  });
});
