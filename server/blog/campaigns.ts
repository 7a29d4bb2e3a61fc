/**
 * Content campaigns: CRUD, and a run — one AI-written post saved as a scheduled post
 * defaultScheduleHours ahead for review, generatedCount + 1, lastRunAt, switched off at
 * targetCount. A run is claimed with a lease (claimToken, claimedUntil; LEASE_SECONDS, renewed
 * while the AI writes), so a live run is never duplicated by another process, a run claimed by
 * a process that died is taken over once the lease runs out instead of skipping its period, and
 * only the holder of the claim can save the post. A failed run is logged and kept in lastError /
 * lastErrorAt for the manager, and counts as the period's run.
 */
import { and, desc, eq, isNull, lt, lte, or, sql } from "drizzle-orm";
import { DEFAULT_MAX_WORDS, DEFAULT_SCHEDULE_HOURS } from "@common/schemas/blog";
import type { z } from "zod";
import type { createCampaignSchema } from "@common/schemas/blog";
import { writerBrief } from "../ai/brief";
import { generateIdeas, generatePost, type AiCallOptions } from "../ai/client";
import type { AppContext } from "../context";
import type { Db } from "../db/client";
import { leaseMs, whileLeased } from "../db/lease";
import { blogCampaigns, blogPosts, notificationEmails, users } from "../db/schema";
import { queueMail } from "../mail/outbox";
import { campaignPost, campaignReview, templatedMail } from "../mail/templates";
import { getBusinessSettings } from "../office/settings";
import { pagesChanged } from "../render-cache/invalidate";
import { nextFreeSlug } from "./posts";
import { readingTimeMinutes } from "@common/schemas/blog";
import * as staffMessages from "@common/staff-messages";

export type CampaignRow = typeof blogCampaigns.$inferSelect;
/** A campaign this process claimed at `claimedAt`; its claimToken proves the claim. */
export type ClaimedCampaign = CampaignRow & { claimToken: string; claimedAt: Date };

/** The campaign already has targetCount posts. */
export class CampaignTargetReachedError extends Error {
  constructor() {
    super(staffMessages.blog.campaignTargetReached);
    this.name = "CampaignTargetReachedError";
  }
}
type CampaignInput = z.infer<typeof createCampaignSchema>;

export async function listCampaigns(db: Db) {
  return db.select().from(blogCampaigns).orderBy(desc(blogCampaigns.createdAt));
}

export async function getCampaign(db: Db, id: string) {
  const [row] = await db.select().from(blogCampaigns).where(eq(blogCampaigns.id, id)).limit(1);
  return row;
}

export async function createCampaign(db: Db, input: CampaignInput, now: Date) {
  const [row] = await db
    .insert(blogCampaigns)
    .values({ ...input, description: input.description ?? null, createdAt: now, updatedAt: now })
    .returning();
  return row!;
}

export async function updateCampaign(db: Db, id: string, input: Partial<CampaignInput>, now: Date) {
  const [row] = await db.update(blogCampaigns).set({ ...input, updatedAt: now }).where(eq(blogCampaigns.id, id)).returning();
  return row;
}

/** How long after lastRunAt a campaign is due again. */
const periodSql = sql`(case ${blogCampaigns.frequency}
  when 'daily' then interval '1 day'
  when 'weekly' then interval '7 days'
  when 'biweekly' then interval '14 days'
  else interval '1 month' end)`;

/** No live run holds the campaign: never claimed, released, or its lease ran out. */
const unclaimed = (now: Date) => or(isNull(blogCampaigns.claimedUntil), lte(blogCampaigns.claimedUntil, now));
/** Each claim gets its own token, made by the database in the claiming statement. */
const claim = (ctx: AppContext, now: Date) => ({
  claimToken: sql`gen_random_uuid()`,
  claimedUntil: new Date(now.getTime() + leaseMs(ctx)),
});
const claimed = (now: Date) => (row: CampaignRow): ClaimedCampaign => ({ ...row, claimToken: row.claimToken!, claimedAt: now });

const dueAndFree = (now: Date) =>
  and(
    eq(blogCampaigns.isActive, true),
    lt(blogCampaigns.generatedCount, blogCampaigns.targetCount),
    or(isNull(blogCampaigns.lastRunAt), sql`${blogCampaigns.lastRunAt} + ${periodSql} <= ${sql`${now.toISOString()}::timestamptz`}`),
    unclaimed(now),
  );

/** Active campaigns that are due and not being run. */
export async function dueCampaignIds(db: Db, now: Date): Promise<string[]> {
  const rows = await db.select({ id: blogCampaigns.id }).from(blogCampaigns).where(dueAndFree(now)).orderBy(blogCampaigns.createdAt);
  return rows.map((r) => r.id);
}

