/**
 * Two-factor sign-in against someone who has (or once had) the password: a fresh enrolment secret
 * per attempt, bound to its challenge and gone with a password change or reset; a lockout after
 * ten wrong codes in an hour, with a mail, lifted by a password reset or an admin; secrets
 * encrypted at rest; turning it off needs a current code and ends the user's other sessions.
 */
import { and, desc, eq } from "drizzle-orm";
import { generate } from "otplib";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { mailOutbox, users } from "../../server/db/schema";
import * as messages from "@common/messages";
import { driver, startTestServer, testClock } from "../helpers/server";
import { cookiesFrom, createAdmin, DEFAULT_PASSWORD, sessionFrom, signIn, signInAsAdmin, tokenFromMail, uniqueEmail, type Session } from "../helpers/session";
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

const post = (path: string, json: unknown, headers: Record<string, string> = {}) => server.request(path, { method: "POST", json, headers });
const codeFor = (secret: string) => generate({ secret, epoch: Math.floor(clock.now().getTime() / 1000) });
const nextPeriod = () => clock.advance(30_000);
const userRow = async (email: string) => (await server.ctx.db.select().from(users).where(eq(users.email, email)))[0]!;

type Enrolment = { secret: string };
type PasswordStep = { twoFactor?: string; challenge?: string; enrolment?: Enrolment };

async function passwordStep(email: string, client = newClient()): Promise<PasswordStep> {
  const res = await post("/api/auth/login", { email, password: DEFAULT_PASSWORD }, client);
  expect(res.status).toBe(200);
  return (await res.json()) as PasswordStep;
}

async function enrolledAdmin() {
  const email = uniqueEmail("twofa-hard");
  await createAdmin(server, email);
  const session = await signIn(server, email, DEFAULT_PASSWORD);
  const enrolment = (await (await post("/api/auth/two-factor/setup", {}, session.headers)).json()) as Enrolment;
  const enabled = await post("/api/auth/two-factor/enable", { code: await codeFor(enrolment.secret) }, session.headers);
  expect(enabled.status).toBe(200);
  const cookie = [cookiesFrom(enabled), session.cookie.split("; ").find((c) => c.startsWith("mhp_refresh="))].join("; ");
  nextPeriod();
  return { email, secret: enrolment.secret, session: sessionFrom(server, cookie, session.user) };
}

async function resetPassword(email: string) {
  await post("/api/auth/forgot-password", { email }, newClient());
  const token = await tokenFromMail(server, email, "reset-password");
  expect((await post("/api/auth/reset-password", { token, newPassword: DEFAULT_PASSWORD }, newClient())).status).toBe(200);
}

describe(`enrolment demanded at sign-in (${driver})`, () => {
  let owner: Session;
  beforeAll(async () => {
    owner = (await enrolledAdmin()).session;
    expect((await server.request("/api/admin/security", { method: "PUT", headers: owner.headers, json: { requireAdminTwoFactor: true } })).status).toBe(200);
  });
  afterAll(async () => {
    await server.request("/api/admin/security", { method: "PUT", headers: owner.headers, json: { requireAdminTwoFactor: false } });
  });

  test("each attempt shows a fresh secret bound to its challenge; an earlier secret is worth nothing", async () => {
    const email = uniqueEmail("must-enrol");
    await createAdmin(server, email);
    const first = await passwordStep(email);
    const second = await passwordStep(email);
    expect(first.twoFactor).toBe("enrol");
    expect(second.enrolment!.secret).not.toBe(first.enrolment!.secret);
    // Whoever saw the first secret cannot finish with it: neither on its own challenge nor on the new one.
    const stale = await post("/api/auth/login/enrol", { challenge: first.challenge, code: await codeFor(first.enrolment!.secret) }, newClient());
    expect(stale.status).toBe(400);
    expect(await stale.json()).toEqual({ message: m.twoFactorExpired });
    const crossed = await post("/api/auth/login/enrol", { challenge: second.challenge, code: await codeFor(first.enrolment!.secret) }, newClient());
    expect(crossed.status).toBe(401);
    // The secret expires with its challenge.
    clock.advance(11 * 60 * 1000);
    const late = await post("/api/auth/login/enrol", { challenge: second.challenge, code: await codeFor(second.enrolment!.secret) }, newClient());
    expect(late.status).toBe(400);
    // A fresh attempt works.
    const third = await passwordStep(email);
    const done = await post("/api/auth/login/enrol", { challenge: third.challenge, code: await codeFor(third.enrolment!.secret) }, newClient());
    expect(done.status).toBe(200);
    nextPeriod();
  });

  test("a password reset clears a pending enrolment", async () => {
    const email = uniqueEmail("reset-enrol");
    await createAdmin(server, email);
    const seen = await passwordStep(email);
    expect((await userRow(email)).totpPendingSecret).not.toBeNull();
    await resetPassword(email);
    expect((await userRow(email)).totpPendingSecret).toBeNull();
    const after = await post("/api/auth/login/enrol", { challenge: seen.challenge, code: await codeFor(seen.enrolment!.secret) }, newClient());
    expect(after.status).toBe(400);
  });
});

