/**
 * Leases on claimed work (an outbox message being sent, a campaign run): the instance that
 * claimed the work renews its lease every third of LEASE_SECONDS while it works, so a live
 * instance never has its work taken over, however long the work takes; an instance that died
 * stops renewing, and another takes the work over once the lease has run out.
 */
import type { AppContext } from "../context";

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
