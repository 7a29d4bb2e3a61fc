/** Background work started with the server: mail delivery and the blog scheduler. */
import type { AppContext } from "./context";
import { withLogContext } from "./logger";
import { startMailWorker } from "./mail/worker";
import { startScheduler } from "./scheduler";
import { startFollowThrough } from "./contacts/follow-through";

export interface Worker {
  stop(): Promise<void>;
}

export function startBackground(ctx: AppContext): Worker {
  // Each worker runs in its own log context, so its timers (and the lines they log) never carry
  // the request id of whichever request happened to wake it.
  const mail = withLogContext({ worker: "mail" }, () => startMailWorker(ctx));
  const wakeMail = ctx.wake.mail;
  ctx.wake.mail = () => withLogContext({ worker: "mail" }, wakeMail);
  const scheduler = withLogContext({ worker: "scheduler" }, () => startScheduler(ctx));
  // Reminders, the office digest and review requests: exactly once across instances.
  const followThrough = withLogContext({ worker: "follow-through" }, () => startFollowThrough(ctx));
  const workers = [mail, scheduler, followThrough];
  return {
    async stop() {
      await Promise.all(workers.map((w) => w.stop()));
    },
  };
}
