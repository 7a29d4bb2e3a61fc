/**
 * A back-office address survives a sign-in (needs the production build in BUILD_DIR): the guard's
 * button carries the page's path and query to /login, the form carries it in a hidden field, and
 * the browser's own post (no JavaScript) is answered with a 303 to it; anything that is not a
 * same-site path falls back to the staff home. Also: /admin/leads is the leads list.
 */
import { afterAll, beforeAll, expect, test } from "vitest";
import { startTestServer } from "../helpers/server";
import { DEFAULT_ADMIN_EMAIL, DEFAULT_PASSWORD, signInAsAdmin } from "../helpers/session";

type Server = Awaited<ReturnType<typeof startTestServer>>;
let server: Server;
const page = { Accept: "text/html", "Sec-Fetch-Dest": "document" };
let ip = 0;

beforeAll(async () => {
  server = await startTestServer({ pages: true, env: { TRUST_PROXY: "loopback" } });
  await signInAsAdmin(server);
});
afterAll(async () => {
  await server?.cleanup();
});

const decode = (html: string) => html.replaceAll("&amp;", "&").replaceAll("&#x27;", "'").replaceAll("&quot;", '"');

/** The sign-in form as the browser sends it without JavaScript, from /login?next=<next>. */
async function signInNatively(next: string | null, field: string | null = next) {
  ip += 1;
  const body = new URLSearchParams({ step: "password", email: DEFAULT_ADMIN_EMAIL, password: DEFAULT_PASSWORD });
  if (field !== null) body.set("next", field);
  const query = next === null ? "" : `?next=${encodeURIComponent(next)}`;
  return server.request(`/login${query}`, {
    method: "POST",
    redirect: "manual",
    headers: {
      ...page,
      "Content-Type": "application/x-www-form-urlencoded",
      Origin: server.url,
      "Sec-Fetch-Site": "same-origin",
      "X-Forwarded-For": `203.0.113.${ip}`,
    },
    body: body.toString(),
  });
}

test("signed out, a lead's page sends to /login with its path and query, and the form carries it", async () => {
  const lead = "/admin/leads/6c1f4f5e-8a55-4c1b-9a43-0c7f5b1d2e3a?from=alert";
  const guard = decode(await (await server.request(lead, { headers: page })).text());
  expect(guard).toContain("Authentication Required");
  expect(guard).toContain(`href="/login?next=${encodeURIComponent(lead)}"`);

  const login = decode(await (await server.request(`/login?next=${encodeURIComponent(lead)}`, { headers: page })).text());
  expect(login).toMatch(new RegExp(`<input type="hidden" name="next" value="${lead.replace(/[?]/g, "\\?")}"/>`));
});

test("the no-JavaScript sign-in answers 303 to the return path", async () => {
  const res = await signInNatively("/admin/leads/6c1f4f5e-8a55-4c1b-9a43-0c7f5b1d2e3a?from=alert");
  expect(res.status).toBe(303);
  expect(res.headers.get("location")).toBe("/admin/leads/6c1f4f5e-8a55-4c1b-9a43-0c7f5b1d2e3a?from=alert");
  // Without a return path: the staff home, as before.
  const plain = await signInNatively(null);
  expect(plain.status).toBe(303);
  expect(plain.headers.get("location")).toBe("/admin/today");
});

test.each(["//evil.example", "https://evil.example/admin", "/\\evil.example", "/\t/evil.example", "javascript:alert(1)", "admin", "/login?next=/login"])(
  "a hostile or foreign return path (%j) falls back to the staff home",
  async (next) => {
    const res = await signInNatively(next);
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe("/admin/today");
    // Not offered by the page either.
    const login = decode(await (await server.request(`/login?next=${encodeURIComponent(next)}`, { headers: page })).text());
    expect(login).not.toContain('name="next"');
  },
);

test("a signed-in visit to /login?next= goes straight to the return path", async () => {
  const admin = await signInAsAdmin(server);
  const res = await server.request(`/login?next=${encodeURIComponent("/admin?tab=crm")}`, { headers: { ...page, Cookie: admin.cookie }, redirect: "manual" });
  expect(res.status).toBe(302);
  expect(res.headers.get("location")).toBe("/admin?tab=crm");
});

test("/admin/leads is the leads list", async () => {
  const admin = await signInAsAdmin(server);
  const moved = await server.request("/admin/leads", { headers: { ...page, Cookie: admin.cookie }, redirect: "manual" });
  expect(moved.status).toBe(302);
  expect(moved.headers.get("location")).toBe("/admin");
  const res = await server.request(moved.headers.get("location")!, { headers: { ...page, Cookie: admin.cookie } });
  expect(res.status).toBe(200);
  const html = await res.text();
  expect(html).not.toContain("Not found");
  expect(html).toContain('id="lead-search"');
  expect(html).toMatch(/aria-current="page"[^>]*>Leads</);
});
