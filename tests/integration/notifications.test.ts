/** Email Alerts API: recipients of new-lead alerts; admin only. */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mailOutbox } from "../../server/db/schema";
import { LEAD_ALERT_KIND } from "../../server/leads/alerts";
import { startTestServer, type TestServer } from "../helpers/server";
import { createStaff, signInAsAdmin, type Session } from "../helpers/session";

let server: TestServer & { cleanup(): Promise<void> };
let admin: Session;
let editor: Session;
const MISSING = "00000000-0000-4000-8000-000000000000";

const add = (json: unknown) => server.request("/api/notification-emails", { method: "POST", headers: admin.headers, json });

beforeAll(async () => {
  server = await startTestServer();
  admin = await signInAsAdmin(server);
  editor = await createStaff(server, "editor");
});
afterAll(async () => server?.cleanup());

describe("access: 401 anonymous, 403 editor", () => {
  const calls: [string, string, unknown?][] = [
    ["GET", "/api/notification-emails"],
    ["POST", "/api/notification-emails", { email: "a@example.com" }],
    ["PATCH", `/api/notification-emails/${MISSING}`, { isActive: false }],
    ["DELETE", `/api/notification-emails/${MISSING}`],
  ];
  it.each(calls)("%s %s", async (method, path, json) => {
    expect((await server.request(path, { method, json })).status).toBe(401);
    expect((await server.request(path, { method, json, headers: editor.headers })).status).toBe(403);
  });
});

describe("notification e-mails", () => {
  it("adds a recipient as an active lead_notification by default; name optional", async () => {
    const res = await add({ email: "Office@Example.com" });
    expect(res.status).toBe(201);
    expect(await res.json()).toMatchObject({ email: "office@example.com", name: null, type: "lead_notification", isActive: true });

    const named = await add({ email: "owner@example.com", name: "Owner", type: "lead_notification", isActive: true });
    expect(named.status).toBe(201);
    expect(await named.json()).toMatchObject({ name: "Owner" });

    const list = (await (await server.request("/api/notification-emails", { headers: admin.headers })).json()) as { email: string }[];
    expect(list.map((n) => n.email)).toEqual(expect.arrayContaining(["office@example.com", "owner@example.com"]));
  });

  it("refuses a duplicate with 409 and the message the dialog shows", async () => {
    await add({ email: "dupe@example.com" });
    const res = await add({ email: "DUPE@example.com " });
    expect(res.status).toBe(409);
    expect(await res.json()).toEqual({ message: "This email address is already receiving alerts" });
  });

  it("refuses a missing or malformed e-mail with 400 field errors", async () => {
    const missing = await add({ name: "No Email" });
    expect(missing.status).toBe(400);
    expect(((await missing.json()) as { errors: Record<string, string> }).errors.email).toBe("Email is required");
    const empty = await add({ email: "  " });
    expect(((await empty.json()) as { errors: Record<string, string> }).errors.email).toBe("Email is required");
    const bad = await add({ email: "not an email" });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { errors: Record<string, string> }).errors.email).toBe("Please enter a valid email address");
  });

  it("accepts any short type (trimmed, lower-case letters, digits, underscores); defaults to lead_notification", async () => {
    const digest = await add({ email: "digest@example.com", type: "weekly_digest" });
    expect(digest.status).toBe(201);
    expect(await digest.json()).toMatchObject({ email: "digest@example.com", type: "weekly_digest", isActive: true });
    const trimmed = await add({ email: "trimmed@example.com", type: "  service_reminder_2 " });
    expect(trimmed.status).toBe(201);
    expect(await trimmed.json()).toMatchObject({ type: "service_reminder_2" });
    const longest = await add({ email: "longest@example.com", type: "a".repeat(50) });
    expect(longest.status).toBe(201);

    for (const type of ["", "   ", "a".repeat(51), "Weekly", "weekly-digest", "weekly digest", "émail", 5, null]) {
      const res = await add({ email: "badtype@example.com", type });
      expect(res.status, `type ${JSON.stringify(type)}`).toBe(400);
      expect(((await res.json()) as { errors: Record<string, string> }).errors.type).toBeTruthy();
    }
  });

  it("only active lead_notification recipients get a new lead's alert", async () => {
    await add({ email: "alert-lead@example.com" });
    await add({ email: "alert-digest@example.com", type: "weekly_digest" });
    await add({ email: "alert-off@example.com", isActive: false });
    const lead = await server.request("/api/leads", {
      method: "POST",
      json: {
        firstName: "Typed",
        lastName: "Alerts",
        email: "typed.alerts@example.com",
        phone: "(802) 555-0177",
        serviceType: "Heat Pump Installation",
        message: "Checking who is alerted.",
        source: "website",
      },
    });
    expect(lead.status).toBe(201);
    const mails = await server.ctx.db.select().from(mailOutbox).where(eq(mailOutbox.kind, LEAD_ALERT_KIND));
    const to = mails.map((mail) => mail.to);
    expect(to).toContain("alert-lead@example.com");
    expect(to).not.toContain("alert-digest@example.com");
    expect(to).not.toContain("alert-off@example.com");
  });

  it("toggles active, deletes, and answers 404 for unknown ids", async () => {
    const created = (await (await add({ email: "toggle@example.com" })).json()) as { id: string };
    const off = await server.request(`/api/notification-emails/${created.id}`, { method: "PATCH", headers: admin.headers, json: { isActive: false } });
    expect(off.status).toBe(200);
    expect(((await off.json()) as { isActive: boolean }).isActive).toBe(false);
    const bad = await server.request(`/api/notification-emails/${created.id}`, { method: "PATCH", headers: admin.headers, json: { isActive: "no" } });
    expect(bad.status).toBe(400);
    const unknown = await server.request(`/api/notification-emails/${MISSING}`, { method: "PATCH", headers: admin.headers, json: { isActive: true } });
    expect(unknown.status).toBe(404);
    expect((await server.request(`/api/notification-emails/${created.id}`, { method: "DELETE", headers: admin.headers })).status).toBe(204);
    expect((await server.request(`/api/notification-emails/${created.id}`, { method: "DELETE", headers: admin.headers })).status).toBe(404);
    expect((await server.request("/api/notification-emails/xyz", { method: "DELETE", headers: admin.headers })).status).toBe(404);
  });
});
