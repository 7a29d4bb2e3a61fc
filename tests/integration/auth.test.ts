/**
 * Accounts and sessions over HTTP: create-admin, login, me, refresh rotation and reuse
 * detection, logout, forgot/reset/change password, rate limits, cross-site refusal, cookie flags,
 * argon2id parameters, and the access declaration of every /api route.
 */
import { eq } from "drizzle-orm";
import http from "node:http";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { createApi } from "../../server/api";
import { authService } from "../../server/auth/service";
import { passwordResetTokens, users } from "../../server/db/schema";
import * as messages from "@common/messages";
import * as staffMessages from "@common/staff-messages";
import { ROLES_FOR } from "@common/roles";
import { startTestServer, testClock, TEST_ADMIN_KEY } from "../helpers/server";
import {
  cookiesFrom,
  createAdmin,
  createStaff,
  DEFAULT_PASSWORD,
  latestMailTo,
  signIn,
  tokenFromMail,
  uniqueEmail,
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

async function newAdmin(password = DEFAULT_PASSWORD) {
  const email = uniqueEmail("admin");
  const user = await createAdmin(server, email, password);
  return { email, password, user };
}

const post = (path: string, json: unknown, headers: Record<string, string> = {}) =>
  server.request(path, { method: "POST", json, headers });

const cookieAttributes = (res: Response, name: string) =>
  res.headers.getSetCookie().find((c) => c.startsWith(`${name}=`)) ?? "";

describe("POST /api/auth/create-admin", () => {
  test("creates an admin (201) with an argon2id hash of at least 19 MiB and 2 passes", async () => {
    const email = uniqueEmail("first");
    const res = await post("/api/auth/create-admin", { email: ` ${email.toUpperCase()} `, password: DEFAULT_PASSWORD, adminKey: TEST_ADMIN_KEY });
    expect(res.status).toBe(201);
    const body = (await res.json()) as { user: { id: string; email: string; role: string } };
    // Without a name, one is made from the e-mail.
    expect(body.user).toEqual({ id: expect.any(String), email, name: expect.stringMatching(/^First/), role: "admin" });
    const [row] = await server.ctx.db.select().from(users).where(eq(users.id, body.user.id));
    const params = row!.passwordHash.match(/^\$argon2id\$v=19\$m=(\d+),t=(\d+),p=(\d+)\$/);
    expect(params).not.toBeNull();
    expect(Number(params![1])).toBeGreaterThanOrEqual(19 * 1024);
    expect(Number(params![2])).toBeGreaterThanOrEqual(2);
    expect(row!.passwordHash).not.toContain(DEFAULT_PASSWORD);
  });

  test("wrong key 403, existing e-mail 409, invalid body 400, each with a message", async () => {
    const { email } = await newAdmin();
    const client = newClient();
    const wrongKey = await post("/api/auth/create-admin", { email: uniqueEmail(), password: DEFAULT_PASSWORD, adminKey: "nope-nope-nope-nope" }, client);
    expect(wrongKey.status).toBe(403);
    expect(await wrongKey.json()).toEqual({ message: m.invalidAdminKey });

    const taken = await post("/api/auth/create-admin", { email, password: DEFAULT_PASSWORD, adminKey: TEST_ADMIN_KEY }, client);
    expect(taken.status).toBe(409);
    expect(await taken.json()).toEqual({ message: m.emailTaken });

    const short = await post("/api/auth/create-admin", { email: uniqueEmail(), password: "short", adminKey: TEST_ADMIN_KEY }, client);
    expect(short.status).toBe(400);
    expect(((await short.json()) as { message: string }).message).toBe(m.passwordMin);

    const missing = await post("/api/auth/create-admin", { email: "not-an-email" }, client);
    expect(missing.status).toBe(400);
    const body = (await missing.json()) as { message: string; errors: Record<string, string> };
    expect(body.errors.email).toBe(m.emailInvalid);
    expect(body.errors.adminKey).toBe(m.adminKeyRequired);
  });

  test("repeated wrong keys answer 429 with Retry-After", async () => {
    const client = newClient();
    let last: Response | undefined;
    for (let i = 0; i < 11; i++) {
      last = await post("/api/auth/create-admin", { email: uniqueEmail(), password: DEFAULT_PASSWORD, adminKey: `wrong-key-${i}-xxxxxxxx` }, client);
    }
    expect(last!.status).toBe(429);
    expect(Number(last!.headers.get("retry-after"))).toBeGreaterThan(0);
  });
});

describe("POST /api/auth/login", () => {
  test("answers {user} with httpOnly, SameSite=Lax, Path=/ cookies and records lastLoginAt", async () => {
    const { email, user } = await newAdmin();
    const res = await post("/api/auth/login", { email, password: DEFAULT_PASSWORD }, newClient());
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ user: { id: user.id, email, name: user.name, role: "admin" } });
    for (const name of ["mhp_access", "mhp_refresh"]) {
      const cookie = cookieAttributes(res, name);
      expect(cookie).toMatch(/HttpOnly/i);
      expect(cookie).toMatch(/SameSite=Lax/i);
      expect(cookie).toMatch(/Path=\//);
      expect(cookie).not.toMatch(/Secure/i); // PUBLIC_URL is http here
    }
    const refresh = cookieAttributes(res, "mhp_refresh").split(";")[0]!.split("=")[1]!;
    expect(Buffer.from(refresh, "base64url").length).toBeGreaterThanOrEqual(16);
    const [row] = await server.ctx.db.select().from(users).where(eq(users.id, user.id));
    expect(row!.lastLoginAt).toBeInstanceOf(Date);
  });

  test("wrong password and unknown e-mail give the same 401 in comparable time", async () => {
    const { email } = await newAdmin();
    const time = async (body: unknown) => {
      const started = performance.now();
      const res = await post("/api/auth/login", body, newClient());
      return { ms: performance.now() - started, status: res.status, text: await res.text() };
    };
    const wrong: number[] = [];
    const unknown: number[] = [];
    await time({ email: uniqueEmail("warm-up"), password: "wrong password here" });
    // Interleaved samples, so a busy machine slows both alike.
    for (let i = 0; i < 7; i++) {
      const a = await time({ email, password: "wrong password here" });
      const b = await time({ email: uniqueEmail("nobody"), password: "wrong password here" });
      expect(a.status).toBe(401);
      expect(b.status).toBe(401);
      expect(a.text).toBe(JSON.stringify({ message: m.invalidCredentials }));
      expect(b.text).toBe(a.text);
      wrong.push(a.ms);
      unknown.push(b.ms);
    }
    // The fastest of each: a busy machine only ever adds time, and other test files running
    // beside this one slowed random samples enough to move a median by half.
    const fastest = (xs: number[]) => Math.min(...xs);
    // Both run one argon2id verification: the unknown e-mail is not measurably faster.
    expect(fastest(unknown)).toBeGreaterThan(fastest(wrong) * 0.5);
  });

  test("malformed body 400; deactivated users cannot sign in", async () => {
    const bad = await post("/api/auth/login", { email: "nope", password: 5 }, newClient());
    expect(bad.status).toBe(400);
    const noBody = await server.request("/api/auth/login", { method: "POST", headers: { "Content-Type": "application/json" }, body: "{oops" });
    expect(noBody.status).toBe(400);

    const { email, user } = await newAdmin();
    await server.ctx.db.update(users).set({ isActive: false }).where(eq(users.id, user.id));
    const res = await post("/api/auth/login", { email, password: DEFAULT_PASSWORD }, newClient());
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ message: m.invalidCredentials });
  });

  test("repeated failures answer 429 with Retry-After per client and account; another client is not locked out", async () => {
    const { email } = await newAdmin();
    const attacker = newClient();
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      const res = await post("/api/auth/login", { email, password: `guess number ${i}` }, attacker);
      statuses.push(res.status);
      if (res.status === 429) {
        expect(Number(res.headers.get("retry-after"))).toBeGreaterThan(0);
        expect(await res.json()).toEqual({ message: m.loginRateLimited });
      }
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
    // Even the right password is refused from that client while it is blocked...
    expect((await post("/api/auth/login", { email, password: DEFAULT_PASSWORD }, attacker)).status).toBe(429);
    // ...but the real user elsewhere still gets in.
    expect((await post("/api/auth/login", { email, password: DEFAULT_PASSWORD }, newClient())).status).toBe(200);
  });

  test("passwords of 64+ characters are accepted whole, never truncated", async () => {
    const long = "a".repeat(100) + "-tail";
    const { email } = await newAdmin(long);
    expect((await post("/api/auth/login", { email, password: long }, newClient())).status).toBe(200);
    expect((await post("/api/auth/login", { email, password: "a".repeat(100) + "-TAIL" }, newClient())).status).toBe(401);
    expect((await post("/api/auth/login", { email, password: "a".repeat(72) }, newClient())).status).toBe(401);
  });
});

