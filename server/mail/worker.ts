/**
 * The outbox worker: delivers mail_outbox rows over SMTP (SMTP_URL) or, without it, writes them
 * as .eml files under DATA_DIR/mail. A failed attempt is retried with growing back-off (10 s,
 * 20 s, 40 s ... at most 30 min). Only the mail server refusing this recipient (5xx to RCPT TO)
 * or this message (5xx after DATA) is permanent, and marks the message failed after a few tries;
 * anything else — no connection, a refusing greeting, TLS or sign-in trouble, a 4xx — says
 * nothing about the message and is retried for MAIL_RETRY_HOURS (48 h by default) before it is
 * marked failed. Failed messages are listed for staff, who can send them again. Rows are
 * claimed a batch at a time, in one statement, each with a lease (lockedUntil, LEASE_SECONDS,
 * renewed for the whole batch while it is being sent) so several instances never send the same
 * message twice; one claimed by an instance that died goes out from another once the lease runs
 * out. Delivery is at least once: an instance dying between the mail server's
 * acceptance and the "sent" mark leaves a message that is sent again, with the same Message-ID.
 * A templated row (props, no text yet) is rendered here, once, just before its first attempt;
 * the parts are kept on the row (mail log, sending again). A template that cannot render marks
 * the message failed with the reason, like a refused one.
 */
import nodemailer, { type Transporter } from "nodemailer";
import path from "node:path";
import { setImmediate as yieldToEventLoop, setTimeout as sleep } from "node:timers/promises";
import { and, asc, eq, getTableColumns, isNull, lte, lt, or, sql } from "drizzle-orm";
import { isEmailAddress } from "~/shared/schemas/email";
import type { AppContext } from "../context";
import type { BusinessSettings } from "~/shared/business-settings";
import { mailOutbox } from "../db/schema";
import { getBusinessSettings } from "../office/settings";
import { leaseMs } from "../db/lease";
import { writeEml } from "./eml";
import { whileBatchLeased } from "./lease";
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
  /** How long mail may wait for a busy server to be served first, in all (see giveWayToVisitors). */
  busyWaitMs?: number;
}

