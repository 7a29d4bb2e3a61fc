/**
 * The loop of a queue worker (mail, webhooks): one pass at a time, run at once when woken (after
 * the commit that queued work), otherwise every `pollMs` for retries that have come due. A wake-up
 * during a pass runs another pass right after it, so nothing queued meanwhile waits for the poll.
 */
import type { AppContext } from "./context";
import { isDatabaseUnavailable } from "./db/client";

/**
 * How long to wait after the `failures`-th failed try before the next one: the base delay,
 * doubled after each further failure, never more than the cap. Mail, webhooks and the removal of
 * media files all retry this way.
 */
export function retryDelayMs(failures: number, delays: { baseMs: number; maxMs: number }): number {
  return Math.min(delays.maxMs, delays.baseMs * 2 ** Math.max(0, failures - 1));
}

export function startPasses(ctx: AppContext, name: string, pollMs: number, pass: (shouldStop: () => boolean) => Promise<unknown>) {
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
    running = pass(() => stopped)
      .then(() => undefined)
      .catch((error: unknown) => {
        // The database away: the next pass (woken or polled) tries again.
        if (isDatabaseUnavailable(error)) ctx.logger.warn({ err: error }, `${name} worker pass stopped: database unavailable`);
        else ctx.logger.error({ err: error }, `${name} worker pass failed`);
      })
      .finally(() => {
        running = undefined;
        if (again) {
          again = false;
          schedule(0);
        } else schedule(pollMs);
      });
  }

  schedule(0);
  return {
    /** Runs a pass now (or right after the one running). */
    wake: () => schedule(0),
    /** Resolves when no pass is running. */
    async idle() {
      while (running) await running;
    },
    /** No more passes; resolves when the one running is done. */
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      while (running) await running;
    },
  };
}
