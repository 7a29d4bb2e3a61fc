/**
 * Account hardening over HTTP: sign-in limits that parallel guesses cannot pass, a forgot-password
 * answer that does no account-dependent work before it is sent, and staff invitations that can be
 * listed, revoked, and die with their inviter's admin rights.
 */
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { authService } from "../../server/auth/service";
import { userInvitations, users } from "../../server/db/schema";
import * as messages from "@common/messages";
import * as staffMessages from "@common/staff-messages";
import { startTestServer, testClock } from "../helpers/server";
import {
  cookiesFrom,
  createAdmin,
  createStaff,
  DEFAULT_PASSWORD,
  latestMailTo,
  signInAsAdmin,
  tokenFromMail,
  uniqueEmail,
  type Session,
} from "../helpers/session";
import { newClient } from "../helpers/client";

const m = messages.auth;
type Server = Awaited<ReturnType<typeof startTestServer>>;
let server: Server;
let admin: Session;
const clock = testClock();


beforeAll(async () => {
  server = await startTestServer({ clock, env: { TRUST_PROXY: "loopback" } });
  admin = await signInAsAdmin(server);
});
afterAll(async () => {
  await server?.cleanup();
});

const post = (path: string, json: unknown, headers: Record<string, string> = {}) =>
  server.request(path, { method: "POST", json, headers });

describe("sign-in limits under parallel guesses", () => {
  test("40 parallel guesses from one address, the right password among them: at most 5 are evaluated, the rest 429", async () => {
    const email = uniqueEmail("target");
    await createAdmin(server, email);
    const attacker = newClient();
    const passwords = Array.from({ length: 40 }, (_, i) => (i === 6 || i === 10 || i === 20 ? DEFAULT_PASSWORD : `wrong guess number ${i}`));
    const answers = await Promise.all(passwords.map((password) => post("/api/auth/login", { email, password }, attacker)));
    const statuses = answers.map((r) => r.status);
    const evaluated = statuses.filter((s) => s !== 429);
    // Only attempts counted within the limit reach the password hash; every other is refused first.
    expect(evaluated.length).toBeLessThanOrEqual(5);
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(35);
    for (const r of answers.filter((a) => a.status === 429)) {
      expect(Number(r.headers.get("retry-after"))).toBeGreaterThan(0);
      expect(await r.json()).toEqual({ message: m.loginRateLimited });
    }
    // The address stays blocked even for the right password; the owner elsewhere gets in.
    expect((await post("/api/auth/login", { email, password: DEFAULT_PASSWORD }, attacker)).status).toBe(429);
    expect((await post("/api/auth/login", { email, password: DEFAULT_PASSWORD }, newClient())).status).toBe(200);
  });

  test("120 parallel wrong sign-ins to many accounts from one address: at most 50 are hashed", async () => {
    const attacker = newClient();
    const answers = await Promise.all(
      Array.from({ length: 120 }, (_, i) => post("/api/auth/login", { email: `nobody-${i}@mansfield.test`, password: "wrong password" }, attacker)),
    );
    const statuses = answers.map((r) => r.status);
    expect(statuses.filter((s) => s === 401).length).toBeLessThanOrEqual(50);
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(70);
    expect(statuses.every((s) => s === 401 || s === 429)).toBe(true);
  });

  test("right passwords are given back: many sign-ins in a row from one address all succeed", async () => {
    const email = uniqueEmail("regular");
    await createAdmin(server, email);
    const client = newClient();
    for (let i = 0; i < 8; i++) expect((await post("/api/auth/login", { email, password: DEFAULT_PASSWORD }, client)).status).toBe(200);
    // Four failures, then the right password: still allowed, and it clears the count.
    for (let i = 0; i < 4; i++) expect((await post("/api/auth/login", { email, password: `wrong password ${i}` }, client)).status).toBe(401);
    expect((await post("/api/auth/login", { email, password: DEFAULT_PASSWORD }, client)).status).toBe(200);
    for (let i = 0; i < 4; i++) expect((await post("/api/auth/login", { email, password: `wrong again ${i}!` }, client)).status).toBe(401);
  });

  test("change-password: parallel wrong current passwords cannot pass its limit of 5", async () => {
    const staff = await createStaff(server, "editor");
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        post("/api/auth/change-password", { currentPassword: i === 9 ? DEFAULT_PASSWORD : `wrong ${i}`, newPassword: "a brand new password" }, staff.headers),
      ),
    );
    expect(answers.filter((r) => r.status !== 429).length).toBeLessThanOrEqual(5);
  });
});

