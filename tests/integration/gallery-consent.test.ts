/**
 * The gallery from real work: a completed job's photos reach the public gallery only with the
 * customer's consent (asked by a signed mailed link, or recorded by staff), show the town and the
 * work but never the street address (nor the name unless agreed), and come down at once when the
 * consent is withdrawn, the photos are taken off the job or the job goes. Served as a visitor
 * gets it: through the page cache.
 */
import { and, desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, galleryConsents, mailOutbox } from "../../server/db/schema";
import { optOut } from "../../server/contacts/opt-out";
import { signToken } from "../../server/contacts/tokens";
import { driver, startTestServer, TEST_SESSION_SECRET, type TestServer } from "../helpers/server";
import { signInAsAdmin, type Session } from "../helpers/session";

const PNG = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==", "base64");
const STREET = "48 Quarry Hollow Road";
const FIRST = "Rosalind";
const LAST = "Quigley";
const EMAIL = "rosalind.quigley@example.com";
const TITLE = "Attic heat pump for a snowbound cape";

interface Consent {
  status: "asked" | "given" | "withdrawn";
  photos: string[];
  showName: boolean;
  givenVia: string | null;
  givenBy: string | null;
  givenAt: string | null;
  withdrawnVia: string | null;
  withdrawnBy: string | null;
  askedBy: string | null;
}

