/**
 * Two-factor sign-in over HTTP: enrolment with a QR code, the code step at sign-in, single-use
 * app and recovery codes, the admin switch (and enrolment demanded at sign-in), the limiter on
 * the code step, turning it off, and an admin resetting someone else's.
 */
import { eq } from "drizzle-orm";
import { generate } from "otplib";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { recoveryCodes, users } from "../../server/db/schema";
import * as messages from "@common/messages";
import * as staffMessages from "@common/staff-messages";
import { openSecret } from "../../server/auth/two-factor";
import { startTestServer, testClock } from "../helpers/server";
import {
  cookiesFrom,
  createAdmin,
  createStaff,
  DEFAULT_PASSWORD,
  sessionFrom,
  signIn,
  signInAsAdmin,
  tokenFromMail,
  uniqueEmail,
  type Session,
} from "../helpers/session";
import { newClient } from "../helpers/client";

const m = messages.auth;
type Server = Awaited<ReturnType<typeof startTestServer>>;
let server: Server;
const clock = testClock();


beforeAll(async () => {
  server = await startTestServer({ clock, env: { TRUST_PROXY: "loopback" } });
});
afterAll(async () => {
  await server?.cleanup();
});

const post = (path: string, json: unknown, headers: Record<string, string> = {}) =>
  server.request(path, { method: "POST", json, headers });

/** The code an authenticator app shows for the secret at the server's time (plus `offsetSteps` periods). */
const codeFor = (secret: string, offsetSteps = 0) =>
  generate({ secret, epoch: Math.floor(clock.now().getTime() / 1000) + offsetSteps * 30 });

/** Moves the server clock to the next 30-second period, so a new code exists. */
const nextPeriod = () => clock.advance(30_000);

type Enrolment = { secret: string; otpauthUrl: string; qrCode: string };

/** A signed-in admin of their own with two-factor sign-in turned on. */
async function enrolledAdmin() {
  const email = uniqueEmail("twofa");
  await createAdmin(server, email);
  const session = await signIn(server, email, DEFAULT_PASSWORD);
  const setup = await post("/api/auth/two-factor/setup", {}, session.headers);
  expect(setup.status).toBe(200);
  const enrolment = (await setup.json()) as Enrolment;
  const enabled = await post("/api/auth/two-factor/enable", { code: await codeFor(enrolment.secret) }, session.headers);
  expect(enabled.status).toBe(200);
  const { recoveryCodes: codes } = (await enabled.json()) as { recoveryCodes: string[] };
  const cookie = [cookiesFrom(enabled), session.cookie.split("; ").find((c) => c.startsWith("mhp_refresh="))].join("; ");
  nextPeriod();
  return { email, secret: enrolment.secret, codes, session: sessionFrom(server, cookie, session.user) };
}

async function passwordStep(email: string, client = newClient()) {
  const res = await post("/api/auth/login", { email, password: DEFAULT_PASSWORD }, client);
  expect(res.status).toBe(200);
  expect(cookiesFrom(res)).toBe("");
  return (await res.json()) as { twoFactor?: string; challenge?: string; enrolment?: Enrolment; user?: unknown };
}