describe(`enrolment while signed in (${driver})`, () => {
  test("each setup gives a fresh secret; a password change clears the pending one", async () => {
    const email = uniqueEmail("self-enrol");
    await createAdmin(server, email);
    const session = await signIn(server, email, DEFAULT_PASSWORD);
    const a = (await (await post("/api/auth/two-factor/setup", {}, session.headers)).json()) as Enrolment;
    const b = (await (await post("/api/auth/two-factor/setup", {}, session.headers)).json()) as Enrolment;
    expect(b.secret).not.toBe(a.secret);
    expect((await post("/api/auth/two-factor/enable", { code: await codeFor(a.secret) }, session.headers)).status).toBe(400);

    const changed = await post("/api/auth/change-password", { currentPassword: DEFAULT_PASSWORD, newPassword: DEFAULT_PASSWORD + " again" }, session.headers);
    expect(changed.status).toBe(200);
    expect((await userRow(email)).totpPendingSecret).toBeNull();
  });
});

describe(`lockout after ten wrong codes (${driver})`, () => {
  test("the tenth wrong code in an hour locks the second step, mails the user, and a password reset lifts it", async () => {
    const { email, secret } = await enrolledAdmin();
    const right = await codeFor(secret);
    for (let i = 0; i < 10; i++) {
      const step = await passwordStep(email);
      const code = String((Number(right) + 1 + i) % 1_000_000).padStart(6, "0");
      expect((await post("/api/auth/login/two-factor", { challenge: step.challenge, code }, newClient())).status).toBe(401);
      // Spread over the hour, past the 15-minute limiter.
      clock.advance(5 * 60 * 1000);
    }
    const row = await userRow(email);
    expect(row.totpLockedAt).not.toBeNull();
    const [mail] = await server.ctx.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.to, email), eq(mailOutbox.kind, "two_factor_locked")))
      .orderBy(desc(mailOutbox.createdAt));
    expect(mail).toBeDefined();

    // Even the right code is refused now, long after the limiter's window.
    clock.advance(60 * 60 * 1000);
    const step = await passwordStep(email);
    const locked = await post("/api/auth/login/two-factor", { challenge: step.challenge, code: await codeFor(secret) }, newClient());
    expect(locked.status).toBe(423);
    expect(await locked.json()).toEqual({ message: m.twoFactorLocked });

    await resetPassword(email);
    expect((await userRow(email)).totpLockedAt).toBeNull();
    nextPeriod();
    const again = await passwordStep(email);
    expect((await post("/api/auth/login/two-factor", { challenge: again.challenge, code: await codeFor(secret) }, newClient())).status).toBe(200);
  });

  test("an admin's reset of the user's two-factor sign-in clears the lockout", async () => {
    const { email } = await enrolledAdmin();
    const row = await userRow(email);
    await server.ctx.db.update(users).set({ totpLockedAt: clock.now() }).where(eq(users.id, row.id));
    const admin = await signInAsAdmin(server);
    const res = await server.request(`/api/admin/users/${row.id}/two-factor`, { method: "DELETE", headers: admin.headers });
    expect(res.status).toBeLessThan(300);
    expect((await userRow(email)).totpLockedAt).toBeNull();
  });
});

describe(`secrets at rest and turning it off (${driver})`, () => {
  test("the stored secret is encrypted, and a secret stored in the clear before is still read", async () => {
    const { email, secret } = await enrolledAdmin();
    const row = await userRow(email);
    expect(row.totpSecret).not.toContain(secret);
    expect(row.totpSecret).toMatch(/^v1:/);

    // A row from before encryption: the code still works (it is encrypted at the next start).
    await server.ctx.db.update(users).set({ totpSecret: secret }).where(eq(users.id, row.id));
    const step = await passwordStep(email);
    expect((await post("/api/auth/login/two-factor", { challenge: step.challenge, code: await codeFor(secret) }, newClient())).status).toBe(200);
    nextPeriod();
  });

  test("turning it off needs a current code besides the password, and ends the user's other sessions", async () => {
    const { email, secret, session } = await enrolledAdmin();
    // A second session, through both steps.
    const step = await passwordStep(email);
    const second = await post("/api/auth/login/two-factor", { challenge: step.challenge, code: await codeFor(secret) }, newClient());
    expect(second.status).toBe(200);
    const otherCookie = cookiesFrom(second);
    nextPeriod();

    const passwordOnly = await post("/api/auth/two-factor/disable", { password: DEFAULT_PASSWORD }, session.headers);
    expect(passwordOnly.status).toBe(400);
    expect(await passwordOnly.json()).toMatchObject({ errors: { code: expect.any(String) } });
    const wrongCode = await post("/api/auth/two-factor/disable", { password: DEFAULT_PASSWORD, code: "000000" }, session.headers);
    expect(wrongCode.status).toBe(400);
    expect(await wrongCode.json()).toEqual({ message: m.twoFactorInvalid, errors: { code: m.twoFactorInvalid } });
    const off = await post("/api/auth/two-factor/disable", { password: DEFAULT_PASSWORD, code: await codeFor(secret) }, session.headers);
    expect(off.status).toBe(200);
    // The session that turned it off continues; the other one has ended.
    expect((await server.request("/api/auth/me", { headers: { Cookie: cookiesFrom(off) || session.cookie } })).status).toBe(200);
    expect((await server.request("/api/auth/me", { headers: { Cookie: otherCookie } })).status).toBe(401);
  });
});
