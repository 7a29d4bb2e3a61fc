/**
 * Quotes as the office writes them: created from a lead or a contact (the customer copied from
 * it), saved whole with the version the editor started from (an older version is a conflict),
 * listed with their totals, and counted for the overview. Sending, the homeowner's page and the
 * answer move the status on elsewhere; quotes are never deleted, except the newest unsent draft of
 * its year, whose number is given back so the sequence keeps no gap.
 */
import { and, asc, desc, eq, gte, ilike, inArray, lt, or, type SQL } from "drizzle-orm";
import type { z } from "zod";
import { totalsOf, type Choice, type Discount, type Totals } from "@common/billing/totals";
import type { QuoteStatus, quoteCreateSchema, quoteListQuerySchema, quoteUpdateSchema } from "@common/schemas/quotes";
import type { Db } from "../db/client";
import { contacts, leads, quoteLines, quotes } from "../db/schema";
import { businessDay, inBusinessZone } from "../days";
import { conflict, badRequest, notFound } from "../http/errors";
import { giveBackNumber, nextNumber } from "./numbers";

type QuoteRow = typeof quotes.$inferSelect;
type LineRow = typeof quoteLines.$inferSelect;
type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
type Reader = Pick<Db, "select">;

/** What the homeowner sees first: the first option offered and the optional lines marked preselected. */
export function defaultChoice(quote: Pick<QuoteRow, "options">, lines: readonly Pick<LineRow, "id" | "optional" | "preselected">[]): Choice {
  return { option: quote.options[0]?.key ?? null, optionalLines: lines.filter((l) => l.optional && l.preselected).map((l) => l.id) };
}

/** The totals for a choice (the default one unless given); every option's total too, for the list of alternatives. */
export function quoteTotals(quote: Pick<QuoteRow, "options" | "discount" | "taxBasisPoints">, lines: readonly LineRow[], choice = defaultChoice(quote, lines)) {
  const discount = quote.discount as Discount;
  const totals: Totals = totalsOf(lines, choice, discount, quote.taxBasisPoints);
  const options = quote.options.map((o) => ({ key: o.key, label: o.label, total: totalsOf(lines, { ...choice, option: o.key }, discount, quote.taxBasisPoints).total }));
  return { choice, ...totals, options };
}

const iso = (d: Date | null) => d?.toISOString() ?? null;
const dayOf = (d: Date | null) => (d ? d.toISOString().slice(0, 10) : null);

export function toQuoteJson(quote: QuoteRow, lines: LineRow[]) {
  return {
    id: quote.id,
    number: quote.number,
    status: quote.status as QuoteStatus,
    version: quote.version,
    sentVersion: quote.sentVersion,
    leadId: quote.leadId,
    contactId: quote.contactId,
    customerName: quote.customerName,
    customerEmail: quote.customerEmail,
    customerPhone: quote.customerPhone,
    customerAddress: quote.customerAddress,
    title: quote.title,
    notes: quote.notes,
    terms: quote.terms,
    options: quote.options,
    discount: quote.discount,
    taxBasisPoints: quote.taxBasisPoints,
    /** The last day it may be accepted ("2026-12-31"), or null. */
    expiresOn: dayOf(quote.expiresAt),
    sentAt: iso(quote.sentAt),
    viewedAt: iso(quote.viewedAt),
    answeredAt: iso(quote.answeredAt),
    createdAt: quote.createdAt.toISOString(),
    updatedAt: quote.updatedAt.toISOString(),
    lines: lines.map((l) => ({
      id: l.id,
      priceBookItemId: l.priceBookItemId,
      description: l.description,
      unit: l.unit,
      unitCents: l.unitCents,
      quantity: l.quantity,
      taxable: l.taxable,
      option: l.option as "good" | "better" | "best" | null,
      optional: l.optional,
      preselected: l.preselected,
    })),
    totals: quoteTotals(quote, lines),
  };
}
export type QuoteJson = ReturnType<typeof toQuoteJson>;

export async function linesOf(db: Reader, quoteId: string): Promise<LineRow[]> {
  return db.select().from(quoteLines).where(eq(quoteLines.quoteId, quoteId)).orderBy(asc(quoteLines.position));
}

/** One quote with its lines (rows, for the sending and answering code too). */
export async function getQuote(db: Reader, id: string): Promise<{ quote: QuoteRow; lines: LineRow[] } | null> {
  const [quote] = await db.select().from(quotes).where(eq(quotes.id, id));
  if (!quote) return null;
  return { quote, lines: await linesOf(db, id) };
}

