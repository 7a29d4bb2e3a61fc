/**
 * The outbox worker: delivers mail_outbox rows over SMTP (SMTP_URL) or, without it, writes them
 * as .eml files under DATA_DIR/mail. A failed attempt is retried with growing back-off (10 s,
 * 20 s, 40 s ... at most 30 min). Only the mail server refusing this recipient (5xx to RCPT TO)
 * or this message (5xx after DATA) is permanent, and marks the message failed after a few tries;
 * anything else — no connection, a refusing greeting, TLS or sign-in trouble, a 4xx — says
 * nothing about the message and is retried for MAIL_RETRY_HOURS (48 h by default) before it is
 * marked failed. Failed messages are listed for staff, who can send them again.
 *
 * One row at a time: claim the next due row with a lease (lockedUntil, LEASE_SECONDS, renewed
 * while it is being sent) through FOR UPDATE SKIP LOCKED, so several instances never send the
 * same message at once; send it; mark it while the lease is still its own; repeat (the lease's
 * claim, renewal and release are server/db/lease.ts, shared with the webhook worker). A row claimed by an instance that died goes
 * out from another once the lease runs out. Delivery is at least once: an instance dying (or
 * losing the database) between the mail server's acceptance and the "sent" mark leaves a
 * message that is sent again after its lease, with the same Message-ID. A templated row (props,
 * no text yet) is rendered here, once, just before its first attempt; the parts are kept on the
 * row (mail log, sending again). A template that cannot render marks the message failed with the
 * reason, like a refused one.
 *
 * A mail carrying a one-time link (password reset, invitation) keeps its record once sent, but
 * not its body: the link would undo storing only the token's hash. Its .eml file (without
 * SMTP_URL) is the delivered message, so it stays while the link works and is removed after.
 */
import nodemailer, { type SendMailOptions, type Transporter } from "nodemailer";
import fs from "node:fs/promises";
import path from "node:path";
import { setImmediate as yieldToEventLoop } from "node:timers/promises";
import { and, asc, eq, inArray, lte, sql } from "drizzle-orm";
import { isEmailAddress } from "@common/schemas/email";
import type { AppContext } from "../context";
import type { BusinessSettings } from "@common/business-settings";
import type { Db } from "../db/client";
import { retryDelayMs, startPasses } from "../worker-loop";
import { mailOutbox } from "../db/schema";
import { getBusinessSettings, lastReadBusinessSettings } from "../office/settings";
import { leaseMs, queueLeases, workNow } from "../db/lease";
import { MailRenderError, renderQueued } from "./templates";
import { sender } from "./sender";
import { headerUnsafe } from "./outbox";
import { defaultBusinessSettings } from "@common/business-settings";
import * as staffMessages from "@common/staff-messages";

/** Mail kinds that carry a one-time link, and how long that link works. */
const ONE_TIME_LINK_MAILS: Record<string, number> = {
  password_reset: 60 * 60 * 1000,
  invitation: 7 * 24 * 60 * 60 * 1000,
};

type OutboxRow = typeof mailOutbox.$inferSelect;
/** A row as it is delivered: its parts rendered, and who it is from (the business's name and sender address). */
export type DeliverableRow = OutboxRow & { text: string; from?: { name: string; address: string } };
/**
 * What a send did: undefined when a mail server (or, in development, the mail folder standing in
 * for one) took it; "filed" when a production site without SMTP_URL wrote it to a file, so it
 * never left the machine and is recorded as not delivered.
 */
export type SendResult = void | "filed";

export interface MailWorkerOptions {
  /** How often due retries are looked for when nothing wakes the worker. */
  pollMs?: number;
  baseDelayMs?: number;
  maxDelayMs?: number;
  /** Deliver through this instead of SMTP_URL / .eml files (tests). */
  send?: (row: DeliverableRow) => Promise<SendResult>;
}

export const MAIL_DEFAULTS = { pollMs: 5_000, baseDelayMs: 10_000, maxDelayMs: 30 * 60_000 } as const;
/** A refusal of the recipient or the message is retried this many times before it is marked failed. */
export const PERMANENT_ATTEMPTS = 3;
/**
 * A row stamped by the database's now() may lie a fraction of a millisecond after the wall clock
 * read here just after it was written (JavaScript dates keep whole milliseconds): count such a
 * row as due, so a freshly queued message goes out on the wake-up, not five seconds later.
 */