describe("sessions: me, refresh, logout", () => {
  test("me is 401 JSON without a session and 200 {user} with one", async () => {
    const anon = await server.request("/api/auth/me");
    expect(anon.status).toBe(401);
    expect(anon.headers.get("content-type")).toMatch(/json/);
    const { email, user } = await newAdmin();
    const s = await signIn(server, email, DEFAULT_PASSWORD);
    const me = await server.request("/api/auth/me", { headers: s.headers });
    expect(me.status).toBe(200);
    expect(await me.json()).toEqual({ user: { id: user.id, email, name: user.name, role: "admin" } });
  });

  test("refresh rotates the token; replaying a rotated token revokes the whole chain", async () => {
    const { email } = await newAdmin();
    const first = await signIn(server, email, DEFAULT_PASSWORD);
    const r1 = await post("/api/auth/refresh", undefined, first.headers);
    expect(r1.status).toBe(200);
    expect(((await r1.json()) as { user: { email: string } }).user.email).toBe(email);
    const second = cookiesFrom(r1);
    expect(second).toContain("mhp_refresh=");
    expect(second).not.toBe(first.cookie);
    const secondHeaders = { Cookie: second, Origin: server.url };
    expect((await server.request("/api/auth/me", { headers: secondHeaders })).status).toBe(200);

    // The stolen first token comes back: 401, cookies cleared, and the chain is dead.
    const replay = await post("/api/auth/refresh", undefined, first.headers);
    expect(replay.status).toBe(401);
    expect(cookieAttributes(replay, "mhp_refresh")).toMatch(/Expires=Thu, 01 Jan 1970|Max-Age=0/);
    expect((await post("/api/auth/refresh", undefined, secondHeaders)).status).toBe(401);
    expect((await server.request("/api/auth/me", { headers: secondHeaders })).status).toBe(401);
  });

  test("refresh without a cookie or with an expired one is 401", async () => {
    expect((await post("/api/auth/refresh", undefined)).status).toBe(401);
    const { email } = await newAdmin();
    const s = await signIn(server, email, DEFAULT_PASSWORD);
    clock.advance(8 * 24 * 60 * 60 * 1000); // past the 7-day idle limit
    try {
      expect((await post("/api/auth/refresh", undefined, s.headers)).status).toBe(401);
    } finally {
      clock.set(new Date());
    }
  });

  test("the access token lapses after about 15 minutes and a refresh renews it", async () => {
    const { email } = await newAdmin();
    const s = await signIn(server, email, DEFAULT_PASSWORD);
    clock.advance(16 * 60 * 1000);
    try {
      expect((await server.request("/api/auth/me", { headers: s.headers })).status).toBe(401);
      const r = await post("/api/auth/refresh", undefined, s.headers);
      expect(r.status).toBe(200);
      expect((await server.request("/api/auth/me", { headers: { Cookie: cookiesFrom(r) } })).status).toBe(200);
    } finally {
      clock.set(new Date());
    }
  });

  test("logout revokes on the server: the replayed cookies get 401", async () => {
    const { email } = await newAdmin();
    const s = await signIn(server, email, DEFAULT_PASSWORD);
    const out = await post("/api/auth/logout", undefined, s.headers);
    expect(out.status).toBe(200);
    expect(cookieAttributes(out, "mhp_access")).toMatch(/Expires=Thu, 01 Jan 1970|Max-Age=0/);
    expect((await server.request("/api/auth/me", { headers: s.headers })).status).toBe(401);
    expect((await post("/api/auth/refresh", undefined, s.headers)).status).toBe(401);
    // Logging out without a session is harmless.
    expect((await post("/api/auth/logout", undefined)).status).toBe(200);
  });
});

