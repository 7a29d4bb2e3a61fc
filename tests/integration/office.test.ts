/**
 * The owner's office API: business settings (and the public pages that read them), the
 * overview's figures against seeded data, the audit log and the lead workflow. Bad input gets a
 * 4xx and stores nothing; everything is admin only.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { defaultBusinessSettings, type BusinessSettings } from "@common/business-settings";
import { auditLog, contacts, leads, mailOutbox, pageViews, siteSettings } from "../../server/db/schema";
import { startTestServer, testClock } from "../helpers/server";
import { asSent } from "../helpers/outbox";
import { getBusinessSettings } from "../../server/office/settings";
import { createStaff, signInAsAdmin, type Session } from "../helpers/session";

type Server = Awaited<ReturnType<typeof startTestServer>>;
let server: Server;
let admin: Session;
const DAY = 86_400_000;
const clock = testClock(new Date("2026-06-30T12:00:00Z"));

beforeAll(async () => {
  server = await startTestServer({ clock, pages: true });
  admin = await signInAsAdmin(server);
});
afterAll(async () => {
  await server?.cleanup();
});

const db = () => server.ctx.db;
const get = (path: string, headers = admin.headers) => server.request(path, { headers });
const send = (method: string, path: string, json: unknown, headers = admin.headers) => server.request(path, { method, headers, json });

/** The page's visible words: scripts (JSON-LD, hydration data) and tags left out. */
function pageText(html: string) {
  return html
    .replace(/<script[\s\S]*?<\/script>/g, " ")
    .replace(/<!-- -->/g, "")
    .replace(/<[^>]+>/g, " ")
    .replace(/&amp;/g, "&")
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/\s+/g, " ");
}

function jsonLdBusiness(html: string) {
  const blocks = [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1]!));
  return blocks.flat().find((b: { "@type"?: string }) => b["@type"] === "HVACBusiness") as Record<string, unknown>;
}

