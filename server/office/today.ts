/**
 * The owner's day on one screen: new leads nobody has contacted yet, follow-ups due (the same
 * rule as the CRM's "Follow-ups due" counter), the jobs booked for today and tomorrow, today's
 * visits (who goes where, when), and the
 * reviews and comments waiting for moderation. Days are the business's calendar days (its zone from Settings).
 */
import { and, asc, count, desc, eq, gte, lte, sql } from "drizzle-orm";
import { businessDay } from "../days";
import { dateToDay, dayToDate } from "@common/schemas/customer-services";
import type { Db } from "../db/client";
import { blogComments, blogPosts, communications, contacts, customerServices, leads, testimonials } from "../db/schema";
import { firstTouch } from "./overview";
import { quoteStats } from "../quotes/quotes";
import { invoiceStats } from "../invoices/invoices";
import { visitsOfDay } from "../visits/visits";

/** At most this many of each list; the counts say how many there are in all. */
const LIST_LIMIT = 20;

export interface JobOfDay {
  id: string;
  title: string;
  serviceType: string;
  status: string;
  /** "2026-11-25". */
  day: string;
  contact: { id: string; name: string; phone: string | null; address: string | null; city: string | null };
}

/** Jobs booked from `fromDay` to `toDay` (both "YYYY-MM-DD", both included), by day. */
export async function listJobs(db: Db, fromDay: string, toDay: string): Promise<JobOfDay[]> {
  const rows = await db
    .select({ job: customerServices, contact: contacts })
    .from(customerServices)
    .innerJoin(contacts, eq(contacts.id, customerServices.contactId))
    .where(and(gte(customerServices.scheduledDate, dayToDate(fromDay)), lte(customerServices.scheduledDate, dayToDate(toDay))))
    .orderBy(asc(customerServices.scheduledDate), asc(contacts.lastName), asc(customerServices.id));
  return rows.map(({ job, contact }) => ({
    id: job.id,
    title: job.title,
    serviceType: job.serviceType,
    status: job.status,
    day: dateToDay(job.scheduledDate)!,
    contact: { id: contact.id, name: `${contact.firstName} ${contact.lastName}`, phone: contact.phone, address: contact.address, city: contact.city },
  }));
}

export async function todayOverview(db: Db, now: Date) {
  const today = businessDay(now);
  const tomorrow = businessDay(now, 1);
  const untouched = and(eq(leads.isSpam, false), sql`${firstTouch} is null`, sql`not exists (select 1 from ${contacts} where ${contacts.leadId} = ${leads.id})`);
  const dueFollowUp = and(eq(communications.followUpRequired, true), lte(communications.followUpDate, now));
  const waitingReview = and(eq(testimonials.isApproved, false), eq(testimonials.isSpam, false));
  const waitingComment = and(eq(blogComments.isApproved, false), eq(blogComments.isSpam, false));
  const [newLeads, [newLeadCount], followUps, [followUpCount], jobs, reviews, [reviewCount], comments, [commentCount], quotes, invoices, visits] = await Promise.all([
    db
      .select({ id: leads.id, firstName: leads.firstName, lastName: leads.lastName, serviceType: leads.serviceType, location: leads.location, phone: leads.phone, form: leads.form, createdAt: leads.createdAt })
      .from(leads)
      .where(untouched)
      .orderBy(desc(leads.createdAt), desc(leads.id))
      .limit(LIST_LIMIT),
    db.select({ n: count() }).from(leads).where(untouched),
    db
      .select({ id: communications.id, contactId: communications.contactId, subject: communications.subject, content: communications.content, type: communications.type, followUpDate: communications.followUpDate, firstName: contacts.firstName, lastName: contacts.lastName, phone: contacts.phone })
      .from(communications)
      .leftJoin(contacts, eq(contacts.id, communications.contactId))
      .where(dueFollowUp)
      .orderBy(asc(communications.followUpDate), asc(communications.id))
      .limit(LIST_LIMIT),
    db.select({ n: count() }).from(communications).where(dueFollowUp),
    listJobs(db, today, tomorrow),
    db.select({ id: testimonials.id, customerName: testimonials.customerName, rating: testimonials.rating, createdAt: testimonials.createdAt }).from(testimonials).where(waitingReview).orderBy(desc(testimonials.createdAt)).limit(5),
    db.select({ n: count() }).from(testimonials).where(waitingReview),
    db
      .select({ id: blogComments.id, authorName: blogComments.authorName, postTitle: blogPosts.title, createdAt: blogComments.createdAt })
      .from(blogComments)
      .innerJoin(blogPosts, eq(blogPosts.id, blogComments.blogPostId))
      .where(waitingComment)
      .orderBy(desc(blogComments.createdAt))
      .limit(5),
    db.select({ n: count() }).from(blogComments).where(waitingComment),
    quoteStats(db, now),
    invoiceStats(db, now),
    visitsOfDay(db, today),
  ]);
  const iso = (d: Date | null) => d?.toISOString() ?? null;
  return {
    today,
    tomorrow,
    newLeads: { count: Number(newLeadCount?.n ?? 0), items: newLeads.map((l) => ({ ...l, createdAt: l.createdAt.toISOString() })) },
    followUps: {
      count: Number(followUpCount?.n ?? 0),
      items: followUps.map((f) => ({
        id: f.id,
        contactId: f.contactId,
        contactName: f.firstName ? `${f.firstName} ${f.lastName}` : null,
        phone: f.phone,
        type: f.type,
        about: f.subject || f.content.slice(0, 120),
        dueAt: iso(f.followUpDate),
      })),
    },
    jobs: { today: jobs.filter((j) => j.day === today), tomorrow: jobs.filter((j) => j.day === tomorrow) },
    /** Who goes where and when today, overlaps included. */
    visits,
    reviews: { count: Number(reviewCount?.n ?? 0), items: reviews.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() })) },
    comments: { count: Number(commentCount?.n ?? 0), items: comments.map((c) => ({ ...c, createdAt: c.createdAt.toISOString() })) },
    quotes,
    invoices,
  };
}
export type TodayOverview = Awaited<ReturnType<typeof todayOverview>>;
