/**
 * The jobs calendar feed over HTTP: an admin's private address lists the jobs (customer, address,
 * day) and parses with a real iCalendar parser (node-ical); a new address makes the old one 404;
 * a wrong, malformed or foreign token is a 404 that names nobody, and so is one signed with the raw
 * session secret (the feed signs with its own derived key, the previous secret's too while it rotates).
 */
import { createHmac } from "node:crypto";
import ical, { type VEvent } from "node-ical";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { feedToken, readFeedToken } from "../../server/calendar/feed";
import { driver, startTestServer, TEST_NEXT_SESSION_SECRET, TEST_SESSION_SECRET } from "../helpers/server";
import { createStaff, signIn, signInAsAdmin, type Session } from "../helpers/session";

type Server = Awaited<ReturnType<typeof startTestServer>>;
let server: Server;
let admin: Session;

beforeAll(async () => {
  server = await startTestServer();
  admin = await signInAsAdmin(server);
});
afterAll(async () => {
  await server?.cleanup();
});

const post = async (path: string, json: unknown) => {
  const res = await server.request(path, { method: "POST", headers: admin.headers, json });
  expect(res.status, await res.clone().text()).toBe(201);
  return (await res.json()) as { id: string };
};

const feedUrl = async (who: Session = admin) => {
  const res = await server.request("/api/calendar/feed", { headers: who.headers });
  expect(res.status).toBe(200);
  return ((await res.json()) as { url: string }).url;
};

/** What a calendar app does: fetch the address with no session. */
const fetchFeed = (url: string) => fetch(url);

const events = (text: string) => Object.values(ical.sync.parseICS(text)).filter((c): c is VEvent => c?.type === "VEVENT");

