/**
 * Visits: a job (customer_services) on the clock. The office books, moves and cancels them; the
 * technicians going see them on their day (technician.ts). A booking or a move mails the
 * homeowner the arrival window through the outbox (opt-out honoured) and queues `visit.scheduled`,
 * both in the transaction of the change. Two visits of one technician at the same time are
 * allowed — a technician may really do a quick call inside a long job — but never silently: every
 * answer and every list names the overlapping visits.
 */
import { randomUUID } from "node:crypto";
import { and, asc, eq, gte, inArray, lt, ne, sql, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Request } from "express";
import { formatDate } from "@common/dates";
import { ROLES_FOR } from "@common/roles";
import { isEmailAddress } from "@common/schemas/email";
import {
  ARRIVAL_WINDOW_MINUTES,
  visitMessages,
  type CreateVisit,
  type UpdateVisit,
  type Visit,
  type VisitOverlap,
  type VisitScheduledEvent,
  type VisitStatus,
  type VisitWriteResult,
} from "@common/schemas/visits";
import type { AppContext } from "../context";
import type { Db } from "../db/client";
import { contacts, customerServices, users, visits, visitTechnicians } from "../db/schema";
import { badRequest, conflict, notFound } from "../http/errors";
import { queueMail } from "../mail/outbox";
import { templatedMail, visitBooked, type TemplatedMail } from "../mail/templates";
import { audit } from "../office/audit";
import { getBusinessSettings } from "../office/settings";
import type { BusinessSettings } from "@common/business-settings";
import { isOptedOut, unsubscribeHeaders, unsubscribeUrl } from "../contacts/opt-out";
import { queueWebhookEvent } from "../webhooks/events";
import { businessClock, businessDaysSpan, businessMoment } from "../days";

export type VisitRow = typeof visits.$inferSelect;

const endOf = (startsAt: Date, minutes: number) => new Date(startsAt.getTime() + minutes * 60_000);
const contactName = (c: { firstName: string; lastName: string }) => `${c.firstName} ${c.lastName}`.trim();
const addressOf = (c: { address: string | null; city: string | null; state: string; zipCode: string | null }) =>
  [c.address, c.city, [c.state, c.zipCode].filter(Boolean).join(" ")].map((p) => p?.trim()).filter(Boolean).join(", ") || null;

/** The instant of a day and time on the business's clock; a time the clocks skip is a field error. */
function startOf(day: string, time: string): Date {
  const at = businessMoment(day, time);
  if (!at) throw badRequest(visitMessages.timeMissing, { time: visitMessages.timeMissing });
  return at;
}

/** Who a list or an answer names on each visit, by visit id. */
async function techniciansOf(db: Pick<Db, "select">, ids: string[]) {
  const byVisit = new Map<string, Array<{ id: string; name: string }>>();
  if (!ids.length) return byVisit;
  const rows = await db
    .select({ visitId: visitTechnicians.visitId, id: users.id, name: users.name })
    .from(visitTechnicians)
    .innerJoin(users, eq(users.id, visitTechnicians.userId))
    .where(inArray(visitTechnicians.visitId, ids))
    .orderBy(asc(users.name));
  for (const r of rows) (byVisit.get(r.visitId) ?? byVisit.set(r.visitId, []).get(r.visitId)!).push({ id: r.id, name: r.name });
  return byVisit;
}

/**
 * For each of these visits, the other live visits one of its technicians has at a time that
 * overlaps it (touching ends do not count: 9–10 and 10–11 are back to back, not at once).
 */
