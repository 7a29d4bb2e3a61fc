/**
 * The outbox's claim on a batch of messages while they are being sent: the worker claimed the
 * rows together, each with the same locked_until; this keeps moving locked_until on for every
 * row of the batch not yet recorded as sent or failed — one statement for the whole batch, every
 * third of LEASE_SECONDS — so a slow but live batch (a slow SMTP conversation, or many messages
 * waiting their turn behind one) is never taken over, and sent a second time, by another
 * instance. The value this instance last wrote is its proof of holding each claim.
 *
 * A row this instance finds it no longer holds (the lease ran out, say the process was stopped
 * for longer than the lease) is not sent if its turn has not come; a row claimed but never
 * begun (the pass stopped early) is given back at the end, so another pass can take it at once.
 */
import { and, eq, inArray } from "drizzle-orm";
import type { AppContext } from "../context";
import { leaseMs, whileLeased } from "../db/lease";
import { mailOutbox } from "../db/schema";

export interface BatchLease {
  /** Call before a row's turn: false when the claim on it was lost (leave the row alone). */
  begin(id: string): boolean;
  /** The mail server accepted the row: held on until the "sent" mark is recorded. */
  sent(id: string): void;
  /** The row is recorded (sent or failed): no need to hold it any longer. */
  finish(id: string): void;
}

type ClaimedRow = { id: string; kind: string; lockedUntil: Date | null };

export async function whileBatchLeased<T>(ctx: AppContext, rows: ClaimedRow[], work: (lease: BatchLease) => Promise<T>): Promise<T> {
  const kinds = new Map(rows.map((r) => [r.id, r.kind]));
  /** Claims this instance still holds and must keep: not yet recorded as sent or failed. */
  const held = new Set(rows.filter((r) => r.lockedUntil).map((r) => r.id));
  const begun = new Set<string>();
  const accepted = new Set<string>();
  // One claim statement wrote one value for the whole batch.
  let until = rows.find((r) => r.lockedUntil)?.lockedUntil ?? null;
  const lease: BatchLease = {
    begin(id) {
      if (!until) return true; // not leased (nothing to lose)
      if (!held.has(id)) return false;
      begun.add(id);
      return true;
    },
    sent(id) {
      accepted.add(id);
    },
    finish(id) {
      held.delete(id);
    },
  };
  if (!until) return work(lease);
  const renew = async () => {
    const ids = [...held];
    if (ids.length === 0) return false; // nothing left to hold: renewing stops
    const next = new Date(Math.max(ctx.clock.now().getTime(), Date.now()) + leaseMs(ctx));
    const renewed = await ctx.db
      .update(mailOutbox)
      .set({ lockedUntil: next })
      .where(and(inArray(mailOutbox.id, ids), eq(mailOutbox.status, "pending"), eq(mailOutbox.lockedUntil, until!)))
      .returning({ id: mailOutbox.id });
    until = next;
    const still = new Set(renewed.map((r) => r.id));
    for (const id of ids) {
      // Recorded meanwhile (finish() comes after the statement that records it): not lost.
      if (still.has(id) || !held.has(id)) continue;
      held.delete(id);
      if (begun.has(id) && !accepted.has(id)) {
        ctx.logger.warn(
          { mailId: id, kind: kinds.get(id) },
          "mail lease ran out during its send: another instance may send it as well, with the same Message-ID",
        );
      }
    }
    return true;
  };
  try {
    return await whileLeased(ctx, renew, () => work(lease));
  } finally {
    // Claimed but never begun: given back now rather than when the lease runs out.
    const unbegun = [...held].filter((id) => !begun.has(id));
    if (unbegun.length > 0) {
      await ctx.db
        .update(mailOutbox)
        .set({ lockedUntil: null })
        .where(and(inArray(mailOutbox.id, unbegun), eq(mailOutbox.status, "pending"), eq(mailOutbox.lockedUntil, until)))
        .catch((error: unknown) => ctx.logger.warn({ err: error }, "could not give back unsent mail claims; they free themselves when the lease runs out"));
    }
  }
}
