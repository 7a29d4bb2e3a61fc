/**
 * The mail outbox: a real SMTP server (smtp-server) receives the reset mail and the test follows
 * its link; an SMTP outage during the request delays the mail but never loses it or fails the
 * request; without SMTP_URL messages become .eml files whose names sort chronologically; header
 * values with CR/LF are refused; retries back off.
 */
import { eq } from "drizzle-orm";
import fs from "node:fs";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { SMTPServer } from "smtp-server";
import { afterAll, afterEach, describe, expect, test } from "vitest";
import { mailOutbox } from "../../server/db/schema";
import { queueMail, UnsafeHeaderError } from "../../server/mail/outbox";
import { deliverDueMail, MAIL_DEFAULTS, purgeExpiredLinkFiles } from "../../server/mail/worker";
import { retryDelayMs } from "../../server/worker-loop";
import { freePort, startTestServer, testClock } from "../helpers/server";
import { createAdmin, signIn, uniqueEmail } from "../helpers/session";

type Server = Awaited<ReturnType<typeof startTestServer>>;
/** Each test here boots its own server with background workers: allow for a busy machine. */
const SLOW = 90_000;
const cleanups: Array<() => Promise<void>> = [];
afterEach(async () => {
  while (cleanups.length) await cleanups.pop()!();
});

async function boot(options: Parameters<typeof startTestServer>[0]): Promise<Server> {
  const server = await startTestServer(options);
  cleanups.push(() => server.cleanup());
  return server;
}

interface Received {
  to: string[];
  raw: string;
}

async function startSmtp(port = 0): Promise<{ port: number; received: Received[] }> {
  const received: Received[] = [];
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (c: Buffer) => chunks.push(c));
      stream.on("end", () => {
        received.push({ to: session.envelope.rcptTo.map((r) => r.address), raw: Buffer.concat(chunks).toString("utf8") });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(port, "127.0.0.1", resolve));
  cleanups.push(() => new Promise<void>((resolve) => smtp.close(() => resolve())));
  return { port: (smtp.server.address() as AddressInfo).port, received };
}

/** Undo quoted-printable soft breaks and escapes, enough to read a link. */
const decodeQp = (raw: string) =>
  raw.replace(/=\r?\n/g, "").replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));

async function waitFor<T>(probe: () => Promise<T | undefined> | T | undefined, timeoutMs = 15_000): Promise<T> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() > until) throw new Error("timed out waiting");
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe("delivery over SMTP", () => {
  test("a real SMTP server receives the reset mail; its link resets the password", async () => {
    const smtp = await startSmtp();
    const server = await boot({ background: true, env: { SMTP_URL: `smtp://127.0.0.1:${smtp.port}`, MAIL_FROM: "Mansfield <no-reply@mansfield.test>" } });
    const email = uniqueEmail("smtp");
    await createAdmin(server, email);
    const res = await server.request("/api/auth/forgot-password", { method: "POST", json: { email } });
    expect(res.status).toBe(200);

    const mail = await waitFor(() => smtp.received.find((r) => r.to.includes(email)));
    const text = decodeQp(mail.raw);
    expect(text).toMatch(/^Subject: .*reset/im);
    // The name is the business name from Settings; the address is MAIL_FROM's.
    expect(text).toMatch(/^From: "?Mansfield Heating & Plumbing"? <no-reply@mansfield.test>/m);
    const link = text.match(/http:\/\/localhost:\d+\/reset-password\?token=[\w%-]+/)?.[0];
    expect(link).toBeDefined();
    expect(new URL(link!).origin).toBe(server.url);
    const token = new URL(link!).searchParams.get("token")!;

    const reset = await server.request("/api/auth/reset-password", { method: "POST", json: { token, newPassword: "from the mailed link" } });
    expect(reset.status).toBe(200);
    await signIn(server, email, "from the mailed link");

    const [row] = await server.ctx.db.select().from(mailOutbox).where(eq(mailOutbox.to, email));
    expect(row).toMatchObject({ status: "sent", attempts: 1, lastError: null });
  }, SLOW);

  test("an SMTP outage during the request delays the mail but does not lose it", async () => {
    const port = await freePort(); // nothing listens here yet
    const clock = testClock();
    const server = await boot({ background: true, clock, env: { SMTP_URL: `smtp://127.0.0.1:${port}` } });
    const email = uniqueEmail("outage");
    await createAdmin(server, email);
    const res = await server.request("/api/auth/forgot-password", { method: "POST", json: { email } });
    expect(res.status).toBe(200); // the request never fails because of mail

    const failed = await waitFor(async () => {
      const [row] = await server.ctx.db.select().from(mailOutbox).where(eq(mailOutbox.to, email));
      return row && row.attempts >= 1 ? row : undefined;
    });
    expect(failed.status).toBe("pending");
    expect(failed.lastError).toBeTruthy();
    expect(failed.nextAttemptAt.getTime()).toBeGreaterThan(Date.now());

    const smtp = await startSmtp(port);
    clock.advance(60_000); // past the first back-off
    server.ctx.wake.mail();
    const mail = await waitFor(() => smtp.received.find((r) => r.to.includes(email)));
    expect(decodeQp(mail.raw)).toContain("/reset-password?token=");
    const [row] = await waitFor(async () => {
      const rows = await server.ctx.db.select().from(mailOutbox).where(eq(mailOutbox.to, email));
      return rows[0]?.status === "sent" ? rows : undefined;
    });
    expect(row!.attempts).toBeGreaterThanOrEqual(2);
  }, SLOW);
});

