/** Background work started with the server: mail delivery and the blog scheduler. */
import type { AppContext } from "./context";
import { startMailWorker } from "./mail/worker";
import { startScheduler } from "./scheduler";

export interface Worker {
  stop(): Promise<void>;
}

export function startBackground(ctx: AppContext): Worker {
  const workers = [startMailWorker(ctx), startScheduler(ctx)];
  return {
    async stop() {
      await Promise.all(workers.map((w) => w.stop()));
    },
  };
}