describe("forgot password tells nothing about which e-mails have accounts", () => {
  test("known and unknown addresses get the same answer without waiting on the database", async () => {
    const email = uniqueEmail("forgetful");
    await createAdmin(server, email);
    const unknownEmail = uniqueEmail("ghost");

    // Hold the users table (and, on the embedded database, the whole connection) while both
    // requests are answered: an answer that waited for the account lookup could not arrive.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let taken!: () => void;
    const lockTaken = new Promise<void>((resolve) => (taken = resolve));
    const holder = server.ctx.db.transaction(async (tx) => {
      await tx.execute(sql`lock table users in access exclusive mode`);
      taken();
      await held;
    });
    await lockTaken;
    let known: Response, unknown: Response;
    try {
      [known, unknown] = await Promise.all([
        post("/api/auth/forgot-password", { email }, newClient()),
        post("/api/auth/forgot-password", { email: unknownEmail }, newClient()),
      ]);
    } finally {
      release();
      await holder;
    }
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    expect(await known.text()).toBe(await unknown.text());
    expect([...known.headers.keys()].sort()).toEqual([...unknown.headers.keys()].sort());

    // The link is made after the answer, for the known address only.
    await authService(server.ctx).settled();
    expect((await latestMailTo(server, email))?.kind).toBe("password_reset");
    expect(await latestMailTo(server, unknownEmail)).toBeUndefined();
  });
});