describe("without SMTP_URL", () => {
  test("each message becomes an .eml file under DATA_DIR/mail, names in chronological order, links intact", async () => {
    const server = await boot({ background: true });
    const first = uniqueEmail("eml-a");
    const second = uniqueEmail("eml-b");
    await createAdmin(server, first);
    await createAdmin(server, second);
    const dir = path.join(server.dataDir, "mail");
    const emlFiles = (count: number) =>
      waitFor(() => {
        const names = fs.existsSync(dir) ? fs.readdirSync(dir).filter((f) => f.endsWith(".eml")) : [];
        return names.length >= count ? names : undefined;
      });
    // Forgot-password queues its mail after answering, so the second request waits until the
    // first message is written: the order on disk is then the order the mails were sent.
    await server.request("/api/auth/forgot-password", { method: "POST", json: { email: first } });
    await emlFiles(1);
    await server.request("/api/auth/forgot-password", { method: "POST", json: { email: second } });
    const files = await emlFiles(2);
    expect(files.every((f) => /^\d{15}-[0-9a-f-]{36}\.eml$/.test(f))).toBe(true);
    const sorted = [...files].sort();
    // The bytes SMTP would carry: read as a mail reader would, long lines unfolded.
    const contents = sorted.map((f) => decodeQp(fs.readFileSync(path.join(dir, f), "utf8")));
    expect(contents[0]).toContain(`To: ${first}`);
    expect(contents[1]).toContain(`To: ${second}`);
    const link = contents[1]!.match(/http:\/\/localhost:\d+\/reset-password\?token=([\w-]+)/);
    expect(link).not.toBeNull();
    const reset = await server.request("/api/auth/reset-password", {
      method: "POST",
      json: { token: link![1], newPassword: "straight from the file" },
    });
    expect(reset.status).toBe(200);
    expect(contents[0]).toMatch(/^Subject: /m);
    expect(contents[0]).toMatch(/^Message-ID: </m);
  }, SLOW);
});

