/**
 * Templated mail is rendered by the mail worker, not by the request that queues it: a row queued
 * with its template's props (no body) reaches a real SMTP server as a rendered message, and the
 * parts are kept on the row; a row whose template cannot render is marked failed with the reason
 * (listed for staff) while the worker carries on with the rest; a row rendered before a failed
 * attempt is sent as rendered; rows queued already rendered (before this change) go as they are.
 * A lead queues its alert and its confirmation as props in the statement that stores it.
 */
import { defaultBusinessSettings } from "@common/business-settings";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mailOutbox, notificationEmails } from "../../server/db/schema";
import { queueMail } from "../../server/mail/outbox";
import { leadAlert, templatedMail } from "../../server/mail/templates";
import { createDeliverer, deliverDueMail } from "../../server/mail/worker";
import { driver, freePort, startTestServer, type TestServer } from "../helpers/server";
import { signInAsAdmin } from "../helpers/session";
import { parseMail, startSmtp } from "../helpers/smtp";

const row = async (server: TestServer, id: string) => (await server.ctx.db.select().from(mailOutbox).where(eq(mailOutbox.id, id)))[0]!;

describe(`templated mail rendered by the worker (${driver})`, () => {
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let server: TestServer & { cleanup(): Promise<void> };
  let deliverer: ReturnType<typeof createDeliverer>;

  beforeAll(async () => {
    const port = await freePort();
    smtp = await startSmtp(port);
    // No background worker: each test runs the worker's pass itself.
    server = await startTestServer({ env: { SMTP_URL: `smtp://127.0.0.1:${port}` } });
    deliverer = createDeliverer(server.ctx);
  });
  afterAll(async () => {
    deliverer?.close();
    await server?.cleanup();
    await smtp?.close();
  });

  const receivedBy = (address: string) => smtp.received.filter((m) => m.to.includes(address)).map((m) => parseMail(m.raw));

  it("delivers a row queued with props as the rendered template, and keeps the parts on the row", async () => {
    const props = { ...leadAlert.sample, name: `Zoë <b>Bold</b> & "Co"`, message: "Line one <script>x()</script>\nLine two" };
    const id = await queueMail(server.ctx.db, { ...templatedMail(leadAlert, props, defaultBusinessSettings), to: "render-office@example.com", replyTo: "jane@example.com" });
    const queued = await row(server, id);
    expect(queued.text).toBeNull();
    expect(queued.html).toBeNull();
    expect(queued.props).toEqual(props);
    expect(queued.subject).toBe(`New quote request from Zoë <b>Bold</b> & "Co" (Heat Pump Installation)`);

    expect(await deliverDueMail(server.ctx, deliverer.send)).toBe(1);
    const [mail] = receivedBy("render-office@example.com");
    expect(mail!.headers.get("x-mail-kind")).toBe("lead_alert");
    expect(mail!.headers.get("reply-to")).toContain("jane@example.com");
    expect(mail!.text).toMatch(/^Name: Zoë <b>Bold<\/b> & "Co"$/m);
    expect(mail!.text).toMatch(/^Line one <script>x\(\)<\/script>\r?\nLine two$/m);
    expect(mail!.text).toContain(props.pageUrl);
    expect(mail!.html).toContain("Zoë &lt;b&gt;Bold&lt;/b&gt; &amp; &quot;Co&quot;");
    expect(mail!.html).not.toContain("<script>");
    expect(mail!.html).toContain(`href="${props.leadUrl}"`);

    const sent = await row(server, id);
    expect(sent.status).toBe("sent");
    expect(sent.text).toMatch(/^Name: Zoë <b>Bold<\/b> & "Co"$/m);
    expect(sent.html).toContain("Zoë &lt;b&gt;Bold&lt;/b&gt;");
  });

  it("marks a row whose template fails to render as failed with the reason, and goes on with the others", async () => {
    // Queued before a template change, say: a value of the wrong type, and a kind no template has.
    const broken = await queueMail(server.ctx.db, { ...templatedMail(leadAlert, { ...leadAlert.sample, message: 42 as unknown as string }, defaultBusinessSettings), to: "broken@example.com" });
    const unknown = await queueMail(server.ctx.db, { kind: "no_such_template", subject: "Orphan", props: {}, to: "orphan@example.com" });
    const fine = await queueMail(server.ctx.db, { ...templatedMail(leadAlert, leadAlert.sample, defaultBusinessSettings), to: "fine@example.com" });

    expect(await deliverDueMail(server.ctx, deliverer.send)).toBe(1);
    expect(receivedBy("fine@example.com")).toHaveLength(1);
    expect(receivedBy("broken@example.com")).toHaveLength(0);
    expect(receivedBy("orphan@example.com")).toHaveLength(0);

    const failed = await row(server, broken);
    expect(failed.status).toBe("failed");
    expect(failed.attempts).toBe(1);
    expect(failed.lastError).toMatch(/^The lead-alert template could not be rendered: .*split/);
    expect(failed.props).toMatchObject({ message: 42 }); // kept, to be sent again after a fix
    expect((await row(server, unknown)).lastError).toBe("No mail template for kind no_such_template");
    expect((await row(server, fine)).status).toBe("sent");

    // Staff see it with its reason, never its body.
    const admin = await signInAsAdmin(server);
    const list = (await (await server.request("/api/mail/failed", { headers: admin.headers })).json()) as Array<{ id: string; lastError: string }>;
    expect(list.find((m) => m.id === broken)?.lastError).toMatch(/could not be rendered/);
  });

  it("renders once: a row rendered before a failed attempt is retried with the same parts", async () => {
    const id = await queueMail(server.ctx.db, { ...templatedMail(leadAlert, { ...leadAlert.sample, name: "Once Only" }, defaultBusinessSettings), to: "once@example.com" });
    let calls = 0;
    const failingOnce = async (r: Parameters<typeof deliverer.send>[0]) => {
      calls += 1;
      if (calls === 1) throw Object.assign(new Error("Try again later"), { responseCode: 451, command: "DATA" });
      await deliverer.send(r);
    };
    await deliverDueMail(server.ctx, failingOnce);
    const waiting = await row(server, id);
    expect(waiting.status).toBe("pending");
    expect(waiting.text).toMatch(/^Name: Once Only$/m);
    // What is stored is what goes: change the stored copy and the retry sends that, not a new render.
    await server.ctx.db
      .update(mailOutbox)
      .set({ text: `${waiting.text}\nStored copy`, nextAttemptAt: new Date(0) })
      .where(eq(mailOutbox.id, id));
    await deliverDueMail(server.ctx, failingOnce);
    const [mail] = receivedBy("once@example.com");
    expect(mail!.text).toContain("Stored copy");
    expect((await row(server, id)).status).toBe("sent");
  });

  it("still sends rows queued already rendered", async () => {
    const id = await queueMail(server.ctx.db, { kind: "crm_email", to: "legacy@example.com", subject: "Legacy", text: "Rendered long ago", html: "<p>Rendered long ago</p>" });
    await deliverDueMail(server.ctx, deliverer.send);
    const [mail] = receivedBy("legacy@example.com");
    expect(mail!.text).toContain("Rendered long ago");
    expect((await row(server, id)).props).toBeNull();
  });

  it("queues a lead's alert and confirmation as props with the lead, and the worker delivers both", async () => {
    await server.ctx.db.insert(notificationEmails).values({ email: "leads-office@example.com" });
    const res = await server.request("/api/leads", {
      method: "POST",
      json: { firstName: "Quinn", lastName: "Queued", email: "quinn@example.com", phone: "802-555-0177", serviceType: "Heat Pump Installation", location: "Essex" },
    });
    expect(res.status).toBe(201);
    const { id } = (await res.json()) as { id: string };
    const rows = await server.ctx.db.select().from(mailOutbox);
    const alert = rows.find((r) => r.to === "leads-office@example.com")!;
    const confirmation = rows.find((r) => r.to === "quinn@example.com")!;
    expect(alert).toMatchObject({ kind: "lead_alert", text: null, replyTo: "quinn@example.com", props: expect.objectContaining({ name: "Quinn Queued", town: "Essex" }) });
    const reference = `MHP-${id.slice(0, 8).toUpperCase()}`;
    expect(confirmation).toMatchObject({ kind: "lead_confirmation", text: null, subject: `We received your quote request (ref. ${reference})` });
    expect(confirmation.props).toMatchObject({ firstName: "Quinn", service: "Heat Pump Installation", town: "Essex", reference });
    expect(confirmation.headers?.["List-Unsubscribe"]).toMatch(/^<http:\/\/localhost:\d+\/api\/mail\/unsubscribe\?token=/);
    expect(alert.createdAt.getTime()).toBe(confirmation.createdAt.getTime());

    await deliverDueMail(server.ctx, deliverer.send);
    expect(receivedBy("leads-office@example.com")[0]!.text).toMatch(/^Town: Essex$/m);
    const [confirmed] = receivedBy("quinn@example.com");
    expect(confirmed!.text).toContain(reference);
    expect(confirmed!.text).toContain(confirmation.headers!["List-Unsubscribe"]!.slice(1, -1));
  });
});
