/**
 * The outbox worker: delivers mail_outbox rows over SMTP (SMTP_URL) or, without it, writes them
 * as .eml files under DATA_DIR/mail. A failed attempt is retried with growing back-off (10 s,
 * 20 s, 40 s ... at most 30 min). Only the mail server refusing this recipient (5xx to RCPT TO)
 * or this message (5xx after DATA) is permanent, and marks the message failed after a few tries;
 * anything else — no connection, a refusing greeting, TLS or sign-in trouble, a 4xx — says
 * nothing about the message and is retried for MAIL_RETRY_HOURS (48 h by default) before it is
 * marked failed. Failed messages are listed for staff, who can send them again. Rows are
 * claimed with a lease (lockedUntil, LEASE_SECONDS, renewed during the send) so several instances
 * never send the same message twice; one claimed by an instance that died goes out from another
 * once the lease runs out. Delivery is at least once: an instance dying between the mail server's
 * acceptance and the "sent" mark leaves a message that is sent again, with the same Message-ID.
 * A templated row (props, no text yet) is rendered here, once, just before its first attempt;
 * the parts are kept on the row (mail log, sending again). A template that cannot render marks
 * the message failed with the reason, like a refused one.
 */
import nodemailer, { type Transporter } from "nodemailer";
import path from "node:path";
import { and, asc, eq, isNull, lte, lt, or } from "drizzle-orm";
import { isEmailAddress } from "~/shared/schemas/email";
import type { AppContext } from "../context";
import type { BusinessSettings } from "~/shared/business-settings";
import { mailOutbox } from "../db/schema";
import { getBusinessSettings } from "../office/settings";
import { leaseMs } from "../db/lease";
import { writeEml } from "./eml";
import { sendWhileLeased } from "./lease";
import { MailRenderError, renderQueued } from "./templates";

type OutboxRow = typeof mailOutbox.$inferSelect;
/** A row as it is delivered: its parts rendered. */
export type DeliverableRow = OutboxRow & { text: string };

export interface MailWorkerOptions {
  /** How often due retries are looked for when nothing wakes the worker. */
  pollMs?: number;
  baseDelayMs?: number;
  maxDelayMs?: number;
  /** Deliver through this instead of SMTP_URL / .eml files (tests). */
  send?: (row: DeliverableRow) => Promise<void>;
}

export const MAIL_DEFAULTS = { pollMs: 5_000, baseDelayMs: 10_000, maxDelayMs: 30 * 60_000 } as const;
const BATCH = 20;
/** A refusal of the recipient or the message is retried this many times before it is marked failed. */
export const PERMANENT_ATTEMPTS = 3;
const headerUnsafe = /[\r\n]/;
/**
 * A row stamped by the database's now() may lie a fraction of a millisecond after the wall clock
 * read here just after it was written (JavaScript dates keep whole milliseconds): count such a
 * row as due, so a freshly queued message goes out on the wake-up, not five seconds later.
 */
const CLOCK_SLACK_MS = 50;

export function backoffMs(attempts: number, base: number = MAIL_DEFAULTS.baseDelayMs, max: number = MAIL_DEFAULTS.maxDelayMs): number {
  return Math.min(max, base * 2 ** Math.max(0, attempts - 1));
}

/** The later of the app clock and the wall clock: tests may move the clock forward, never back. */
const nowFor = (ctx: AppContext) => new Date(Math.max(ctx.clock.now().getTime(), Date.now()));

class PermanentMailError extends Error {}

