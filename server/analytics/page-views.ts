/** First-party page-view analytics: one row per view (path, referrer, time); no cookies, no visitor id. */
import { z } from "zod";
import type { Db } from "../db/client";
import { pageViews } from "../db/schema";

const MAX_URL = 2048;

export const pageViewSchema = z.object({
  path: z
    .string({ error: "path is required" })
    .trim()
    .min(1, "path is required")
    .max(MAX_URL, `path must be at most ${MAX_URL} characters`)
    .regex(/^\/(?!\/)/, "path must start with a single /"),
  referrer: z
    .string({ error: "referrer must be a string" })
    .trim()
    .max(MAX_URL, `referrer must be at most ${MAX_URL} characters`)
    .nullish()
    .transform((v) => (v ? v : null)),
});

export type PageViewInput = z.infer<typeof pageViewSchema>;

export async function recordPageView(db: Db, input: PageViewInput, at: Date): Promise<void> {
  await db.insert(pageViews).values({ path: input.path, referrer: input.referrer, createdAt: at });
}

/** Views per path between two instants, most viewed first. */
