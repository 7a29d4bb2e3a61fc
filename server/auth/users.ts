import { count, eq, ne } from "drizzle-orm";
import type { Db } from "../db/client";
import { notificationEmails, users } from "../db/schema";

export async function countUsers(db: Db): Promise<number> {
  const [row] = await db.select({ n: count() }).from(users);
  return row?.n ?? 0;
}

export async function findUserByEmail(db: Db, email: string) {
  const [row] = await db.select().from(users).where(eq(users.email, email.trim().toLowerCase())).limit(1);
  return row;
}

export async function findUserById(db: Db, id: string) {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
}

/** Columns that drop a pending two-factor enrolment (its secret may have been seen by someone else). */
export const noPendingEnrolment = { totpPendingSecret: null, totpPendingFor: null, totpPendingExpiresAt: null } as const;
/** Columns that lift a two-factor lockout and forget the wrong codes before it. */
export const noLockout = { totpLockedAt: null, totpFailedCount: 0, totpFailedSince: null } as const;

/**
 * Stores a new password hash (inside the caller's transaction when given one). Whoever held the
 * old password may have seen a pending enrolment's secret: it goes; a two-factor lockout (which
 * said the old password was known) is lifted with it.
 */
export async function setPasswordHash(db: Pick<Db, "update">, id: string, passwordHash: string, now: Date): Promise<void> {
  await db.update(users).set({ passwordHash, ...noPendingEnrolment, ...noLockout, updatedAt: now }).where(eq(users.id, id));
}

/**
 * The first account of a new site also gets the lead alerts, so its first leads reach somebody;
 * it is an ordinary recipient row, removable under E-mail alerts. Later admins are not added.
 */
export async function alertFirstAdmin(tx: Pick<Db, "select" | "insert">, user: { id: string; email: string; name: string }): Promise<boolean> {
  const [others] = await tx.select({ n: count() }).from(users).where(ne(users.id, user.id));
  if ((others?.n ?? 0) > 0) return false;
  const added = await tx
    .insert(notificationEmails)
    .values({ email: user.email, name: user.name, type: "lead_notification", isActive: true })
    .onConflictDoNothing()
    .returning({ id: notificationEmails.id });
  return added.length > 0;
}

/** A staff member renames themselves, or an admin renames them. */
export async function setUserName(db: Pick<Db, "update">, id: string, name: string, now: Date) {
  const [row] = await db.update(users).set({ name, updatedAt: now }).where(eq(users.id, id)).returning({ id: users.id, name: users.name });
  return row;
}
