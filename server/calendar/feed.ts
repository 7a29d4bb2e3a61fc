/**
 * A staff member's private calendar feed of the jobs (service history): an iCalendar file
 * (RFC 5545, written by ical-generator) at an address that carries a signed token. The token
 * names the user and their feed version, signed with the feed's own key (derived from
 * SESSION_SECRET in server/auth/keys.ts, and the previous secret's while it rotates), so the address can be
 * shown again at any time without storing it; making a new address bumps the version, and the
 * old token stops matching. Jobs are days without a time of day, so each is an all-day event on
 * its day in the business's time zone.
 */
import { createHmac, timingSafeEqual } from "node:crypto";
import { and, desc, eq, gte, inArray, isNotNull, or, sql } from "drizzle-orm";
import ical, { ICalEventStatus } from "ical-generator";
import { keysFor } from "../auth/keys";
import type { Config } from "../config";
import type { AppContext } from "../context";
import type { Db } from "../db/client";
import { contacts, customerServices, users } from "../db/schema";
import { isUuid } from "../http/validate";
import { BUSINESS_TIME_ZONE } from "@common/dates";
import { ROLES_FOR } from "@common/roles";
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

/** Whose feed a token opens: an active user who can see the jobs, at the token's version. */
export async function feedOwner(ctx: Pick<AppContext, "config" | "db">, token: string) {
  const claims = readFeedToken(ctx.config, token);
  if (!claims) return undefined;
  const [user] = await ctx.db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        eq(users.id, claims.userId),
        eq(users.isActive, true),
        inArray(users.role, [...ROLES_FOR.admin]),
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

/** The jobs from PAST_DAYS ago on, as an iCalendar file. */
export async function jobsCalendar(ctx: Pick<AppContext, "config" | "db" | "clock">, businessName: string): Promise<string> {
  const since = new Date(ctx.clock.now().getTime() - PAST_DAYS * 86_400_000);
  const rows = await ctx.db
    .select({ job: customerServices, contact: contacts })
    .from(customerServices)
    .innerJoin(contacts, eq(contacts.id, customerServices.contactId))
    .where(
      or(
        and(isNotNull(customerServices.scheduledDate), gte(customerServices.scheduledDate, since)),
        and(isNotNull(customerServices.completedDate), gte(customerServices.completedDate, since)),
      ),
    )
    .orderBy(desc(sql`coalesce(${customerServices.scheduledDate}, ${customerServices.completedDate})`))
    .limit(MAX_EVENTS);
  const host = new URL(ctx.config.publicUrl).hostname;
  const calendar = ical({ name: staffMessages.calendar.calendarName(businessName), prodId: { company: businessName, product: "jobs" }, ttl: 60 * 60 });
  calendar.x([{ key: "X-WR-TIMEZONE", value: BUSINESS_TIME_ZONE }]);
  for (const { job, contact } of rows) {
    const day = job.scheduledDate ?? job.completedDate!;
    const customer = `${contact.firstName} ${contact.lastName}`.trim();
    const address = oneLine([contact.address, contact.city, oneLine([contact.state, contact.zipCode], " ")], ", ");
    const done = job.status === "completed";
    calendar.createEvent({
      id: `${job.id}@${host}`,
      // Stored at noon UTC: the same calendar day in Vermont all year.
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