describe("cross-site requests", () => {
  test("a cookie-authenticated write from another origin, or without JSON, is refused with 403", async () => {
    const { email } = await newAdmin();
    const s = await signIn(server, email, DEFAULT_PASSWORD);
    const evil = await server.request("/api/auth/logout", { method: "POST", headers: { Cookie: s.cookie, Origin: "https://evil.example" } });
    expect(evil.status).toBe(403);
    expect(await evil.json()).toEqual({ message: m.crossSite });
    const crossSite = await fetch(`${server.url}/api/auth/logout`, {
      method: "POST",
      headers: { Cookie: s.cookie, "Sec-Fetch-Site": "cross-site" },
    });
    expect(crossSite.status).toBe(403);
    // A sibling site (same registrable domain, other origin) is refused too, even with our Origin.
    const sibling = await fetch(`${server.url}/api/auth/logout`, {
      method: "POST",
      headers: { Cookie: s.cookie, Origin: server.url, "Sec-Fetch-Site": "same-site" },
    });
    expect(sibling.status).toBe(403);
    const form = await server.request("/api/auth/change-password", {
      method: "POST",
      headers: { ...s.headers, "Content-Type": "application/x-www-form-urlencoded" },
      body: "currentPassword=x&newPassword=yyyyyyyyyy",
    });
    expect(form.status).toBe(403);
    // The session survived all of that.
    expect((await server.request("/api/auth/me", { headers: s.headers })).status).toBe(200);
    // Same-origin by Sec-Fetch-Site (no Origin) is accepted.
    const sameSite = await fetch(`${server.url}/api/auth/logout`, {
      method: "POST",
      headers: { Cookie: s.cookie, "Sec-Fetch-Site": "same-origin" },
    });
    expect(sameSite.status).toBe(200);
  });

  test("a non-browser client (no Origin, no Sec-Fetch-Site) holding a session may write", async () => {
    const { email } = await newAdmin();
    const s = await signIn(server, email, DEFAULT_PASSWORD);
    const res = await fetch(`${server.url}/api/auth/change-password`, {
      method: "POST",
      headers: { Cookie: s.cookie, "Content-Type": "application/json" },
      body: JSON.stringify({ currentPassword: DEFAULT_PASSWORD, newPassword: "another-long-passphrase-2" }),
    });
    expect(res.status).toBe(200);
  });

  test("reads never change state: GET on a write route is not routed", async () => {
    const res = await server.request("/api/auth/logout");
    expect(res.status).toBe(404);
  });
});

