/**
 * "Send to subscribers" for a published post: a preview and a test to the sender first, then
 * once per post to every active subscriber, through the outbox (one row each, inserted in
 * batches, delivered by the mail worker with its retries). The mail is rendered once; each
 * subscriber's copy differs only by their own opt-out link.
 */
import type { Request } from "express";
import { and, count, eq } from "drizzle-orm";
import { formatDateTime } from "@common/dates";
import * as staffMessages from "@common/staff-messages";
import type { BusinessSettings } from "@common/business-settings";
import type { AppContext } from "../context";
import type { Db } from "../db/client";
import { mailOutbox, newsletterDeliveries, newsletterSends, newsletterSubscribers } from "../db/schema";
import { badRequest, conflict, notFound } from "../http/errors";
import { postHtmlForMail, renderPostBody } from "../blog/markdown";
import { getAnyPost, type PostWithCategory } from "../blog/posts";
import { unsubscribeHeaders, unsubscribeUrl } from "../contacts/opt-out";
import { queueMail } from "../mail/outbox";
import { newsletterPost, renderMail, type RenderedMail } from "../mail/templates";
import { getBusinessSettings } from "../office/settings";
import { audit } from "../office/audit";
import { isActiveSubscriber } from "./subscribers";

const m = staffMessages.newsletter;

/** Outbox rows per INSERT: a few hundred keep each statement small on PGlite and PostgreSQL alike. */
export const SEND_BATCH = 200;

/** Stands for each recipient's own opt-out link in the mail rendered once. */
const UNSUBSCRIBE_MARK = "https://unsubscribe.invalid/newsletter-recipient";

const postalAddress = (s: BusinessSettings) => `${s.street}, ${s.locality}, ${s.region} ${s.postalCode}`;

async function publishedPost(db: Db, postId: string): Promise<PostWithCategory> {
  const post = await getAnyPost(db, postId, true);
  if (!post || post.id !== postId) throw notFound("Post not found");
  if (!post.isPublished || post.status !== "published") throw conflict(m.notPublished);
  return post;
}

/** The post as its subscribers get it, with `unsubscribe` as the opt-out link. */
async function renderPostMail(ctx: AppContext, db: Db, post: PostWithCategory, unsubscribe: string): Promise<RenderedMail> {
  const settings = await getBusinessSettings(db);
  const origin = ctx.config.publicUrl;
  const bodyHtml = postHtmlForMail(
    renderPostBody(post.content, (error) => ctx.logger.error({ err: error, postId: post.id }, "newsletter body failed to render; sent as plain text")),
    origin,
  );
  return renderMail(
    newsletterPost,
    { title: post.title, excerpt: post.excerpt, bodyHtml, postUrl: `${origin}/blog/${post.slug}`, postalAddress: postalAddress(settings), unsubscribeUrl: unsubscribe },
    settings,
  );
}

export interface NewsletterState {
  /** Subscribers a send would reach now. */
  activeSubscribers: number;
  sent: { at: string; recipients: number } | null;
  /** Read from the outbox rows of the send. */
  progress: { queued: number; sent: number; failed: number };
}

export async function newsletterState(db: Db, postId: string): Promise<NewsletterState> {
  const [[active], [send], rows] = await Promise.all([
    db.select({ n: count() }).from(newsletterSubscribers).where(isActiveSubscriber),
    db.select().from(newsletterSends).where(eq(newsletterSends.postId, postId)),
    db
      .select({ status: mailOutbox.status, n: count() })
      .from(newsletterDeliveries)
      .innerJoin(mailOutbox, eq(mailOutbox.id, newsletterDeliveries.mailId))
      .where(eq(newsletterDeliveries.postId, postId))
      .groupBy(mailOutbox.status),
  ]);
  const progress = { queued: 0, sent: 0, failed: 0 };
  for (const r of rows) {
    const key = r.status === "sent" || r.status === "filed" ? "sent" : r.status === "failed" ? "failed" : "queued";
    progress[key] += Number(r.n);
  }
  return { activeSubscribers: Number(active?.n ?? 0), sent: send ? { at: send.sentAt.toISOString(), recipients: send.recipients } : null, progress };
}

/** The mail as a subscriber would get it (their opt-out link is a sample here). */
export async function previewPostMail(ctx: AppContext, postId: string): Promise<RenderedMail> {
  const post = await publishedPost(ctx.db, postId);
  return renderPostMail(ctx, ctx.db, post, `${ctx.config.publicUrl}/api/mail/unsubscribe?token=sample`);
}

/** The mail to the sender's own address, with a real opt-out link for it, marked as a test. */
export async function sendTestMail(ctx: AppContext, postId: string, to: string | undefined): Promise<string> {
  if (!to) throw badRequest(m.noAddress);
  const post = await publishedPost(ctx.db, postId);
  const unsubscribe = unsubscribeUrl(ctx, to);
  const mail = await renderPostMail(ctx, ctx.db, post, unsubscribe);
  await queueMail(ctx.db, { ...mail, to, subject: `[Test] ${mail.subject}`, headers: unsubscribeHeaders(unsubscribe) });
  ctx.wake.mail();
  return to;
}

/**
 * Queues the post for every active subscriber, once: a second send (or one racing it on another
 * instance) finds the post's row and is refused with the time of the first.
 */
export async function sendToSubscribers(ctx: AppContext, req: Request, postId: string): Promise<number> {
  const now = ctx.clock.now();
  const recipients = await ctx.db.transaction(async (tx) => {
    const post = await publishedPost(tx, postId);
    const [claimed] = await tx.insert(newsletterSends).values({ postId, sentAt: now, sentBy: req.user?.id ?? null }).onConflictDoNothing().returning();
    if (!claimed) {
      const [first] = await tx.select({ sentAt: newsletterSends.sentAt }).from(newsletterSends).where(eq(newsletterSends.postId, postId));
      throw conflict(m.alreadySent(formatDateTime(first!.sentAt)));
    }
    const subscribers = await tx.select({ id: newsletterSubscribers.id, email: newsletterSubscribers.email }).from(newsletterSubscribers).where(isActiveSubscriber);
    const mail = await renderPostMail(ctx, tx, post, UNSUBSCRIBE_MARK);
    const forRecipient = (text: string, url: string) => text.replaceAll(UNSUBSCRIBE_MARK, url);
    for (let i = 0; i < subscribers.length; i += SEND_BATCH) {
      const batch = subscribers.slice(i, i + SEND_BATCH);
      const mailIds = await queueMail(
        tx,
        batch.map((s) => {
          const url = unsubscribeUrl(ctx, s.email);
          return { ...mail, to: s.email, text: forRecipient(mail.text, url), html: forRecipient(mail.html, url), headers: unsubscribeHeaders(url) };
        }),
      );
      await tx.insert(newsletterDeliveries).values(batch.map((s, n) => ({ postId, subscriberId: s.id, mailId: mailIds[n]! })));
    }
    await tx.update(newsletterSends).set({ recipients: subscribers.length }).where(and(eq(newsletterSends.postId, postId)));
    await audit(tx, req, { action: "newsletter.send", targetType: "blog_post", targetId: postId, details: { title: post.title, recipients: subscribers.length } }, now);
    return subscribers.length;
  });
  ctx.logger.info({ postId, recipients }, "post queued for the newsletter's subscribers");
  ctx.wake.mail();
  return recipients;
}