const CLOCK_SLACK_MS = 50;

const leases = queueLeases(mailOutbox);

class PermanentMailError extends Error {}

/** Strictly increasing millisecond stamps, so files written in one millisecond still sort in order. */
let lastStamp = 0;
const nextStamp = () => (lastStamp = Math.max(Date.now(), lastStamp + 1));

export function createDeliverer(ctx: AppContext): { send: (row: DeliverableRow) => Promise<SendResult>; close: () => void } {
  const host = new URL(ctx.config.publicUrl).hostname;
  const message = (row: DeliverableRow): SendMailOptions => ({
    from: row.from ?? sender(ctx.config, lastReadBusinessSettings() ?? defaultBusinessSettings),
    // Address objects: nodemailer encodes them and never parses a second address out of one.
    to: { name: "", address: row.to },
    subject: row.subject,
    text: row.text,
    html: row.html ?? undefined,
    replyTo: row.replyTo ? { name: "", address: row.replyTo } : undefined,
    messageId: `<${row.id}@${host}>`,
    date: row.createdAt,
    headers: { ...row.headers, "X-Mail-Kind": row.kind },
  });
  // Pooled: a pass goes over one connection (greeting, TLS and sign-in once, not per message);
  // one connection, as the worker sends one message at a time. An idle connection is
  // closed after a while, so a server that restarts meanwhile costs no failed send. Made for
  // the SMTP address in force at each send: the setup in the browser may give one while running.
  let smtp: { url: string; transport: Transporter } | undefined;
  const smtpTransport = (url: string) => {
    if (smtp?.url === url) return smtp.transport;
    smtp?.transport.close();
    const transport: Transporter = nodemailer.createTransport(url, {
      pool: true,
      maxConnections: 1,
      idleTimeout: 5_000,
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 30_000,
    } as never);
    smtp = { url, transport };
    return transport;
  };
  // Without SMTP_URL each message becomes DATA_DIR/mail/<stamp>-<id>.eml, holding the bytes SMTP
  // would carry (CRLF line ends); names sort in the order the messages were sent.
  const files = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "windows" });
  const dir = path.join(ctx.config.dataDir, "mail");
  const filed = ctx.config.env === "production";
  return {
    async send(row): Promise<SendResult> {
      if (ctx.config.smtpUrl) {
        await smtpTransport(ctx.config.smtpUrl).sendMail(message(row));
        return;
      }
      const info = await files.sendMail(message(row));
      await fs.mkdir(dir, { recursive: true });
      const file = path.join(dir, `${String(nextStamp()).padStart(15, "0")}-${row.id}.eml`);
      // Written aside and renamed: a reader never sees half a message.
      await fs.writeFile(`${file}.tmp`, info.message, { mode: 0o600 });
      await fs.rename(`${file}.tmp`, file);
      if (filed) {
        ctx.logger.warn({ mailId: row.id, kind: row.kind, to: row.to, file }, "mail NOT delivered: written to a file because SMTP_URL is not set");
        return "filed";
      }
      ctx.logger.info({ mailId: row.id, kind: row.kind, to: row.to, subject: row.subject, file }, "mail written to file (no SMTP_URL)");
    },
    close: () => {
      files.close();
      smtp?.transport.close();
    },
  };
}

/**
 * True when the failure is about this message: the server refused its recipient (5xx to RCPT TO)
 * or its content (5xx after DATA), or it can never be sent as it is. A greeting, connection, TLS,
 * sign-in or sender (MAIL FROM) failure, or any 4xx, is about the server or our set-up: retried.
 */
export function isPermanentMailError(error: unknown): boolean {
  if (error instanceof PermanentMailError || error instanceof MailRenderError) return true;
  const { responseCode, command } = error as { responseCode?: unknown; command?: unknown };
  const refused = typeof responseCode === "number" && responseCode >= 500 && responseCode < 600;
  return refused && (command === "RCPT TO" || command === "DATA");
}