/**
 * Claims one due campaign just before running it (claiming all at once would leave the later
 * ones' leases running out while the first is written). With several schedulers, each due
 * campaign is claimed by exactly one of them. lastRunAt is set when the run ends, so a claim
 * whose process died leaves the campaign due for the next one.
 */
export async function claimDueCampaign(ctx: AppContext, id: string, now: Date): Promise<ClaimedCampaign | undefined> {
  const [row] = await ctx.db
    .update(blogCampaigns)
    .set(claim(ctx, now))
    .where(and(eq(blogCampaigns.id, id), dueAndFree(now)))
    .returning();
  return row ? claimed(now)(row) : undefined;
}

/**
 * Claims one campaign for a manual run (Run button): it must be active, below its target and
 * not being run right now. Says why not when it cannot be claimed.
 */
export async function claimCampaignNow(
  ctx: AppContext,
  id: string,
  now: Date,
): Promise<{ campaign: ClaimedCampaign } | { refused: "inactive" | "targetReached" | "running" }> {
  const [row] = await ctx.db
    .update(blogCampaigns)
    .set(claim(ctx, now))
    .where(and(eq(blogCampaigns.id, id), eq(blogCampaigns.isActive, true), lt(blogCampaigns.generatedCount, blogCampaigns.targetCount), unclaimed(now)))
    .returning();
  if (row) return { campaign: claimed(now)(row) };
  const existing = await getCampaign(ctx.db, id);
  if (!existing?.isActive) return { refused: "inactive" };
  if (existing.generatedCount >= existing.targetCount) return { refused: "targetReached" };
  return { refused: "running" };
}

/** The claim ran out and another process took the campaign over: this run's post is not saved. */
export class CampaignClaimLostError extends Error {
  constructor() {
    super("The campaign run took longer than its lease and another process took it over");
    this.name = "CampaignClaimLostError";
  }
}

/** Ends a claim this process holds, counting the run as the period's when `ran` (ran or failed). */
async function releaseClaim(db: Db, campaign: ClaimedCampaign, ran: boolean, extra: Partial<CampaignRow> = {}) {
  await db
    .update(blogCampaigns)
    .set({ claimToken: null, claimedUntil: null, ...(ran ? { lastRunAt: campaign.claimedAt } : {}), ...extra })
    .where(and(eq(blogCampaigns.id, campaign.id), eq(blogCampaigns.claimToken, campaign.claimToken)));
}

async function campaignTitles(db: Db, campaignId: string): Promise<string[]> {
  const rows = await db
    .select({ title: blogPosts.title })
    .from(blogPosts)
    .where(eq(blogPosts.campaignId, campaignId))
    .orderBy(desc(blogPosts.createdAt))
    .limit(30);
  return rows.map((r) => r.title);
}

/**
 * One run of a claimed campaign: generate (renewing the claim meanwhile), then save the
 * scheduled post, count it and end the claim in one transaction. Throws (after recording
 * lastError) when generation or saving fails; a run stopped by shutdown gives its claim back so
 * another process runs the campaign at once.
 */