describe(`gallery consent (${driver})`, () => {
  let server: TestServer & { cleanup(): Promise<void> };
  let admin: Session;
  let contactId: string;
  let jobId: string;
  let photos: Array<{ id: string; key: string }>;

  const json = (method: string, path: string, body?: unknown) => server.request(path, { method, headers: admin.headers, json: body });
  const consent = async () => (await (await json("GET", `/api/crm/services/${jobId}/gallery-consent`)).json()) as Consent | null;
  const gallery = async () => {
    const res = await server.request("/gallery");
    expect(res.status).toBe(200);
    return res.text();
  };
  const html = { Accept: "text/html" };
  const linkPage = (token: string, method = "GET", decision?: string) =>
    server.request(`/api/gallery/consent?token=${encodeURIComponent(token)}${decision ? `&decision=${decision}` : ""}`, { method, headers: html });
  const latestToken = async () => {
    const [last] = await server.ctx.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.to, EMAIL), eq(mailOutbox.kind, "gallery_consent")))
      .orderBy(desc(mailOutbox.createdAt))
      .limit(1);
    const url = String((last!.props as { consentUrl: string }).consentUrl);
    expect(url).toMatch(/\/api\/gallery\/consent\?token=/);
    return decodeURIComponent(new URL(url).searchParams.get("token")!);
  };
  const upload = async (alt: string) => {
    const form = new FormData();
    form.set("alt", alt);
    form.set("collection", "job");
    // Each upload its own picture: a one-pixel PNG with a different trailing chunk.
    form.set("file", new Blob([PNG, Buffer.from(alt)], { type: "image/png" }), "photo.png");
    const res = await server.request("/api/media", { method: "POST", body: form, headers: admin.headers });
    expect(res.status).toBe(201);
    const item = (await res.json()) as { id: string; image: { src: string } };
    return { id: item.id, key: item.image.src.split("/media/")[1]!.split("-")[0]! };
  };

  beforeAll(async () => {
    server = await startTestServer({ pages: true });
    admin = await signInAsAdmin(server);
    photos = [await upload("The new outdoor unit on its stand"), await upload("The indoor head above the stairs")];
    const contact = await json("POST", "/api/crm/contacts", { firstName: FIRST, lastName: LAST, email: EMAIL, address: STREET, city: "Hinesburg", state: "VT" });
    expect(contact.status).toBe(201);
    contactId = ((await contact.json()) as { id: string }).id;
    const job = await json("POST", `/api/crm/contacts/${contactId}/services`, {
      serviceType: "Heat Pumps",
      serviceCategory: "installation",
      title: TITLE,
      description: "Two-zone cold-climate heat pump replacing baseboard heat.",
      equipmentInstalled: ["Two-zone ductless heat pump"],
      status: "completed",
      completedDate: "2026-11-12",
      photos: photos.map((p) => p.id),
    });
    expect(job.status).toBe(201);
    jobId = ((await job.json()) as { id: string }).id;
  });
  afterAll(() => server.cleanup());

  it("asked, given through the link, shown with the town only, withdrawn through the link, gone", async () => {
    // Cached before anything is consented: a later change must drop this copy.
    expect(await gallery()).not.toContain(TITLE);
    expect(await consent()).toBeNull();

    const asked = await json("POST", `/api/crm/services/${jobId}/gallery-consent/ask`, {});
    expect(asked.status).toBe(200);
    expect(((await asked.json()) as Consent).status).toBe("asked");
    const [mail] = await server.ctx.db.select().from(mailOutbox).where(eq(mailOutbox.to, EMAIL));
    expect(mail).toMatchObject({ kind: "gallery_consent", subject: "May we show photos of your project?" });
    expect((mail!.headers as Record<string, string>)["List-Unsubscribe"]).toMatch(/\/api\/mail\/unsubscribe\?token=/);
    const [row] = await server.ctx.db.select().from(galleryConsents).where(eq(galleryConsents.customerServiceId, jobId));
    expect(row!.mailId).toBe(mail!.id);
    // Asked is not given: nothing public yet.
    expect(await gallery()).not.toContain(TITLE);

    const token = await latestToken();
    const page = await linkPage(token);
    expect(page.status).toBe(200);
    expect(page.headers.get("cache-control")).toBe("no-store");
    const body = await page.text();
    expect(body).toContain(TITLE);
    expect(body).toContain("Yes, show these photos");
    expect(body).toContain(`Yes, and show my name as ${FIRST} Q.`);
    expect(body).not.toContain(STREET);
    for (const p of photos) expect(body).toContain(`/media/${p.key}`);
    // Opening the link (a mail scanner does) decides nothing.
    expect((await consent())!.status).toBe("asked");

    const given = await linkPage(token, "POST", "give");
    expect(given.status).toBe(200);
    expect(await given.text()).toContain("Withdraw my consent");
    expect(await consent()).toMatchObject({ status: "given", givenVia: "link", givenBy: "customer", showName: false });

    const shown = await gallery();
    expect(shown).toContain(TITLE);
    expect(shown).toContain("Hinesburg, VT");
    expect(shown).toContain("November 2026");
    for (const p of photos) expect(shown).toContain(`/media/${p.key}`);
    for (const secret of [STREET, "Quarry Hollow", FIRST, LAST, EMAIL]) expect(shown).not.toContain(secret);

    const withdrawn = await linkPage(token, "POST", "withdraw");
    expect(withdrawn.status).toBe(200);
    expect(await withdrawn.text()).toContain("You withdrew your consent");
    expect(await consent()).toMatchObject({ status: "withdrawn", withdrawnVia: "link", withdrawnBy: "customer" });
    const gone = await gallery();
    expect(gone).not.toContain(TITLE);
    for (const p of photos) expect(gone).not.toContain(`/media/${p.key}`);

    const actions = await server.ctx.db.select({ action: auditLog.action }).from(auditLog).where(eq(auditLog.targetId, jobId));
    expect(actions.map((a) => a.action)).toEqual(expect.arrayContaining(["gallery.consent.ask", "gallery.consent.give", "gallery.consent.withdraw"]));
    const timeline = (await (await json("GET", `/api/crm/contacts/${contactId}/timeline`)).json()) as Array<{ text: string }>;
    expect(timeline.map((e) => e.text)).toEqual(
      expect.arrayContaining([
        `Gallery consent asked by e-mail (2 photos): ${TITLE}`,
        `Gallery consent given by the customer through the e-mailed link (name not shown): ${TITLE}`,
        `Gallery consent withdrawn by the customer: photos taken down: ${TITLE}`,
      ]),
    );
  });

  it("a forged, foreign or replaced link answers 404 and changes nothing", async () => {
    const old = await latestToken();
    // A new request replaces the earlier link.
    expect((await json("POST", `/api/crm/services/${jobId}/gallery-consent/ask`, {})).status).toBe(200);
    const current = await latestToken();
    expect(current).not.toBe(old);

    const [body] = current.split(".");
    const forged = `${body}.${"A".repeat(43)}`;
    const [row] = await server.ctx.db.select().from(galleryConsents).where(eq(galleryConsents.customerServiceId, jobId));
    const foreign = signToken("some-other-secret-0123456789abcdef0123456789", "gallery", `${row!.id}.${row!.tokenNonce}`, new Date(Date.now() + 86_400_000));
    const wrongPurpose = signToken(TEST_SESSION_SECRET, "review", `${row!.id}.${row!.tokenNonce}`, new Date(Date.now() + 86_400_000));
    for (const token of [old, forged, foreign, wrongPurpose, "nonsense"]) {
      const res = await linkPage(token);
      expect(res.status, token).toBe(404);
      expect(await res.text()).not.toContain(TITLE);
      expect((await linkPage(token, "POST", "give")).status).toBe(404);
    }
    expect((await linkPage(current, "POST", "publish-everything")).status).toBe(404);
    expect((await consent())!.status).toBe("asked");
    expect(await gallery()).not.toContain(TITLE);

    // Staff withdrawing the request revokes its link too.
    expect((await json("POST", `/api/crm/services/${jobId}/gallery-consent/withdraw`)).status).toBe(200);
    expect((await linkPage(current)).status).toBe(404);
    expect((await linkPage(current, "POST", "give")).status).toBe(404);
    expect((await consent())!.status).toBe("withdrawn");
  });

  it("staff record a consent with who and when; the name shows only when agreed; removing photos or the job takes them down", async () => {
    const recorded = await json("POST", `/api/crm/services/${jobId}/gallery-consent`, { photos: [photos[0]!.id], showName: true });
    expect(recorded.status).toBe(200);
    const state = (await recorded.json()) as Consent;
    expect(state).toMatchObject({ status: "given", givenVia: "staff", showName: true, photos: [photos[0]!.id] });
    expect(state.givenBy).toContain(admin.user.email);
    expect(Date.parse(state.givenAt!)).toBeGreaterThan(Date.now() - 60_000);

    let shown = await gallery();
    expect(shown).toContain(TITLE);
    expect(shown).toContain(`${FIRST} Q.`);
    expect(shown).not.toContain(LAST);
    expect(shown).not.toContain(STREET);
    expect(shown).toContain(`/media/${photos[0]!.key}`);
    expect(shown).not.toContain(`/media/${photos[1]!.key}`);

    // A photo outside the job cannot be consented to.
    const stray = await upload("Somebody else's boiler");
    expect((await json("POST", `/api/crm/services/${jobId}/gallery-consent`, { photos: [stray.id], showName: false })).status).toBe(400);

    // The consented photo taken off the job: nothing of the job is left to show.
    expect((await json("PATCH", `/api/crm/services/${jobId}`, { photos: [photos[1]!.id] })).status).toBe(200);
    shown = await gallery();
    expect(shown).not.toContain(TITLE);
    expect(shown).not.toContain(`/media/${photos[1]!.key}`);

    expect((await json("POST", `/api/crm/services/${jobId}/gallery-consent`, { showName: false })).status).toBe(200);
    shown = await gallery();
    expect(shown).toContain(TITLE);
    expect(shown).not.toContain(FIRST);

    // Staff withdraw: down at once.
    const withdrawn = await json("POST", `/api/crm/services/${jobId}/gallery-consent/withdraw`);
    expect(((await withdrawn.json()) as Consent).withdrawnBy).toContain(admin.user.email);
    expect(await gallery()).not.toContain(TITLE);

    // Given again, then the customer (and so the job) deleted: gone, consent and all.
    expect((await json("POST", `/api/crm/services/${jobId}/gallery-consent`, { showName: false })).status).toBe(200);
    expect(await gallery()).toContain(TITLE);
    expect((await json("DELETE", `/api/crm/contacts/${contactId}`)).status).toBe(204);
    expect(await gallery()).not.toContain(TITLE);
    expect(await server.ctx.db.select().from(galleryConsents).where(eq(galleryConsents.customerServiceId, jobId))).toEqual([]);
  });

  it("asks no one who opted out, nor about a job not completed or without photos", async () => {
    const contact = await json("POST", "/api/crm/contacts", { firstName: "Otto", lastName: "Out", email: "otto.out@example.com", city: "Milton" });
    const id = ((await contact.json()) as { id: string }).id;
    const make = async (body: Record<string, unknown>) =>
      ((await (await json("POST", `/api/crm/contacts/${id}/services`, { serviceType: "Boilers", serviceCategory: "repair", title: "Boiler fix", description: "Fixed it.", ...body })).json()) as { id: string }).id;
    const open = await make({ photos: [photos[1]!.id] });
    expect((await json("POST", `/api/crm/services/${open}/gallery-consent/ask`, {})).status).toBe(409);
    const bare = await make({ status: "completed" });
    expect((await json("POST", `/api/crm/services/${bare}/gallery-consent/ask`, {})).status).toBe(409);

    const done = await make({ status: "completed", photos: [photos[1]!.id] });
    await optOut(server.ctx.db, "otto.out@example.com", new Date());
    const refused = await json("POST", `/api/crm/services/${done}/gallery-consent/ask`, {});
    expect(refused.status).toBe(409);
    expect(await server.ctx.db.select().from(mailOutbox).where(eq(mailOutbox.to, "otto.out@example.com"))).toEqual([]);
    expect(await server.ctx.db.select().from(galleryConsents).where(eq(galleryConsents.customerServiceId, done))).toEqual([]);
  });
});