describe("staff invitations", () => {
  const invite = (email: string, role: string, headers = admin.headers) =>
    server.request("/api/admin/users/invitations", { method: "POST", headers, json: { email, role } });
  const listInvitations = async (headers = admin.headers) => {
    const res = await server.request("/api/admin/users/invitations", { headers });
    expect(res.status).toBe(200);
    return (await res.json()) as Array<{ id: string; email: string; role: string; invitedBy: string | null; expiresAt: string; createdAt: string }>;
  };
  const accept = (token: string) => post("/api/auth/accept-invite", { token, password: DEFAULT_PASSWORD });

  test("pending invitations are listed for admins only, with who sent them; accepted ones leave the list", async () => {
    const email = uniqueEmail("pending");
    expect((await invite(email, "editor")).status).toBe(201);
    const row = (await listInvitations()).find((i) => i.email === email);
    expect(row).toEqual({
      id: expect.any(String),
      email,
      name: null,
      role: "editor",
      invitedBy: admin.user.email,
      invitedByName: admin.user.name,
      createdAt: expect.any(String),
      expiresAt: expect.any(String),
    });
    expect(JSON.stringify(await listInvitations())).not.toMatch(/token/i);

    const editor = await createStaff(server, "editor");
    expect((await server.request("/api/admin/users/invitations", { headers: editor.headers })).status).toBe(403);
    expect((await server.request("/api/admin/users/invitations")).status).toBe(401);

    expect((await accept(await tokenFromMail(server, email, "accept-invite"))).status).toBe(201);
    expect((await listInvitations()).some((i) => i.email === email)).toBe(false);
  });

  test("a revoked invitation leaves the list and its link stops working", async () => {
    const email = uniqueEmail("revoked");
    await invite(email, "admin");
    const token = await tokenFromMail(server, email, "accept-invite");
    const { id } = (await listInvitations()).find((i) => i.email === email)!;

    const revoked = await server.request(`/api/admin/users/invitations/${id}`, { method: "DELETE", headers: admin.headers });
    expect(revoked.status).toBe(200);
    expect(await revoked.json()).toEqual({ message: staffMessages.dashboard.invitationRevoked, id });
    expect((await listInvitations()).some((i) => i.email === email)).toBe(false);

    const refused = await accept(token);
    expect(refused.status).toBe(400);
    expect(await refused.json()).toEqual({ message: m.inviteInvalid });
    const again = await server.request(`/api/admin/users/invitations/${id}`, { method: "DELETE", headers: admin.headers });
    expect(again.status).toBe(404);
    expect(await again.json()).toEqual({ message: staffMessages.dashboard.invitationNotFound });
    const [row] = await server.ctx.db.select().from(users).where(eq(users.email, email));
    expect(row).toBeUndefined();
  });

  test("deactivating an admin revokes the invitations they sent", async () => {
    const other = await createStaff(server, "admin");
    const email = uniqueEmail("orphan");
    expect((await invite(email, "admin", other.headers)).status).toBe(201);
    const token = await tokenFromMail(server, email, "accept-invite");
    expect((await listInvitations()).find((i) => i.email === email)?.invitedBy).toBe(other.email);

    const deactivated = await server.request(`/api/admin/users/${other.user.id}`, { method: "PATCH", headers: admin.headers, json: { isActive: false } });
    expect(deactivated.status).toBe(200);
    expect((await listInvitations()).some((i) => i.email === email)).toBe(false);
    const refused = await accept(token);
    expect(refused.status).toBe(400);
    expect(await refused.json()).toEqual({ message: m.inviteInvalid });
    const [row] = await server.ctx.db.select().from(users).where(eq(users.email, email));
    expect(row).toBeUndefined();
  });

  test("demoting an admin to editor revokes their invitations too", async () => {
    const other = await createStaff(server, "admin");
    const email = uniqueEmail("demoted-inviter");
    await invite(email, "editor", other.headers);
    const token = await tokenFromMail(server, email, "accept-invite");
    await server.request(`/api/admin/users/${other.user.id}`, { method: "PATCH", headers: admin.headers, json: { role: "editor" } });
    expect((await accept(token)).status).toBe(400);
  });

  test("acceptance re-checks that the inviter is still an active admin", async () => {
    const other = await createStaff(server, "admin");
    const email = uniqueEmail("late");
    await invite(email, "admin", other.headers);
    const token = await tokenFromMail(server, email, "accept-invite");
    // Deactivated without the Team page (e.g. straight in the database): the invitation row is untouched...
    await server.ctx.db.update(users).set({ isActive: false }).where(eq(users.id, other.user.id));
    const [pending] = await server.ctx.db.select().from(userInvitations).where(eq(userInvitations.email, email));
    expect(pending!.revokedAt).toBeNull();
    // ...and acceptance still refuses it, creating no account and setting no cookie.
    const refused = await accept(token);
    expect(refused.status).toBe(400);
    expect(await refused.json()).toEqual({ message: m.inviteInvalid });
    expect(cookiesFrom(refused)).toBe("");
    const [row] = await server.ctx.db.select().from(users).where(eq(users.email, email));
    expect(row).toBeUndefined();
  });
});

const redisUrl = process.env.TEST_REDIS_URL;

describe.skipIf(!redisUrl)("sign-in limits shared through Redis", () => {
  let a: Server;
  let b: Server;
  beforeAll(async () => {
    const env = { REDIS_URL: redisUrl, TRUST_PROXY: "loopback" };
    // Two instances sharing the counters, as behind a load balancer (the account need not exist:
    // unknown addresses are counted and hashed like real ones).
    [a, b] = await Promise.all([startTestServer({ env }), startTestServer({ env })]);
    // Until its Redis connection is up, an instance counts in its own memory (the limiter's
    // insurance), which is not what this test is about: start the guessing once both are up.
    const deadline = Date.now() + 10_000;
    while ([a, b].some((s) => s.ctx.redis?.status !== "ready") && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
  });
  afterAll(async () => {
    await Promise.all([a?.cleanup(), b?.cleanup()]);
  });

  test("40 parallel guesses split over two instances: at most 5 evaluated in all", async () => {
    // An address and account no earlier run used: Redis keeps counters between runs.
    const ip = `10.${180 + Math.floor(Math.random() * 20)}.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
    const email = uniqueEmail("redis-target");
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        (i % 2 ? a : b).request("/api/auth/login", {
          method: "POST",
          json: { email, password: `wrong guess number ${i}` },
          headers: { "X-Forwarded-For": ip },
        }),
      ),
    );
    const statuses = answers.map((r) => r.status);
    expect(statuses.filter((s) => s === 401).length).toBeLessThanOrEqual(5);
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(35);
  });
});
