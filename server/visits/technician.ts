/**
 * A technician's day: their own visits and nobody else's. Each visit comes with what the work
 * needs on site — the address (and a maps link), the homeowner's phone, the job's lines and notes,
 * the checklist and the photos — and with prices only when the owner allows it in Settings.
 * Opening another technician's visit is a 403 that shows nothing. "On my way" records the status
 * and mails the homeowner only when Settings say so; "done" takes a note, and when every live
 * visit of the job is done the job is completed (its completed date, next maintenance day and
 * review request, as when the office completes it).
 */
import { and, eq, inArray, ne } from "drizzle-orm";
import type { Request } from "express";
import { chosenLines, totalsFor, type QuoteDocument } from "@common/billing/quote-document";
import { formatCents, formatQuantity } from "@common/billing/money";
import type { JobPhoto } from "@common/schemas/customer-services";
import { visitMessages, type ChecklistItem, type Visit } from "@common/schemas/visits";
import type { AppContext } from "../context";
import type { Db } from "../db/client";
import { contacts, customerServices, quoteAnswers, quotes, quoteVersions, visits, visitTechnicians } from "../db/schema";
import { conflict, forbidden, notFound } from "../http/errors";
import { templatedMail, visitOnTheWay } from "../mail/templates";
import { audit } from "../office/audit";
import { getBusinessSettings } from "../office/settings";
import { photosFor, whenCompleted } from "../contacts/services";
import { dayToDate } from "@common/schemas/customer-services";
import { businessDay } from "../days";
import { getVisit, listVisits, mailVisitHomeowner, visitsOnDays } from "./visits";

export interface JobLine {
  description: string;
  /** "2 h", "1 each". */
  quantity: string;
  /** "$149.00": only when Settings let technicians see prices. */
  amount: string | null;
}

/** A visit as the technician going sees it. */
export interface TechnicianVisit extends Omit<Visit, "photos"> {
  /** The job's work: the accepted quote's lines when the job came from one, else its description. */
  lines: JobLine[];
  description: string | null;
  notes: string | null;
  /** The job's price (the quote's total, or the job's cost in dollars), only when Settings allow it. */
  price: string | null;
  phone: string | null;
  email: string | null;
  photos: JobPhoto[];
}

/**
 * The quote a job was made from: an accepted one of the same contact whose number starts the
 * job's title ("Q-2026-0001: …", as server/quotes/answer.ts writes it), with the version accepted.
 */
async function quoteOf(db: Pick<Db, "select">, job: { contactId: string; title: string }) {
  const number = /^(Q-\d{4}-\d+):/.exec(job.title)?.[1];
  if (!number) return undefined;
  const [row] = await db
    .select({ document: quoteVersions.document, choice: quoteAnswers.choice })
    .from(quotes)
    .innerJoin(quoteAnswers, eq(quoteAnswers.quoteId, quotes.id))
    .innerJoin(quoteVersions, and(eq(quoteVersions.quoteId, quotes.id), eq(quoteVersions.version, quoteAnswers.version)))
    .where(and(eq(quotes.number, number), eq(quotes.contactId, job.contactId), eq(quoteAnswers.decision, "accepted")));
  return row?.choice ? { document: row.document as unknown as QuoteDocument, choice: row.choice } : undefined;
}

async function withJobDetails(db: Pick<Db, "select">, list: Visit[], seesPrices: boolean): Promise<TechnicianVisit[]> {
  if (!list.length) return [];
  const jobIds = [...new Set(list.map((v) => v.jobId))];
  const rows = await db
    .select({ job: customerServices, contact: contacts })
    .from(customerServices)
    .innerJoin(contacts, eq(contacts.id, customerServices.contactId))
    .where(inArray(customerServices.id, jobIds));
  const photos = await photosFor(db, rows.map((r) => r.job));
  const details = new Map(
    await Promise.all(
      rows.map(async ({ job, contact }) => {
        const quote = await quoteOf(db, job);
        let lines: JobLine[] = [];
        let price: string | null = seesPrices && job.cost !== null ? formatCents(job.cost * 100) : null;
        if (quote) {
          const choice = quote.choice;
          const totals = totalsFor(quote.document, choice);
          const amounts = new Map(totals.lines.map((l) => [l.id, l.amount]));
          lines = chosenLines(quote.document, choice).map((l) => ({
            description: l.description,
            quantity: `${formatQuantity(l.quantity)} ${l.unit}`,
            amount: seesPrices ? formatCents(amounts.get(l.id) ?? 0) : null,
          }));
          price = seesPrices ? formatCents(totals.total) : null;
        }
        return [
          job.id,
          {
            lines,
            // A job made from a quote has the priced lines written into its description: its lines say it.
            description: quote ? null : job.description,
            notes: job.internalNotes,
            price,
            phone: contact.phone,
            email: contact.email,
            photos: job.photos.flatMap((id) => photos.get(id) ?? []),
          },
        ] as const;
      }),
    ),
  );
  return list.map((v) => ({ ...v, ...details.get(v.jobId)! }));
}

/** The user's live visits starting on a business day, with what the work needs. */
export async function myVisits(ctx: Pick<AppContext, "db">, userId: string, day: string): Promise<TechnicianVisit[]> {
  const mine = await ctx.db.select({ id: visitTechnicians.visitId }).from(visitTechnicians).where(eq(visitTechnicians.userId, userId));
  if (!mine.length) return [];
  const list = await listVisits(ctx.db, and(visitsOnDays(day, 1), inArray(visits.id, mine.map((r) => r.id))));
  const settings = await getBusinessSettings(ctx.db);
  return withJobDetails(ctx.db, list, settings.technicianSeesPrices);
}