/**
 * True when the failure is the mail server's as a whole (no connection, greeting, TLS, sign-in):
 * the next messages would only meet it again, so the pass ends and they wait their turn.
 */
function isServerFailure(error: unknown): boolean {
  const { code, command } = error as { code?: unknown; command?: unknown };
  if (typeof code === "string" && ["ECONNECTION", "ETIMEDOUT", "ESOCKET", "EDNS", "ETLS", "EAUTH"].includes(code)) return true;
  return typeof command === "string" && /^(CONN|EHLO|HELO|LHLO|STARTTLS|AUTH\b)/.test(command);
}

type Rendered = { text: string; html: string };

/**
 * The row with its parts: as stored, or rendered now from its template and props. Returns the
 * rendered parts too when they are new, so the row's next update keeps them.
 */
async function withParts(row: OutboxRow, settings: () => Promise<BusinessSettings>): Promise<{ row: DeliverableRow; rendered?: Rendered }> {
  if (row.text !== null) return { row: { ...row, text: row.text } };
  if (!row.props) throw new PermanentMailError("The message has neither a body nor a template to render it from");
  const rendered = await renderQueued(row.kind, row.props, await settings());
  return { row: { ...row, ...rendered }, rendered };
}

/**
 * The statements run for every message, named so each connection plans them once: the claim of
 * the next due message with its lease (server/db/lease.ts), and the "sent" mark. Messages due at
 * the same moment (a lead's alerts and confirmation) go in the order the due index keeps them,
 * the order they were stored.
 */
const statements = (db: Db) => {
  const due = db
    .select({ id: mailOutbox.id })
    .from(mailOutbox)
    .where(and(leases.claimable(sql.placeholder("now")), lte(mailOutbox.nextAttemptAt, sql.placeholder("dueBy"))))
    // The due index's own order: no sort of every due row on each claim when thousands wait.
    .orderBy(asc(mailOutbox.nextAttemptAt))
    .limit(1)
    .for("update", { skipLocked: true });
  return {
    claim: leases.claim(db, due, sql.placeholder("until")).prepare("mail_claim"),
    // The mail server accepted it (or, "filed", it was written to a file): marked while the lease
    // is still this instance's. The parts are the ones sent (rendered now or stored).
    sent: db
      .update(mailOutbox)
      .set({
        status: sql`${sql.placeholder("status")}`,
        sentAt: sql`${sql.placeholder("sentAt")}`,
        attempts: sql`${sql.placeholder("attempts")}`,
        lockedUntil: null,
        lastError: null,
        text: sql`${sql.placeholder("text")}`,
        html: sql`${sql.placeholder("html")}`,
      })
      .where(leases.held({ id: sql.placeholder("id"), until: sql.placeholder("until"), unsure: sql.placeholder("unsure") }))
      .returning({ id: mailOutbox.id })
      .prepare("mail_sent"),
  };
};
const prepared = new WeakMap<Db, ReturnType<typeof statements>>();
function statementsFor(db: Db) {
  let found = prepared.get(db);
  if (!found) prepared.set(db, (found = statements(db)));
  return found;
}

async function claimNext(ctx: AppContext): Promise<OutboxRow | undefined> {
  const claimedAt = workNow(ctx);
  const [row] = await statementsFor(ctx.db).claim.execute({
    now: claimedAt,
    dueBy: new Date(claimedAt.getTime() + CLOCK_SLACK_MS),
    until: new Date(claimedAt.getTime() + leaseMs(ctx)),
  });
  return row;
}

type Outcome = "sent" | "failed" | "server-down" | "lost";
/** What sending did: the parts rendered for it (when new) and the server's word, or the failure. */
type Attempt = { rendered?: Rendered } & ({ ok: true; result: SendResult } | { ok: false; error: unknown });