describe("forgot and reset password", () => {
  test("the same 200 answer for known and unknown e-mails; a mail with a PUBLIC_URL link only for known ones", async () => {
    const { email } = await newAdmin();
    const known = await post("/api/auth/forgot-password", { email }, newClient());
    const unknownEmail = uniqueEmail("ghost");
    const unknown = await post("/api/auth/forgot-password", { email: unknownEmail }, newClient());
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    const knownText = await known.text();
    expect(knownText).toBe(await unknown.text());
    expect(JSON.parse(knownText)).toEqual({ message: m.forgotSuccess });
    await authService(server.ctx).settled();
    const mail = await latestMailTo(server, email);
    expect(mail?.kind).toBe("password_reset");
    expect(mail?.text).toContain(`${server.url}/reset-password?token=`);
    expect(await latestMailTo(server, unknownEmail)).toBeUndefined();
  });

  test("the link's origin comes from PUBLIC_URL, never from the Host header", async () => {
    const { email } = await newAdmin();
    const { port } = new URL(server.url);
    const status = await new Promise<number>((resolve, reject) => {
      const req = http.request(
        { host: "127.0.0.1", port, path: "/api/auth/forgot-password", method: "POST", headers: { Host: "evil.example", "Content-Type": "application/json" } },
        (res) => {
          res.resume();
          resolve(res.statusCode ?? 0);
        },
      );
      req.on("error", reject);
      req.end(JSON.stringify({ email }));
    });
    expect(status).toBe(200);
    await authService(server.ctx).settled();
    const mail = await latestMailTo(server, email);
    expect(mail?.text).toContain(`${server.url}/reset-password?token=`);
    expect(mail?.text).not.toContain("evil.example");
  });

  test("400 for a malformed e-mail; 429 with Retry-After when repeated", async () => {
    const bad = await post("/api/auth/forgot-password", { email: "not-an-email" }, newClient());
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { message: string }).message).toBe(m.forgotEmailInvalid);
    const email = uniqueEmail("spam");
    const client = newClient();
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await post("/api/auth/forgot-password", { email }, client)).status);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    const limited = await post("/api/auth/forgot-password", { email }, client);
    expect(limited.headers.get("retry-after")).toMatch(/^\d+$/);
    expect(await limited.json()).toEqual({ message: m.forgotRateLimited });
  });

  test("reset sets the password, uses the token up and ends every session", async () => {
    const { email } = await newAdmin();
    const before = await signIn(server, email, DEFAULT_PASSWORD);
    await post("/api/auth/forgot-password", { email }, newClient());
    const token = await tokenFromMail(server, email, "reset-password");
    const [stored] = await server.ctx.db.select().from(passwordResetTokens).orderBy(passwordResetTokens.createdAt);
    expect(stored!.token).not.toBe(token);
    expect(Buffer.from(token, "base64url").length).toBeGreaterThanOrEqual(16);

    const newPassword = "a whole new passphrase";
    const res = await post("/api/auth/reset-password", { token, newPassword }, newClient());
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ message: m.resetDone });

    expect((await server.request("/api/auth/me", { headers: before.headers })).status).toBe(401);
    expect((await post("/api/auth/refresh", undefined, before.headers)).status).toBe(401);
    expect((await post("/api/auth/login", { email, password: DEFAULT_PASSWORD }, newClient())).status).toBe(401);
    expect((await post("/api/auth/login", { email, password: newPassword }, newClient())).status).toBe(200);

    const again = await post("/api/auth/reset-password", { token, newPassword: "yet another password" }, newClient());
    expect(again.status).toBe(400);
    expect(await again.json()).toEqual({ message: m.resetInvalidToken });
  });

  test("a reset token expires after one hour; unknown tokens and short passwords are 400", async () => {
    const { email } = await newAdmin();
    await post("/api/auth/forgot-password", { email }, newClient());
    const token = await tokenFromMail(server, email, "reset-password");
    const short = await post("/api/auth/reset-password", { token, newPassword: "short" }, newClient());
    expect(short.status).toBe(400);
    expect(((await short.json()) as { message: string }).message).toBe(m.passwordMin);
    const missing = await post("/api/auth/reset-password", { newPassword: "long enough password" }, newClient());
    expect(((await missing.json()) as { message: string }).message).toBe(m.resetTokenRequired);
    const unknown = await post("/api/auth/reset-password", { token: "x".repeat(43), newPassword: "long enough password" }, newClient());
    expect(unknown.status).toBe(400);
    expect(await unknown.json()).toEqual({ message: m.resetInvalidToken });

    clock.advance(61 * 60 * 1000);
    try {
      const expired = await post("/api/auth/reset-password", { token, newPassword: "long enough password" }, newClient());
      expect(expired.status).toBe(400);
      expect(await expired.json()).toEqual({ message: m.resetInvalidToken });
    } finally {
      clock.set(new Date());
    }
  });
});

