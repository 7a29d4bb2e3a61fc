/**
 * Server-rendered account pages and guards (needs the production build in BUILD_DIR): the login
 * page's redirect and noindex, the guard screens, and the transparent renewal of a lapsed access
 * token on a page navigation.
 */
import { afterAll, beforeAll, expect, test } from "vitest";
import { startTestServer, testClock } from "../helpers/server";
import { cookiesFrom, createStaff, signInAsAdmin } from "../helpers/session";

type Server = Awaited<ReturnType<typeof startTestServer>>;
let server: Server;
const clock = testClock();
const page = { Accept: "text/html", "Sec-Fetch-Dest": "document" };

beforeAll(async () => {
  server = await startTestServer({ pages: true, clock });
});
afterAll(async () => {
  await server?.cleanup();
});

const html = async (path: string, headers: Record<string, string> = {}) => {
  const res = await server.request(path, { headers: { ...page, ...headers } });
  return { res, text: await res.text() };
};

test("the login page is noindex, nofollow and redirects a signed-in user to /admin", async () => {
  const anon = await html("/login");
  expect(anon.res.status).toBe(200);
  expect(anon.text).toContain('<meta name="robots" content="noindex, nofollow"/>');
  const admin = await signInAsAdmin(server);
  const signedIn = await server.request("/login", { headers: { ...page, Cookie: admin.cookie } });
  expect(signedIn.status).toBe(302);
  expect(signedIn.headers.get("location")).toBe("/admin/today");
});

test("guards: Authentication Required when signed out, Access Denied for the wrong role", async () => {
  const anon = await html("/admin");
  expect(anon.text).toContain("Authentication Required");
  // The button to /login carries the page to come back to.
  expect(anon.text).toContain('href="/login?next=%2Fadmin"');
  expect(anon.text).not.toContain("Access Denied");

  const editor = await createStaff(server, "editor");
  const denied = await html("/admin", { Cookie: editor.cookie });
  expect(denied.text).toContain("Access Denied");
  expect(denied.text).toMatch(/Required role:.*admin/);
  expect(denied.text).toMatch(/Your role:.*editor/);
  expect(denied.text).toContain("Go to Home");
  const blog = await html("/admin/blog", { Cookie: editor.cookie });
  expect(blog.text).not.toContain("Access Denied");
  expect(blog.text).not.toContain("Authentication Required");
});

test("a page navigation renews a lapsed access token from the refresh cookie", async () => {
  const admin = await signInAsAdmin(server);
  clock.advance(20 * 60 * 1000);
  try {
    expect((await server.request("/api/auth/me", { headers: admin.headers })).status).toBe(401);
    const { res, text } = await html("/admin", { Cookie: admin.cookie });
    expect(res.status).toBe(200);
    expect(text).not.toContain("Authentication Required");
    expect(text).toMatch(/<h1[^>]*>Admin Dashboard<\/h1>/);
    const renewed = cookiesFrom(res);
    expect(renewed).toMatch(/mhp_access=/);
    expect(renewed).toMatch(/mhp_refresh=/);
    expect((await server.request("/api/auth/me", { headers: { Cookie: renewed } })).status).toBe(200);
    // API reads never rotate anything.
    const apiRead = await server.request("/api/auth/me", { headers: admin.headers });
    expect(apiRead.headers.getSetCookie()).toEqual([]);
  } finally {
    clock.set(new Date());
  }
});

test("reset-password without a token shows Invalid Reset Link", async () => {
  const { text } = await html("/reset-password");
  expect(text).toContain("Invalid Reset Link");
  expect(text).toContain("Invalid reset link. Please request a new password reset.");
  expect(text).toContain('href="/forgot-password"');
});