/**
 * The visit, when the user goes on it. Another's visit is refused (403) without a word about it;
 * one that does not exist is a 404.
 */
async function ownVisit(db: Pick<Db, "select">, visitId: string, userId: string, lock = false) {
  const [visit] = lock ? await db.select().from(visits).where(eq(visits.id, visitId)).for("update") : await db.select().from(visits).where(eq(visits.id, visitId));
  if (!visit) throw notFound("Visit not found");
  const [going] = await db.select({ userId: visitTechnicians.userId }).from(visitTechnicians).where(and(eq(visitTechnicians.visitId, visitId), eq(visitTechnicians.userId, userId)));
  if (!going) throw forbidden(visitMessages.notYours);
  return visit;
}

export async function myVisit(ctx: Pick<AppContext, "db">, visitId: string, userId: string): Promise<TechnicianVisit> {
  await ownVisit(ctx.db, visitId, userId);
  const settings = await getBusinessSettings(ctx.db);
  const [visit] = await withJobDetails(ctx.db, [(await getVisit(ctx.db, visitId))!], settings.technicianSeesPrices);
  return visit!;
}

const open = (status: string) => status === "scheduled" || status === "on_the_way";

export async function onMyWay(ctx: AppContext, req: Request, visitId: string): Promise<TechnicianVisit> {
  const now = ctx.clock.now();
  const userId = req.user!.id;
  const mailed = await ctx.db.transaction(async (tx) => {
    const visit = await ownVisit(tx, visitId, userId, true);
    if (!open(visit.status)) throw conflict(visitMessages.closed);
    await tx.update(visits).set({ status: "on_the_way", onTheWayAt: now, updatedAt: now }).where(eq(visits.id, visitId));
    await audit(tx, req, { action: "visit.on_the_way", targetType: "visit", targetId: visitId }, now);
    const settings = await getBusinessSettings(tx);
    if (!settings.onMyWayMail) return false;
    return mailVisitHomeowner(ctx, tx, visit.jobId, settings, now, (basics) => templatedMail(visitOnTheWay, { ...basics, technicians: req.user!.name }, settings));
  });
  if (mailed) ctx.wake.mail();
  return myVisit(ctx, visitId, userId);
}

export async function markDone(ctx: AppContext, req: Request, visitId: string, note: string): Promise<TechnicianVisit> {
  const now = ctx.clock.now();
  const userId = req.user!.id;
  const completed = await ctx.db.transaction(async (tx) => {
    const visit = await ownVisit(tx, visitId, userId, true);
    if (!open(visit.status)) throw conflict(visitMessages.closed);
    await tx.update(visits).set({ status: "done", note, doneAt: now, updatedAt: now }).where(eq(visits.id, visitId));
    await audit(tx, req, { action: "visit.done", targetType: "visit", targetId: visitId }, now);
    // The job is finished when no live visit of it is left to do.
    const [job] = await tx.select().from(customerServices).where(eq(customerServices.id, visit.jobId)).for("update");
    const left = await tx
      .select({ id: visits.id })
      .from(visits)
      .where(and(eq(visits.jobId, visit.jobId), ne(visits.status, "done"), ne(visits.status, "cancelled")));
    if (!job || left.length || job.status === "completed") return false;
    const [after] = await tx
      .update(customerServices)
      .set({ status: "completed", completedDate: dayToDate(businessDay(now)), updatedAt: now })
      .where(eq(customerServices.id, job.id))
      .returning();
    await audit(tx, req, { action: "service.complete", targetType: "customer_service", targetId: job.id, details: { byVisit: visitId } }, now);
    await whenCompleted(ctx, tx, after!);
    return true;
  });
  if (completed) ctx.wake.webhooks();
  return myVisit(ctx, visitId, userId);
}

export async function tickItem(ctx: AppContext, req: Request, visitId: string, itemId: string, done: boolean): Promise<ChecklistItem[]> {
  const now = ctx.clock.now();
  return ctx.db.transaction(async (tx) => {
    const visit = await ownVisit(tx, visitId, req.user!.id, true);
    if (!visit.checklist.some((i) => i.id === itemId)) throw notFound("Checklist item not found");
    const checklist = visit.checklist.map((i) => (i.id === itemId ? { ...i, done } : i));
    await tx.update(visits).set({ checklist, updatedAt: now }).where(eq(visits.id, visitId));
    await audit(tx, req, { action: "visit.checklist", targetType: "visit", targetId: visitId, details: { item: itemId, done } }, now);
    return checklist;
  });
}

/** Checks, before an upload is read, that the visit is the user's and still open. */
export async function photoAllowed(db: Db, visitId: string, userId: string): Promise<void> {
  const visit = await ownVisit(db, visitId, userId);
  if (visit.status === "cancelled") throw conflict(visitMessages.closed);
}

/** A stored photo becomes one of the job's photos and one of the visit's, in the upload's transaction. */
export async function attachPhoto(tx: Db, req: Request, visitId: string, mediaId: string, now: Date): Promise<void> {
  const [visit] = await tx.select().from(visits).where(eq(visits.id, visitId)).for("update");
  if (!visit) throw notFound("Visit not found");
  await tx.update(visits).set({ photos: [...visit.photos, mediaId], updatedAt: now }).where(eq(visits.id, visitId));
  const [job] = await tx.select({ photos: customerServices.photos }).from(customerServices).where(eq(customerServices.id, visit.jobId)).for("update");
  await tx.update(customerServices).set({ photos: [...job!.photos, mediaId], updatedAt: now }).where(eq(customerServices.id, visit.jobId));
  await audit(tx, req, { action: "visit.photo", targetType: "visit", targetId: visitId, details: { mediaId } }, now);
}