export async function overlapsOf(db: Pick<Db, "select">, ids: string[]): Promise<Map<string, VisitOverlap[]>> {
  const result = new Map<string, VisitOverlap[]>();
  if (!ids.length) return result;
  const mine = alias(visitTechnicians, "mine");
  const theirs = alias(visitTechnicians, "theirs");
  const other = alias(visits, "other");
  const rows = await db
    .select({ visitId: visits.id, otherId: other.id, startsAt: other.startsAt, minutes: other.minutes, userId: users.id, userName: users.name, jobTitle: customerServices.title })
    .from(visits)
    .innerJoin(mine, eq(mine.visitId, visits.id))
    .innerJoin(theirs, and(eq(theirs.userId, mine.userId), ne(theirs.visitId, mine.visitId)))
    .innerJoin(other, eq(other.id, theirs.visitId))
    .innerJoin(users, eq(users.id, mine.userId))
    .innerJoin(customerServices, eq(customerServices.id, other.jobId))
    .where(
      and(
        inArray(visits.id, ids),
        ne(visits.status, "cancelled"),
        ne(other.status, "cancelled"),
        sql`${other.startsAt} < ${visits.startsAt} + ${visits.minutes} * interval '1 minute'`,
        sql`${visits.startsAt} < ${other.startsAt} + ${other.minutes} * interval '1 minute'`,
      ),
    )
    .orderBy(asc(other.startsAt));
  for (const r of rows) {
    const list = result.get(r.visitId) ?? result.set(r.visitId, []).get(r.visitId)!;
    list.push({ visitId: r.otherId, technician: { id: r.userId, name: r.userName }, startsAt: r.startsAt.toISOString(), minutes: r.minutes, jobTitle: r.jobTitle });
  }
  return result;
}

/** Visits with their job, contact, technicians and overlaps, in start order. */
export async function listVisits(db: Pick<Db, "select">, where: SQL | undefined): Promise<Visit[]> {
  const rows = await db
    .select({ visit: visits, job: customerServices, contact: contacts })
    .from(visits)
    .innerJoin(customerServices, eq(customerServices.id, visits.jobId))
    .innerJoin(contacts, eq(contacts.id, customerServices.contactId))
    .where(where)
    .orderBy(asc(visits.startsAt), asc(visits.id));
  const ids = rows.map((r) => r.visit.id);
  const [technicians, overlaps] = await Promise.all([techniciansOf(db, ids), overlapsOf(db, ids)]);
  return rows.map(({ visit, job, contact }) => {
    const clock = businessClock(visit.startsAt);
    return {
      id: visit.id,
      jobId: visit.jobId,
      startsAt: visit.startsAt.toISOString(),
      day: clock.day,
      time: clock.time,
      minutes: visit.minutes,
      status: visit.status as VisitStatus,
      technicians: technicians.get(visit.id) ?? [],
      checklist: visit.checklist,
      note: visit.note,
      photos: visit.photos,
      onTheWayAt: visit.onTheWayAt?.toISOString() ?? null,
      doneAt: visit.doneAt?.toISOString() ?? null,
      job: { id: job.id, title: job.title, status: job.status },
      contact: { id: contact.id, name: contactName(contact), phone: contact.phone, address: addressOf(contact) },
      overlaps: overlaps.get(visit.id) ?? [],
    };
  });
}

export async function getVisit(db: Pick<Db, "select">, id: string): Promise<Visit | undefined> {
  return (await listVisits(db, eq(visits.id, id)))[0];
}

/** The live visits starting on these business days (the first day's midnight to the last's end). */
export const visitsOnDays = (firstDay: string, days: number) => {
  const span = businessDaysSpan(firstDay, days);
  return and(gte(visits.startsAt, span.from), lt(visits.startsAt, span.to), ne(visits.status, "cancelled"));
};

/** The staff who may be sent on a visit: active technicians and admins. */
export async function listTechnicians(db: Pick<Db, "select">) {
  return db
    .select({ id: users.id, name: users.name, role: users.role })
    .from(users)
    .where(and(eq(users.isActive, true), inArray(users.role, [...ROLES_FOR.field])))
    .orderBy(asc(users.name));
}

async function checkTechnicians(tx: Pick<Db, "select">, ids: string[]): Promise<void> {
  const found = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(inArray(users.id, ids), eq(users.isActive, true), inArray(users.role, [...ROLES_FOR.field])));
  if (found.length !== ids.length) throw badRequest(visitMessages.technicianUnknown, { technicianIds: visitMessages.technicianUnknown });
}

