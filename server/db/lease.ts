/**
 * Leases on claimed work (an outbox message or a webhook delivery being sent, a campaign run): the
 * instance that claimed the work renews its lease every third of LEASE_SECONDS while it works, so
 * a live instance never has its work taken over, however long the work takes; an instance that
 * died stops renewing, and another takes the work over once the lease has run out.
 */
import { and, eq, inArray, isNull, lt, or, sql, type Placeholder, type SQL, type SQLWrapper } from "drizzle-orm";
import type { PgColumn, PgTable, PgUpdateSetSource } from "drizzle-orm/pg-core";
import type { AppContext } from "../context";
import type { Db } from "./client";

export const leaseMs = (ctx: AppContext) => ctx.config.leaseSeconds * 1000;

/**
 * Runs `work` while renewing its lease. `renew` moves the lease on and says whether this
 * instance still held it; when it did not (the lease ran out, say the process was stopped for
 * longer than the lease), renewing stops and `onLost` is told. A renewal that fails (the
 * database away for a moment) is tried again at the next turn.
 */
export async function whileLeased<T>(
  ctx: AppContext,
  renew: () => Promise<boolean>,
  work: () => Promise<T>,
  onLost: () => void = () => {},
): Promise<T> {
  const every = Math.max(250, Math.floor(leaseMs(ctx) / 3));
  let held = true;
  let renewing: Promise<void> | undefined;
  const timer = setInterval(() => {
    if (!held || renewing) return;
    renewing = renew()
      .then((still) => {
        if (!still && held) {
          held = false;
          onLost();
        }
      })
      .catch((error: unknown) => ctx.logger.warn({ err: error }, "could not renew a work lease; trying again"))
      .finally(() => (renewing = undefined));
  }, every);
  timer.unref?.();
  try {
    return await work();
  } finally {
    held = false;
    clearInterval(timer);
    await renewing;
  }
}

/** The later of the app clock and the wall clock: tests may move the clock forward, never back. */
export const workNow = (ctx: AppContext) => new Date(Math.max(ctx.clock.now().getTime(), Date.now()));

/**
 * A work queue's table (the outbox, webhook deliveries): a row waits with status "pending" and is
 * claimed by writing a time into its lockedUntil.
 */
type QueueTable = PgTable & { id: PgColumn; status: PgColumn; lockedUntil: PgColumn };

/**
 * The lease a worker holds on one claimed row: the lockedUntil it last wrote, and the one a renewal
 * whose answer never came (the database away for a moment) may have written instead. Finding either
 * there means nobody has claimed the row since; anything else, that another worker took it over.
 */
export interface RowLease<Id = string, When = Date> {
  id: Id;
  until: When;
  unsure: When;
}

/**
 * Claim, renew, release for the rows of one queue table, the same for every worker:
 * - `claimable(now)`: the rows free to claim: pending, and never leased, released or run out;
 * - `claim(db, due, until)`: leases the row `due` picks (a SELECT ... FOR UPDATE SKIP LOCKED, so
 *   another worker claiming at the same moment takes another row instead of waiting);
 * - `hold(ctx, row, work, onLost)`: runs `work` while renewing the lease, then stops renewing and
 *   resolves with work's value and the lease as it stands;
 * - `held(lease)`: the condition each mark (release) adds, so a worker whose lease was taken over
 *   leaves the row to the worker that took it; the row is marked once, by its current holder.
 * Delivery stays at least once: a worker that loses its lease may have done the work too.
 */
export function queueLeases<T extends QueueTable>(table: T) {
  const lockedUntil = (until: Date | SQL | Placeholder) => ({ lockedUntil: until }) as PgUpdateSetSource<T>;
  const held = (lease: RowLease<string | Placeholder, Date | Placeholder>): SQL =>
    and(
      eq(table.id, lease.id),
      eq(table.status, "pending"),
      or(eq(table.lockedUntil, lease.until), eq(table.lockedUntil, lease.unsure)),
    )!;
  return {
    claimable: (now: Date | Placeholder) => and(eq(table.status, "pending"), or(isNull(table.lockedUntil), lt(table.lockedUntil, now)))!,
    claim: (db: Db, due: SQLWrapper, until: Date | Placeholder) =>
      db
        .update(table)
        .set(lockedUntil(sql`${until}`))
        .where(inArray(table.id, due))
        .returning(),
    held,
    async hold<R>(
      ctx: AppContext,
      row: { id: string; lockedUntil: Date | null },
      work: () => Promise<R>,
      onLost: () => void,
    ): Promise<{ value: R; lease: RowLease }> {
      const lease: RowLease = { id: row.id, until: row.lockedUntil!, unsure: row.lockedUntil! };
      const renew = async () => {
        const next = new Date(workNow(ctx).getTime() + leaseMs(ctx));
        try {
          const still = await ctx.db.update(table).set(lockedUntil(next)).where(held(lease)).returning({ id: table.id });
          if (still.length > 0) lease.until = lease.unsure = next;
          return still.length > 0;
        } catch (error) {
          // The write may have landed: both values stay this worker's until a renewal answers.
          lease.unsure = next;
          throw error;
        }
      };
      const value = await whileLeased(ctx, renew, work, onLost);
      return { value, lease };
    },
  };
}
