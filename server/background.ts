/** Background work started with the server: mail and webhook delivery, the blog scheduler, the follow-through and media file removals to retry. */
import type { AppContext } from "./context";
import { withLogContext } from "./logger";
import { startMailWorker } from "./mail/worker";
import { startWebhookWorker } from "./webhooks/worker";
import { startScheduler } from "./scheduler";
import { startFollowThrough } from "./contacts/follow-through";
import { retryMediaDeletions } from "./media/media";
import { mediaStoreFor } from "./media/store";

const MEDIA_RETRY_MS = 5 * 60_000;

/** Media files whose removal failed (an S3 outage) are removed once the store answers again. */
function startMediaRetries(ctx: AppContext): Worker {
  const store = mediaStoreFor(ctx.config);
  let running: Promise<unknown> = Promise.resolve();
  const timer = setInterval(() => {
    running = retryMediaDeletions(ctx, store).catch((error: unknown) => ctx.logger.warn({ err: error }, "media removal retry failed"));
  }, MEDIA_RETRY_MS);
  timer.unref?.();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}

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
  const media = withLogContext({ worker: "media" }, () => startMediaRetries(ctx));
  // Webhooks: in a worker of their own, so a slow receiver never holds up mail.
  const webhooks = withLogContext({ worker: "webhooks" }, () => startWebhookWorker(ctx));
  const wakeWebhooks = ctx.wake.webhooks;
  ctx.wake.webhooks = () => withLogContext({ worker: "webhooks" }, wakeWebhooks);
  const workers = [mail, scheduler, followThrough, media, webhooks];
  return {
    async stop() {
      await Promise.all(workers.map((w) => w.stop()));
    },
  };
}