describe("outbox rules", () => {
  // One server for these three (they run in order and look only at their own rows).
  const clock = testClock();
  let shared: Server | undefined;
  const sharedServer = async () => (shared ??= await startTestServer({ clock }));
  afterAll(async () => {
    await shared?.cleanup();
  });

  test("a sent reset mail keeps its record but not its link; its .eml file goes once the link has expired", async () => {
    const clock = testClock();
    const server = await boot({ background: true, clock });
    const email = uniqueEmail("purge");
    await createAdmin(server, email);
    await server.request("/api/auth/forgot-password", { method: "POST", json: { email } });
    const sent = await waitFor(async () => {
      const [row] = await server.ctx.db.select().from(mailOutbox).where(eq(mailOutbox.to, email));
      return row?.status === "sent" ? row : undefined;
    });
    // The record stays (who, what, when), the body with its one-time link does not.
    expect(sent).toMatchObject({ kind: "password_reset", to: email, html: null, props: null });
    expect(sent.sentAt).not.toBeNull();
    expect(sent.subject).toContain("Reset your");
    expect(sent.text).not.toMatch(/token=/);
    const dir = path.join(server.dataDir, "mail");
    const file = fs.readdirSync(dir).find((f) => f.endsWith(`-${sent.id}.eml`))!;
    expect(fs.readFileSync(path.join(dir, file), "utf8")).toContain("reset-password?token=");
    // The file is the delivered message while its link works; after that it is removed.
    expect(await purgeExpiredLinkFiles(server.ctx)).toBe(0);
    clock.advance(61 * 60 * 1000);
    expect(await purgeExpiredLinkFiles(server.ctx)).toBe(1);
    expect(fs.existsSync(path.join(dir, file))).toBe(false);
  }, SLOW);

  test("header values with CR or LF are refused when queued and when delivered", async () => {
    const server = await sharedServer();
    await expect(
      queueMail(server.ctx.db, { kind: "test", to: "a@example.com", subject: "Hi\r\nBcc: victim@example.com", text: "x" }),
    ).rejects.toBeInstanceOf(UnsafeHeaderError);
    await expect(queueMail(server.ctx.db, { kind: "test", to: "a@example.com\nb@example.com", subject: "Hi", text: "x" })).rejects.toBeInstanceOf(
      UnsafeHeaderError,
    );
    expect(await server.ctx.db.select().from(mailOutbox)).toEqual([]);

    // A row that got in some other way is never sent.
    const [row] = await server.ctx.db
      .insert(mailOutbox)
      .values({ kind: "test", to: "a@example.com", subject: "Hi\nBcc: victim@example.com", text: "x" })
      .returning();
    const sent: string[] = [];
    await deliverDueMail(server.ctx, async (r) => void sent.push(r.id));
    expect(sent).not.toContain(row!.id);
    const [after] = await server.ctx.db.select().from(mailOutbox).where(eq(mailOutbox.id, row!.id));
    expect(after!.status).toBe("failed");
    expect(after!.lastError).toMatch(/line break/);
  }, SLOW);

  test("failed attempts are retried with growing back-off and the message is kept", async () => {
    const server = await sharedServer();
    const id = await queueMail(server.ctx.db, { kind: "test", to: "retry@example.com", subject: "Retry", text: "body" });
    const failing = async () => {
      throw Object.assign(new Error("connect ECONNREFUSED"), { code: "ECONNREFUSED" });
    };
    const gaps: number[] = [];
    for (let i = 0; i < 3; i++) {
      const before = new Date(Math.max(clock.now().getTime(), Date.now()));
      await deliverDueMail(server.ctx, failing);
      const [row] = await server.ctx.db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
      expect(row).toMatchObject({ status: "pending", attempts: i + 1 });
      gaps.push(row!.nextAttemptAt.getTime() - before.getTime());
      // Not due yet: nothing happens.
      await deliverDueMail(server.ctx, failing);
      const [same] = await server.ctx.db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
      expect(same!.attempts).toBe(i + 1);
      clock.set(new Date(row!.nextAttemptAt.getTime() + 1));
    }
    expect(gaps[1]!).toBeGreaterThan(gaps[0]!);
    expect(gaps[2]!).toBeGreaterThan(gaps[1]!);
    // 10 s, then 20 s, then 40 s (the gap also holds the few milliseconds the pass took).
    expect(gaps[0]!).toBeGreaterThanOrEqual(MAIL_DEFAULTS.baseDelayMs - 1000);
    expect(gaps[0]!).toBeLessThanOrEqual(MAIL_DEFAULTS.baseDelayMs + 1000);
    expect(gaps[2]!).toBeGreaterThanOrEqual(4 * MAIL_DEFAULTS.baseDelayMs - 1000);
    expect(retryDelayMs(50, { baseMs: MAIL_DEFAULTS.baseDelayMs, maxMs: MAIL_DEFAULTS.maxDelayMs })).toBe(30 * 60_000);

    const delivered: string[] = [];
    await deliverDueMail(server.ctx, async (r) => void delivered.push(r.id));
    expect(delivered).toEqual([id]);
    const [done] = await server.ctx.db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
    expect(done).toMatchObject({ status: "sent", attempts: 4 });
  });

  test("a refused recipient (5xx to RCPT TO) is given up after a few tries", async () => {
    const server = await sharedServer();
    const id = await queueMail(server.ctx.db, { kind: "test", to: "nobody@example.com", subject: "Bounce", text: "body" });
    const refusing = async (r: { id: string }) => {
      if (r.id === id) throw Object.assign(new Error("550 mailbox unavailable"), { responseCode: 550, command: "RCPT TO" });
    };
    for (let i = 0; i < 3; i++) {
      await deliverDueMail(server.ctx, refusing);
      clock.advance(60 * 60_000);
    }
    const [row] = await server.ctx.db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
    expect(row).toMatchObject({ status: "failed", attempts: 3 });
  });
});
