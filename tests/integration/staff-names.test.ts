/**
 * Named staff over HTTP: a name at the first admin's creation (or one made from the e-mail), at
 * invitation and acceptance, editable by the person and by an admin, shown as the assignee, in
 * the lead's timeline and in the audit log. Leads are assigned only to staff who can open them.
 * The first admin becomes an alert recipient; later admins do not.
 */
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { notificationEmails } from "../../server/db/schema";
import * as messages from "@common/messages";
import * as staffMessages from "@common/staff-messages";
import { driver, startTestServer, TEST_ADMIN_KEY } from "../helpers/server";
import { createAdmin, createStaff, DEFAULT_PASSWORD, latestMailTo, signIn, tokenFromMail, uniqueEmail, type Session } from "../helpers/session";

type Server = Awaited<ReturnType<typeof startTestServer>>;
let server: Server;
let owner: Session;

beforeAll(async () => {
  server = await startTestServer();
  const res = await server.request("/api/auth/create-admin", {
    method: "POST",
    json: { email: "maple.owner@mansfield.test", name: "Maple Owner", password: DEFAULT_PASSWORD, adminKey: TEST_ADMIN_KEY },
  });
  expect(res.status).toBe(201);
  expect(((await res.json()) as { user: { name: string } }).user.name).toBe("Maple Owner");
  owner = await signIn(server, "maple.owner@mansfield.test", DEFAULT_PASSWORD);
});
afterAll(async () => {
  await server?.cleanup();
});

const newLead = async () => {
  const res = await server.request("/api/leads", {
    method: "POST",
    json: { firstName: "Nora", lastName: "Named", email: "nora@example.com", phone: "(802) 555-0100", serviceType: "Boiler Repair" },
  });
  expect(res.status).toBe(201);
  return ((await res.json()) as { id: string }).id;
};