describe("enrolment while signed in", () => {
  test("setup shows a QR code and key; a wrong code is refused; the right one turns it on with ten hashed recovery codes", async () => {
    const email = uniqueEmail("enrol");
    await createAdmin(server, email);
    const session = await signIn(server, email, DEFAULT_PASSWORD);
    const other = await signIn(server, email, DEFAULT_PASSWORD);

    const status = await server.request("/api/auth/two-factor", { headers: session.headers });
    expect(await status.json()).toEqual({ enabled: false, enabledAt: null, recoveryCodesLeft: 0, required: false });

    const setup = await post("/api/auth/two-factor/setup", {}, session.headers);
    const enrolment = (await setup.json()) as Enrolment;
    expect(enrolment.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(enrolment.otpauthUrl).toContain(`otpauth://totp/`);
    expect(enrolment.otpauthUrl).toContain(`secret=${enrolment.secret}`);
    expect(enrolment.otpauthUrl).toContain(encodeURIComponent(email));
    expect(enrolment.qrCode).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(Buffer.from(enrolment.qrCode.split(",")[1]!, "base64").toString()).toContain("<svg");

    const wrong = await post("/api/auth/two-factor/enable", { code: "000000" === (await codeFor(enrolment.secret)) ? "111111" : "000000" }, session.headers);
    expect(wrong.status).toBe(400);
    expect(await wrong.json()).toEqual({ message: m.twoFactorInvalid, errors: { code: m.twoFactorInvalid } });

    const enabled = await post("/api/auth/two-factor/enable", { code: await codeFor(enrolment.secret) }, session.headers);
    expect(enabled.status).toBe(200);
    const { recoveryCodes: codes } = (await enabled.json()) as { recoveryCodes: string[] };
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[a-z2-9]{4}-[a-z2-9]{4}-[a-z2-9]{4}-[a-z2-9]{4}$/);
    const [user] = await server.ctx.db.select().from(users).where(eq(users.email, email));
    const stored = await server.ctx.db.select().from(recoveryCodes).where(eq(recoveryCodes.userId, user!.id));
    expect(stored).toHaveLength(10);
    for (const row of stored) {
      expect(row.codeHash).toMatch(/^[0-9a-f]{64}$/);
      expect(codes.some((c) => row.codeHash.includes(c.replace(/-/g, "")))).toBe(false);
    }
    expect(openSecret(server.ctx.config, user!.totpSecret)).toBe(enrolment.secret);
    expect(user!.totpPendingSecret).toBeNull();

    // This session continues with its new access cookie; the other one (never past a second step) ends.
    const renewed = { Cookie: `${cookiesFrom(enabled)}; ${session.cookie.split("; ").find((c) => c.startsWith("mhp_refresh="))}` };
    expect((await server.request("/api/auth/me", { headers: renewed })).status).toBe(200);
    expect((await server.request("/api/auth/me", { headers: other.headers })).status).toBe(401);
    const after = await server.request("/api/auth/two-factor", { headers: renewed });
    expect(await after.json()).toMatchObject({ enabled: true, recoveryCodesLeft: 10, required: false });
    // Already on: a second setup is refused.
    expect((await post("/api/auth/two-factor/setup", {}, renewed)).status).toBe(409);
  });

  test("management routes are for signed-in staff only", async () => {
    for (const path of ["/api/auth/two-factor/setup", "/api/auth/two-factor/enable", "/api/auth/two-factor/disable", "/api/auth/two-factor/recovery-codes"]) {
      expect((await post(path, {})).status).toBe(401);
    }
    expect((await server.request("/api/auth/two-factor")).status).toBe(401);
  });
});