export const MAIL_DEFAULTS = { pollMs: 5_000, baseDelayMs: 10_000, maxDelayMs: 30 * 60_000, busyWaitMs: 10_000 } as const;
/** From this many requests being served at once, the server counts as busy. */
export const BUSY_REQUESTS = 8;
const BUSY_CHECK_MS = 25;
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
    // Pooled: a batch goes over one connection (greeting, TLS and sign-in once, not per message);
    // one connection, as the worker sends one message at a time anyway. An idle connection is
    // closed after a while, so a server that restarts meanwhile costs no failed send.
    const transport: Transporter = nodemailer.createTransport(ctx.config.smtpUrl, {
      pool: true,
      maxConnections: 1,
      idleTimeout: 5_000,
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
const unrecorded = new WeakMap<AppContext, Map<string, SentMark>>();

type Rendered = { text: string; html: string };
type SentMark = { attempts: number; sentAt: Date; rendered?: Rendered };

/**
 * Records messages as sent, any number in one statement: each with its own attempt count, time
 * and newly rendered parts (a row rendered on this attempt keeps them; the mail log shows them).
 * Unconditional, like the single update it replaces: the mail server accepted them.
 */
async function recordSent(ctx: AppContext, marks: Array<[string, SentMark]>) {
  const values = marks.map(([id, m]) => ({
    id,
    attempts: m.attempts,
    sent_at: m.sentAt.toISOString(),
    rendered: !!m.rendered,
    text: m.rendered?.text ?? null,
    html: m.rendered?.html ?? null,
  }));
  await ctx.db.execute(sql`
    update ${mailOutbox} as m
    set status = 'sent', sent_at = v.sent_at, attempts = v.attempts, locked_until = null, last_error = null,
      text = case when v.rendered then v.text else m.text end,
      html = case when v.rendered then v.html else m.html end
    from jsonb_to_recordset(${JSON.stringify(values)}::jsonb)
      as v(id uuid, attempts integer, sent_at timestamptz, rendered boolean, text text, html text)
    where m.id = v.id`);
}

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
 * Claims up to BATCH due messages in one statement, each with the same lease. FOR UPDATE SKIP
 * LOCKED: another instance claiming at the same moment takes other rows instead of waiting for
 * these (and, once this claim commits, finds them leased). Returned in the order they are due;
 * rows due at the same moment (a lead's alert and confirmation) keep the order the due index
 * gives them, as when they were claimed one by one, so which goes first does not vary by run.
 */
async function claimDue(ctx: AppContext): Promise<OutboxRow[]> {
  const claimedAt = nowFor(ctx);
  const dueBy = new Date(claimedAt.getTime() + CLOCK_SLACK_MS);
  const locked = ctx.db
    .select({ id: mailOutbox.id })
    .from(mailOutbox)
    .where(
      and(
        eq(mailOutbox.status, "pending"),
        lte(mailOutbox.nextAttemptAt, dueBy),
        or(isNull(mailOutbox.lockedUntil), lt(mailOutbox.lockedUntil, claimedAt)),
      ),
    )
    .orderBy(asc(mailOutbox.nextAttemptAt), asc(mailOutbox.createdAt))
    .limit(BATCH)
    .for("update", { skipLocked: true })
    .as("locked");
  // Numbered outside the locking query (a window function cannot sit beside FOR UPDATE).
  const turns = ctx.db
    .select({ id: locked.id, turn: sql<number>`row_number() over ()`.as("turn") })
    .from(locked)
    .as("turns");
  const rows = await ctx.db
    .update(mailOutbox)
    .set({ lockedUntil: new Date(claimedAt.getTime() + leaseMs(ctx)) })
    .from(turns)
    .where(eq(mailOutbox.id, turns.id))
    .returning({ row: getTableColumns(mailOutbox), turn: turns.turn });
  return rows.sort((a, b) => Number(a.turn) - Number(b.turn)).map((r) => r.row);
}

/**
 * Claims due messages a batch at a time (one statement, a lease on each row, renewed together
 * while the batch lasts) and delivers them one after another. Each message is recorded as sent
 * only once the mail server accepted it; the marks of messages accepted while the previous mark
 * was being written go together in the next statement, so a fast transport (files) needs a few
 * statements per batch and a slow one (SMTP) has each message recorded right after its send.
 * Returns how many were sent.
 */
export async function deliverDueMail(
  ctx: AppContext,
  send: (row: DeliverableRow) => Promise<void>,
  options: Pick<MailWorkerOptions, "baseDelayMs" | "maxDelayMs"> = {},
  shouldStop: () => boolean = () => false,
  /** Waits, before each batch, while requests should go first. */
  giveWay: () => Promise<void> = async () => {},
): Promise<number> {
  let sent = 0;
  // Read once per pass, and only when a templated message needs rendering.
  let settings: Promise<BusinessSettings> | undefined;
  const businessSettings = () => (settings ??= getBusinessSettings(ctx.db));
  const pending = unrecorded.get(ctx) ?? new Map<string, SentMark>();
  unrecorded.set(ctx, pending);
  // A message delivered just before the database went away is recorded first; while that fails,
  // nothing new is claimed (its lease would expire and it would go out twice).
  if (pending.size > 0) {
    const marks = [...pending];
    await recordSent(ctx, marks);
    for (const [id] of marks) pending.delete(id);
  }
  const windowMs = ctx.config.mailRetryHours * 3_600_000;
  for (;;) {
    await giveWay();
    if (shouldStop()) return sent;
    const batch = await claimDue(ctx);
    if (batch.length === 0) return sent;
    const goOn = await whileBatchLeased(ctx, batch, async (lease) => {
      // Marks waiting to be written, and the statement writing the previous ones.
      const marks: Array<[string, SentMark]> = [];
      let writing: Promise<void> | undefined;
      let markFailure: unknown;
      const writeMarks = async () => {
        while (marks.length > 0 && markFailure === undefined) {
          const these = marks.splice(0);
          try {
            await recordSent(ctx, these);
            sent += these.length;
            for (const [id] of these) lease.finish(id);
          } catch (error) {
            // Sent, only not yet recorded: recorded first thing on the next pass.
            for (const [id, mark] of these) pending.set(id, mark);
            markFailure = error;
          }
        }
        for (const [id, mark] of marks.splice(0)) pending.set(id, mark);
        writing = undefined;
      };
      const markSent = (id: string, mark: SentMark) => {
        marks.push([id, mark]);
        writing ??= writeMarks();
      };

      let goOn = true;
      try {
        for (const row of batch) {
          // One message per turn of the event loop: rendering and writing a file are synchronous,
          // and without a turn between messages a whole batch would run before any request that
          // arrived meanwhile is read.
          await yieldToEventLoop();
          if (shouldStop() || markFailure !== undefined) {
            goOn = false;
            break;
          }
          if (!lease.begin(row.id)) continue; // the claim ran out: another instance may have it now
          const attempts = row.attempts + 1;
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
            await send(toSend);
          } catch (error) {
            const message = (error as Error).message?.slice(0, 500) || String(error);
            const permanent = isPermanentMailError(error);
            const now = nowFor(ctx);
            const windowOver = now.getTime() - (row.retriedAt ?? row.createdAt).getTime() >= windowMs;
            const givesUp =
              error instanceof PermanentMailError || error instanceof MailRenderError || (permanent ? attempts >= PERMANENT_ATTEMPTS : windowOver);
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
            lease.finish(row.id);
            const log = {
              mailId: row.id,
              kind: row.kind,
              attempts,
              err: message,
              retryInSeconds: givesUp ? undefined : delay / 1000,
            };
            if (givesUp) ctx.logger.error(log, "mail delivery failed permanently; listed for staff to retry");
            else ctx.logger.warn(log, "mail delivery failed; will retry");
            // The rest of the batch would only meet the same server: given back, to wait their turn.
            if (isServerFailure(error)) {
              goOn = false;
              break;
            }
            continue;
          }
          lease.sent(row.id);
          markSent(row.id, { attempts, sentAt: nowFor(ctx), rendered });
        }
      } finally {
        // Whatever ended the batch, the sends that went through are recorded (or kept to be).
        while (writing) await writing;
      }
      if (markFailure !== undefined) throw markFailure;
      return goOn;
    });
    if (!goOn) return sent;
    // A short batch took every message due: no need for a statement to learn that nothing is
    // left. Mail queued since then wakes the worker for another pass.
    if (batch.length < BATCH) return sent;
  }
}

/**
 * Mail gives way to visitors. Rendering and sending a lead's two mails costs more CPU than
 * storing the lead; during a rush (BUSY_REQUESTS or more requests being served at once) that
 * work would slow every page and form answer on the same cores. So while the server is busy,
 * delivery waits — for `busyWaitMs` at most, counted from the first wait; past that it goes on
 * at full speed, busy or not, until the server is quiet again or the pass has sent everything
 * due. Mail is never dropped or held for long: it is already stored, and a long rush only makes
 * it a few seconds late. `reset()` starts the count afresh for the next pass.
 */
export function giveWayToVisitors(ctx: AppContext, busyWaitMs: number, stopped: () => boolean) {
  let waitingSince: number | undefined;
  return {
    async wait() {
      for (;;) {
        if (stopped() || ctx.state.requestsInFlight < BUSY_REQUESTS) {
          waitingSince = undefined;
          return;
        }
        const now = performance.now();
        waitingSince ??= now;
        if (now - waitingSince >= busyWaitMs) return;
        await sleep(BUSY_CHECK_MS);
      }
    },
    reset() {
      waitingSince = undefined;
    },
  };
}

export function startMailWorker(ctx: AppContext, options: MailWorkerOptions = {}) {
  const pollMs = options.pollMs ?? MAIL_DEFAULTS.pollMs;
  const deliverer = options.send ? { send: options.send, close: () => {} } : createDeliverer(ctx);
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let again = false;
  let stopped = false;
  const giveWay = giveWayToVisitors(ctx, options.busyWaitMs ?? MAIL_DEFAULTS.busyWaitMs, () => stopped);

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
    running = deliverDueMail(ctx, deliverer.send, options, () => stopped, giveWay.wait)
      .then(() => undefined)
      .catch((error: unknown) => {
        ctx.logger.error({ err: error }, "mail worker pass failed");
      })
      .finally(() => {
        giveWay.reset();
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
