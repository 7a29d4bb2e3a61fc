/**
 * Customer mail opt-out: a signed one-click link in every customer mail (and its
 * List-Unsubscribe header) records the address; every later customer mail checks it first,
 * so an opt-out is honoured from the next mail on, on every instance.
 */
import { eq, inArray } from "drizzle-orm";
import type { AppContext } from "../context";
import type { Db } from "../db/client";
import { mailOptOuts } from "../db/schema";
import { signToken } from "./tokens";

/** Opt-out links stay valid for a year: long enough for any mail that is still in an inbox. */
export const UNSUBSCRIBE_TTL_MS = 365 * 24 * 3_600_000;

export const normaliseAddress = (email: string) => email.trim().toLowerCase();

export async function isOptedOut(db: Db, email: string): Promise<boolean> {
  const [row] = await db.select({ email: mailOptOuts.email }).from(mailOptOuts).where(eq(mailOptOuts.email, normaliseAddress(email)));
  return Boolean(row);
}

/**
 * Records the opt-out, or its new date when the address had opted out before: a newsletter
 * subscription confirmed in between ends at the latest opt-out (server/newsletter).
 */
export async function optOut(db: Db, email: string, now: Date): Promise<void> {
  await db
    .insert(mailOptOuts)
    .values({ email: normaliseAddress(email), createdAt: now })
    .onConflictDoUpdate({ target: mailOptOuts.email, set: { createdAt: now } });
}

/** Addresses among `emails` that opted out (one query for a whole batch). */
export async function optedOutAmong(db: Db, emails: string[]): Promise<Set<string>> {
  if (emails.length === 0) return new Set();
  const list = [...new Set(emails.map(normaliseAddress))];
  const rows = await db
    .select({ email: mailOptOuts.email })
    .from(mailOptOuts)
    .where(inArray(mailOptOuts.email, list));
  return new Set(rows.map((r) => r.email));
}

export function unsubscribeUrl(ctx: AppContext, email: string): string {
  const token = signToken(ctx.config.sessionSecret, "unsubscribe", normaliseAddress(email), new Date(ctx.clock.now().getTime() + UNSUBSCRIBE_TTL_MS));
  return `${ctx.config.publicUrl}/api/mail/unsubscribe?token=${encodeURIComponent(token)}`;
}

/** The headers that let mail programs offer their own unsubscribe button (one click, RFC 8058). */
export function unsubscribeHeaders(url: string): Record<string, string> {
  return { "List-Unsubscribe": `<${url}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" };
}