describe("signing in with two-factor sign-in on", () => {
  test("the password step gives a challenge, no session; the right app code signs in; the same code never works twice", async () => {
    const { email, secret } = await enrolledAdmin();
    const first = await passwordStep(email);
    expect(first).toEqual({ twoFactor: "verify", challenge: expect.any(String) });

    const wrong = await post("/api/auth/login/two-factor", { challenge: first.challenge, code: "12345x" }, newClient());
    expect(wrong.status).toBe(401);
    expect(await wrong.json()).toEqual({ message: m.twoFactorInvalid });

    const code = await codeFor(secret);
    const ok = await post("/api/auth/login/two-factor", { challenge: first.challenge, code }, newClient());
    expect(ok.status).toBe(200);
    const body = (await ok.json()) as { user: { email: string; role: string } };
    expect(body.user).toMatchObject({ email, role: "admin" });
    expect(cookiesFrom(ok)).toMatch(/mhp_access=.*mhp_refresh=/);
    expect((await server.request("/api/auth/me", { headers: { Cookie: cookiesFrom(ok) } })).status).toBe(200);

    // A replay of the same code (even with a fresh password step) is refused...
    const second = await passwordStep(email);
    expect((await post("/api/auth/login/two-factor", { challenge: second.challenge, code }, newClient())).status).toBe(401);
    // ...and so is a code from before it.
    expect((await post("/api/auth/login/two-factor", { challenge: second.challenge, code: await codeFor(secret, -1) }, newClient())).status).toBe(401);
    nextPeriod();
    expect((await post("/api/auth/login/two-factor", { challenge: second.challenge, code: await codeFor(secret) }, newClient())).status).toBe(200);
  });

  test("a recovery code signs in once, and says how many are left", async () => {
    const { email, codes } = await enrolledAdmin();
    const step = await passwordStep(email);
    const ok = await post("/api/auth/login/two-factor", { challenge: step.challenge, code: codes[3]!.toUpperCase() }, newClient());
    expect(ok.status).toBe(200);
    expect(await ok.json()).toMatchObject({ recoveryCodesLeft: 9 });

    const again = await passwordStep(email);
    const reused = await post("/api/auth/login/two-factor", { challenge: again.challenge, code: codes[3] }, newClient());
    expect(reused.status).toBe(401);
    // Codes are per account: someone else's code is no good either.
    const other = await enrolledAdmin();
    expect((await post("/api/auth/login/two-factor", { challenge: again.challenge, code: other.codes[0] }, newClient())).status).toBe(401);
  });

  test("a challenge is not a session, expires, and dies with a password reset", async () => {
    const { email, secret } = await enrolledAdmin();
    const step = await passwordStep(email);
    expect((await server.request("/api/auth/me", { headers: { Authorization: `Bearer ${step.challenge}`, Cookie: `mhp_access=${step.challenge}` } })).status).toBe(401);

    clock.advance(11 * 60 * 1000);
    const late = await post("/api/auth/login/two-factor", { challenge: step.challenge, code: await codeFor(secret) }, newClient());
    expect(late.status).toBe(400);
    expect(await late.json()).toEqual({ message: m.twoFactorExpired });

    const fresh = await passwordStep(email);
    await post("/api/auth/forgot-password", { email }, newClient());
    const token = await tokenFromMail(server, email, "reset-password");
    expect((await post("/api/auth/reset-password", { token, newPassword: DEFAULT_PASSWORD }, newClient())).status).toBe(200);
    const afterReset = await post("/api/auth/login/two-factor", { challenge: fresh.challenge, code: await codeFor(secret) }, newClient());
    expect(afterReset.status).toBe(400);

    const forged = await post("/api/auth/login/two-factor", { challenge: "not.a.token", code: "123456" }, newClient());
    expect(forged.status).toBe(400);
    const missing = await post("/api/auth/login/two-factor", { code: "123456" }, newClient());
    expect(missing.status).toBe(400);
  });

  test("the code step shares the sign-in limiter: 40 parallel guesses, at most 5 checked, then even the right code waits", async () => {
    const { email, secret } = await enrolledAdmin();
    const client = newClient();
    const step = await passwordStep(email, client);
    const right = await codeFor(secret);
    const wrongCode = (i: number) => String((Number(right) + 1000 + i * 7919) % 1_000_000).padStart(6, "0");
    // Guesses only: a right code among them would sign in and give the attempts back, after which
    // guesses still in flight are checked too (harmless then: the guesser already had the code).
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) => post("/api/auth/login/two-factor", { challenge: step.challenge, code: wrongCode(i) }, client)),
    );
    const statuses = answers.map((r) => r.status);
    expect(statuses.filter((s) => s !== 429).length, statuses.join(",")).toBeLessThanOrEqual(5);
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(35);
    for (const r of answers.filter((a) => a.status === 429)) expect(await r.json()).toEqual({ message: m.loginRateLimited });
    // The limit holds for the right code too until the window has passed.
    const locked = await post("/api/auth/login/two-factor", { challenge: step.challenge, code: right }, client);
    expect(locked.status).toBe(429);
  });

  test("wrong codes from many addresses are limited per account too (10, then locked)", async () => {
    const { email, secret } = await enrolledAdmin();
    const right = await codeFor(secret);
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) {
      const client = newClient();
      const step = await passwordStep(email, client);
      const code = String((Number(right) + 1 + i) % 1_000_000).padStart(6, "0");
      statuses.push((await post("/api/auth/login/two-factor", { challenge: step.challenge, code }, client)).status);
    }
    expect(statuses.slice(0, 10).every((s) => s === 401)).toBe(true);
    // The tenth wrong code locked the second step (two-factor-hardening.test.ts), before the limiter's turn.
    expect(statuses.slice(10)).toEqual([423, 423]);
  });
});