export function createDeliverer(ctx: AppContext): { send: (row: DeliverableRow) => Promise<void>; close: () => void } {
  const host = new URL(ctx.config.publicUrl).hostname;
  const messageId = (row: OutboxRow) => `<${row.id}@${host}>`;
  if (ctx.config.smtpUrl) {
    const transport: Transporter = nodemailer.createTransport(ctx.config.smtpUrl, {
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 30_000,
    } as never);
    return {
      async send(row) {
        await transport.sendMail({
          from: ctx.config.mailFrom,
          // Address objects: nodemailer encodes them and never parses a second address out of one.
          to: { name: "", address: row.to },
          subject: row.subject,
          text: row.text,
          html: row.html ?? undefined,
          replyTo: row.replyTo ? { name: "", address: row.replyTo } : undefined,
          messageId: messageId(row),
          headers: { ...row.headers, "X-Mail-Kind": row.kind },
        });
      },
      close: () => transport.close(),
    };
  }
  const dir = path.join(ctx.config.dataDir, "mail");
  return {
    async send(row) {
      const file = await writeEml(dir, {
        id: row.id,
        from: ctx.config.mailFrom,
        to: row.to,
        subject: row.subject,
        text: row.text,
        html: row.html,
        replyTo: row.replyTo,
        kind: row.kind,
        headers: row.headers,
        messageId: messageId(row),
        date: row.createdAt,
      });
      ctx.logger.info({ mailId: row.id, kind: row.kind, to: row.to, subject: row.subject, file }, "mail written to file (no SMTP_URL)");
    },
    close: () => {},
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
 * the rest of the batch would only meet it again, so the pass ends and they wait their turn.
 */
function isServerFailure(error: unknown): boolean {
  const { code, command } = error as { code?: unknown; command?: unknown };
  if (typeof code === "string" && ["ECONNECTION", "ETIMEDOUT", "ESOCKET", "EDNS", "ETLS", "EAUTH"].includes(code)) return true;
  return typeof command === "string" && /^(CONN|EHLO|HELO|LHLO|STARTTLS|AUTH\b)/.test(command);
}

/** Sends that succeeded while the database could not record them: recorded before anything else is claimed. */
const unrecorded = new WeakMap<AppContext, Map<string, { attempts: number; sentAt: Date; rendered?: Rendered }>>();

async function recordSent(ctx: AppContext, id: string, attempts: number, sentAt: Date, rendered?: Rendered) {
  await ctx.db
    .update(mailOutbox)
    .set({ status: "sent", sentAt, attempts, lockedUntil: null, lastError: null, ...rendered })
    .where(eq(mailOutbox.id, id));
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

/** Claims due messages one by one (a lease per row) and delivers them. Returns how many were sent. */
export async function deliverDueMail(
  ctx: AppContext,
  send: (row: DeliverableRow) => Promise<void>,
  options: Pick<MailWorkerOptions, "baseDelayMs" | "maxDelayMs"> = {},
  shouldStop: () => boolean = () => false,
): Promise<number> {
  let sent = 0;
  // Read once per pass, and only when a templated message needs rendering.
  let settings: Promise<BusinessSettings> | undefined;
  const businessSettings = () => (settings ??= getBusinessSettings(ctx.db));
  const pending = unrecorded.get(ctx) ?? new Map<string, { attempts: number; sentAt: Date; rendered?: Rendered }>();
  unrecorded.set(ctx, pending);
  // A message delivered just before the database went away is recorded first; while that fails,
  // nothing new is claimed (its lease would expire and it would go out twice).
  for (const [id, { attempts, sentAt, rendered }] of pending) {
    await recordSent(ctx, id, attempts, sentAt, rendered);
    pending.delete(id);
  }
  const windowMs = ctx.config.mailRetryHours * 3_600_000;
  for (;;) {
    const now = new Date(nowFor(ctx).getTime() + CLOCK_SLACK_MS);
    const due = await ctx.db
      .select({ id: mailOutbox.id })
      .from(mailOutbox)
      .where(
        and(
          eq(mailOutbox.status, "pending"),
          lte(mailOutbox.nextAttemptAt, now),
          or(isNull(mailOutbox.lockedUntil), lt(mailOutbox.lockedUntil, now)),
        ),
      )
      .orderBy(asc(mailOutbox.nextAttemptAt), asc(mailOutbox.createdAt))
      .limit(BATCH);
    if (due.length === 0) return sent;
    for (const { id } of due) {
      if (shouldStop()) return sent;
      const claimedAt = nowFor(ctx);
      const [row] = await ctx.db
        .update(mailOutbox)
        .set({ lockedUntil: new Date(claimedAt.getTime() + leaseMs(ctx)) })
        .where(
          and(
            eq(mailOutbox.id, id),
            eq(mailOutbox.status, "pending"),
            or(isNull(mailOutbox.lockedUntil), lt(mailOutbox.lockedUntil, claimedAt)),
          ),
        )
        .returning();
      if (!row) continue; // another instance took it
      const attempts = row.attempts + 1;
      let delivered = false;
      let rendered: Rendered | undefined;
      try {
        for (const value of [row.to, row.subject, row.replyTo ?? ""]) {
          if (headerUnsafe.test(value)) throw new PermanentMailError("A mail header contains a line break; refused");
        }
        if (!isEmailAddress(row.to)) throw new PermanentMailError("The recipient is not a valid e-mail address; refused");
        const parts = await withParts(row, businessSettings);
        rendered = parts.rendered;
        let toSend = parts.row;
        if (row.replyTo && !isEmailAddress(row.replyTo)) {
          // A Reply-To stored before the address rule: the message still goes, without it.
          ctx.logger.warn({ mailId: row.id, kind: row.kind }, "mail Reply-To is not a valid address; sent without it");
          toSend = { ...toSend, replyTo: null };
        }
        await sendWhileLeased(ctx, row, () => send(toSend));
        delivered = true;
        const sentAt = nowFor(ctx);
        try {
          await recordSent(ctx, row.id, attempts, sentAt, rendered);
        } catch (error) {
          pending.set(row.id, { attempts, sentAt, rendered });
          throw error;
        }
        sent += 1;
      } catch (error) {
        if (delivered) throw error; // sent, only not yet recorded: see `pending`
        const message = (error as Error).message?.slice(0, 500) || String(error);
        const permanent = isPermanentMailError(error);
        const now = nowFor(ctx);
        const windowOver = now.getTime() - (row.retriedAt ?? row.createdAt).getTime() >= windowMs;
        const givesUp =
          error instanceof PermanentMailError ||
          error instanceof MailRenderError ||
          (permanent ? attempts >= PERMANENT_ATTEMPTS : windowOver);
        const delay = backoffMs(attempts, options.baseDelayMs, options.maxDelayMs);
        await ctx.db
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
          .where(eq(mailOutbox.id, row.id));
        const log = { mailId: row.id, kind: row.kind, attempts, err: message, retryInSeconds: givesUp ? undefined : delay / 1000 };
        if (givesUp) ctx.logger.error(log, "mail delivery failed permanently; listed for staff to retry");
        else ctx.logger.warn(log, "mail delivery failed; will retry");
        if (isServerFailure(error)) return sent;
      }
    }
  }
}

export function startMailWorker(ctx: AppContext, options: MailWorkerOptions = {}) {
  const pollMs = options.pollMs ?? MAIL_DEFAULTS.pollMs;
  const deliverer = options.send ? { send: options.send, close: () => {} } : createDeliverer(ctx);
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let again = false;
  let stopped = false;

  const schedule = (ms: number) => {
    if (stopped) return;
    if (timer) clearTimeout(timer);
    timer = setTimeout(run, ms);
    timer.unref?.();
  };

  function run() {
    timer = undefined;
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = deliverDueMail(ctx, deliverer.send, options, () => stopped)
      .then(() => undefined)
      .catch((error: unknown) => {
        ctx.logger.error({ err: error }, "mail worker pass failed");
      })
      .finally(() => {
        running = undefined;
        if (again) {
          again = false;
          schedule(0);
        } else schedule(pollMs);
      });
  }

  ctx.wake.mail = () => schedule(0);
  schedule(0);

  return {
    /** Runs a pass now and resolves when it is done (tests). */
    async flush() {
      while (running) await running;
      await deliverDueMail(ctx, deliverer.send, options);
    },
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      ctx.wake.mail = () => {};
      while (running) await running;
      deliverer.close();
    },
  };
}