export async function runClaimedCampaign(ctx: AppContext, campaign: ClaimedCampaign, options: AiCallOptions = {}) {
  const { db } = ctx;
  try {
    const renew = async () => {
      const [renewed] = await db
        .update(blogCampaigns)
        .set({ claimedUntil: new Date(ctx.clock.now().getTime() + leaseMs(ctx)) })
        .where(and(eq(blogCampaigns.id, campaign.id), eq(blogCampaigns.claimToken, campaign.claimToken)))
        .returning({ id: blogCampaigns.id });
      return !!renewed;
    };
    const generated = await whileLeased(
      ctx,
      renew,
      async () =>
        generatePost(
          ctx.config,
          await writerBrief(db),
          {
            prompt: campaign.prompt,
            maxWords: DEFAULT_MAX_WORDS,
            keywords: campaign.topicKeywords,
            avoidTitles: await campaignTitles(db, campaign.id),
          },
          options,
        ),
      () => ctx.logger.warn({ campaignId: campaign.id }, "campaign run lost its claim (its lease ran out); its post will not be saved"),
    );
    const now = ctx.clock.now();
    // A campaign that needs approval leaves its post as a draft: nothing goes live until a person publishes it.
    const scheduledAt = campaign.needsApproval ? null : new Date(now.getTime() + DEFAULT_SCHEDULE_HOURS * 3_600_000);
    const result = await db.transaction(async (tx) => {
      const slug = await nextFreeSlug(tx as unknown as Db, generated.title);
      const [post] = await tx
        .insert(blogPosts)
        .values({
          title: generated.title,
          content: generated.content,
          excerpt: generated.excerpt,
          slug,
          categoryId: campaign.categoryId,
          status: campaign.needsApproval ? "draft" : "scheduled",
          scheduledAt,
          isPublished: false,
          seoTitle: generated.seoTitle,
          seoDescription: generated.seoDescription,
          seoKeywords: campaign.topicKeywords,
          tags: generated.tags,
          readingTime: readingTimeMinutes(generated.content),
          aiGenerated: true,
          aiPrompt: campaign.prompt,
          campaignId: campaign.id,
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      const [updated] = await tx
        .update(blogCampaigns)
        .set({
          generatedCount: sql`${blogCampaigns.generatedCount} + 1`,
          isActive: sql`${blogCampaigns.generatedCount} + 1 < ${blogCampaigns.targetCount}`,
          lastRunAt: campaign.claimedAt,
          claimToken: null,
          claimedUntil: null,
          lastError: null,
          lastErrorAt: null,
          updatedAt: now,
        })
        // Only the holder of the claim saves its post, and never past the target (the target
        // may have been lowered while the AI wrote): otherwise the post is rolled back.
        .where(
          and(
            eq(blogCampaigns.id, campaign.id),
            eq(blogCampaigns.claimToken, campaign.claimToken),
            lt(blogCampaigns.generatedCount, blogCampaigns.targetCount),
          ),
        )
        .returning();
      if (!updated) {
        const [current] = await tx.select().from(blogCampaigns).where(eq(blogCampaigns.id, campaign.id));
        if (current?.claimToken !== campaign.claimToken) throw new CampaignClaimLostError();
        throw new CampaignTargetReachedError();
      }
      await tellAboutCampaignPost(ctx, tx as unknown as Db, campaign, post!);
      return { post: post!, campaign: updated };
    });
    ctx.wake.mail();
    // The scheduler's timer re-arms for a newly scheduled post (see pagesChanged's listeners).
    if (result.post.status === "scheduled") pagesChanged(db, "blog");
    return result;
  } catch (error) {
    if (error instanceof CampaignClaimLostError) throw error; // the new holder runs it
    if (error instanceof CampaignTargetReachedError || options.signal?.aborted) {
      // Nothing ran: the claim is given back (stopping for a shutdown, the next process runs it).
      await releaseClaim(db, campaign, false).catch((e: unknown) => ctx.logger.error({ err: e }, "could not release the campaign claim"));
      throw error;
    }
    const message = (error as Error).message || "Campaign run failed";
    ctx.logger.error({ err: error, campaignId: campaign.id }, "blog campaign run failed");
    const at = ctx.clock.now();
    await releaseClaim(db, campaign, true, { lastError: message.slice(0, 500), lastErrorAt: at, updatedAt: at }).catch((e: unknown) =>
      ctx.logger.error({ err: e }, "could not record the campaign failure"),
    );
    throw error;
  }
}

/**
 * The office (active notification addresses) is told of every campaign post; when the campaign
 * needs approval, every active admin and editor also gets a link to review the draft. Queued in
 * the run's transaction, so a rolled-back post sends nothing.
 */
async function tellAboutCampaignPost(
  ctx: AppContext,
  tx: Db,
  campaign: CampaignRow,
  post: { id: string; title: string; scheduledAt: Date | null },
) {
  const link = `${ctx.config.publicUrl}/admin/blog/posts/${post.id}`;
  const office = await tx.select({ email: notificationEmails.email }).from(notificationEmails).where(eq(notificationEmails.isActive, true));
  const staff = campaign.needsApproval
    ? await tx.select({ email: users.email }).from(users).where(and(eq(users.isActive, true), or(eq(users.role, "admin"), eq(users.role, "editor"))))
    : [];
  if (staff.length === 0 && office.length === 0) return;
  const settings = await getBusinessSettings(tx);
  const props = { campaignName: campaign.name, postTitle: post.title, scheduledAt: post.scheduledAt?.toISOString() ?? null, postUrl: link };
  const sent = new Set<string>();
  for (const { email } of staff) {
    sent.add(email.toLowerCase());
    await queueMail(tx, { ...templatedMail(campaignReview, props, settings), to: email });
  }
  for (const { email } of office) {
    if (sent.has(email.toLowerCase())) continue;
    await queueMail(tx, { ...templatedMail(campaignPost, props, settings), to: email });
  }
}

/** Ideas for a campaign's next posts. */
export async function campaignIdeas(ctx: AppContext, campaign: CampaignRow, options: AiCallOptions = {}) {
  return generateIdeas(
    ctx.config,
    await writerBrief(ctx.db),
    { prompt: campaign.prompt, keywords: campaign.topicKeywords, existingTitles: await campaignTitles(ctx.db, campaign.id) },
    options,
  );
}