describe("recovery codes and turning it off", () => {
  test("new recovery codes need a current code and replace the old ones", async () => {
    const { secret, codes, session } = await enrolledAdmin();
    expect((await post("/api/auth/two-factor/recovery-codes", { code: "000000" }, session.headers)).status).toBe(400);
    const made = await post("/api/auth/two-factor/recovery-codes", { code: await codeFor(secret) }, session.headers);
    expect(made.status).toBe(200);
    const fresh = ((await made.json()) as { recoveryCodes: string[] }).recoveryCodes;
    expect(fresh).toHaveLength(10);
    expect(fresh.some((c) => codes.includes(c))).toBe(false);
    // An old code no longer works for anything.
    expect((await post("/api/auth/two-factor/recovery-codes", { code: codes[0] }, session.headers)).status).toBe(400);
  });

  test("turning it off needs the password; afterwards sign-in is one step again", async () => {
    const { email, session, secret } = await enrolledAdmin();
    const wrong = await post("/api/auth/two-factor/disable", { password: "not my password", code: await codeFor(secret) }, session.headers);
    expect(wrong.status).toBe(400);
    expect(await wrong.json()).toEqual({ message: staffMessages.auth.currentPasswordIncorrect, errors: { password: staffMessages.auth.currentPasswordIncorrect } });
    const off = await post("/api/auth/two-factor/disable", { password: DEFAULT_PASSWORD, code: await codeFor(secret) }, session.headers);
    expect(off.status).toBe(200);
    const login = await post("/api/auth/login", { email, password: DEFAULT_PASSWORD }, newClient());
    expect(await login.json()).toMatchObject({ user: { email } });
    const [user] = await server.ctx.db.select().from(users).where(eq(users.email, email));
    expect(await server.ctx.db.select().from(recoveryCodes).where(eq(recoveryCodes.userId, user!.id))).toEqual([]);
  });
});

