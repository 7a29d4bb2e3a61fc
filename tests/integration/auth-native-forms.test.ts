/**
 * The staff pages' forms sent by the browser itself (no JavaScript), over HTTP against the
 * production build: sign-in (with its two-factor and enrolment steps) sets the API's cookies and
 * answers 303 to the admin area; the other forms answer with their page's success state; refusals
 * come back as the page with the typed values (never a password) and each field's error; bad or
 * cross-site posts get a clear message, never a 500.
 */
import { eq } from "drizzle-orm";
import { generate } from "otplib";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { authService } from "../../server/auth/service";
import { users } from "../../server/db/schema";
import * as messages from "@common/messages";
import { RECOVERY_LEFT_COOKIE } from "../../app/features/auth/form-state";
import { startTestServer, testClock, TEST_ADMIN_KEY } from "../helpers/server";
import { cookiesFrom, createAdmin, DEFAULT_PASSWORD, signIn, signInAsAdmin, tokenFromMail, uniqueEmail } from "../helpers/session";
import { newClient } from "../helpers/client";

const m = messages.auth;
// A post that cannot be read is refused in the words of the shared form reader.
const n = messages.nativeForms;
type Server = Awaited<ReturnType<typeof startTestServer>>;
let server: Server;
const clock = testClock();


beforeAll(async () => {
  server = await startTestServer({ pages: true, clock, env: { TRUST_PROXY: "loopback" } });
});
afterAll(async () => {
  await server?.cleanup();
});

/** What a browser sends for a form post from our own page. */
function postForm(path: string, fields: Record<string, string>, headers: Record<string, string> = {}) {
  return server.request(path, {
    method: "POST",
    headers: {
      "Content-Type": "application/x-www-form-urlencoded",
      Accept: "text/html",
      "Sec-Fetch-Dest": "document",
      Referer: `${server.url}${path}`,
      ...newClient(),
      ...headers,
    },
    body: new URLSearchParams(fields).toString(),
  });
}

/** The escaped value React rendered into an input named `name`. */
function inputValue(html: string, name: string): string | undefined {
  const tag = html.match(new RegExp(`<input[^>]*name="${name}"[^>]*>`))?.[0];
  return tag?.match(/value="([^"]*)"/)?.[1];
}

