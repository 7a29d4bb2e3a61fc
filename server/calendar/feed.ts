/**
 * A staff member's private calendar feed of the jobs (service history): an iCalendar file
 * (RFC 5545, written by ical-generator) at an address that carries a signed token. The token
 * names the user and their feed version, signed with the feed's own key (derived from
 * SESSION_SECRET in server/auth/keys.ts, and the previous secret's while it rotates), so the address can be
 * shown again at any time without storing it; making a new address bumps the version, and the
 * old token stops matching. A job's visits are timed events in the business's time zone; a job
 * with no visit booked is a day without a time of day, so an all-day event on its day. An admin's
 * feed holds every job and visit; a technician's only the visits they go on.
 */
import { createHmac, timingSafeEqual } from "node:crypto";
import { and, asc, desc, eq, gte, inArray, isNotNull, ne, notExists, or, sql } from "drizzle-orm";
import ical, { ICalEventStatus } from "ical-generator";
import { keysFor } from "../auth/keys";
import type { Config } from "../config";
import type { AppContext } from "../context";
import type { Db } from "../db/client";
import { contacts, customerServices, users, visits, visitTechnicians } from "../db/schema";
import { isUuid } from "../http/validate";
import { businessClock } from "../days";
import { businessTimeZone } from "@common/time-zone";
import { ROLES_FOR, roleIn } from "@common/roles";
import * as staffMessages from "@common/staff-messages";

/** Jobs further back than this are history, not plans: left out of the feed. */
const PAST_DAYS = 180;
const MAX_EVENTS = 2000;

const sign = (key: Buffer, payload: string) => createHmac("sha256", key).update(payload).digest().subarray(0, 24);

type Secrets = Pick<Config, "sessionSecret" | "previousSessionSecret">;
const feedKeys = (config: Secrets) => keysFor(config, "calendar-feed");

export function feedToken(config: Secrets, userId: string, version: number): string {
  const payload = `${userId}.${version}`;
  return `${Buffer.from(payload).toString("base64url")}.${sign(feedKeys(config)[0]!, payload).toString("base64url")}`;
}

/** The user and version a token names, when its signature is right; nothing is looked up here. */
export function readFeedToken(config: Secrets, token: string): { userId: string; version: number } | null {
  const [encoded, signature, extra] = token.split(".");
  if (!encoded || !signature || extra !== undefined || encoded.length > 100) return null;
  const payload = Buffer.from(encoded, "base64url").toString();
  const [userId, version] = payload.split(".");
  if (!userId || !isUuid(userId) || !version || !/^\d{1,9}$/.test(version)) return null;
  const given = Buffer.from(signature, "base64url");
  const signed = feedKeys(config).some((key) => {
    const expected = sign(key, payload);
    return given.length === expected.length && timingSafeEqual(given, expected);
  });
  return signed ? { userId: userId.toLowerCase(), version: Number(version) } : null;
}

export const feedUrl = (ctx: Pick<AppContext, "config">, userId: string, version: number) =>
  `${ctx.config.publicUrl}/api/calendar/jobs.ics?token=${feedToken(ctx.config, userId, version)}`;

/** Whose feed a token opens: an active user who goes out or sees the jobs, at the token's version. */
export async function feedOwner(ctx: Pick<AppContext, "config" | "db">, token: string) {
  const claims = readFeedToken(ctx.config, token);
  if (!claims) return undefined;
  const [user] = await ctx.db
    .select({ id: users.id, role: users.role })
    .from(users)
    .where(
      and(
        eq(users.id, claims.userId),
        eq(users.isActive, true),
        inArray(users.role, [...ROLES_FOR.field]),
        eq(users.calendarFeedVersion, claims.version),
      ),
    );
  return user;
}

/** A new address for the user's feed; the old one stops working. Returns the new version. */
export async function renewFeed(db: Db, userId: string, now: Date): Promise<number> {
  const [row] = await db
    .update(users)
    .set({ calendarFeedVersion: sql`${users.calendarFeedVersion} + 1`, updatedAt: now })
    .where(eq(users.id, userId))
    .returning({ version: users.calendarFeedVersion });
  return row!.version;
}

export async function feedVersion(db: Db, userId: string): Promise<number | undefined> {
  const [row] = await db.select({ version: users.calendarFeedVersion }).from(users).where(eq(users.id, userId));
  return row?.version;
}

const oneLine = (parts: Array<string | null | undefined>, separator: string) => parts.map((p) => p?.trim()).filter(Boolean).join(separator);

type Contact = typeof contacts.$inferSelect;
const customerOf = (contact: Contact) => `${contact.firstName} ${contact.lastName}`.trim();
const addressOf = (contact: Contact) => oneLine([contact.address, contact.city, oneLine([contact.state, contact.zipCode], " ")], ", ");

/**
 * The jobs and visits from PAST_DAYS ago on, as an iCalendar file: for an admin every visit and
 * every job without one; for anyone else (a technician) only the visits they go on, without the
 * job's description (which may carry the prices a technician is not shown).
 */
