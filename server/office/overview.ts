/**
 * The overview's figures for the last 7 / 30 / 90 days, each computed in SQL (the same on
 * PostgreSQL and PGlite): new leads against the period before, leads per week, by service and by
 * page, conversion to customers, the median time to first contact, what waits for moderation,
 * page views per day and the top pages.
 */
import { and, count, desc, eq, gte, lt, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { auditLog, blogComments, communications, contacts, leads, pageViews, testimonials } from "../db/schema";
import { quoteStats } from "../quotes/quotes";
import { invoiceStats } from "../invoices/invoices";

const DAY = 24 * 60 * 60 * 1000;

const n = (v: unknown) => Number(v ?? 0);

/**
 * A lead's first contact: its first status change (audit log) or first logged communication;
 * null while nobody has contacted it (the Today screen lists those).
 */
export const firstTouch = sql`least(
    (select min(${auditLog.createdAt}) from ${auditLog} where ${auditLog.targetType} = 'lead' and ${auditLog.action} = 'lead.status' and ${auditLog.targetId} = ${leads.id}::text),
    (select min(${communications.createdAt}) from ${communications} left join ${contacts} on ${contacts.id} = ${communications.contactId}
      where ${communications.type} <> 'web_form' and (${communications.leadId} = ${leads.id} or ${contacts.leadId} = ${leads.id}))
  )`;

export async function overview(db: Db, days: number, now: Date) {
  const from = new Date(now.getTime() - days * DAY);
  const previousFrom = new Date(now.getTime() - 2 * days * DAY);
  const real = eq(leads.isSpam, false);
  const inPeriod = and(real, gte(leads.createdAt, from), lt(leads.createdAt, now));
  const week = sql<string>`to_char(date_trunc('week', ${leads.createdAt} at time zone 'UTC'), 'YYYY-MM-DD')`;
  const day = sql<string>`to_char(date_trunc('day', ${pageViews.createdAt} at time zone 'UTC'), 'YYYY-MM-DD')`;

  const [[current], [previous], perWeek, byService, byPage, [converted], [touch], [reviews], [comments], viewsPerDay, topPages, quotes, invoices] = await Promise.all([
    db.select({ n: count() }).from(leads).where(inPeriod),
    db.select({ n: count() }).from(leads).where(and(real, gte(leads.createdAt, previousFrom), lt(leads.createdAt, from))),
    db.select({ week, n: count() }).from(leads).where(inPeriod).groupBy(week).orderBy(week),
    db.select({ name: leads.serviceType, n: count() }).from(leads).where(inPeriod).groupBy(leads.serviceType).orderBy(desc(count()), leads.serviceType),
    db
      .select({ name: sql<string>`coalesce(${leads.pagePath}, '(unknown)')`, n: count() })
      .from(leads)
      .where(inPeriod)
      .groupBy(sql`coalesce(${leads.pagePath}, '(unknown)')`)
      .orderBy(desc(count()))
      .limit(10),
    db.select({ n: sql<number>`count(distinct ${leads.id})` }).from(leads).innerJoin(contacts, eq(contacts.leadId, leads.id)).where(inPeriod),
    db
      .select({
        hours: sql<number | null>`percentile_cont(0.5) within group (order by extract(epoch from (${firstTouch} - ${leads.createdAt})) / 3600.0)`,
      })
      .from(leads)
      .where(and(inPeriod, sql`${firstTouch} is not null`)),
    db.select({ n: count() }).from(testimonials).where(and(eq(testimonials.isApproved, false), eq(testimonials.isSpam, false))),
    db.select({ n: count() }).from(blogComments).where(and(eq(blogComments.isApproved, false), eq(blogComments.isSpam, false))),
    db.select({ day, n: count() }).from(pageViews).where(and(gte(pageViews.createdAt, from), lt(pageViews.createdAt, now))).groupBy(day).orderBy(day),
    db
      .select({ path: pageViews.path, n: count() })
      .from(pageViews)
      .where(and(gte(pageViews.createdAt, from), lt(pageViews.createdAt, now)))
      .groupBy(pageViews.path)
      .orderBy(desc(count()), pageViews.path)
      .limit(10),
    quoteStats(db, now),
    invoiceStats(db, now),
  ]);

  const newLeads = n(current?.n);
  const before = n(previous?.n);
  return {
    days,
    from: from.toISOString(),
    to: now.toISOString(),
    newLeads,
    previousLeads: before,
    /** Percent change against the period before; null when there was nothing to compare with. */
    changePercent: before === 0 ? null : Math.round(((newLeads - before) / before) * 100),
    leadsPerWeek: perWeek.map((r) => ({ week: r.week, leads: n(r.n) })),
    leadsByService: byService.map((r) => ({ name: r.name, leads: n(r.n) })),
    leadsByPage: byPage.map((r) => ({ name: r.name, leads: n(r.n) })),
    converted: n(converted?.n),
    conversionPercent: newLeads === 0 ? null : Math.round((n(converted?.n) / newLeads) * 100),
    medianHoursToFirstContact: touch?.hours == null ? null : Math.round(Number(touch.hours) * 10) / 10,
    reviewsWaiting: n(reviews?.n),
    commentsWaiting: n(comments?.n),
    pageViewsPerDay: viewsPerDay.map((r) => ({ day: r.day, views: n(r.n) })),
    topPages: topPages.map((r) => ({ path: r.path, views: n(r.n) })),
    /** Quotes outstanding, won and lost this month, the win rate (whatever the period chosen). */
    quotes,
    /** Billed, collected and outstanding this month, the overdue total (whatever the period chosen). */
    invoices,
  };
}
export type Overview = Awaited<ReturnType<typeof overview>>;