const esc = (text: string) => text.replace(/&/g, "&amp;").replace(/'/g, "&#x27;").replace(/"/g, "&quot;");

const cookieAttributes = (res: Response, name: string) => res.headers.getSetCookie().find((c) => c.startsWith(`${name}=`)) ?? "";

describe("sign-in without JavaScript", () => {
  test("the right password: 303 to /admin/today with the same cookies the API sets", async () => {
    const email = uniqueEmail("native");
    await createAdmin(server, email);
    const res = await postForm("/login", { step: "password", email: email.toUpperCase(), password: DEFAULT_PASSWORD });
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe("/admin/today");
    const api = await server.request("/api/auth/login", { method: "POST", json: { email, password: DEFAULT_PASSWORD }, headers: newClient() });
    for (const name of ["mhp_access", "mhp_refresh"]) {
      const page = cookieAttributes(res, name);
      expect(page).toMatch(/HttpOnly/i);
      expect(page.split("; ").slice(1).filter((a) => !/^(Expires|Max-Age)=/i.test(a))).toEqual(
        cookieAttributes(api, name).split("; ").slice(1).filter((a) => !/^(Expires|Max-Age)=/i.test(a)),
      );
    }
    const me = await server.request("/api/auth/me", { headers: { Cookie: cookiesFrom(res) } });
    expect(me.status).toBe(200);
    expect(((await me.json()) as { user: { email: string } }).user.email).toBe(email);
    // And the admin page it lands on is the signed-in one.
    const admin = await server.request("/admin", { headers: { Cookie: cookiesFrom(res), Accept: "text/html" } });
    expect(await admin.text()).toMatch(/<h1[^>]*>Admin Dashboard<\/h1>/);
  });

  test("an editor lands on /admin/blog", async () => {
    const admin = await signInAsAdmin(server);
    const email = uniqueEmail("native-editor");
    await server.request("/api/admin/users/invitations", { method: "POST", headers: admin.headers, json: { email, role: "editor" } });
    const token = await tokenFromMail(server, email, "accept-invite");
    const res = await postForm(`/accept-invite?token=${encodeURIComponent(token)}`, { token, password: DEFAULT_PASSWORD, confirmPassword: DEFAULT_PASSWORD });
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe("/admin/blog");
    expect(cookiesFrom(res)).toMatch(/mhp_access=.*mhp_refresh=/);
    const login = await postForm("/login", { step: "password", email, password: DEFAULT_PASSWORD });
    expect(login.headers.get("location")).toBe("/admin/blog");
  });

  test("a wrong password: the page again with the message and the e-mail kept, never the password", async () => {
    const email = uniqueEmail("native-wrong");
    await createAdmin(server, email);
    const res = await postForm("/login", { step: "password", email, password: "not the password at all" });
    expect(res.status).toBe(401);
    expect(res.headers.getSetCookie()).toEqual([]);
    const html = await res.text();
    expect(html).toContain("Staff Sign In");
    expect(html).toContain(esc(m.loginInvalid));
    expect(inputValue(html, "email")).toBe(email);
    expect(html).not.toContain("not the password at all");
    expect(inputValue(html, "password") ?? "").toBe("");
  });

  test("invalid fields: each error beside its field, the typed e-mail kept", async () => {
    const res = await postForm("/login", { step: "password", email: "not-an-email", password: "short" });
    expect(res.status).toBe(400);
    const html = await res.text();
    expect(html).toMatch(new RegExp(`id="login-email-error"[^>]*>${esc(m.emailInvalid)}<`));
    expect(html).toMatch(new RegExp(`id="login-password-error"[^>]*>${esc(m.passwordMin)}<`));
    expect(inputValue(html, "email")).toBe("not-an-email");
    expect(html).not.toContain('value="short"');
  });

  test("too many attempts: 429 page with Retry-After and the message", async () => {
    const email = uniqueEmail("native-limited");
    await createAdmin(server, email);
    const client = newClient();
    let last: Response | undefined;
    for (let i = 0; i < 6; i++) last = await postForm("/login", { step: "password", email, password: `wrong password ${i}` }, client);
    expect(last!.status).toBe(429);
    expect(Number(last!.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await last!.text()).toContain(esc(m.loginRateLimited));
  });

  test("with two-factor sign-in: the code step comes back as a form; the right code signs in", async () => {
    const email = uniqueEmail("native-2fa");
    await createAdmin(server, email);
    const session = await signIn(server, email, DEFAULT_PASSWORD);
    const { secret } = (await (await server.request("/api/auth/two-factor/setup", { method: "POST", headers: session.headers, json: {} })).json()) as { secret: string };
    const epoch = () => Math.floor(clock.now().getTime() / 1000);
    await server.request("/api/auth/two-factor/enable", { method: "POST", headers: session.headers, json: { code: await generate({ secret, epoch: epoch() }) } });
    clock.advance(30_000);

    const first = await postForm("/login", { step: "password", email, password: DEFAULT_PASSWORD });
    expect(first.status).toBe(200);
    expect(first.headers.getSetCookie()).toEqual([]);
    const html = await first.text();
    expect(html).toContain(esc(m.twoFactorTitle));
    expect(inputValue(html, "step")).toBe("two-factor");
    const challenge = inputValue(html, "challenge")!;
    expect(challenge.length).toBeGreaterThan(20);

    const wrong = await postForm("/login", { step: "two-factor", challenge, code: "000000" === (await generate({ secret, epoch: epoch() })) ? "111111" : "000000" });
    expect(wrong.status).toBe(401);
    const wrongHtml = await wrong.text();
    expect(wrongHtml).toContain(esc(m.twoFactorInvalid));
    expect(inputValue(wrongHtml, "challenge")).toBe(challenge);

    const ok = await postForm("/login", { step: "two-factor", challenge, code: await generate({ secret, epoch: epoch() }) });
    expect(ok.status).toBe(303);
    expect(ok.headers.get("location")).toBe("/admin/today");
    expect((await server.request("/api/auth/me", { headers: { Cookie: cookiesFrom(ok) } })).status).toBe(200);

    const expired = await postForm("/login", { step: "two-factor", challenge: "forged", code: "123456" });
    expect(expired.status).toBe(400);
    expect(await expired.text()).toContain(esc(m.twoFactorExpired));
  });
});

describe("a sign-in with two-factor and a return path", () => {
  test("the code step carries the page asked for, and the right code lands there", async () => {
    const email = uniqueEmail("native-2fa-next");
    await createAdmin(server, email);
    const session = await signIn(server, email, DEFAULT_PASSWORD);
    const { secret } = (await (await server.request("/api/auth/two-factor/setup", { method: "POST", headers: session.headers, json: {} })).json()) as { secret: string };
    const epoch = () => Math.floor(clock.now().getTime() / 1000);
    await server.request("/api/auth/two-factor/enable", { method: "POST", headers: session.headers, json: { code: await generate({ secret, epoch: epoch() }) } });
    clock.advance(30_000);

    const next = "/admin?tab=crm";
    const first = await postForm("/login", { step: "password", email, password: DEFAULT_PASSWORD, next });
    expect(first.status).toBe(200);
    const html = (await first.text()).replaceAll("&amp;", "&");
    expect(inputValue(html, "step")).toBe("two-factor");
    expect(inputValue(html, "next")).toBe(next);
    const challenge = inputValue(html, "challenge")!;
    const ok = await postForm("/login", { step: "two-factor", challenge, code: await generate({ secret, epoch: epoch() }), next });
    expect(ok.status).toBe(303);
    expect(ok.headers.get("location")).toBe(next);
  });
});

describe("a sign-in with a recovery code", () => {
  test("either way the form is sent, the redirect carries the codes left for the back office's toast", async () => {
    const email = uniqueEmail("native-recovery");
    await createAdmin(server, email);
    const session = await signIn(server, email, DEFAULT_PASSWORD);
    const { secret } = (await (await server.request("/api/auth/two-factor/setup", { method: "POST", headers: session.headers, json: {} })).json()) as { secret: string };
    const epoch = Math.floor(clock.now().getTime() / 1000);
    const enabled = await server.request("/api/auth/two-factor/enable", { method: "POST", headers: session.headers, json: { code: await generate({ secret, epoch }) } });
    const { recoveryCodes: codes } = (await enabled.json()) as { recoveryCodes: string[] };

    const challengeOf = async () => inputValue(await (await postForm("/login", { step: "password", email, password: DEFAULT_PASSWORD })).text(), "challenge")!;
    const noticeOf = (res: Response) => res.headers.getSetCookie().find((c) => c.startsWith(`${RECOVERY_LEFT_COOKIE}=`));

    // Sent by the browser itself: 303 to the staff home with the notice beside the session cookies.
    const native = await postForm("/login", { step: "two-factor", challenge: await challengeOf(), code: codes[0]! });
    expect(native.status).toBe(303);
    expect(native.headers.get("location")).toBe("/admin/today");
    expect(noticeOf(native)).toMatch(new RegExp(`^${RECOVERY_LEFT_COOKIE}=9; Path=/admin; Max-Age=300; HttpOnly; SameSite=Lax$`));
    // The page it lands on says so without script (in <noscript>; with script, a toast) and clears the notice.
    const landing = await server.request("/admin/today", { headers: { Cookie: cookiesFrom(native), Accept: "text/html" } });
    expect(await landing.text()).toContain(`${m.recoveryUsedLeft} 9`);
    expect(noticeOf(landing)).toMatch(new RegExp(`^${RECOVERY_LEFT_COOKIE}=; Path=/admin; Max-Age=0;`));

    // Sent by React Router (the page's .data request): the same notice on its redirect.
    const fetched = await postForm("/login.data", { step: "two-factor", challenge: await challengeOf(), code: codes[1]! }, { Accept: "*/*", "Sec-Fetch-Dest": "empty" });
    expect(fetched.status).toBeLessThan(400);
    expect(noticeOf(fetched)).toMatch(new RegExp(`^${RECOVERY_LEFT_COOKIE}=8;`));
    // React Router's data request for that page carries the count and clears the notice too.
    const pageData = await server.request("/admin/today.data", { headers: { Cookie: cookiesFrom(fetched) } });
    expect(await pageData.text()).toContain('"recoveryCodesLeft",8');
    expect(noticeOf(pageData)).toMatch(new RegExp(`^${RECOVERY_LEFT_COOKIE}=; Path=/admin; Max-Age=0;`));

    // A sign-in with the app's code carries none.
    clock.advance(30_000);
    const plain = await postForm("/login", { step: "two-factor", challenge: await challengeOf(), code: await generate({ secret, epoch: Math.floor(clock.now().getTime() / 1000) }) });
    expect(plain.status).toBe(303);
    expect(noticeOf(plain)).toBeUndefined();
  });
});

describe("the other account forms without JavaScript", () => {
  test("forgot password: the Check Your Email page, the e-mail kept on an invalid one", async () => {
    const email = uniqueEmail("native-forgot");
    await createAdmin(server, email);
    const bad = await postForm("/forgot-password", { email: "nope" });
    expect(bad.status).toBe(400);
    const badHtml = await bad.text();
    expect(badHtml).toContain(esc(m.forgotEmailInvalid));
    expect(inputValue(badHtml, "email")).toBe("nope");

    const ok = await postForm("/forgot-password", { email });
    expect(ok.status).toBe(200);
    const html = await ok.text();
    expect(html).toContain(m.forgotCheckEmail);
    expect(html).toContain(esc(m.forgotSuccess));
    await authService(server.ctx).settled();
    expect(await tokenFromMail(server, email, "reset-password")).toBeTruthy();
  });

  test("reset password: mismatch shown beside the field; success page; the new password signs in", async () => {
    const email = uniqueEmail("native-reset");
    await createAdmin(server, email);
    await postForm("/forgot-password", { email });
    const token = await tokenFromMail(server, email, "reset-password");
    const path = `/reset-password?token=${encodeURIComponent(token)}`;

    const mismatch = await postForm(path, { token, password: "a new passphrase", confirmPassword: "something else" });
    expect(mismatch.status).toBe(400);
    const mismatchHtml = await mismatch.text();
    expect(mismatchHtml).toMatch(new RegExp(`id="reset-confirm-error"[^>]*>${esc(m.resetMismatch)}<`));
    expect(mismatchHtml).not.toContain("a new passphrase");
    expect(inputValue(mismatchHtml, "token")).toBe(token);

    const ok = await postForm(path, { token, password: "a new passphrase", confirmPassword: "a new passphrase" });
    expect(ok.status).toBe(200);
    expect(await ok.text()).toContain(m.resetSuccessTitle);
    const login = await postForm("/login", { step: "password", email, password: "a new passphrase" });
    expect(login.status).toBe(303);

    const reused = await postForm(path, { token, password: "another passphrase", confirmPassword: "another passphrase" });
    expect(reused.status).toBe(400);
    expect(await reused.text()).toContain(esc(m.resetInvalidToken));
  });

  test("register (before any account exists): the success message; a wrong key beside its field with the e-mail kept, never the key; closed after", async () => {
    // /register is open only while the site has no staff account: a fresh server of its own.
    const fresh = await startTestServer({ pages: true, env: { TRUST_PROXY: "loopback" } });
    const original = server;
    server = fresh;
    try {
      const email = uniqueEmail("native-register");
      const wrong = await postForm("/register", { email, password: DEFAULT_PASSWORD, adminKey: "not-the-admin-key-123" });
      expect(wrong.status).toBe(403);
      const wrongHtml = await wrong.text();
      expect(wrongHtml).toMatch(new RegExp(`id="register-adminKey-error"[^>]*>${esc(m.invalidAdminKey)}<`));
      expect(inputValue(wrongHtml, "email")).toBe(email);
      expect(wrongHtml).not.toContain("not-the-admin-key-123");
      expect(wrongHtml).not.toContain(DEFAULT_PASSWORD);

      const ok = await postForm("/register", { email, password: DEFAULT_PASSWORD, adminKey: TEST_ADMIN_KEY });
      expect(ok.status).toBe(201);
      expect(await ok.text()).toContain(esc(m.createAdminSuccess));
      const [row] = await server.ctx.db.select().from(users).where(eq(users.email, email));
      expect(row?.role).toBe("admin");

      // An account exists now: the page sends to sign-in, the post changes nothing.
      const again = await postForm("/register", { email: uniqueEmail("native-register"), password: DEFAULT_PASSWORD, adminKey: TEST_ADMIN_KEY });
      expect(again.status).toBe(303);
      expect(again.headers.get("location")).toBe("/login");
      expect((await server.ctx.db.select().from(users)).length).toBe(1);
    } finally {
      server = original;
      await fresh.cleanup();
    }
  });

  test("accept-invite: a mismatch beside the field; an unknown token says so", async () => {
    const mismatch = await postForm("/accept-invite?token=abc", { token: "abc", password: DEFAULT_PASSWORD, confirmPassword: "different one" });
    expect(mismatch.status).toBe(400);
    expect(await mismatch.text()).toMatch(new RegExp(`id="invite-confirm-error"[^>]*>${esc(m.resetMismatch)}<`));
    const unknown = await postForm("/accept-invite?token=abc", { token: "abc", password: DEFAULT_PASSWORD, confirmPassword: DEFAULT_PASSWORD });
    expect(unknown.status).toBe(400);
    expect(await unknown.text()).toContain(esc(m.inviteInvalid));
  });
});

describe("posts the pages refuse, with a clear message and never a 500", () => {
  test("from another site: 403 page, no cookies, nothing checked", async () => {
    const email = uniqueEmail("csrf");
    await createAdmin(server, email);
    // Another host in Origin: React Router refuses the action itself (400) before the page's check.
    for (const origin of ["https://evil.example", "null"]) {
      const res = await postForm("/login", { step: "password", email, password: DEFAULT_PASSWORD }, { Origin: origin, Referer: "https://evil.example/x" });
      expect(res.status).toBe(400);
      expect(res.headers.getSetCookie()).toEqual([]);
    }
    // What only the page's check sees: the browser's Sec-Fetch-Site, or a Referer without Origin.
    const crossSite: Array<Record<string, string>> = [{ "Sec-Fetch-Site": "cross-site" }, { Origin: "", Referer: "https://evil.example/login" }];
    for (const headers of crossSite) {
      const res = await postForm("/login", { step: "password", email, password: DEFAULT_PASSWORD }, headers);
      expect(res.status).toBe(403);
      expect(res.headers.getSetCookie()).toEqual([]);
      expect(await res.text()).toContain(esc(n.crossSite));
    }
    const forgot = await postForm("/forgot-password", { email }, { "Sec-Fetch-Site": "same-site" });
    expect(forgot.status).toBe(403);
    // From our own page (Sec-Fetch-Site same-origin, Origin ours): accepted.
    const own = await postForm("/login", { step: "password", email, password: DEFAULT_PASSWORD }, { "Sec-Fetch-Site": "same-origin", Origin: server.url });
    expect(own.status).toBe(303);
  });

  test("pages ask browsers to name our origin on their own posts, and nothing to other sites", async () => {
    // Under "no-referrer" a browser's native form post carries "Origin: null", which React Router refuses.
    const res = await server.request("/login", { headers: { Accept: "text/html" } });
    expect(res.headers.get("referrer-policy")).toBe("same-origin");
    const nullOrigin = await postForm("/login", { step: "password", email: "a@b.co", password: DEFAULT_PASSWORD }, { Origin: "null" });
    expect(nullOrigin.status).toBe(400);
  });

  test("an unknown field, a repeated field, an oversize body, another encoding", async () => {
    const unknown = await postForm("/login", { step: "password", email: "a@b.co", password: DEFAULT_PASSWORD, role: "admin" });
    expect(unknown.status).toBe(400);
    expect(await unknown.text()).toContain(esc(n.unknownField));

    const repeated = await server.request("/login", {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", ...newClient() },
      body: "email=a%40b.co&email=c%40d.co&password=xxxxxxxxx",
    });
    expect(repeated.status).toBe(400);
    expect(await repeated.text()).toContain(esc(n.malformed));

    const huge = await postForm("/forgot-password", { email: `${"a".repeat(70_000)}@b.co` });
    expect(huge.status).toBe(413);
    expect(await huge.text()).toContain(esc(n.tooLarge));

    for (const [type, body] of [
      ["text/plain", "email=a@b.co"],
      ["multipart/form-data; boundary=x", '--x\r\nContent-Disposition: form-data; name="email"\r\n\r\na@b.co\r\n--x--\r\n'],
      ["application/json", '{"email":"a@b.co"}'],
    ] as const) {
      const res = await server.request("/forgot-password", { method: "POST", headers: { "Content-Type": type, ...newClient() }, body });
      expect(res.status, type).toBe(415);
      expect(await res.text()).toContain(esc(n.malformed));
    }

    const garbage = await server.request("/reset-password?token=x", {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", ...newClient() },
      body: "%%%&&&===%zz&token=%E0%A4%A",
    });
    expect(garbage.status).toBeLessThan(500);
  });
});