describe(`named staff (${driver})`, () => {
  test("the first admin becomes an alert recipient (removable); a later admin does not", async () => {
    const rows = await server.ctx.db.select().from(notificationEmails);
    expect(rows).toEqual([expect.objectContaining({ email: "maple.owner@mansfield.test", name: "Maple Owner", isActive: true, type: "lead_notification" })]);
    await createAdmin(server, uniqueEmail("second-admin"));
    expect(await server.ctx.db.select().from(notificationEmails)).toHaveLength(1);
    // An ordinary row: the alerts list shows it and it can be removed.
    const list = (await (await server.request("/api/notification-emails", { headers: owner.headers })).json()) as Array<{ id: string; email: string }>;
    const row = list.find((r) => r.email === "maple.owner@mansfield.test")!;
    expect((await server.request(`/api/notification-emails/${row.id}`, { method: "DELETE", headers: owner.headers })).status).toBe(204);
    await server.ctx.db.insert(notificationEmails).values({ email: row.email, name: "Maple Owner" });
  });

  test("without a name, the account is named from its e-mail", async () => {
    const user = await createAdmin(server, "john.smith-ray@mansfield.test");
    expect(user.name).toBe("John Smith Ray");
  });

  test("the invitation's name is kept, or replaced by the one given when accepting", async () => {
    const casey = await createStaff(server, "admin", { name: "Casey Jones" });
    expect(casey.user.name).toBe("Casey Jones");

    const email = uniqueEmail("renamed");
    const invite = await server.request("/api/admin/users/invitations", { method: "POST", headers: owner.headers, json: { email, role: "editor", name: "Pat" } });
    expect(invite.status).toBe(201);
    expect(await invite.json()).toMatchObject({ email, role: "editor", name: "Pat" });
    const pending = (await (await server.request("/api/admin/users/invitations", { headers: owner.headers })).json()) as Array<Record<string, unknown>>;
    expect(pending.find((i) => i.email === email)).toMatchObject({ name: "Pat", invitedBy: "maple.owner@mansfield.test", invitedByName: "Maple Owner" });
    const token = await tokenFromMail(server, email, "accept-invite");
    const accepted = await server.request("/api/auth/accept-invite", { method: "POST", json: { token, password: DEFAULT_PASSWORD, name: "  Patricia Lee " } });
    expect(accepted.status).toBe(201);
    expect(((await accepted.json()) as { user: { name: string } }).user.name).toBe("Patricia Lee");
  });

  test("a staff member renames themselves; an admin renames anyone; the team list shows names and e-mails", async () => {
    const editor = await createStaff(server, "editor", { name: "Old Name" });
    const me = await server.request("/api/auth/me", { method: "PATCH", headers: editor.headers, json: { name: "Robin Fields" } });
    expect(me.status).toBe(200);
    expect(((await me.json()) as { user: { name: string } }).user).toMatchObject({ name: "Robin Fields", email: editor.email });
    expect(((await (await server.request("/api/auth/me", { headers: editor.headers })).json()) as { user: { name: string } }).user.name).toBe("Robin Fields");

    for (const name of ["", "   ", "x".repeat(81)]) {
      const bad = await server.request("/api/auth/me", { method: "PATCH", headers: editor.headers, json: { name } });
      expect(bad.status).toBe(400);
      expect(((await bad.json()) as { errors: Record<string, string> }).errors.name).toBe(name.length > 80 ? messages.auth.nameMax : messages.auth.nameRequired);
    }

    const byAdmin = await server.request(`/api/admin/users/${editor.user.id}`, { method: "PATCH", headers: owner.headers, json: { name: "Robin F." } });
    expect(byAdmin.status).toBe(200);
    const team = (await (await server.request("/api/admin/users", { headers: owner.headers })).json()) as Array<{ email: string; name: string }>;
    expect(team.find((u) => u.email === editor.email)).toMatchObject({ name: "Robin F.", email: editor.email });
    expect(team.every((u) => u.name.length > 0)).toBe(true);
  });

  test("a lead is assigned only to staff who can open leads; the picker lists only them", async () => {
    const editor = await createStaff(server, "editor", { name: "Ed Itor" });
    const tech = await createStaff(server, "admin", { name: "Terry Tech" });
    const id = await newLead();

    const refused = await server.request(`/api/leads/${id}/assignee`, { method: "PATCH", headers: owner.headers, json: { userId: editor.user.id } });
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({ message: staffMessages.auth.assigneeCannotOpenLeads, errors: { userId: staffMessages.auth.assigneeCannotOpenLeads } });

    const assignable = (await (await server.request("/api/admin/users/assignable", { headers: owner.headers })).json()) as Array<{ id: string; name: string; email: string }>;
    expect(assignable.map((u) => u.id)).toContain(tech.user.id);
    expect(assignable.map((u) => u.id)).not.toContain(editor.user.id);
    expect(assignable.find((u) => u.id === tech.user.id)).toEqual({ id: tech.user.id, name: "Terry Tech", email: tech.email });
    expect((await server.request("/api/admin/users/assignable", { headers: editor.headers })).status).toBe(403);

    const ok = await server.request(`/api/leads/${id}/assignee`, { method: "PATCH", headers: owner.headers, json: { userId: tech.user.id } });
    expect(ok.status).toBe(200);
    expect(await ok.json()).toEqual({ leadId: id, assignee: { id: tech.user.id, name: "Terry Tech", email: tech.email } });
    const leads = (await (await server.request("/api/admin/leads", { headers: owner.headers })).json()) as Array<{ id: string; assignee: unknown }>;
    expect(leads.find((l) => l.id === id)!.assignee).toEqual({ id: tech.user.id, name: "Terry Tech", email: tech.email });
  });

  test("the timeline and the audit log name people; the assignment mail names who assigned", async () => {
    const tech = await createStaff(server, "admin", { name: "Sam Wrench" });
    const id = await newLead();
    expect((await server.request(`/api/leads/${id}/assignee`, { method: "PATCH", headers: owner.headers, json: { userId: tech.user.id } })).status).toBe(200);
    expect((await server.request(`/api/leads/${id}/notes`, { method: "POST", headers: tech.headers, json: { content: "Called, voicemail." } })).status).toBe(201);

    const timeline = (await (await server.request(`/api/leads/${id}/timeline`, { headers: owner.headers })).json()) as Array<{ kind: string; text: string; by: string | null }>;
    expect(timeline).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ kind: "action", text: "Assigned to Sam Wrench", by: "Maple Owner" }),
        expect.objectContaining({ kind: "note", text: "Called, voicemail.", by: "Sam Wrench" }),
      ]),
    );
    // A later rename shows everywhere at once.
    await server.request("/api/auth/me", { method: "PATCH", headers: tech.headers, json: { name: "Sam Wrenchley" } });
    const renamed = (await (await server.request(`/api/leads/${id}/timeline`, { headers: owner.headers })).json()) as Array<{ kind: string; by: string | null }>;
    expect(renamed.find((e) => e.kind === "note")!.by).toBe("Sam Wrenchley");

    const audit = (await (await server.request("/api/admin/audit?limit=50", { headers: owner.headers })).json()) as
      | Array<{ action: string; userName: string; userEmail: string }>
      | { entries: Array<{ action: string; userName: string; userEmail: string }> };
    const entries = Array.isArray(audit) ? audit : audit.entries;
    expect(entries.find((e) => e.action === "lead.assign")).toMatchObject({ userName: "Maple Owner", userEmail: "maple.owner@mansfield.test" });

    const mail = await latestMailTo(server, tech.email);
    expect(mail?.kind).toBe("lead_assigned");
    expect(mail?.props).toMatchObject({ assignedBy: "Maple Owner" });
  });
});
