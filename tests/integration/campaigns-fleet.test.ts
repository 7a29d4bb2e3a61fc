/**
 * Blog campaigns on two instances: both schedulers racing through a week on one
 * PostgreSQL run each campaign once per period — one AI request and one post a day each.
 */
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { blogCampaigns, blogPosts } from "../../server/db/schema";
import { runSchedulerCheck } from "../../server/scheduler";
import { createPostgresDatabase, driver, startTestServer, testClock } from "../helpers/server";
import { createStaff } from "../helpers/session";
import { completion, samplePost, startChatServer } from "./ai-chat-server";

const DAY = 24 * 3_600_000;

describe.skipIf(driver !== "postgres")("campaigns on two instances (postgres)", () => {
  it("runs every campaign exactly once a day with two schedulers racing for a week", async () => {
    const database = await createPostgresDatabase();
    const chat = await startChatServer();
    chat.respond(() => completion({ ...samplePost, title: `Tip ${chat.requests.length}` }));
    const clock = testClock(new Date());
    const env = { AI_BASE_URL: chat.baseUrl, AI_MODEL: "local", SCHEDULER_INTERVAL_MINUTES: "1440" };
    const a = await startTestServer({ databaseUrl: database.url, clock, env });
    const b = await startTestServer({ databaseUrl: database.url, clock, env });
    try {
      const editor = await createStaff(a, "editor");
      const ids: string[] = [];
      for (const name of ["Heat pumps", "Boilers", "Water heaters"]) {
        const res = await a.request("/api/blog/campaigns", {
          method: "POST",
          json: { name, prompt: `Short tips about ${name}`, frequency: "daily", targetCount: 20 },
          headers: editor.headers,
        });
        expect(res.status).toBe(201);
        ids.push(((await res.json()) as { id: string }).id);
      }
      let runs = 0;
      for (let day = 0; day < 7; day += 1) {
        const results = await Promise.all([runSchedulerCheck(a.ctx), runSchedulerCheck(b.ctx), runSchedulerCheck(a.ctx), runSchedulerCheck(b.ctx)]);
        runs += results.reduce((sum, r) => sum + r.campaignsRun, 0);
        expect(results.reduce((sum, r) => sum + r.campaignsFailed, 0)).toBe(0);
        clock.advance(DAY);
      }
      expect(runs).toBe(21);
      expect(chat.requests).toHaveLength(21);
      for (const id of ids) {
        expect(await a.ctx.db.select().from(blogPosts).where(eq(blogPosts.campaignId, id))).toHaveLength(7);
        const [row] = await a.ctx.db.select().from(blogCampaigns).where(eq(blogCampaigns.id, id));
        expect(row!.generatedCount).toBe(7);
      }
    } finally {
      await a.cleanup();
      await b.cleanup();
      await database.drop();
      await chat.close();
    }
  }, 120_000);
});