/** The customer a quote is for, copied from its lead or contact. */
export async function customerFrom(db: Reader, source: { leadId?: string | null; contactId?: string | null }) {
  if (source.contactId) {
    const [c] = await db.select().from(contacts).where(eq(contacts.id, source.contactId));
    if (!c) throw badRequest("Contact not found", { contactId: "Contact not found" });
    const address = [c.address, c.city, [c.state, c.zipCode].filter(Boolean).join(" ")].filter(Boolean).join(", ");
    return { leadId: c.leadId, contactId: c.id, customerName: `${c.firstName} ${c.lastName}`.trim(), customerEmail: c.email ?? "", customerPhone: c.phone, customerAddress: address || null, title: "" };
  }
  if (source.leadId) {
    const [l] = await db.select().from(leads).where(eq(leads.id, source.leadId));
    if (!l) throw badRequest("Lead not found", { leadId: "Lead not found" });
    return { leadId: l.id, contactId: null, customerName: `${l.firstName} ${l.lastName}`.trim(), customerEmail: l.email, customerPhone: l.phone, customerAddress: l.location, title: l.serviceType };
  }
  return null;
}

type Input = z.output<typeof quoteCreateSchema>;

async function writeLines(tx: Tx, quoteId: string, lines: Input["lines"]) {
  // A line keeps its id only if it was this quote's (ticks name lines by id); any other id is new.
  const own = new Set((await tx.delete(quoteLines).where(eq(quoteLines.quoteId, quoteId)).returning({ id: quoteLines.id })).map((r) => r.id));
  if (lines.length === 0) return;
  await tx.insert(quoteLines).values(
    lines.map((l, position) => ({
      ...(l.id && own.delete(l.id) ? { id: l.id } : {}),
      quoteId,
      position,
      priceBookItemId: l.priceBookItemId,
      description: l.description,
      unit: l.unit,
      unitCents: l.unitCents,
      quantity: l.quantity,
      taxable: l.taxable,
      option: l.option,
      optional: l.optional,
      preselected: l.optional && l.preselected,
    })),
  );
}

const expiresAt = (day: string | null) => (day ? new Date(`${day}T00:00:00Z`) : null);

function checkCustomer(fields: { customerName: string }) {
  if (!fields.customerName.trim()) throw badRequest("Name the customer", { customerName: "Name the customer" });
}

export async function createQuote(tx: Tx, input: Input, ctx: { userId: string | null; taxBasisPoints: number; now: Date }): Promise<string> {
  const source = await customerFrom(tx, input);
  const customer = {
    customerName: input.customerName ?? source?.customerName ?? "",
    customerEmail: input.customerEmail ?? source?.customerEmail ?? "",
    customerPhone: input.customerPhone !== undefined ? input.customerPhone : (source?.customerPhone ?? null),
    customerAddress: input.customerAddress !== undefined ? input.customerAddress : (source?.customerAddress ?? null),
  };
  checkCustomer(customer);
  const number = await nextNumber(tx, "quote", Number(businessDay(ctx.now).slice(0, 4)));
  const [row] = await tx
    .insert(quotes)
    .values({
      number,
      status: "draft",
      leadId: source?.leadId ?? input.leadId ?? null,
      contactId: source?.contactId ?? input.contactId ?? null,
      ...customer,
      title: input.title,
      notes: input.notes,
      terms: input.terms,
      options: input.options,
      discount: input.discount,
      taxBasisPoints: input.taxBasisPoints ?? ctx.taxBasisPoints,
      expiresAt: expiresAt(input.expiresOn),
      createdBy: ctx.userId,
      createdAt: ctx.now,
      updatedAt: ctx.now,
    })
    .returning({ id: quotes.id });
  await writeLines(tx, row!.id, input.lines);
  return row!.id;
}

/** Answered quotes are final: their lines are what was accepted or declined. */
const FINAL: readonly string[] = ["accepted", "declined"];

/** Saves the whole quote over `version`; a save naming an older version is a conflict and changes nothing. */
export async function updateQuote(tx: Tx, id: string, input: z.output<typeof quoteUpdateSchema>, now: Date): Promise<{ before: QuoteRow; after: QuoteRow }> {
  const [before] = await tx.select().from(quotes).where(eq(quotes.id, id)).for("update");
  if (!before) throw notFound("Quote not found");
  if (FINAL.includes(before.status)) throw conflict(`Quote ${before.number} was ${before.status}; it can no longer change`);
  if (before.version !== input.version) throw conflict(`Quote ${before.number} was changed elsewhere (now version ${before.version}); reload it before saving`);
  const customer = {
    customerName: input.customerName ?? before.customerName,
    customerEmail: input.customerEmail ?? before.customerEmail,
    customerPhone: input.customerPhone !== undefined ? input.customerPhone : before.customerPhone,
    customerAddress: input.customerAddress !== undefined ? input.customerAddress : before.customerAddress,
  };
  checkCustomer(customer);
  const [after] = await tx
    .update(quotes)
    .set({
      ...customer,
      leadId: input.leadId !== undefined ? input.leadId : before.leadId,
      contactId: input.contactId !== undefined ? input.contactId : before.contactId,
      title: input.title,
      notes: input.notes,
      terms: input.terms,
      options: input.options,
      discount: input.discount,
      taxBasisPoints: input.taxBasisPoints ?? before.taxBasisPoints,
      expiresAt: expiresAt(input.expiresOn),
      version: before.version + 1,
      updatedAt: now,
    })
    .where(and(eq(quotes.id, id), eq(quotes.version, input.version)))
    .returning();
  if (!after) throw conflict(`Quote ${before.number} was changed elsewhere; reload it before saving`);
  await writeLines(tx, id, input.lines);
  return { before, after };
}

