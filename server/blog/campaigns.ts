/**
 * Content campaigns: CRUD, and a run — one AI-written post saved as a scheduled post
 * defaultScheduleHours ahead for review, generatedCount + 1, lastRunAt, switched off at
 * targetCount. Runs are claimed with conditional UPDATEs so two processes never run the same
 * campaign twice; a failed run is logged and kept in lastError / lastErrorAt for the manager.
 */
import { and, desc, eq, isNull, lt, or, sql } from "drizzle-orm";
import { DEFAULT_MAX_WORDS, DEFAULT_SCHEDULE_HOURS } from "~/shared/schemas/blog";
import type { z } from "zod";
import type { createCampaignSchema } from "~/shared/schemas/blog";
import { generateIdeas, generatePost, type AiCallOptions } from "../ai/client";
import type { AppContext } from "../context";
import type { Db } from "../db/client";
import { blogCampaigns, blogPosts, notificationEmails, users } from "../db/schema";
import { enqueueMail } from "../mail/outbox";
import { nextFreeSlug } from "./posts";
import { readingTimeMinutes } from "~/shared/schemas/blog";
import { messages } from "~/shared/messages";

export type CampaignRow = typeof blogCampaigns.$inferSelect;

/** The campaign already has targetCount posts. */
export class CampaignTargetReachedError extends Error {
  constructor() {
    super(messages.blog.campaignTargetReached);
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

/**
 * Claims every active campaign that is due, setting lastRunAt in the same statement: with two
 * schedulers, each due campaign is returned to exactly one of them.
 */
export async function claimDueCampaigns(db: Db, now: Date): Promise<CampaignRow[]> {
  const at = sql`${now.toISOString()}::timestamptz`;
  return db
    .update(blogCampaigns)
    .set({ lastRunAt: now })
    .where(
      and(
        eq(blogCampaigns.isActive, true),
        lt(blogCampaigns.generatedCount, blogCampaigns.targetCount),
        or(isNull(blogCampaigns.lastRunAt), sql`${blogCampaigns.lastRunAt} + ${periodSql} <= ${at}`),
      ),
    )
    .returning();
}

/** Claims one campaign for a manual run (Run button): it must be active and below its target. */
export async function claimCampaignNow(db: Db, id: string, now: Date): Promise<CampaignRow | undefined> {
  const [row] = await db
    .update(blogCampaigns)
    .set({ lastRunAt: now })
    .where(and(eq(blogCampaigns.id, id), eq(blogCampaigns.isActive, true), lt(blogCampaigns.generatedCount, blogCampaigns.targetCount)))
    .returning();
  return row;
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
 * One run of a claimed campaign: generate, then save the scheduled post and count it in one
 * transaction. Throws (after recording lastError) when generation or saving fails.
 */
export async function runClaimedCampaign(ctx: AppContext, campaign: CampaignRow, options: AiCallOptions = {}) {
  const { db } = ctx;
  try {
    const generated = await generatePost(
      ctx.config,
      {
        prompt: campaign.prompt,
        maxWords: DEFAULT_MAX_WORDS,
        keywords: campaign.topicKeywords,
        avoidTitles: await campaignTitles(db, campaign.id),
      },
      options,
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
          lastError: null,
          lastErrorAt: null,
          updatedAt: now,
        })
        // Two runs racing (two Run clicks, or Run and the scheduler) never pass the target:
        // the one that finds no slot left rolls its post back.
        .where(and(eq(blogCampaigns.id, campaign.id), lt(blogCampaigns.generatedCount, blogCampaigns.targetCount)))
        .returning();
      if (!updated) throw new CampaignTargetReachedError();
      await tellAboutCampaignPost(ctx, tx as unknown as Db, campaign, post!);
      return { post: post!, campaign: updated };
    });
    ctx.wake.mail();
    return result;
  } catch (error) {
    if (error instanceof CampaignTargetReachedError) throw error;
    const message = (error as Error).message || "Campaign run failed";
    ctx.logger.error({ err: error, campaignId: campaign.id }, "blog campaign run failed");
    const at = ctx.clock.now();
    await db
      .update(blogCampaigns)
      .set({ lastError: message.slice(0, 500), lastErrorAt: at, updatedAt: at })
      .where(eq(blogCampaigns.id, campaign.id))
      .catch((e: unknown) => ctx.logger.error({ err: e }, "could not record the campaign failure"));
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
  const when = post.scheduledAt ? `It is scheduled for ${post.scheduledAt.toUTCString()}; edit or unschedule it before then if needed.` : "It waits as a draft until someone reviews and publishes it.";
  const sent = new Set<string>();
  for (const { email } of staff) {
    sent.add(email.toLowerCase());
    await enqueueMail(tx, {
      kind: "campaign_review",
      to: email,
      subject: `Review needed: ${post.title}`.slice(0, 200),
      text: `The campaign "${campaign.name}" wrote a post that needs your approval:\n\n${post.title}\n\nReview it: ${link}\n\n${when}\n`,
    });
  }
  for (const { email } of office) {
    if (sent.has(email.toLowerCase())) continue;
    await enqueueMail(tx, {
      kind: "campaign_post",
      to: email,
      subject: `New campaign post: ${post.title}`.slice(0, 200),
      text: `The campaign "${campaign.name}" wrote a new post:\n\n${post.title}\n\n${when}\n\nOpen it: ${link}\n`,
    });
  }
}

/** Ideas for a campaign's next posts. */
export async function campaignIdeas(ctx: AppContext, campaign: CampaignRow, options: AiCallOptions = {}) {
  return generateIdeas(
    ctx.config,
    { prompt: campaign.prompt, keywords: campaign.topicKeywords, existingTitles: await campaignTitles(ctx.db, campaign.id) },
    options,
  );
}