/** Checks, renders and sends one claimed message; never throws, the outcome is marked after. */
async function attemptSend(
  ctx: AppContext,
  row: OutboxRow,
  send: (row: DeliverableRow) => Promise<SendResult>,
  settings: () => Promise<BusinessSettings>,
): Promise<Attempt> {
  let rendered: Rendered | undefined;
  try {
    for (const value of [row.to, row.subject, row.replyTo ?? ""]) {
      if (headerUnsafe.test(value)) throw new PermanentMailError("A mail header contains a line break; refused");
    }
    if (!isEmailAddress(row.to)) throw new PermanentMailError("The recipient is not a valid e-mail address; refused");
    const parts = await withParts(row, settings);
    rendered = parts.rendered;
    let toSend = parts.row;
    if (row.replyTo && !isEmailAddress(row.replyTo)) {
      // A Reply-To stored before the address rule: the message still goes, without it.
      ctx.logger.warn({ mailId: row.id, kind: row.kind }, "mail Reply-To is not a valid address; sent without it");
      toSend = { ...toSend, replyTo: null };
    }
    return { rendered, ok: true, result: await send({ ...toSend, from: sender(ctx.config, await settings()) }) };
  } catch (error) {
    return { rendered, ok: false, error };
  }
}

/**
 * Sends one claimed message under its lease, then marks it, while the lease is still this
 * instance's: one taken over meanwhile (this instance stopped for longer than the lease) is left
 * to the instance that took it, which sends it again with the same Message-ID.
 */
async function deliverOne(
  ctx: AppContext,
  row: OutboxRow,
  send: (row: DeliverableRow) => Promise<SendResult>,
  settings: () => Promise<BusinessSettings>,
  options: Pick<MailWorkerOptions, "baseDelayMs" | "maxDelayMs">,
): Promise<Outcome> {
  const lost = () =>
    ctx.logger.warn(
      { mailId: row.id, kind: row.kind },
      "mail lease ran out during its send: another instance may send it as well, with the same Message-ID",
    );
  const { value: attempt, lease } = await leases.hold(ctx, row, () => attemptSend(ctx, row, send, settings), lost);
  const attempts = row.attempts + 1;
  const { rendered } = attempt;
  if (!attempt.ok) {
    const { error } = attempt;
    const message = (error as Error).message?.slice(0, 500) || String(error);
    const permanent = isPermanentMailError(error);
    const now = workNow(ctx);
    const windowOver = now.getTime() - (row.retriedAt ?? row.createdAt).getTime() >= ctx.config.mailRetryHours * 3_600_000;
    const givesUp =
      error instanceof PermanentMailError || error instanceof MailRenderError || (permanent ? attempts >= PERMANENT_ATTEMPTS : windowOver);
    const delay = retryDelayMs(attempts, { baseMs: options.baseDelayMs ?? MAIL_DEFAULTS.baseDelayMs, maxMs: options.maxDelayMs ?? MAIL_DEFAULTS.maxDelayMs });
    const marked = await ctx.db
      .update(mailOutbox)
      .set({
        attempts,
        lastError: givesUp && !permanent && windowOver ? `Gave up after ${ctx.config.mailRetryHours} hours: ${message}`.slice(0, 500) : message,
        lockedUntil: null,
        status: givesUp ? "failed" : "pending",
        nextAttemptAt: new Date(now.getTime() + delay),
        // Rendered once: a retry sends these same parts.
        ...rendered,
      })
      .where(leases.held(lease))
      .returning({ id: mailOutbox.id });
    if (marked.length === 0) return "lost";
    const log = { mailId: row.id, kind: row.kind, attempts, err: message, retryInSeconds: givesUp ? undefined : delay / 1000 };
    if (givesUp) ctx.logger.error(log, "mail delivery failed permanently; listed for staff to retry");
    else ctx.logger.warn(log, "mail delivery failed; will retry");
    return isServerFailure(error) ? "server-down" : "failed";
  }
  // The mail server accepted it: recorded with the parts it was sent with, or without them when
  // they hold a one-time link.
  const oneTimeLink = row.kind in ONE_TIME_LINK_MAILS;
  const parts = oneTimeLink ? { text: staffMessages.mail.linkRemoved, html: null } : (rendered ?? { text: row.text, html: row.html });
  const status = attempt.result === "filed" ? "filed" : "sent";
  const marked = await statementsFor(ctx.db).sent.execute({ ...lease, status, sentAt: workNow(ctx), attempts, text: parts.text, html: parts.html });
  if (marked.length === 0) return "lost";
  if (oneTimeLink && row.props) await ctx.db.update(mailOutbox).set({ props: null }).where(eq(mailOutbox.id, row.id));
  return "sent";
}

