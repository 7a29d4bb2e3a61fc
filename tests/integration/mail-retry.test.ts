/**
 * Lead alerts against a misbehaving mail server (a real smtp-server): a server refusing its
 * greeting (554) says nothing about the message, so alerts wait — for hours — and all go out
 * exactly once when it recovers; only after MAIL_RETRY_HOURS are they given up. A refused
 * recipient (550 to RCPT TO) is permanent: the message is marked failed, staff see it through
 * the API and can send it again. The app clock moves the hours forward.
 */
import { eq } from "drizzle-orm";
import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mailOutbox, notificationEmails } from "../../server/db/schema";
import { createDeliverer, deliverDueMail, PERMANENT_ATTEMPTS } from "../../server/mail/worker";
import { startTestServer, testClock, type TestServer } from "../helpers/server";
import { DEFAULT_ADMIN_EMAIL, DEFAULT_PASSWORD, signIn, signInAsAdmin } from "../helpers/session";

const HOUR = 3_600_000;

/** What the mail server does now; the tests change it as they go. */
const behaviour = { greeting: "ok" as "ok" | "refuse", refuseRecipient: null as string | null };
const received: Array<{ to: string[]; messageId: string }> = [];
let smtp: SMTPServer;
let server: TestServer & { cleanup(): Promise<void> };
const clock = testClock();

beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onConnect(_session, callback) {
      if (behaviour.greeting === "refuse") return callback(Object.assign(new Error("Service not available, try later"), { responseCode: 554 }));
      callback();
    },
    onRcptTo(address, _session, callback) {
      if (address.address === behaviour.refuseRecipient) {
        return callback(Object.assign(new Error("No such user here"), { responseCode: 550 }));
      }
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (c: Buffer) => chunks.push(c));
      stream.on("end", () => {
        const raw = Buffer.concat(chunks).toString("utf8");
        received.push({ to: session.envelope.rcptTo.map((r) => r.address), messageId: /^Message-ID: (.+)$/im.exec(raw)?.[1]?.trim() ?? "" });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, "127.0.0.1", resolve));
  const port = (smtp.server.address() as AddressInfo).port;
  server = await startTestServer({ clock, env: { SMTP_URL: `smtp://127.0.0.1:${port}`, MAIL_RETRY_HOURS: "48" } });
  await signInAsAdmin(server);
  // The first admin is alerted from the start; these tests follow the office's address alone.
  await server.ctx.db.delete(notificationEmails);
});

/** Signed in at the app clock's "now" (the tests move it by days). */
const adminHeaders = async () => (await signIn(server, DEFAULT_ADMIN_EMAIL, DEFAULT_PASSWORD)).headers;

afterAll(async () => {
  await server?.cleanup();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
});

async function postLead(lastName: string) {
  const res = await server.request("/api/leads", {
    method: "POST",
    json: { firstName: "Mail", lastName, email: "visitor@example.com", phone: "802-555-0142", message: "Boiler check" },
  });
  expect(res.status).toBe(201);
}

// The alerts only: each lead also queues the visitor's confirmation, tested elsewhere.
const outbox = () => server.ctx.db.select().from(mailOutbox).where(eq(mailOutbox.kind, "lead_alert"));
const alertsReceived = () => received.filter((r) => r.to.includes("office@mansfield.test"));

/** One worker pass over SMTP, then the clock moves on past the longest back-off. */
async function pass(deliverer: ReturnType<typeof createDeliverer>, advanceMs = 31 * 60_000) {
  await deliverDueMail(server.ctx, deliverer.send);
  clock.advance(advanceMs);
}