describe(`jobs calendar feed (${driver})`, () => {
  test("lists the jobs with customer, address and day; parses as iCalendar", async () => {
    const contact = await post("/api/crm/contacts", {
      firstName: "Iris",
      lastName: "Calloway",
      phone: "802-555-0170",
      email: "iris@example.com",
      address: "12 Maple Street",
      city: "Waterbury",
      zipCode: "05676",
    });
    await post(`/api/crm/contacts/${contact.id}/services`, {
      serviceType: "Heat Pump Installation",
      serviceCategory: "installation",
      title: "Install ducted heat pump",
      description: "Two-zone ducted system.",
      scheduledDate: "2026-12-03",
    });
    await post(`/api/crm/contacts/${contact.id}/services`, {
      serviceType: "Boiler Service",
      serviceCategory: "maintenance",
      title: "Annual boiler tune-up",
      description: "Clean and test.",
      status: "completed",
      completedDate: "2026-11-20",
    });

    const url = await feedUrl();
    expect(url).toMatch(new RegExp(`^${server.url}/api/calendar/jobs\\.ics\\?token=[\\w.-]+$`));
    const res = await fetchFeed(url);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^text\/calendar/);
    const text = await res.text();
    expect(text).toMatch(/^BEGIN:VCALENDAR\r\n/);
    expect(text).toContain("X-WR-TIMEZONE:America/New_York");

    const found = events(text);
    expect(found).toHaveLength(2);
    const install = found.find((e) => String(e.summary).includes("Install ducted heat pump"))!;
    expect(String(install.summary)).toBe("Install ducted heat pump · Iris Calloway");
    expect(String(install.location)).toBe("12 Maple Street, Waterbury, VT 05676");
    expect(install.datetype).toBe("date");
    expect(install.start.getFullYear()).toBe(2026);
    expect([install.start.getMonth() + 1, install.start.getDate()]).toEqual([12, 3]);
    expect(String(install.description)).toContain("Phone: 802-555-0170");
    expect(JSON.stringify(install.url)).toContain(`/admin/contacts/${contact.id}`);
    const done = found.find((e) => String(e.summary).includes("tune-up"))!;
    expect(String(done.summary)).toBe("Done: Annual boiler tune-up · Iris Calloway");
    expect([done.start.getMonth() + 1, done.start.getDate()]).toEqual([11, 20]);
  });

  test("a new address makes the old one a 404 with no staff data", async () => {
    const old = await feedUrl();
    expect(await feedUrl()).toBe(old);
    const renew = await server.request("/api/calendar/feed/renew", { method: "POST", headers: admin.headers });
    expect(renew.status).toBe(200);
    const fresh = ((await renew.json()) as { url: string }).url;
    expect(fresh).not.toBe(old);
    expect(await feedUrl()).toBe(fresh);

    const gone = await fetchFeed(old);
    expect(gone.status).toBe(404);
    const body = await gone.text();
    expect(body).not.toContain(admin.user.email);
    expect(body).not.toContain(admin.user.name);
    expect(body).not.toContain("BEGIN:VCALENDAR");
    expect((await fetchFeed(fresh)).status).toBe(200);
  });

  test("wrong, malformed and missing tokens are 404; editors have no feed; a deactivated admin's feed stops", async () => {
    const url = new URL(await feedUrl());
    const token = url.searchParams.get("token")!;
    const [payload, signature] = token.split(".");
    // The signature the feed had before it got a key of its own: the raw SESSION_SECRET's.
    const rawSecret = createHmac("sha256", server.ctx.config.sessionSecret)
      .update(`calendar-feed:${Buffer.from(payload!, "base64url").toString()}`)
      .digest()
      .subarray(0, 24)
      .toString("base64url");
    const tampered = [
      `${payload}.${rawSecret}`,
      `${payload}.${signature!.slice(0, -2)}AA`,
      `${Buffer.from(`${admin.user.id}.99`).toString("base64url")}.${signature}`,
      "not-a-token",
      `${payload}`,
      `${payload}.${signature}.extra`,
      "",
    ];
    for (const t of tampered) {
      const res = await fetch(`${server.url}/api/calendar/jobs.ics?token=${encodeURIComponent(t)}`);
      expect(res.status, t).toBe(404);
      expect(await res.text()).not.toContain(admin.user.email);
    }
    expect((await fetch(`${server.url}/api/calendar/jobs.ics`)).status).toBe(404);

    const editor = await createStaff(server, "editor");
    expect((await server.request("/api/calendar/feed", { headers: editor.headers })).status).toBe(403);

    const colleague = await createStaff(server, "admin");
    const theirs = await feedUrl(colleague);
    expect((await fetchFeed(theirs)).status).toBe(200);
    const off = await server.request(`/api/admin/users/${colleague.user.id}`, { method: "PATCH", headers: admin.headers, json: { isActive: false } });
    expect(off.status).toBe(200);
    expect((await fetchFeed(theirs)).status).toBe(404);
  });

  test("deactivation revokes an admin's API tokens and feed address for good: reactivating brings neither back", async () => {
    const colleague = await createStaff(server, "admin");
    const made = await server.request("/api/admin/api-tokens", { method: "POST", headers: colleague.headers, json: { name: "Their tool", scopes: ["leads:read"], expiresInDays: null } });
    expect(made.status).toBe(201);
    const { token } = (await made.json()) as { token: string };
    const withToken = () => fetch(`${server.url}/api/leads`, { headers: { Authorization: `Bearer ${token}` } });
    const theirs = await feedUrl(colleague);
    expect((await withToken()).status).toBe(200);
    expect((await fetchFeed(theirs)).status).toBe(200);

    const setActive = (isActive: boolean) => server.request(`/api/admin/users/${colleague.user.id}`, { method: "PATCH", headers: admin.headers, json: { isActive } });
    expect((await setActive(false)).status).toBe(200);
    expect((await withToken()).status).toBe(401);
    expect((await fetchFeed(theirs)).status).toBe(404);

    expect((await setActive(true)).status).toBe(200);
    expect((await withToken()).status).toBe(401);
    expect((await fetchFeed(theirs)).status).toBe(404);
    // Their list names the token revoked; a new feed address (after signing in again) opens.
    const again = await signIn(server, colleague.email, colleague.password);
    const list = (await (await server.request("/api/admin/api-tokens", { headers: again.headers })).json()) as { revokedAt: string | null; name: string }[];
    expect(list.find((t) => t.name === "Their tool")?.revokedAt).not.toBeNull();
    const fresh = await feedUrl(again);
    expect(fresh).not.toBe(theirs);
    expect((await fetchFeed(fresh)).status).toBe(200);
  });
});

test("a feed address made under the previous secret still opens during a rotation, and only then", () => {
  const userId = "0b7c1e8e-4f7a-4c55-9d7e-2b1f6a0c9d11";
  const token = feedToken({ sessionSecret: TEST_SESSION_SECRET, previousSessionSecret: undefined }, userId, 3);
  expect(readFeedToken({ sessionSecret: TEST_NEXT_SESSION_SECRET, previousSessionSecret: TEST_SESSION_SECRET }, token)).toEqual({ userId, version: 3 });
  expect(readFeedToken({ sessionSecret: TEST_NEXT_SESSION_SECRET, previousSessionSecret: undefined }, token)).toBeNull();
});