/**
 * Claims, sends and marks due messages one at a time until none is due, the mail server as a
 * whole fails (the next messages would only meet it again; they wait their turn) or
 * `shouldStop` says so. Returns how many were sent.
 */
export async function deliverDueMail(
  ctx: AppContext,
  send: (row: DeliverableRow) => Promise<SendResult>,
  options: Pick<MailWorkerOptions, "baseDelayMs" | "maxDelayMs"> = {},
  shouldStop: () => boolean = () => false,
): Promise<number> {
  let sent = 0;
  // Read once per pass, and only when a templated message needs rendering.
  let settings: Promise<BusinessSettings> | undefined;
  const businessSettings = () => (settings ??= getBusinessSettings(ctx.db));
  while (!shouldStop()) {
    const row = await claimNext(ctx);
    if (!row) break;
    const outcome = await deliverOne(ctx, row, send, businessSettings, options);
    if (outcome === "sent") sent += 1;
    if (outcome === "server-down") break;
    // Rendering and writing a file are synchronous: a turn of the event loop between messages
    // lets requests that arrived meanwhile be read.
    await yieldToEventLoop();
  }
  return sent;
}

const EML_NAME = /^\d{15}-([0-9a-f-]{36})\.eml$/;

/**
 * Removes the .eml files (DATA_DIR/mail) of sent one-time-link mail whose link no longer works.
 * Returns how many went.
 */
export async function purgeExpiredLinkFiles(ctx: AppContext): Promise<number> {
  const dir = path.join(ctx.config.dataDir, "mail");
  const names = await fs.readdir(dir).catch(() => [] as string[]);
  const byId = new Map<string, string>();
  for (const name of names) {
    const id = EML_NAME.exec(name)?.[1];
    if (id) byId.set(id, name);
  }
  const now = ctx.clock.now().getTime();
  const ids = [...byId.keys()];
  let removed = 0;
  for (let i = 0; i < ids.length; i += 500) {
    const rows = await ctx.db
      .select({ id: mailOutbox.id, kind: mailOutbox.kind, sentAt: mailOutbox.sentAt })
      .from(mailOutbox)
      .where(and(inArray(mailOutbox.id, ids.slice(i, i + 500)), inArray(mailOutbox.kind, Object.keys(ONE_TIME_LINK_MAILS))));
    for (const row of rows) {
      if (!row.sentAt || row.sentAt.getTime() + ONE_TIME_LINK_MAILS[row.kind]! > now) continue;
      await fs.rm(path.join(dir, byId.get(row.id)!), { force: true });
      removed += 1;
    }
  }
  return removed;
}

/** How often the worker looks for .eml files whose link has expired. */
const LINK_FILE_SWEEP_MS = 10 * 60_000;

export function startMailWorker(ctx: AppContext, options: MailWorkerOptions = {}) {
  const deliverer = options.send ? { send: options.send, close: () => {} } : createDeliverer(ctx);
  const passes = startPasses(ctx, "mail", options.pollMs ?? MAIL_DEFAULTS.pollMs, (shouldStop) => deliverDueMail(ctx, deliverer.send, options, shouldStop));
  ctx.wake.mail = passes.wake;
  // Once sent, only files hold such links: without SMTP_URL, sweep them now and then.
  const sweep = () => void purgeExpiredLinkFiles(ctx).catch((error: unknown) => ctx.logger.warn({ err: error }, "removing expired link mail files failed"));
  const sweeper = ctx.config.smtpUrl || options.send ? undefined : setInterval(sweep, LINK_FILE_SWEEP_MS);
  sweeper?.unref?.();

  return {
    /** Runs a pass now and resolves when it is done (tests). */
    async flush() {
      await passes.idle();
      await deliverDueMail(ctx, deliverer.send, options);
    },
    async stop() {
      if (sweeper) clearInterval(sweeper);
      ctx.wake.mail = () => {};
      await passes.stop();
      deliverer.close();
    },
  };
}