/** Discards a draft: only the newest number of its year, never sent, so no number is lost. */
export async function discardDraft(tx: Tx, id: string): Promise<QuoteRow> {
  const [quote] = await tx.select().from(quotes).where(eq(quotes.id, id));
  if (!quote) throw notFound("Quote not found");
  if (quote.status !== "draft" || quote.sentVersion !== null) throw conflict(`Quote ${quote.number} was sent; it stays on record`);
  if (!(await giveBackNumber(tx, "quote", quote.number))) {
    throw conflict(`Quote ${quote.number} is not the newest quote; it stays on record so no number is missing (edit it instead)`);
  }
  await tx.delete(quotes).where(eq(quotes.id, id));
  return quote;
}

type ListFilter = z.output<typeof quoteListQuerySchema>;

export async function listQuotes(db: Reader, filter: ListFilter = {}) {
  const where: SQL[] = [];
  if (filter.status) where.push(eq(quotes.status, filter.status));
  if (filter.leadId) where.push(eq(quotes.leadId, filter.leadId));
  // A contact's quotes include those written for the lead it was converted from.
  if (filter.contactId) {
    const fromLead = db.select({ id: contacts.leadId }).from(contacts).where(eq(contacts.id, filter.contactId));
    where.push(or(eq(quotes.contactId, filter.contactId), inArray(quotes.leadId, fromLead))!);
  }
  if (filter.q?.trim()) {
    const like = `%${filter.q.trim().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    where.push(or(ilike(quotes.number, like), ilike(quotes.customerName, like), ilike(quotes.title, like), ilike(quotes.customerEmail, like))!);
  }
  const rows = await db
    .select()
    .from(quotes)
    .where(where.length ? and(...where) : undefined)
    .orderBy(desc(quotes.createdAt), desc(quotes.number))
    .limit(500);
  return withTotals(db, rows);
}

async function withTotals(db: Reader, rows: QuoteRow[]) {
  const lines = rows.length ? await db.select().from(quoteLines).where(inArray(quoteLines.quoteId, rows.map((r) => r.id))).orderBy(asc(quoteLines.position)) : [];
  const byQuote = new Map<string, LineRow[]>();
  for (const l of lines) byQuote.set(l.quoteId, [...(byQuote.get(l.quoteId) ?? []), l]);
  return rows.map((q) => {
    const t = quoteTotals(q, byQuote.get(q.id) ?? []);
    return {
      id: q.id,
      number: q.number,
      status: q.status as QuoteStatus,
      title: q.title,
      customerName: q.customerName,
      leadId: q.leadId,
      contactId: q.contactId,
      totalCents: t.total,
      expiresOn: dayOf(q.expiresAt),
      sentAt: iso(q.sentAt),
      answeredAt: iso(q.answeredAt),
      createdAt: q.createdAt.toISOString(),
    };
  });
}
export type QuoteSummary = Awaited<ReturnType<typeof listQuotes>>[number];

/**
 * The figures at a glance: outstanding (sent or viewed, not answered) by count and value (each at
 * its first option and preselected lines), won and lost this calendar month in the business's time
 * zone, and the win rate of the month's answers.
 */
export async function quoteStats(db: Reader, now: Date) {
  const monthStart = new Date(inBusinessZone(now).with({ day: 1 }).startOfDay().epochMilliseconds);
  const [outstandingRows, answered] = await Promise.all([
    db.select().from(quotes).where(inArray(quotes.status, ["sent", "viewed"])),
    db
      .select({ status: quotes.status })
      .from(quotes)
      .where(and(inArray(quotes.status, ["accepted", "declined"]), gte(quotes.answeredAt, monthStart), lt(quotes.answeredAt, new Date(now.getTime() + 1)))),
  ]);
  const outstanding = await withTotals(db, outstandingRows);
  const won = answered.filter((a) => a.status === "accepted").length;
  const lost = answered.length - won;
  return {
    outstanding: { count: outstanding.length, totalCents: outstanding.reduce((s, q) => s + q.totalCents, 0) },
    wonThisMonth: won,
    lostThisMonth: lost,
    /** Percent of this month's answers that were yes; null before any answer. */
    winRatePercent: answered.length === 0 ? null : Math.round((won / answered.length) * 100),
  };
}
export type QuoteStats = Awaited<ReturnType<typeof quoteStats>>;