describe("a mail server refusing its greeting (554)", () => {
  it("keeps the alerts for hours and delivers each exactly once when the server recovers", async () => {
    await server.ctx.db.insert(notificationEmails).values({ email: "office@mansfield.test", type: "lead_notification", isActive: true });
    const names = ["Aaron", "Beatrice", "Carlos", "Dana", "Eli", "Fay"];
    for (const name of names) await postLead(name);
    const deliverer = createDeliverer(server.ctx);
    try {
      behaviour.greeting = "refuse";
      // Twelve hours of refusals, tried every half hour (a refused greeting ends the pass, and the
      // visitors' confirmations take their turns too).
      for (let i = 0; i < 24; i++) await pass(deliverer);
      const waiting = await outbox();
      expect(waiting).toHaveLength(names.length);
      for (const row of waiting) {
        expect(row.status).toBe("pending");
        expect(row.attempts).toBeGreaterThanOrEqual(1);
        expect(row.lastError).toMatch(/554/);
      }
      // Far more refusals than the few a refused recipient gets, and nothing given up.
      const everything = await server.ctx.db.select().from(mailOutbox); // the visitors' confirmations wait in the same queue
      expect(everything.every((row) => row.status === "pending")).toBe(true);
      expect(everything.reduce((sum, row) => sum + row.attempts, 0)).toBeGreaterThan(PERMANENT_ATTEMPTS * 3);
      expect(alertsReceived()).toEqual([]);

      behaviour.greeting = "ok";
      await pass(deliverer);
      await pass(deliverer);
      const rows = await outbox();
      expect(rows.map((r) => r.status)).toEqual(names.map(() => "sent"));
      // Exactly once each.
      expect(alertsReceived()).toHaveLength(names.length);
      expect(new Set(alertsReceived().map((r) => r.messageId)).size).toBe(names.length);
    } finally {
      deliverer.close();
    }
  });

  it("gives up only after MAIL_RETRY_HOURS, and then staff see it", async () => {
    await server.ctx.db.delete(mailOutbox);
    received.length = 0;
    clock.set(new Date()); // the window counts from the message's creation
    await postLead("Gideon");
    const deliverer = createDeliverer(server.ctx);
    try {
      behaviour.greeting = "refuse";
      await pass(deliverer, 47 * HOUR);
      await pass(deliverer, 0);
      expect((await outbox())[0]!.status).toBe("pending"); // 47 h: still trying
      clock.advance(2 * HOUR);
      // The visitor's confirmation is due too, and a refused greeting ends a pass after the first
      // message it meets, in whichever order the two come: two passes give each its try.
      await pass(deliverer, 0);
      await pass(deliverer, 0);
      const [row] = await outbox();
      expect(row!.status).toBe("failed");
      expect(row!.lastError).toMatch(/^Gave up after 48 hours: .*554/);

      const failed = await server.request("/api/mail/failed", { headers: await adminHeaders() });
      expect(failed.status).toBe(200);
      // The visitor's confirmation, given up in the same window, is listed beside the alert.
      const listed = (await failed.json()) as Array<{ id: string; kind: string; to: string; lastError: string }>;
      expect(listed.map((m) => m.kind).sort()).toEqual(["lead_alert", "lead_confirmation"]);
      expect(listed).toContainEqual(expect.objectContaining({ id: row!.id, kind: "lead_alert", to: "office@mansfield.test", lastError: row!.lastError }));
    } finally {
      behaviour.greeting = "ok";
      deliverer.close();
    }
  });
});

describe("a mail server refusing the recipient (550 to RCPT TO)", () => {
  it("marks the message failed, lists it for staff, and sends it when staff retry", async () => {
    await server.ctx.db.delete(mailOutbox);
    await server.ctx.db.delete(notificationEmails);
    await server.ctx.db.insert(notificationEmails).values({ email: "gone@mansfield.test", type: "lead_notification", isActive: true });
    received.length = 0;
    clock.set(new Date());
    behaviour.refuseRecipient = "gone@mansfield.test";
    await postLead("Hannah");
    const deliverer = createDeliverer(server.ctx);
    try {
      for (let i = 0; i < PERMANENT_ATTEMPTS; i++) await pass(deliverer);
      const [row] = await outbox();
      expect(row).toMatchObject({ status: "failed", attempts: PERMANENT_ATTEMPTS });
      expect(row!.lastError).toMatch(/550/);

      // Staff only: editors and visitors do not see or resend mail.
      expect((await server.request("/api/mail/failed")).status).toBe(401);
      const headers = await adminHeaders();
      const list = await server.request("/api/mail/failed", { headers });
      const failed = (await list.json()) as Array<{ id: string; to: string; subject: string; attempts: number; lastError: string }>;
      expect(failed).toHaveLength(1);
      expect(failed[0]).toMatchObject({ id: row!.id, to: "gone@mansfield.test", subject: "New quote request from Mail Hannah", attempts: PERMANENT_ATTEMPTS });
      expect(failed[0]).not.toHaveProperty("text");

      // The mailbox is fixed; staff send it again.
      behaviour.refuseRecipient = null;
      const retry = await server.request(`/api/mail/${row!.id}/retry`, { method: "POST", headers });
      expect(retry.status).toBe(200);
      expect(await retry.json()).toEqual({ id: row!.id, status: "pending" });
      const again = await server.request(`/api/mail/${row!.id}/retry`, { method: "POST", headers });
      expect(again.status).toBe(409);

      await pass(deliverer);
      const [sent] = await server.ctx.db.select().from(mailOutbox).where(eq(mailOutbox.id, row!.id));
      expect(sent).toMatchObject({ status: "sent", attempts: 1 });
      expect(sent!.retriedAt).toBeInstanceOf(Date);
      expect(received.filter((r) => r.to.includes("gone@mansfield.test"))).toHaveLength(1);
      expect(await (await server.request("/api/mail/failed", { headers: await adminHeaders() })).json()).toEqual([]);
    } finally {
      behaviour.refuseRecipient = null;
      deliverer.close();
    }
  });
});
