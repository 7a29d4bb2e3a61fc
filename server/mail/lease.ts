/**
 * The outbox's claim on one message while it is being sent: the worker claimed the row by
 * setting locked_until; this keeps moving locked_until on while the SMTP conversation lasts, so
 * a slow but live send is never taken over (and sent a second time) by another instance. The
 * value this instance last wrote is its proof of holding the claim.
 */
import { and, eq } from "drizzle-orm";
import type { AppContext } from "../context";
import { leaseMs, whileLeased } from "../db/lease";
import { mailOutbox } from "../db/schema";

export async function sendWhileLeased(
  ctx: AppContext,
  row: { id: string; kind: string; lockedUntil: Date | null },
  send: () => Promise<void>,
): Promise<void> {
  let until = row.lockedUntil;
  if (!until) return send();
  await whileLeased(
    ctx,
    async () => {
      const next = new Date(Math.max(ctx.clock.now().getTime(), Date.now()) + leaseMs(ctx));
      const [renewed] = await ctx.db
        .update(mailOutbox)
        .set({ lockedUntil: next })
        .where(and(eq(mailOutbox.id, row.id), eq(mailOutbox.status, "pending"), eq(mailOutbox.lockedUntil, until!)))
        .returning({ id: mailOutbox.id });
      if (renewed) until = next;
      return !!renewed;
    },
    send,
    () => ctx.logger.warn({ mailId: row.id, kind: row.kind }, "mail lease ran out during its send: another instance may send it as well, with the same Message-ID"),
  );
}
