/**
 * The audit log: who did what to which record, and when. Written by the routes that change
 * things staff care about (status changes, approvals, deletions, role changes, settings, exports),
 * read by admins in the back office. Rows keep the actor's e-mail, so they outlive the account.
 */
import { and, desc, eq, lt, type SQL } from "drizzle-orm";
import type { Request } from "express";
import type { Db } from "../db/client";
import { auditLog, users } from "../db/schema";

export interface AuditEntry {
  action: string;
  targetType: string;
  targetId?: string | null;
  details?: Record<string, unknown>;
}

type Writer = Pick<Db, "insert">;

/** Records one staff action by the request's user. */
export async function audit(db: Writer, req: Pick<Request, "user">, entry: AuditEntry, now: Date): Promise<void> {
  await db.insert(auditLog).values({
    userId: req.user?.id ?? null,
    userEmail: req.user?.email ?? null,
    action: entry.action,
    targetType: entry.targetType,
    targetId: entry.targetId ?? null,
    details: entry.details ?? null,
    createdAt: now,
  });
}

export async function listAudit(db: Db, options: { limit: number; before?: Date; targetType?: string; targetId?: string }) {
  const where: SQL[] = [];
  if (options.before) where.push(lt(auditLog.createdAt, options.before));
  if (options.targetType) where.push(eq(auditLog.targetType, options.targetType));
  if (options.targetId) where.push(eq(auditLog.targetId, options.targetId));
  const rows = await db
    .select({ entry: auditLog, userName: users.name })
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.userId))
    .where(where.length ? and(...where) : undefined)
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(options.limit);
  // The person's current name while the account exists; the e-mail the row kept after that.
  return rows.map(({ entry, userName }) => ({ ...entry, userName: userName ?? entry.userEmail, createdAt: entry.createdAt.toISOString() }));
}
export type AuditJson = Awaited<ReturnType<typeof listAudit>>[number];