describe("POST /api/auth/change-password", () => {
  test("checks the current password, keeps this session and ends the others", async () => {
    const { email } = await newAdmin();
    const here = await signIn(server, email, DEFAULT_PASSWORD);
    const elsewhere = await signIn(server, email, DEFAULT_PASSWORD);

    const anon = await post("/api/auth/change-password", { currentPassword: DEFAULT_PASSWORD, newPassword: "new password 123" });
    expect(anon.status).toBe(401);
    const invalid = await post("/api/auth/change-password", { currentPassword: "", newPassword: "short" }, here.headers);
    expect(invalid.status).toBe(400);
    const errors = ((await invalid.json()) as { errors: Record<string, string> }).errors;
    expect(errors).toEqual({ currentPassword: staffMessages.auth.currentPasswordRequired, newPassword: m.passwordMin });
    const wrong = await post("/api/auth/change-password", { currentPassword: "not my password", newPassword: "new password 123" }, here.headers);
    expect(wrong.status).toBe(400);
    expect(((await wrong.json()) as { message: string }).message).toBe(staffMessages.auth.currentPasswordIncorrect);

    const ok = await post("/api/auth/change-password", { currentPassword: DEFAULT_PASSWORD, newPassword: "new password 123" }, here.headers);
    expect(ok.status).toBe(200);
    const renewed = { Cookie: `${cookiesFrom(ok)}; ${here.cookie.split("; ").find((c) => c.startsWith("mhp_refresh="))}`, Origin: server.url };
    expect((await server.request("/api/auth/me", { headers: renewed })).status).toBe(200);
    expect((await post("/api/auth/refresh", undefined, renewed)).status).toBe(200);
    expect((await server.request("/api/auth/me", { headers: elsewhere.headers })).status).toBe(401);
    expect((await post("/api/auth/refresh", undefined, elsewhere.headers)).status).toBe(401);
    expect((await post("/api/auth/login", { email, password: "new password 123" }, newClient())).status).toBe(200);
  });
});

