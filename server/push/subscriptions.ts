/** The push subscriptions of staff devices: stored, listed for a message, removed when gone. */
import { and, eq, inArray } from "drizzle-orm";
import type { Db } from "../db/client";
import { pushSubscriptions, users } from "../db/schema";
import { ROLES_FOR } from "@common/roles";

export type PushTarget = Pick<typeof pushSubscriptions.$inferSelect, "id" | "endpoint" | "p256dh" | "auth" | "userId">;

const targetColumns = {
  id: pushSubscriptions.id,
  userId: pushSubscriptions.userId,
  endpoint: pushSubscriptions.endpoint,
  p256dh: pushSubscriptions.p256dh,
  auth: pushSubscriptions.auth,
};

/**
 * Stores a device for a user. An address is one browser profile: a second sign-in on the same
 * browser as someone else moves the device to them (the previous user stops getting its messages).
 */
export async function saveSubscription(
  db: Db,
  userId: string,
  sub: { endpoint: string; keys: { p256dh: string; auth: string } },
  userAgent: string | undefined,
  now: Date,
) {
  const values = { userId, endpoint: sub.endpoint, p256dh: sub.keys.p256dh, auth: sub.keys.auth, userAgent: userAgent?.slice(0, 512) ?? null };
  const [row] = await db
    .insert(pushSubscriptions)
    .values({ ...values, createdAt: now })
    .onConflictDoUpdate({ target: pushSubscriptions.endpoint, set: values })
    .returning({ id: pushSubscriptions.id, endpoint: pushSubscriptions.endpoint, createdAt: pushSubscriptions.createdAt });
  return row!;
}

/** A user's own device, or undefined when that address is not theirs. */
export async function findOwnSubscription(db: Db, userId: string, endpoint: string): Promise<PushTarget | undefined> {
  const [row] = await db
    .select(targetColumns)
    .from(pushSubscriptions)
    .where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint)));
  return row;
}

export async function removeOwnSubscription(db: Db, userId: string, endpoint: string): Promise<boolean> {
  const rows = await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint)))
    .returning({ id: pushSubscriptions.id });
  return rows.length > 0;
}

/** The push service said the subscription is gone for good. */
export async function removeSubscription(db: Db, id: string): Promise<void> {
  await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, id));
}

export async function markDelivered(db: Db, ids: string[], now: Date): Promise<void> {
  if (ids.length) await db.update(pushSubscriptions).set({ lastSuccessAt: now }).where(inArray(pushSubscriptions.id, ids));
}

/**
 * The devices of active staff who can open leads (a demoted or deactivated account's devices get
 * nothing), optionally of one user only.
 */
export async function leadStaffDevices(db: Db, userId?: string): Promise<PushTarget[]> {
  const where = [eq(users.isActive, true), inArray(users.role, [...ROLES_FOR.admin])];
  if (userId) where.push(eq(users.id, userId));
  return db
    .select(targetColumns)
    .from(pushSubscriptions)
    .innerJoin(users, eq(users.id, pushSubscriptions.userId))
    .where(and(...where));
}