describe("the admin switch: two-factor sign-in required for every admin", () => {
  let owner: Awaited<ReturnType<typeof enrolledAdmin>>;
  let ownerSession: Session;

  beforeAll(async () => {
    owner = await enrolledAdmin();
    ownerSession = owner.session;
  });
  afterAll(async () => {
    await server.request("/api/admin/security", { method: "PUT", headers: ownerSession.headers, json: { requireAdminTwoFactor: false } });
  });

  test("only admins see or change it; an admin without two-factor sign-in cannot turn it on", async () => {
    const editor = await createStaff(server, "editor");
    expect((await server.request("/api/admin/security", { headers: editor.headers })).status).toBe(403);
    expect((await server.request("/api/admin/security", { method: "PUT", headers: editor.headers, json: { requireAdminTwoFactor: true } })).status).toBe(403);
    const plain = await signInAsAdmin(server);
    const refused = await server.request("/api/admin/security", { method: "PUT", headers: plain.headers, json: { requireAdminTwoFactor: true } });
    expect(refused.status).toBe(409);
    expect(await refused.json()).toEqual({ message: staffMessages.auth.requireTwoFactorOwnFirst });
    const bad = await server.request("/api/admin/security", { method: "PUT", headers: ownerSession.headers, json: { requireAdminTwoFactor: "yes" } });
    expect(bad.status).toBe(400);
    expect(await (await server.request("/api/admin/security", { headers: ownerSession.headers })).json()).toEqual({ requireAdminTwoFactor: false });
  });

  test("turning it on signs out admins without it; they must enrol after the password step; editors are not affected", async () => {
    const plainEmail = uniqueEmail("must-enrol");
    await createAdmin(server, plainEmail);
    const plain = await signIn(server, plainEmail, DEFAULT_PASSWORD);
    const editor = await createStaff(server, "editor");

    const on = await server.request("/api/admin/security", { method: "PUT", headers: ownerSession.headers, json: { requireAdminTwoFactor: true } });
    expect(on.status).toBe(200);
    expect(await on.json()).toMatchObject({ requireAdminTwoFactor: true });
    expect((await server.request("/api/auth/me", { headers: plain.headers })).status).toBe(401);
    expect((await server.request("/api/auth/me", { headers: ownerSession.headers })).status).toBe(200);
    expect((await server.request("/api/auth/me", { headers: editor.headers })).status).toBe(200);

    // Password step → enrolment (QR, key), no session until the first code.
    const step = await passwordStep(plainEmail);
    expect(step).toEqual({ twoFactor: "enrol", challenge: expect.any(String), enrolment: expect.objectContaining({ secret: expect.any(String) }) });
    const secret = step.enrolment!.secret;
    // The enrolment challenge is not a code-step challenge.
    expect((await post("/api/auth/login/two-factor", { challenge: step.challenge, code: await codeFor(secret) }, newClient())).status).toBe(400);
    expect((await post("/api/auth/login/enrol", { challenge: step.challenge, code: "000001" }, newClient())).status).toBe(401);
    const done = await post("/api/auth/login/enrol", { challenge: step.challenge, code: await codeFor(secret) }, newClient());
    expect(done.status).toBe(200);
    const body = (await done.json()) as { user: { email: string }; recoveryCodes: string[] };
    expect(body.user.email).toBe(plainEmail);
    expect(body.recoveryCodes).toHaveLength(10);
    const cookie = cookiesFrom(done);
    expect((await server.request("/api/auth/me", { headers: { Cookie: cookie } })).status).toBe(200);
    const mine = await server.request("/api/auth/two-factor", { headers: { Cookie: cookie } });
    expect(await mine.json()).toMatchObject({ enabled: true, required: true });
    // Required, so it cannot be turned off.
    const off = await post("/api/auth/two-factor/disable", { password: DEFAULT_PASSWORD, code: "000000" }, { Cookie: cookie, Origin: server.url });
    expect(off.status).toBe(409);
    expect(await off.json()).toEqual({ message: staffMessages.auth.twoFactorRequiredForYou });
    // Next time: the ordinary code step.
    nextPeriod();
    expect(await passwordStep(plainEmail)).toEqual({ twoFactor: "verify", challenge: expect.any(String) });

    // Editors still sign in with their password alone.
    const editorLogin = await post("/api/auth/login", { email: editor.email, password: DEFAULT_PASSWORD }, newClient());
    expect(await editorLogin.json()).toMatchObject({ user: { role: "editor" } });
  });

  test("an admin invitation accepted while it is required leads to enrolment, not a session", async () => {
    const email = uniqueEmail("invited-admin");
    const invited = await server.request("/api/admin/users/invitations", { method: "POST", headers: ownerSession.headers, json: { email, role: "admin" } });
    expect(invited.status).toBe(201);
    const token = await tokenFromMail(server, email, "accept-invite");
    const accepted = await post("/api/auth/accept-invite", { token, password: DEFAULT_PASSWORD }, newClient());
    expect(cookiesFrom(accepted)).toBe("");
    const body = (await accepted.json()) as { twoFactor: string; challenge: string; enrolment: Enrolment };
    expect(body.twoFactor).toBe("enrol");
    const done = await post("/api/auth/login/enrol", { challenge: body.challenge, code: await codeFor(body.enrolment.secret) }, newClient());
    expect(done.status).toBe(200);
  });

  test("an admin resets someone else's two-factor sign-in (lost phone); that user's sessions end", async () => {
    // Required now, so a new admin enrols at their first sign-in.
    const email = uniqueEmail("lost-phone");
    await createAdmin(server, email);
    const step = await passwordStep(email);
    const enrolled = await post("/api/auth/login/enrol", { challenge: step.challenge, code: await codeFor(step.enrolment!.secret) }, newClient());
    const other = sessionFrom(server, cookiesFrom(enrolled), ((await enrolled.json()) as { user: Session["user"] }).user);
    expect((await server.request("/api/auth/me", { headers: other.headers })).status).toBe(200);

    const reset = await server.request(`/api/admin/users/${other.user.id}/two-factor`, { method: "DELETE", headers: ownerSession.headers });
    expect(reset.status).toBe(200);
    expect(await reset.json()).toEqual({ message: staffMessages.auth.twoFactorReset });
    expect((await server.request("/api/auth/me", { headers: other.headers })).status).toBe(401);
    // Still required for admins: the next sign-in enrols again, with a new key.
    const again = await passwordStep(email);
    expect(again.twoFactor).toBe("enrol");
    expect(again.enrolment!.secret).not.toBe(step.enrolment!.secret);
    const self = await server.request(`/api/admin/users/${ownerSession.user.id}/two-factor`, { method: "DELETE", headers: ownerSession.headers });
    expect(self.status).toBe(409);
  });
});
