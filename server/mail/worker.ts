/**
 * The outbox worker: delivers mail_outbox rows over SMTP (SMTP_URL) or, without it, writes them
 * as .eml files under DATA_DIR/mail. A failed attempt is retried with growing back-off (10 s,
 * 20 s, 40 s ... at most 30 min) and never dropped for a transient error; only a message the
 * SMTP server keeps refusing permanently (5xx) is marked failed after a few tries. Rows are
 * claimed with a lease (lockedUntil) so several instances never send the same message twice.
 */
import nodemailer, { type Transporter } from "nodemailer";
import path from "node:path";
import { and, asc, eq, isNull, lte, lt, or } from "drizzle-orm";
import type { AppContext } from "../context";
import { mailOutbox } from "../db/schema";
import { writeEml } from "./eml";

type OutboxRow = typeof mailOutbox.$inferSelect;

export interface MailWorkerOptions {
  /** How often due retries are looked for when nothing wakes the worker. */
  pollMs?: number;
  baseDelayMs?: number;
  maxDelayMs?: number;
  /** Deliver through this instead of SMTP_URL / .eml files (tests). */
  send?: (row: OutboxRow) => Promise<void>;
}

export const MAIL_DEFAULTS = { pollMs: 5_000, baseDelayMs: 10_000, maxDelayMs: 30 * 60_000 } as const;
const LEASE_MS = 2 * 60_000;
const BATCH = 20;
/** A permanent (5xx) refusal is retried this many times before the message is marked failed. */
const PERMANENT_ATTEMPTS = 3;
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

export function createDeliverer(ctx: AppContext): { send: (row: OutboxRow) => Promise<void>; close: () => void } {
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
          to: row.to,
          subject: row.subject,
          text: row.text,
          html: row.html ?? undefined,
          replyTo: row.replyTo ?? undefined,
          messageId: messageId(row),
          headers: { "X-Mail-Kind": row.kind },
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
        messageId: messageId(row),
        date: row.createdAt,
      });
      ctx.logger.info({ mailId: row.id, kind: row.kind, to: row.to, subject: row.subject, file }, "mail written to file (no SMTP_URL)");
    },
    close: () => {},
  };
}

function isPermanent(error: unknown): boolean {
  if (error instanceof PermanentMailError) return true;
  const code = (error as { responseCode?: unknown }).responseCode;
  return typeof code === "number" && code >= 500 && code < 600;
}

/** Claims due messages one by one (a lease per row) and delivers them. Returns how many were sent. */
export async function deliverDueMail(
  ctx: AppContext,
  send: (row: OutboxRow) => Promise<void>,
  options: Pick<MailWorkerOptions, "baseDelayMs" | "maxDelayMs"> = {},
  shouldStop: () => boolean = () => false,
): Promise<number> {
  let sent = 0;
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
        .set({ lockedUntil: new Date(claimedAt.getTime() + LEASE_MS) })
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
      try {
        for (const value of [row.to, row.subject, row.replyTo ?? ""]) {
          if (headerUnsafe.test(value)) throw new PermanentMailError("A mail header contains a line break; refused");
        }
        await send(row);
        await ctx.db
          .update(mailOutbox)
          .set({ status: "sent", sentAt: nowFor(ctx), attempts, lockedUntil: null, lastError: null })
          .where(eq(mailOutbox.id, row.id));
        sent += 1;
      } catch (error) {
        const message = (error as Error).message?.slice(0, 500) || String(error);
        const givesUp =
          error instanceof PermanentMailError || (isPermanent(error) && attempts >= PERMANENT_ATTEMPTS);
        const delay = backoffMs(attempts, options.baseDelayMs, options.maxDelayMs);
        await ctx.db
          .update(mailOutbox)
          .set({
            attempts,
            lastError: message,
            lockedUntil: null,
            status: givesUp ? "failed" : "pending",
            nextAttemptAt: new Date(nowFor(ctx).getTime() + delay),
          })
          .where(eq(mailOutbox.id, row.id));
        ctx.logger.warn(
          { mailId: row.id, kind: row.kind, attempts, err: message, retryInSeconds: givesUp ? undefined : delay / 1000 },
          givesUp ? "mail delivery failed permanently" : "mail delivery failed; will retry",
        );
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