const checkItem = (label: string) => ({ id: randomUUID(), label, done: false });
const checklistOf = (labels: string[]) => labels.map(checkItem);

/** "9:00 AM – 10:00 AM" on the business's clock. */
export function arrivalWindow(startsAt: Date): string {
  const time = (d: Date) => formatDate(d, "dateTime").split(", ").at(-1)!;
  return `${time(startsAt)} – ${time(endOf(startsAt, ARRIVAL_WINDOW_MINUTES))}`;
}

/** What every mail about a visit names: the homeowner, the job, and the link to stop such mail. */
type VisitMailBasics = { firstName: string; job: string; unsubscribeUrl: string };

/**
 * Queues a mail about a job's visit to its homeowner (`build` makes it from the basics), with the
 * unsubscribe link and the business's reply address; false, and nothing queued, when the contact
 * has no usable address or opted out.
 */
export async function mailVisitHomeowner(
  ctx: AppContext,
  tx: Db,
  jobId: string,
  settings: BusinessSettings,
  now: Date,
  build: (basics: VisitMailBasics) => TemplatedMail,
): Promise<boolean> {
  const [row] = await tx
    .select({ firstName: contacts.firstName, email: contacts.email, job: customerServices.title })
    .from(customerServices)
    .innerJoin(contacts, eq(contacts.id, customerServices.contactId))
    .where(eq(customerServices.id, jobId));
  const email = row?.email;
  if (!row || !email || !isEmailAddress(email) || (await isOptedOut(tx, email))) return false;
  const unsubscribe = unsubscribeUrl(ctx, email);
  await queueMail(tx, {
    ...build({ firstName: row.firstName, job: row.job, unsubscribeUrl: unsubscribe }),
    to: email,
    replyTo: isEmailAddress(settings.email) ? settings.email : undefined,
    headers: unsubscribeHeaders(unsubscribe),
    createdAt: now,
  });
  return true;
}

/** The homeowner's arrival-window mail. */
async function mailArrival(ctx: AppContext, tx: Db, visit: VisitRow, moved: boolean, now: Date): Promise<boolean> {
  const names = (await techniciansOf(tx, [visit.id])).get(visit.id) ?? [];
  const settings = await getBusinessSettings(tx);
  return mailVisitHomeowner(ctx, tx, visit.jobId, settings, now, (basics) =>
    templatedMail(
      visitBooked,
      {
        ...basics,
        day: formatDate(visit.startsAt, "weekday"),
        window: arrivalWindow(visit.startsAt),
        technicians: names.map((t) => t.name).join(", "),
        moved,
      },
      settings,
    ),
  );
}

async function scheduled(ctx: AppContext, tx: Db, visit: VisitRow, rescheduled: boolean, now: Date): Promise<boolean> {
  const [job] = await tx.select({ contactId: customerServices.contactId }).from(customerServices).where(eq(customerServices.id, visit.jobId));
  const technicianIds = (await tx.select({ id: visitTechnicians.userId }).from(visitTechnicians).where(eq(visitTechnicians.visitId, visit.id))).map((r) => r.id);
  const data: VisitScheduledEvent = { id: visit.id, jobId: visit.jobId, contactId: job!.contactId, startsAt: visit.startsAt.toISOString(), minutes: visit.minutes, technicianIds, rescheduled };
  await queueWebhookEvent(tx, "visit.scheduled", data, now);
  return mailArrival(ctx, tx, visit, rescheduled, now);
}

async function answer(ctx: AppContext, id: string, mailed: boolean): Promise<VisitWriteResult> {
  if (mailed) ctx.wake.mail();
  ctx.wake.webhooks();
  const visit = (await getVisit(ctx.db, id))!;
  return { visit, warning: visit.overlaps.length ? visitMessages.overlap : null, mailed };
}

