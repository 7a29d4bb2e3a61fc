/** Notification e-mail recipients: who is alerted about new leads. */
import { asc, eq } from "drizzle-orm";
import type { Db } from "../db/client";
import { notificationEmails } from "../db/schema";

type Row = typeof notificationEmails.$inferSelect;

export function toNotificationJson(r: Row) {
  return {
    id: r.id,
    email: r.email,
    name: r.name,
    type: r.type,
    isActive: r.isActive,
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
  };
}
export type NotificationEmailJson = ReturnType<typeof toNotificationJson>;

export async function listNotificationEmails(db: Db): Promise<NotificationEmailJson[]> {
  const rows = await db.select().from(notificationEmails).orderBy(asc(notificationEmails.createdAt), asc(notificationEmails.email));
  return rows.map(toNotificationJson);
}

export async function findNotificationEmail(db: Db, email: string) {
  const [row] = await db.select().from(notificationEmails).where(eq(notificationEmails.email, email));
  return row;
}

export async function insertNotificationEmail(db: Db, input: Omit<typeof notificationEmails.$inferInsert, "createdAt" | "updatedAt">, now: Date) {
  const [row] = await db.insert(notificationEmails).values({ ...input, createdAt: now, updatedAt: now }).returning();
  return row!;
}

export async function setNotificationActive(db: Db, id: string, isActive: boolean, now: Date) {
  const [row] = await db.update(notificationEmails).set({ isActive, updatedAt: now }).where(eq(notificationEmails.id, id)).returning();
  return row;
}

/** True when a recipient was deleted. */
export async function deleteNotificationEmail(db: Db, id: string): Promise<boolean> {
  const rows = await db.delete(notificationEmails).where(eq(notificationEmails.id, id)).returning({ id: notificationEmails.id });
  return rows.length > 0;
}
