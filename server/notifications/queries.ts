/** Notification e-mail recipients (02 §3): who is alerted about new leads. */
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