export async function jobsCalendar(ctx: Pick<AppContext, "config" | "db" | "clock">, businessName: string, owner: { id: string; role: string }): Promise<string> {
  const since = new Date(ctx.clock.now().getTime() - PAST_DAYS * 86_400_000);
  const office = roleIn(ROLES_FOR.admin, owner.role);
  const liveVisit = and(eq(visits.jobId, customerServices.id), ne(visits.status, "cancelled"));
  const jobRows = office
    ? await ctx.db
        .select({ job: customerServices, contact: contacts })
        .from(customerServices)
        .innerJoin(contacts, eq(contacts.id, customerServices.contactId))
        .where(
          and(
            or(
              and(isNotNull(customerServices.scheduledDate), gte(customerServices.scheduledDate, since)),
              and(isNotNull(customerServices.completedDate), gte(customerServices.completedDate, since)),
            ),
            // A job with visits is in the calendar as its visits, at their times.
            notExists(ctx.db.select({ id: visits.id }).from(visits).where(liveVisit)),
          ),
        )
        .orderBy(desc(sql`coalesce(${customerServices.scheduledDate}, ${customerServices.completedDate})`))
        .limit(MAX_EVENTS)
    : [];
  const visitRows = await ctx.db
    .select({ visit: visits, job: customerServices, contact: contacts })
    .from(visits)
    .innerJoin(customerServices, eq(customerServices.id, visits.jobId))
    .innerJoin(contacts, eq(contacts.id, customerServices.contactId))
    .where(
      and(
        gte(visits.startsAt, since),
        office ? undefined : inArray(visits.id, ctx.db.select({ id: visitTechnicians.visitId }).from(visitTechnicians).where(eq(visitTechnicians.userId, owner.id))),
      ),
    )
    .orderBy(asc(visits.startsAt))
    .limit(MAX_EVENTS);
  const going = new Map<string, string[]>();
  if (visitRows.length) {
    const names = await ctx.db
      .select({ visitId: visitTechnicians.visitId, name: users.name })
      .from(visitTechnicians)
      .innerJoin(users, eq(users.id, visitTechnicians.userId))
      .where(inArray(visitTechnicians.visitId, visitRows.map((r) => r.visit.id)))
      .orderBy(asc(users.name));
    for (const n of names) (going.get(n.visitId) ?? going.set(n.visitId, []).get(n.visitId)!).push(n.name);
  }
  const host = new URL(ctx.config.publicUrl).hostname;
  const calendar = ical({ name: staffMessages.calendar.calendarName(businessName), prodId: { company: businessName, product: "jobs" }, ttl: 60 * 60 });
  calendar.x([{ key: "X-WR-TIMEZONE", value: businessTimeZone() }]);
  for (const { visit, job, contact } of visitRows) {
    const customer = customerOf(contact);
    const address = addressOf(contact);
    const link = office ? `${ctx.config.publicUrl}/admin/schedule?day=${businessClock(visit.startsAt).day}` : `${ctx.config.publicUrl}/admin/my-day`;
    calendar.createEvent({
      id: `visit-${visit.id}@${host}`,
      // An instant: calendar apps show it on each phone's own clock, which at the business is the business's.
      start: visit.startsAt,
      end: new Date(visit.startsAt.getTime() + visit.minutes * 60_000),
      summary: `${visit.status === "done" ? "Done: " : ""}${job.title} · ${customer}`,
      location: address || null,
      description: oneLine(
        [
          `Customer: ${customer}`,
          contact.phone ? `Phone: ${contact.phone}` : null,
          address ? `Address: ${address}` : null,
          `Technicians: ${(going.get(visit.id) ?? []).join(", ")}`,
          `Status: ${visit.status}`,
          office ? job.description : null,
          link,
        ],
        "\n",
      ),
      url: link,
      status: visit.status === "cancelled" ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
      stamp: visit.updatedAt,
    });
  }
  for (const { job, contact } of jobRows) {
    const day = job.scheduledDate ?? job.completedDate!;
    const customer = customerOf(contact);
    const address = addressOf(contact);
    const done = job.status === "completed";
    calendar.createEvent({
      id: `${job.id}@${host}`,
      // Stored at noon UTC: the same calendar day in every zone from UTC−11 to UTC+11 (the Americas).
      start: day,
      allDay: true,
      summary: `${done ? "Done: " : ""}${job.title} · ${customer}`,
      location: address || null,
      description: oneLine(
        [
          `Customer: ${customer}`,
          contact.phone ? `Phone: ${contact.phone}` : null,
          address ? `Address: ${address}` : null,
          `Service: ${job.serviceType}`,
          `Status: ${job.status}`,
          job.description,
          `${ctx.config.publicUrl}/admin/contacts/${contact.id}`,
        ],
        "\n",
      ),
      url: `${ctx.config.publicUrl}/admin/contacts/${contact.id}`,
      status: job.status === "cancelled" ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
      stamp: job.updatedAt,
    });
  }
  return calendar.toString();
}
