/**
 * Failed mail, for staff: messages the worker gave up on (a refused recipient or message, or a
 * mail server unreachable for the whole retry window) are listed on the dashboard's Email Alerts
 * tab with a button that sends them again. Admin only: the list names staff and customers.
 */
import { and, desc, eq, inArray } from "drizzle-orm";
import * as staffMessages from "@common/staff-messages";
import type { AppContext } from "../context";
import { mailOutbox } from "../db/schema";
import type { ApiRouter } from "../http/api-router";
import { conflict, notFound } from "../http/errors";
import { idParam } from "../http/validate";
import { isOptedOut } from "../contacts/opt-out";
import { audit } from "../office/audit";

type OutboxRow = typeof mailOutbox.$inferSelect;

/** What the dashboard shows of a failed message: never its body (reset links live there). */
export interface FailedMail {
  id: string;
  kind: string;
  to: string;
  subject: string;
  attempts: number;
  lastError: string | null;
  createdAt: string;
  failedAt: string;
  retriedAt: string | null;
}

const FAILED_LIST_MAX = 100;

const toFailedMail = (row: OutboxRow): FailedMail => ({
  id: row.id,
  kind: row.kind,
  to: row.to,
  subject: row.subject,
  attempts: row.attempts,
  lastError: row.lastError,
  createdAt: row.createdAt.toISOString(),
  // The last attempt scheduled its successor from the moment it failed.
  failedAt: row.nextAttemptAt.toISOString(),
  retriedAt: row.retriedAt?.toISOString() ?? null,
});

export async function listFailedMail(ctx: AppContext): Promise<FailedMail[]> {
  const rows = await ctx.db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.status, "failed"))
    .orderBy(desc(mailOutbox.createdAt))
    .limit(FAILED_LIST_MAX);
  return rows.map(toFailedMail);
}

export function registerFailedMailRoutes(api: ApiRouter, ctx: AppContext): void {
  api.get("/mail/failed", "admin", async (_req, res) => {
    res.json(await listFailedMail(ctx));
  });

  /**
   * Sends a failed message again, or one a site without SMTP only wrote to a file (once SMTP_URL
   * is set): a fresh set of tries and a fresh retry window, from now. A customer mail (it carries
   * List-Unsubscribe) to an address that opted out since stays as it is. Audited in the same
   * transaction.
   */
  api.post("/mail/:id/retry", "admin", async (req, res) => {
    const id = idParam(req, "id", "Message not found");
    const now = ctx.clock.now();
    const row = await ctx.db.transaction(async (tx) => {
      const [found] = await tx.select().from(mailOutbox).where(eq(mailOutbox.id, id));
      if (!found) throw notFound("Message not found");
      if (found.status !== "failed" && found.status !== "filed") throw conflict(staffMessages.api.mailNotFailed);
      if (found.headers?.["List-Unsubscribe"] && (await isOptedOut(tx, found.to))) throw conflict(staffMessages.api.mailOptedOut);
      const [queued] = await tx
        .update(mailOutbox)
        .set({ status: "pending", attempts: 0, nextAttemptAt: now, retriedAt: now, lockedUntil: null })
        .where(and(eq(mailOutbox.id, id), inArray(mailOutbox.status, ["failed", "filed"])))
        .returning();
      if (!queued) throw conflict(staffMessages.api.mailNotFailed);
      await audit(tx, req, { action: "mail.retry", targetType: "mail", targetId: id, details: { kind: queued.kind, to: queued.to } }, now);
      return queued;
    });
    ctx.logger.info({ reqId: req.id, mailId: id, kind: row.kind, userId: req.user?.id }, "failed mail queued again by staff");
    ctx.wake.mail();
    res.json({ id: row.id, status: row.status });
  });
}
