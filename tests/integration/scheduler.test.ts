/**
 * The blog scheduler: due posts published exactly once (two schedulers racing on one
 * PostgreSQL), catch-up at start after downtime, and campaigns (runs, counts, stop at target,
 * failures recorded without stopping the loop) against a real local chat-completions server.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createPostSchema } from "@common/schemas/blog";
import { CampaignClaimLostError, claimDueCampaign, runClaimedCampaign } from "../../server/blog/campaigns";
import { createPost } from "../../server/blog/posts";
import { blogCampaigns, blogPosts } from "../../server/db/schema";
import { runSchedulerCheck } from "../../server/scheduler";
import { createPostgresDatabase, driver, startTestServer, testClock } from "../helpers/server";
import { createStaff, type Session } from "../helpers/session";
import { completion, samplePost, startChatServer } from "./ai-chat-server";

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** A scheduled post's save, parsed like the API parses it. */
const scheduledPost = (title: string, scheduledAt: Date) =>
  createPostSchema.parse({ title, content: "x", status: "scheduled", scheduledAt: scheduledAt.toISOString() });

async function waitFor(check: () => Promise<boolean>, timeoutMs = 10_000) {
  const end = Date.now() + timeoutMs;
  while (Date.now() < end) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error("condition not met in time");
}