describe("authorization of every /api route", () => {
  test("every route registered on the router declares public or one of the roles' rules", () => {
    const api = createApi(server.ctx);
    const declared = new Set(api.declarations.map((d) => `${d.method} ${d.path}`));
    const registered: string[] = [];
    for (const layer of api.router.stack as Array<{ route?: { path: string; methods: Record<string, boolean> } }>) {
      if (!layer.route) continue;
      for (const method of Object.keys(layer.route.methods)) registered.push(`${method.toUpperCase()} ${layer.route.path}`);
    }
    expect(registered.length).toBeGreaterThan(10);
    expect(registered.filter((r) => !declared.has(r))).toEqual([]);
    for (const d of api.declarations) expect(["public", ...Object.keys(ROLES_FOR)]).toContain(d.access);
  });

  test("anonymous calls to protected routes get 401 JSON; an editor on admin routes gets 403 JSON", async () => {
    const editor = await createStaff(server, "editor");
    const api = createApi(server.ctx);
    const concrete = (path: string) => path.replace(/:\w+/g, "00000000-0000-4000-8000-000000000000").replace(/\*\w*/g, "x");
    for (const d of api.declarations.filter((x) => x.access !== "public")) {
      const anon = await server.request(`/api${concrete(d.path)}`, { method: d.method });
      expect(anon.status, `${d.method} ${d.path} anonymous`).toBe(401);
      expect(anon.headers.get("content-type"), `${d.method} ${d.path}`).toMatch(/json/);
      if (d.access === "admin") {
        const denied = await server.request(`/api${concrete(d.path)}`, { method: d.method, headers: editor.headers });
        expect(denied.status, `${d.method} ${d.path} as editor`).toBe(403);
        expect(await denied.json()).toEqual({ message: expect.any(String) });
      }
    }
  });
});