describe("business settings", () => {
  test("seeded on first start with the specification's values", async () => {
    const [row] = await db().select().from(siteSettings).where(eq(siteSettings.key, "business"));
    expect(JSON.parse(row!.value!)).toEqual(defaultBusinessSettings);
    const res = await get("/api/admin/settings");
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual(defaultBusinessSettings);
  });

  test("admins only", async () => {
    expect((await server.request("/api/admin/settings")).status).toBe(401);
    const editor = await createStaff(server, "editor");
    expect((await get("/api/admin/settings", editor.headers)).status).toBe(403);
    expect((await send("PUT", "/api/admin/settings", defaultBusinessSettings, editor.headers)).status).toBe(403);
  });

  test("bad input is a 400 with the field named, and nothing changes", async () => {
    const bad: Array<[string, unknown]> = [
      ["phone", { ...defaultBusinessSettings, phone: "12" }],
      ["hours.monday.closes", { ...defaultBusinessSettings, hours: { ...defaultBusinessSettings.hours, monday: { open: true, opens: "18:00", closes: "07:00" } } }],
      ["social.facebook", { ...defaultBusinessSettings, social: { ...defaultBusinessSettings.social, facebook: "javascript:alert(1)" } }],
      ["serviceRadiusMiles", { ...defaultBusinessSettings, serviceRadiusMiles: 0 }],
      ["externalRating.value", { ...defaultBusinessSettings, externalRating: { value: 7, count: 3, sourceName: "Google", sourceUrl: "" } }],
      ["emergency.wording", { ...defaultBusinessSettings, emergency: { offered: true, wording: "  " } }],
      ["extra", { ...defaultBusinessSettings, extra: 1 }],
    ];
    for (const [field, body] of bad) {
      const res = await send("PUT", "/api/admin/settings", body);
      expect(res.status, field).toBe(400);
      const answer = (await res.json()) as { errors?: Record<string, string> };
      if (field !== "extra") expect(Object.keys(answer.errors ?? {}), field).toContain(field);
    }
    expect(await (await get("/api/admin/settings")).json()).toEqual(defaultBusinessSettings);
  });

  test("a change shows on the public pages, the footer and the structured data at once", async () => {
    const changed: BusinessSettings = {
      ...defaultBusinessSettings,
      phone: "(802) 555-0199",
      serviceRadiusMiles: 25,
      hours: { ...defaultBusinessSettings.hours, saturday: { open: false, opens: "08:00", closes: "16:00" } },
      social: { ...defaultBusinessSettings.social, facebook: "https://facebook.com/mansfieldheating" },
      externalRating: { value: 4.8, count: 61, sourceName: "Google", sourceUrl: "https://g.page/mansfield" },
    };
    // The page is cached first, so the change must drop it.
    expect((await server.request("/")).status).toBe(200);
    const res = await send("PUT", "/api/admin/settings", changed);
    expect(res.status).toBe(200);
    const html = await (await server.request("/")).text();
    expect(html).toContain("(802) 555-0199");
    expect(html).toContain('href="https://facebook.com/mansfieldheating"');
    expect(html).toContain(`© ${new Date().getUTCFullYear()} Mansfield Heating &amp; Plumbing`);
    // Every place that shows the phone reads it from the settings: the built-in number is gone
    // from the header, the call buttons and the contact page's block, which shows the new e-mail too.
    expect(html).not.toContain("(802) 555-0142");
    expect(html).not.toContain("tel:+18025550142");
    expect((await send("PUT", "/api/admin/settings", { ...changed, email: "hello@mansfield.test" })).status).toBe(200);
    const contact = await (await server.request("/contact")).text();
    expect(contact).toContain("(802) 555-0199");
    expect(contact).toContain("mailto:hello@mansfield.test");
    expect(contact).not.toContain("(802) 555-0142");
    const education = await (await server.request("/heat-pump-education")).text();
    expect(education).not.toContain("(802) 555-0142");
    const biz = jsonLdBusiness(html);
    expect(biz.telephone).toBe("+1-802-555-0199");
    expect(biz.areaServed).toMatchObject({ geoRadius: Math.round(25 * 1609.344) });
    expect(biz.openingHoursSpecification).toEqual([
      { "@type": "OpeningHoursSpecification", dayOfWeek: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"], opens: "07:00", closes: "18:00" },
    ]);
    expect(biz.sameAs).toEqual(["https://facebook.com/mansfieldheating"]);
    expect(biz.aggregateRating).toMatchObject({ ratingValue: 4.8, reviewCount: 61 });
    // Cleared: no rating at all where no customer reviews are approved.
    expect((await send("PUT", "/api/admin/settings", { ...changed, externalRating: null })).status).toBe(200);
    expect(jsonLdBusiness(await (await server.request("/")).text()).aggregateRating).toBeUndefined();
    const [entry] = await db().select().from(auditLog).where(eq(auditLog.action, "settings.update"));
    expect(entry).toMatchObject({ targetType: "settings", userEmail: admin.user.email });
    expect((await send("PUT", "/api/admin/settings", defaultBusinessSettings)).status).toBe(200);
  });
});

describe("settings on the pages, the structured data and the mail", () => {
  const page = async (path: string) => {
    const res = await server.request(path);
    expect(res.status, path).toBe(200);
    const html = await res.text();
    return { html, text: pageText(html), business: jsonLdBusiness(html) };
  };
  const weekday = { open: true, opens: "06:30", closes: "17:30" };
  const owner: BusinessSettings = {
    ...defaultBusinessSettings,
    phone: "(802) 555-0188",
    hours: {
      ...defaultBusinessSettings.hours,
      monday: weekday,
      tuesday: weekday,
      wednesday: weekday,
      thursday: weekday,
      friday: weekday,
      saturday: { open: false, opens: "08:00", closes: "16:00" },
    },
    serviceRadiusMiles: 42,
    emergency: { offered: true, wording: "No heat on a winter night? Our on-call line answers" },
  };
  const pages = ["/services/ductless-mini-splits", "/air-conditioning", "/services/areas/essex", "/services/areas/burlington", "/areas-we-serve", "/contact"];
  let leadNumber = 0;
  const confirmationFor = async () => {
    const email = `settings-${++leadNumber}@example.com`;
    const res = await server.request("/api/leads", { method: "POST", json: { firstName: "Ida", lastName: "Settings", email, phone: "802 555 0111" } });
    expect(res.status).toBe(201);
    const [mail] = await db().select().from(mailOutbox).where(eq(mailOutbox.to, email));
    expect(mail?.kind).toBe("lead_confirmation");
    // Rendered as the mail worker renders it: with the settings stored when it is sent.
    return asSent(mail!, await getBusinessSettings(db()));
  };

  afterAll(async () => {
    expect((await send("PUT", "/api/admin/settings", defaultBusinessSettings)).status).toBe(200);
  });

  test("hours, radius in both units, emergency wording and phone follow a change everywhere", async () => {
    // Cached first with the seed values, so the change has to drop them.
    for (const path of pages) await page(path);
    expect((await page("/services/ductless-mini-splits")).text).toContain("Mon-Fri 7AM-6PM, Sat 8AM-4PM");
    expect((await send("PUT", "/api/admin/settings", owner)).status).toBe(200);

    const service = await page("/services/ductless-mini-splits");
    expect(service.text).toContain("Mon-Fri 6:30AM-5:30PM");
    expect(service.text).not.toMatch(/8AM-5PM|7AM-6PM/);
    expect(service.text).toContain("(802) 555-0188");
    expect(service.business.telephone).toBe("+1-802-555-0188");
    expect(service.business.openingHoursSpecification).toEqual([
      { "@type": "OpeningHoursSpecification", dayOfWeek: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"], opens: "06:30", closes: "17:30" },
    ]);
    // One number: miles on the pages, metres in the structured data.
    expect(service.business.areaServed).toMatchObject({ "@type": "GeoCircle", geoRadius: Math.round(42 * 1609.344) });

    const essex = await page("/services/areas/essex");
    expect(essex.text).toContain("Essex is within 42 miles of our Jericho shop");
    expect(essex.business.areaServed).toMatchObject({ geoRadius: 67_592 });
    expect((await page("/services/areas/burlington")).text).toContain("42 miles Service Radius");
    const areas = await page("/areas-we-serve");
    expect(areas.text).toContain("within 42 miles");
    expect(areas.html).toMatch(/<meta name="description" content="[^"]*within 42 miles of Jericho/);
    for (const { text } of [essex, areas]) expect(text).not.toMatch(/30 miles|30 km/);

    // The owner's wording where the business describes its own service; the service pages keep
    // the specification's "Emergency service available" (while it is offered).
    const ac = await page("/air-conditioning");
    expect(ac.text).toContain("Emergency repair");
    expect(ac.text).toContain("Support Emergency service available");
    expect(areas.text).toContain("Available Emergency Service No heat on a winter night? Our on-call line answers");
    // The consultation form's footer keeps the specification's planned-work wording whatever Settings say.
    expect((await page("/contact")).text).toContain(
      "We specialize in planned installations and maintenance, not emergency repairs. We'll respond within one business day",
    );
    for (const { text } of [ac, areas]) expect(text).not.toContain("24/7");

    // The visitor's confirmation, queued now, names the same phone, hours and wording.
    const mail = await confirmationFor();
    for (const part of [mail.text, mail.html]) {
      expect(part).toContain("(802) 555-0188");
      expect(part).toContain("Mon-Fri 6:30AM-5:30PM");
      expect(part).toContain("No heat on a winter night? Our on-call line answers.");
      expect(part).not.toContain("555-0142");
    }
  });

  test("with emergency service switched off, no page and no mail promises it", async () => {
    const off = { ...owner, emergency: { offered: false, wording: owner.emergency.wording } };
    expect((await send("PUT", "/api/admin/settings", off)).status).toBe(200);
    const ac = await page("/air-conditioning");
    expect(ac.text).not.toMatch(/emergency|on-call|24\/7/i);
    const areas = await page("/areas-we-serve");
    expect(areas.text).not.toMatch(/emergency|on-call|24\/7/i);
    expect((await page("/contact")).text).toContain("We specialize in planned installations and maintenance, not emergency repairs.");
    const mail = await confirmationFor();
    expect(mail.text).not.toMatch(/on-call|emergency/i);
  });

  test("with no approved reviews and the external rating cleared: no rating and nothing called verified", async () => {
    expect((await send("PUT", "/api/admin/settings", { ...defaultBusinessSettings, externalRating: null })).status).toBe(200);
    for (const path of ["/", "/reviews", "/services/areas/south-burlington"]) {
      const { html, text, business } = await page(path);
      expect(business.aggregateRating, path).toBeUndefined();
      expect(html.toLowerCase(), path).not.toContain("verified");
      expect(text, path).not.toMatch(/\d\.\d\/5|average from/);
      expect(html, path).not.toContain('data-testid="widget-average"');
    }
    const reviews = await page("/reviews");
    expect(reviews.text).toContain("No reviews on this site yet");
    expect(reviews.html).not.toContain('data-testid="review-card"');
    const home = await page("/");
    expect(home.html).toContain('data-testid="widget-empty"');

    // Put back, the external rating shows again with its source and link, never as "verified".
    const google = { value: 4.7, count: 88, sourceName: "Google", sourceUrl: "https://g.page/mansfield-heating" };
    expect((await send("PUT", "/api/admin/settings", { ...defaultBusinessSettings, externalRating: google })).status).toBe(200);
    const again = await page("/reviews");
    expect(again.text).toContain("4.7 average from 88 reviews on Google");
    expect(again.html).toContain('href="https://g.page/mansfield-heating"');
    expect(again.html.toLowerCase()).not.toContain("verified");
    expect(again.business.aggregateRating).toEqual({
      "@type": "AggregateRating",
      ratingValue: 4.7,
      reviewCount: 88,
      bestRating: 5,
      worstRating: 1,
      author: { "@type": "Organization", name: "Google", url: "https://g.page/mansfield-heating" },
    });
  });
});

describe("overview", () => {
  test("figures for 7 / 30 days match the seeded data", async () => {
    const now = clock.now().getTime();
    const at = (daysAgo: number, hours = 0) => new Date(now - daysAgo * DAY + hours * 3_600_000);
    const lead = (firstName: string, createdAt: Date, extra: Partial<typeof leads.$inferInsert> = {}) => ({
      firstName,
      lastName: "Overview",
      email: `${firstName.toLowerCase()}@example.com`,
      phone: "(802) 555-0100",
      serviceType: "Heat Pump Installation",
      message: "Please call.",
      source: "website",
      pagePath: "/heat-pump-education",
      createdAt,
      updatedAt: createdAt,
      ...extra,
    });
    const rows = await db()
      .insert(leads)
      .values([
        lead("Ann", at(1)),
        lead("Bob", at(2), { serviceType: "Boiler Service", pagePath: "/boiler-education" }),
        lead("Cy", at(3)),
        lead("Dee", at(10)),
        lead("Spam", at(1), { isSpam: true }),
        lead("Old", at(40)),
      ])
      .returning({ id: leads.id, firstName: leads.firstName });
    const ann = rows.find((r) => r.firstName === "Ann")!;
    await db().insert(contacts).values({ firstName: "Ann", lastName: "Overview", leadId: ann.id, createdAt: at(0), updatedAt: at(0) });
    await db().insert(pageViews).values([
      { path: "/", createdAt: at(1) },
      { path: "/", createdAt: at(1) },
      { path: "/heating", createdAt: at(2) },
    ]);
    // First contact: a status change 6 hours after Ann arrived (the clock stands there).
    clock.set(at(1, 6));
    expect((await send("PATCH", `/api/leads/${ann.id}/status`, { status: "Pending" })).status).toBe(200);
    clock.set(new Date(now));

    const week = (await (await get("/api/admin/overview?days=7")).json()) as Record<string, unknown>;
    expect(week).toMatchObject({
      days: 7,
      newLeads: 3,
      previousLeads: 1,
      changePercent: 200,
      converted: 1,
      conversionPercent: 33,
      medianHoursToFirstContact: 6,
      pageViewsPerDay: [
        { day: at(2).toISOString().slice(0, 10), views: 1 },
        { day: at(1).toISOString().slice(0, 10), views: 2 },
      ],
      topPages: [
        { path: "/", views: 2 },
        { path: "/heating", views: 1 },
      ],
    });
    expect(week.leadsByService).toEqual([
      { name: "Heat Pump Installation", leads: 2 },
      { name: "Boiler Service", leads: 1 },
    ]);
    expect(week.leadsByPage).toEqual([
      { name: "/heat-pump-education", leads: 2 },
      { name: "/boiler-education", leads: 1 },
    ]);
    const month = (await (await get("/api/admin/overview?days=30")).json()) as { newLeads: number; previousLeads: number; leadsPerWeek: { leads: number }[] };
    expect(month.newLeads).toBe(4);
    expect(month.previousLeads).toBe(1);
    expect(month.leadsPerWeek.reduce((sum, w) => sum + w.leads, 0)).toBe(4);
  });

  test("only 7, 30 or 90 days", async () => {
    expect((await get("/api/admin/overview?days=365")).status).toBe(400);
    expect((await get("/api/admin/overview?days=x")).status).toBe(400);
  });
});

describe("lead workflow", () => {
  async function newLead(firstName: string) {
    const [row] = await db()
      .insert(leads)
      .values({ firstName, lastName: "Flow", email: "flow@example.com", phone: "(802) 555-0101", serviceType: "Boiler Service", message: "Hi", source: "website", form: "contact", createdAt: clock.now(), updatedAt: clock.now() })
      .returning({ id: leads.id });
    return row!.id;
  }

  test("assign (the assignee is e-mailed), filter by assignee, notes and a timeline", async () => {
    const id = await newLead("Assigned");
    const other = await createStaff(server, "admin");
    clock.advance(60_000);
    const res = await send("PATCH", `/api/leads/${id}/assignee`, { userId: other.user.id });
    expect(res.status).toBe(200);
    const mail = await db().select().from(mailOutbox).where(eq(mailOutbox.to, other.user.email));
    const assigned = mail.filter((m) => m.kind === "lead_assigned");
    expect(assigned).toHaveLength(1);
    const sent = await asSent(assigned[0]!);
    // The form it came with, the customer's phone to call and the lead's own page.
    expect(sent.subject).toBe("Assigned to you: consultation request from Assigned Flow");
    expect(sent.text.replace(/\s+/g, " ")).toContain("assigned you the consultation request from Assigned Flow (Boiler Service)");
    expect(sent.html).toContain(`href="${server.url}/admin/leads/${id}"`);
    expect(sent.html).toContain(`href="tel:+18025550101"`);
    expect(sent.text).toMatch(/^Received: \w{3}, \w{3} \d{1,2}, \d{4}, \d{1,2}:\d{2} [AP]M E[SD]T$/m);
    const mine = (await (await get("/api/admin/leads?assignee=me", other.headers)).json()) as { id: string; assignee: { email: string } }[];
    expect(mine.map((l) => l.id)).toEqual([id]);
    expect(mine[0]!.assignee.email).toBe(other.user.email);
    const unassigned = (await (await get("/api/admin/leads?assignee=none")).json()) as { id: string }[];
    expect(unassigned.map((l) => l.id)).not.toContain(id);

    clock.advance(60_000);
    expect((await send("POST", `/api/leads/${id}/notes`, { content: "Called, left a message" })).status).toBe(201);
    clock.advance(60_000);
    expect((await send("PATCH", `/api/leads/${id}/status`, { status: "Active" })).status).toBe(200);
    const timeline = (await (await get(`/api/leads/${id}/timeline`)).json()) as { kind: string; text: string; by: string | null }[];
    expect(timeline.map((e) => e.kind)).toEqual(["arrived", "action", "note", "action"]);
    // Staff are named by their display name.
    expect(timeline[2]).toMatchObject({ text: "Called, left a message", by: admin.user.name });
    expect(timeline[3]!.text).toBe("Status changed from Lead to Active");
  });

  test("filters by status, service and date range; a reversed range is refused", async () => {
    const id = await newLead("Filtered");
    await send("PATCH", `/api/leads/${id}/status`, { status: "Completed" });
    const list = (await (await get("/api/admin/leads?status=Completed&service=Boiler%20Service&q=filtered")).json()) as { id: string }[];
    expect(list.map((l) => l.id)).toEqual([id]);
    const day = clock.now().toISOString().slice(0, 10);
    expect(((await (await get(`/api/admin/leads?from=${day}&to=${day}&q=filtered`)).json()) as unknown[]).length).toBe(1);
    expect((await get("/api/admin/leads?from=2026-02-01&to=2026-01-01")).status).toBe(400);
    expect((await get("/api/admin/leads?assignee=someone")).status).toBe(400);
    expect((await get("/api/admin/leads?from=yesterday")).status).toBe(400);
  });

  test("spam: flag, review, restore; delete; bad input stores nothing", async () => {
    const id = await newLead("Spammy");
    expect((await send("PATCH", `/api/leads/${id}/spam`, { isSpam: true })).status).toBe(200);
    const held = (await (await get("/api/admin/leads?spam=true")).json()) as { id: string }[];
    expect(held.map((l) => l.id)).toContain(id);
    expect((await send("PATCH", `/api/leads/${id}/spam`, { isSpam: false })).status).toBe(200);
    expect((await send("PATCH", `/api/leads/${id}/spam`, { isSpam: "yes" })).status).toBe(400);
    expect((await send("POST", `/api/leads/${id}/notes`, { content: "   " })).status).toBe(400);
    expect((await send("PATCH", `/api/leads/${id}/assignee`, { userId: "not-a-uuid" })).status).toBe(400);
    expect((await send("PATCH", `/api/leads/${id}/assignee`, { userId: "00000000-0000-4000-8000-000000000000" })).status).toBe(400);
    const editor = await createStaff(server, "editor");
    expect((await send("DELETE", `/api/leads/${id}`, {}, editor.headers)).status).toBe(403);
    expect((await send("DELETE", `/api/leads/${id}`, {})).status).toBe(204);
    expect((await send("DELETE", `/api/leads/${id}`, {})).status).toBe(404);
    expect((await get(`/api/leads/${id}/timeline`)).status).toBe(404);
  });
});

describe("audit log", () => {
  test("admins read who did what, newest first", async () => {
    const res = await get("/api/admin/audit?limit=200");
    expect(res.status).toBe(200);
    const entries = (await res.json()) as { action: string; userEmail: string; createdAt: string }[];
    const actions = entries.map((e) => e.action);
    for (const a of ["settings.update", "lead.status", "lead.assign", "lead.spam", "lead.delete"]) expect(actions).toContain(a);
    expect(entries.every((e) => e.userEmail)).toBe(true);
    const editor = await createStaff(server, "editor");
    expect((await get("/api/admin/audit", editor.headers)).status).toBe(403);
    expect((await get("/api/admin/audit?limit=0")).status).toBe(400);
  });
});
