/**
 * Several instances behind a load balancer each keep their own page cache. With REDIS_URL set,
 * a change reported on one instance is published on a Redis channel and every other instance
 * drops the same pages. An instance whose subscription was interrupted may have missed
 * messages, so on reconnecting it drops everything it holds.
 */
import type { Redis } from "ioredis";
import { randomUUID } from "node:crypto";
import type { Logger } from "../logger";
import { PAGE_TOPICS, type PageTopic } from "./invalidate";

export const INVALIDATION_CHANNEL = "hvac:pages-changed";

export interface Broadcast {
  publish(topic: PageTopic): void;
  close(): Promise<void>;
}

export function connectBroadcast(
  redis: Redis,
  logger: Logger,
  handlers: { changed(topic: PageTopic): void; missed(): void },
): Broadcast {
  const self = randomUUID();
  // A subscribed connection can do nothing else, so it is a second one; it queues the
  // SUBSCRIBE until connected and subscribes again after every reconnect.
  const subscriber = redis.duplicate({ enableOfflineQueue: true, maxRetriesPerRequest: null });
  let readyBefore = false;
  subscriber.on("error", (error) => logger.warn({ err: error }, "redis subscriber error"));
  subscriber.on("ready", () => {
    if (readyBefore) handlers.missed();
    readyBefore = true;
  });
  subscriber.on("message", (channel: string, message: string) => {
    if (channel !== INVALIDATION_CHANNEL) return;
    try {
      const { from, topic } = JSON.parse(message) as { from?: string; topic?: PageTopic };
      if (from !== self && topic && (PAGE_TOPICS as readonly string[]).includes(topic)) handlers.changed(topic);
    } catch {
      logger.warn("ignored a malformed page-change message");
    }
  });
  subscriber.subscribe(INVALIDATION_CHANNEL).catch((error: unknown) => logger.warn({ err: error }, "redis subscribe failed"));

  return {
    publish(topic) {
      redis.publish(INVALIDATION_CHANNEL, JSON.stringify({ from: self, topic })).catch((error: unknown) => {
        logger.warn({ err: error, topic }, "could not tell other instances that pages changed");
      });
    },
    async close() {
      subscriber.disconnect();
    },
  };
}