export async function createVisit(ctx: AppContext, req: Request, input: CreateVisit): Promise<VisitWriteResult> {
  const startsAt = startOf(input.day, input.time);
  const now = ctx.clock.now();
  const { id, mailed } = await ctx.db.transaction(async (tx) => {
    const [job] = await tx.select({ id: customerServices.id }).from(customerServices).where(eq(customerServices.id, input.jobId));
    if (!job) throw badRequest(visitMessages.jobMissing, { jobId: visitMessages.jobMissing });
    await checkTechnicians(tx, input.technicianIds);
    const [visit] = await tx
      .insert(visits)
      .values({ jobId: input.jobId, startsAt, minutes: input.minutes, checklist: checklistOf(input.checklist), createdBy: req.user?.id, createdAt: now, updatedAt: now })
      .returning();
    await tx.insert(visitTechnicians).values(input.technicianIds.map((userId) => ({ visitId: visit!.id, userId })));
    await audit(tx, req, { action: "visit.create", targetType: "visit", targetId: visit!.id, details: { jobId: input.jobId, startsAt: startsAt.toISOString() } }, now);
    return { id: visit!.id, mailed: await scheduled(ctx, tx, visit!, false, now) };
  });
  return answer(ctx, id, mailed);
}

export async function updateVisit(ctx: AppContext, req: Request, id: string, input: UpdateVisit): Promise<VisitWriteResult> {
  const now = ctx.clock.now();
  const result = await ctx.db.transaction(async (tx) => {
    const [before] = await tx.select().from(visits).where(eq(visits.id, id)).for("update");
    if (!before) throw notFound("Visit not found");
    if (before.status === "done" || before.status === "cancelled") throw conflict(visitMessages.closed);
    const clock = businessClock(before.startsAt);
    const startsAt = input.day !== undefined || input.time !== undefined ? startOf(input.day ?? clock.day, input.time ?? clock.time) : before.startsAt;
    const moved = startsAt.getTime() !== before.startsAt.getTime();
    const values: Partial<typeof visits.$inferInsert> = { startsAt, updatedAt: now };
    if (input.minutes !== undefined) values.minutes = input.minutes;
    if (input.checklist !== undefined) {
      // An item kept by its words keeps its tick; a new one starts unticked.
      const ticked = new Map(before.checklist.map((item) => [item.label, item]));
      values.checklist = input.checklist.map((label) => ticked.get(label) ?? checkItem(label));
    }
    const [after] = await tx.update(visits).set(values).where(eq(visits.id, id)).returning();
    if (input.technicianIds) {
      await checkTechnicians(tx, input.technicianIds);
      await tx.delete(visitTechnicians).where(eq(visitTechnicians.visitId, id));
      await tx.insert(visitTechnicians).values(input.technicianIds.map((userId) => ({ visitId: id, userId })));
    }
    const fields = Object.keys(input).filter((k) => input[k as keyof UpdateVisit] !== undefined);
    await audit(tx, req, { action: moved ? "visit.move" : "visit.update", targetType: "visit", targetId: id, details: { fields, ...(moved ? { from: before.startsAt.toISOString(), to: startsAt.toISOString() } : {}) } }, now);
    return { mailed: moved ? await scheduled(ctx, tx, after!, true, now) : false };
  });
  return answer(ctx, id, result.mailed);
}

export async function cancelVisit(ctx: AppContext, req: Request, id: string): Promise<Visit> {
  const now = ctx.clock.now();
  await ctx.db.transaction(async (tx) => {
    const [before] = await tx.select().from(visits).where(eq(visits.id, id)).for("update");
    if (!before) throw notFound("Visit not found");
    if (before.status === "done") throw conflict(visitMessages.closed);
    if (before.status === "cancelled") return;
    await tx.update(visits).set({ status: "cancelled", cancelledAt: now, updatedAt: now }).where(eq(visits.id, id));
    await audit(tx, req, { action: "visit.cancel", targetType: "visit", targetId: id, details: { jobId: before.jobId } }, now);
  });
  return (await getVisit(ctx.db, id))!;
}

/** Today's visits (the owner's Today page): who goes where and when. */
export async function visitsOfDay(db: Pick<Db, "select">, day: string): Promise<Visit[]> {
  return listVisits(db, visitsOnDays(day, 1));
}
