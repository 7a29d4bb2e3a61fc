import { count, eq } from "drizzle-orm";
import type { Db } from "../db/client";
import { users } from "../db/schema";

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

/** Postgres unique violation (users.email), across both drivers. */
export function isUniqueViolation(error: unknown): boolean {
  let e: unknown = error;
  for (let i = 0; i < 4 && e; i++) {
    if ((e as { code?: unknown }).code === "23505") return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
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