describe(`blog scheduler (${driver})`, () => {
  it.skipIf(driver !== "postgres")("publishes each due post exactly once with two schedulers racing on one PostgreSQL", async () => {
    const database = await createPostgresDatabase();
    const a = await startTestServer({ databaseUrl: database.url });
    const b = await startTestServer({ databaseUrl: database.url });
    try {
      const past = new Date(Date.now() - 60_000);
      const ids: string[] = [];
      for (let i = 0; i < 30; i += 1) {
        const p = await createPost(a.ctx.db, scheduledPost(`Race ${i}`, past), new Date());
        ids.push(p.id);
      }
      const results = await Promise.all([runSchedulerCheck(a.ctx), runSchedulerCheck(b.ctx), runSchedulerCheck(a.ctx), runSchedulerCheck(b.ctx)]);
      const published = results.flatMap((r) => r.published.map((p) => p.id));
      expect(published.sort()).toEqual([...ids].sort());
      expect(new Set(published).size).toBe(published.length);
      const rows = await a.ctx.db.select().from(blogPosts).where(inArray(blogPosts.id, ids));
      expect(rows.every((r) => r.status === "published" && r.isPublished && r.publishedAt)).toBe(true);
    } finally {
      await a.cleanup();
      await b.cleanup();
      await database.drop();
    }
  });

  it("publishes a post whose time passed while the server was down at the next start", async () => {
    const database = driver === "postgres" ? await createPostgresDatabase() : undefined;
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "hvac-sched-"));
    const opts = database ? { databaseUrl: database.url } : { dataDir };
    try {
      const first = await startTestServer({ ...opts, env: { SCHEDULER_INTERVAL_MINUTES: "60" } });
      const post = await createPost(
        first.ctx.db,
        scheduledPost("Written before the outage", new Date(Date.now() + 2 * HOUR)),
        new Date(),
      );
      expect((await first.request(`/api/blog/${post.slug}`)).status).toBe(404);
      await first.cleanup();

      // Back up three hours later: the start-up check publishes it without waiting an interval.
      const clock = testClock(new Date(Date.now() + 3 * HOUR));
      const second = await startTestServer({ ...opts, clock, background: true, env: { SCHEDULER_INTERVAL_MINUTES: "60" } });
      try {
        await waitFor(async () => (await second.request(`/api/blog/${post.slug}`)).status === 200);
        const editor = await createStaff(second, "editor");
        const status = await (await second.request("/api/blog/scheduler/status", { headers: editor.headers })).json();
        expect(status).toMatchObject({ running: true, config: { checkIntervalMinutes: 60, defaultScheduleHours: 24 } });
        expect(new Date(status.nextCheck).getTime()).toBeGreaterThan(clock.now().getTime());
      } finally {
        await second.cleanup();
      }
      const after = await startTestServer({ ...opts });
      const [row] = await after.ctx.db.select().from(blogPosts).where(eq(blogPosts.id, post.id));
      expect(row).toMatchObject({ status: "published", isPublished: true });
      await after.cleanup();
    } finally {
      await database?.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }, 120_000);

  describe("campaigns", () => {
    let chat: Awaited<ReturnType<typeof startChatServer>>;
    let server: Awaited<ReturnType<typeof startTestServer>>;
    let editor: Session;
    const clock = testClock(new Date("2026-01-05T12:00:00Z"));

    beforeAll(async () => {
      chat = await startChatServer();
      server = await startTestServer({ clock, env: { AI_BASE_URL: chat.baseUrl, AI_MODEL: "local" } });
      editor = await createStaff(server, "editor");
    });
    afterAll(async () => {
      await server.cleanup();
      await chat.close();
    });

    const campaignRow = async (id: string) => (await server.ctx.db.select().from(blogCampaigns).where(eq(blogCampaigns.id, id)))[0]!;
    const postsOf = (id: string) => server.ctx.db.select().from(blogPosts).where(eq(blogPosts.campaignId, id));

    it("runs when due, schedules the post 24 h ahead, counts, and switches off at the target", async () => {
      chat.respond((req) => completion({ ...samplePost, title: `Post ${chat.requests.length} ${req.body.model}` }));
      const res = await server.request("/api/blog/campaigns", {
        method: "POST",
        json: { name: "Daily tips", prompt: "Short heating tips", frequency: "daily", targetCount: 2, topicKeywords: "heat pumps" },
        headers: editor.headers,
      });
      const { id } = (await res.json()) as { id: string };

      const first = await runSchedulerCheck(server.ctx);
      expect(first.campaignsRun).toBe(1);
      let c = await campaignRow(id);
      expect(c).toMatchObject({ generatedCount: 1, isActive: true, lastError: null });
      expect(c.lastRunAt?.toISOString()).toBe(clock.now().toISOString());
      const [post] = await postsOf(id);
      expect(post).toMatchObject({ status: "scheduled", isPublished: false, aiGenerated: true, campaignId: id, tags: ["heat pumps", "rebates", "Vermont"] });
      expect(post!.scheduledAt!.getTime()).toBe(clock.now().getTime() + DAY);

      // Not due again the same day.
      clock.advance(HOUR);
      expect((await runSchedulerCheck(server.ctx)).campaignsRun).toBe(0);

      // A day later: the second (last) run, and the first post's review window has passed.
      clock.advance(DAY);
      const second = await runSchedulerCheck(server.ctx);
      expect(second.published.map((p) => p.id)).toContain(post!.id);
      expect(second.campaignsRun).toBe(1);
      c = await campaignRow(id);
      expect(c).toMatchObject({ generatedCount: 2, isActive: false });
      expect(await postsOf(id)).toHaveLength(2);

      clock.advance(7 * DAY);
      expect((await runSchedulerCheck(server.ctx)).campaignsRun).toBe(0);
      editor = await createStaff(server, "editor"); // the old session expired with the clock
      const run = await server.request(`/api/blog/campaigns/${id}/execute`, { method: "POST", headers: editor.headers });
      expect(run.status).toBe(409);
      expect(await run.json()).toEqual({ message: "This campaign is inactive. Activate it before running it." });

      // Switched back on at its target: Run says why it cannot run.
      await server.request(`/api/blog/campaigns/${id}`, { method: "PATCH", json: { isActive: true }, headers: editor.headers });
      const atTarget = await server.request(`/api/blog/campaigns/${id}/execute`, { method: "POST", headers: editor.headers });
      expect(atTarget.status).toBe(409);
      expect(await atTarget.json()).toEqual({ message: "This campaign has reached its target count. Raise the target to run it again." });
    });

    it("never passes the target when runs race (two Run clicks, or Run and the scheduler)", async () => {
      chat.respond(() => completion({ ...samplePost, title: `Race ${chat.requests.length}` }));
      const res = await server.request("/api/blog/campaigns", {
        method: "POST",
        json: { name: "Race", prompt: "Heat pump tips", frequency: "daily", targetCount: 1 },
        headers: editor.headers,
      });
      const { id } = (await res.json()) as { id: string };
      const runs = await Promise.all([
        server.request(`/api/blog/campaigns/${id}/execute`, { method: "POST", headers: editor.headers }),
        server.request(`/api/blog/campaigns/${id}/execute`, { method: "POST", headers: editor.headers }),
        runSchedulerCheck(server.ctx),
      ]);
      const [a, b, check] = runs as [Response, Response, Awaited<ReturnType<typeof runSchedulerCheck>>];
      // Exactly one of the three produced the post; the others were told the target was reached.
      expect([a.status, b.status].filter((s) => s === 201).length + check.campaignsRun).toBe(1);
      for (const r of [a, b]) if (r.status !== 201) expect(r.status).toBe(409);
      expect(await postsOf(id)).toHaveLength(1);
      expect(await campaignRow(id)).toMatchObject({ generatedCount: 1, isActive: false, lastError: null });
    });

    it("records a failed run on the campaign and keeps going", async () => {
      const res = await server.request("/api/blog/campaigns", {
        method: "POST",
        json: { name: "Weekly", prompt: "Boilers", frequency: "weekly", targetCount: 3 },
        headers: editor.headers,
      });
      const { id } = (await res.json()) as { id: string };
      const due = await createPost(
        server.ctx.db,
        scheduledPost("Due during the failure", new Date(clock.now().getTime() - 1000)),
        clock.now(),
      );
      chat.respond(() => ({ status: 503, body: { error: { message: "GPU busy" } } }));
      const result = await runSchedulerCheck(server.ctx);
      expect(result.campaignsFailed).toBe(1);
      expect(result.published.map((p) => p.id)).toContain(due.id);
      const list = (await (await server.request("/api/blog/campaigns", { headers: editor.headers })).json()) as Array<{ id: string; lastError: string | null; lastErrorAt: string | null; generatedCount: number }>;
      const failed = list.find((c) => c.id === id)!;
      expect(failed.lastError).toMatch(/GPU busy/);
      expect(failed.lastErrorAt).toBeTruthy();
      expect(failed.generatedCount).toBe(0);

      // Run now (the manager's Run button) after the provider recovers: clears the error.
      chat.respond(() => completion(samplePost));
      const run = await server.request(`/api/blog/campaigns/${id}/execute`, { method: "POST", headers: editor.headers });
      expect(run.status).toBe(201);
      const body = (await run.json()) as { post: { status: string; slug: string }; campaign: { generatedCount: number; lastError: string | null } };
      expect(body.post.status).toBe("scheduled");
      expect(body.campaign).toMatchObject({ generatedCount: 1, lastError: null });

      const paused = await server.request(`/api/blog/campaigns/${id}`, { method: "PATCH", json: { isActive: false }, headers: editor.headers });
      expect(await paused.json()).toMatchObject({ isActive: false, name: "Weekly", frequency: "weekly", targetCount: 3 });
      expect((await server.request(`/api/blog/campaigns/${id}/execute`, { method: "POST", headers: editor.headers })).status).toBe(409);
    });

    it("takes over a run whose process died after the lease, and never lets the old claim save a post", async () => {
      chat.respond(() => completion({ ...samplePost, title: `Lease ${chat.requests.length}` }));
      const res = await server.request("/api/blog/campaigns", {
        method: "POST",
        json: { name: "Lease", prompt: "Furnace tips", frequency: "weekly", targetCount: 5 },
        headers: editor.headers,
      });
      const { id } = (await res.json()) as { id: string };
      // A process claims the run and dies before writing anything.
      const dead = await claimDueCampaign(server.ctx, id, clock.now());
      expect(dead).toBeDefined();

      // While its lease lasts the run is its own: the scheduler leaves it, Run says it is running.
      clock.advance(server.ctx.config.leaseSeconds * 1000 - 1000);
      expect((await runSchedulerCheck(server.ctx)).campaignsRun).toBe(0);
      const refused = await server.request(`/api/blog/campaigns/${id}/execute`, { method: "POST", headers: editor.headers });
      expect(refused.status).toBe(409);
      expect(await refused.json()).toEqual({ message: "This campaign is writing a post right now. Try again when it has finished." });

      // Past the lease the next check runs it: the period is not skipped.
      clock.advance(2000);
      const requestsBefore = chat.requests.length;
      expect((await runSchedulerCheck(server.ctx)).campaignsRun).toBe(1);
      expect(chat.requests.length).toBe(requestsBefore + 1);
      expect(await campaignRow(id)).toMatchObject({ generatedCount: 1, claimToken: null, claimedUntil: null });
      expect((await campaignRow(id)).lastRunAt?.toISOString()).toBe(clock.now().toISOString());

      // The old claim, were its process only stalled, cannot save a second post.
      await expect(runClaimedCampaign(server.ctx, dead!)).rejects.toBeInstanceOf(CampaignClaimLostError);
      expect(await postsOf(id)).toHaveLength(1);
      expect((await runSchedulerCheck(server.ctx)).campaignsRun).toBe(0);
    });
  });
});
