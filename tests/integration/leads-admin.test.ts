/** Lead administration API: list, status, CSV export; admin only. */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { leads } from "../../server/db/schema";
import { startTestServer, type TestServer } from "../helpers/server";
import { createStaff, signInAsAdmin, type Session } from "../helpers/session";

let server: TestServer & { cleanup(): Promise<void> };
let admin: Session;
let editor: Session;

const MISSING = "00000000-0000-4000-8000-000000000000";

async function insertLead(values: Partial<typeof leads.$inferInsert> & { firstName: string; createdAt?: Date }) {
  const [row] = await server.ctx.db
    .insert(leads)
    .values({ lastName: "Tester", email: "lead@example.com", phone: "802-555-0100", serviceType: "Heat Pump Installation", ...values })
    .returning();
  return row!;
}

beforeAll(async () => {
  server = await startTestServer();
  admin = await signInAsAdmin(server);
  editor = await createStaff(server, "editor");
});
afterAll(async () => server?.cleanup());

describe("access", () => {
  const calls: [string, string, unknown?][] = [
    ["GET", "/api/leads"],
    ["GET", "/api/leads/export.csv"],
    ["PATCH", `/api/leads/${MISSING}/status`, { status: "Pending" }],
  ];
  it.each(calls)("%s %s answers 401 without a session and 403 for an editor", async (method, path, json) => {
    const anon = await server.request(path, { method, json });
    expect(anon.status).toBe(401);
    expect(await anon.json()).toHaveProperty("message");
    const asEditor = await server.request(path, { method, json, headers: editor.headers });
    expect(asEditor.status).toBe(403);
    expect(await asEditor.json()).toHaveProperty("message");
  });
});

describe("GET /api/leads", () => {
  it("lists leads newest first, without spam unless asked for", async () => {
    const older = await insertLead({ firstName: "Older", createdAt: new Date("2026-01-01T10:00:00Z") });
    const newer = await insertLead({ firstName: "Newer", createdAt: new Date("2026-01-02T10:00:00Z") });
    const spam = await insertLead({ firstName: "Spammy", isSpam: true, createdAt: new Date("2026-01-03T10:00:00Z") });

    const res = await server.request("/api/leads", { headers: admin.headers });
    expect(res.status).toBe(200);
    const list = (await res.json()) as { id: string; firstName: string; status: string; contactId: string | null; createdAt: string }[];
    const ids = list.map((l) => l.id);
    expect(ids).not.toContain(spam.id);
    expect(ids.indexOf(newer.id)).toBeLessThan(ids.indexOf(older.id));
    const item = list.find((l) => l.id === newer.id)!;
    expect(item).toMatchObject({ firstName: "Newer", status: "Lead", contactId: null, createdAt: "2026-01-02T10:00:00.000Z" });

    const spamRes = await server.request("/api/leads?spam=true", { headers: admin.headers });
    const spamList = (await spamRes.json()) as { id: string }[];
    expect(spamList.map((l) => l.id)).toEqual([spam.id]);
  });
});

describe("PATCH /api/leads/{id}/status", () => {
  it("changes the status freely among Lead, Pending, Active, Completed", async () => {
    const lead = await insertLead({ firstName: "Status" });
    for (const status of ["Pending", "Active", "Completed", "Lead", "Active"]) {
      const res = await server.request(`/api/leads/${lead.id}/status`, { method: "PATCH", headers: admin.headers, json: { status } });
      expect(res.status).toBe(200);
      expect(((await res.json()) as { status: string }).status).toBe(status);
    }
    const [row] = await server.ctx.db.select().from(leads).where(eq(leads.id, lead.id));
    expect(row!.status).toBe("Active");
  });

  it("refuses a status outside the list with 400 and a field error", async () => {
    const lead = await insertLead({ firstName: "Bad" });
    for (const json of [{ status: "Closed" }, { status: "pending" }, {}, { status: 3 }]) {
      const res = await server.request(`/api/leads/${lead.id}/status`, { method: "PATCH", headers: admin.headers, json });
      expect(res.status).toBe(400);
      const body = (await res.json()) as { message: string; errors: Record<string, string> };
      expect(body.errors.status).toBe("Status must be one of: Lead, Pending, Active, Completed");
    }
  });

  it("answers 404 for an unknown or malformed id", async () => {
    for (const id of [MISSING, "not-a-uuid"]) {
      const res = await server.request(`/api/leads/${id}/status`, { method: "PATCH", headers: admin.headers, json: { status: "Pending" } });
      expect(res.status).toBe(404);
      expect(await res.json()).toEqual({ message: "Lead not found" });
    }
  });
});

describe("GET /api/leads/export.csv", () => {
  it("downloads a spreadsheet-safe CSV attachment", async () => {
    await insertLead({ firstName: "=HYPERLINK(\"http://evil\")", lastName: "O'Brien, Jr.", message: "Line one\nline \"two\"", phone: "+1 802 555 0199" });
    await insertLead({ firstName: "Semi", lastName: "Colon", message: "x;=cmd|' /C calc'!A0" });
    const res = await server.request("/api/leads/export.csv", { headers: admin.headers });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^text\/csv/);
    expect(res.headers.get("content-disposition")).toMatch(/^attachment; filename="leads-\d{4}-\d{2}-\d{2}\.csv"$/);
    const text = await res.text();
    const [header] = text.replace(/^\uFEFF/, "").split("\r\n");
    expect(header).toBe(
      ["Created", "First Name", "Last Name", "Email", "Phone", "Service", "Message", "Location", "Status", "Source", "Page", "Converted to Contact"]
        .map((h) => `"${h}"`)
        .join(","),
    );
    expect(text).toContain(`"'=HYPERLINK(""http://evil"")","O'Brien, Jr."`);
    expect(text).toContain(`"Line one\nline ""two"""`);
    expect(text).toContain(`"'+1 802 555 0199"`);
    // A formula after a separator stays in its quoted cell and is shown as text.
    expect(text).toContain(`"x;'=cmd|' /C calc'!A0"`);
    expect(text).not.toContain("Spammy");
  });
});
