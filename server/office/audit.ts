/**
 * The audit log: who did what to which record, and when. Routes write their own entry in the
 * transaction of the change they record (status changes, approvals, deletions, role changes,
 * invitations, two-factor changes, settings with before and after, media, posts, exports); any
 * other staff write gets an entry naming its route once it has succeeded (server/http/api-router.ts),
 * so no staff write goes unrecorded. Read by admins in the back office. Rows keep the actor's
 * e-mail, so they outlive the account. The table is append-only: a trigger refuses UPDATE, DELETE
 * and TRUNCATE, whoever asks.
 */
import { and, desc, eq, lt, type SQL } from "drizzle-orm";
import type { Request } from "express";
import type { Db } from "../db/client";
import { auditLog, users } from "../db/schema";
import { auditPhrase } from "./audit-phrases";

export interface AuditEntry {
  action: string;
  targetType: string;
  targetId?: string | null;
  details?: Record<string, unknown>;
}

type Writer = Pick<Db, "insert">;

/** Requests whose route recorded its own entry, or that changed nothing: no entry by route for them. */
const accountedFor = new WeakSet<object>();

/** Marks a staff POST that changes nothing (a preview, a draft from the AI): no entry is written. */
export const changesNothing = (req: object) => void accountedFor.add(req);
export const isAccountedFor = (req: object) => accountedFor.has(req);

/** Records one staff action by the request's user (and the API token it came with, if any). */
export async function audit(db: Writer, req: Pick<Request, "user" | "apiToken">, entry: AuditEntry, now: Date): Promise<void> {
  accountedFor.add(req);
  const token = req.apiToken ? { apiToken: { id: req.apiToken.id, name: req.apiToken.name } } : undefined;
  await db.insert(auditLog).values({
    userId: req.user?.id ?? null,
    userEmail: req.user?.email ?? null,
    action: entry.action,
    targetType: entry.targetType,
    targetId: entry.targetId ?? null,
    details: token ? { ...entry.details, ...token } : (entry.details ?? null),
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
  // `what` is the action in words (the code stays in `action` for API readers).
  return rows.map(({ entry, userName }) => ({
    ...entry,
    what: auditPhrase(entry.action),
    userName: userName ?? entry.userEmail,
    createdAt: entry.createdAt.toISOString(),
  }));
}
export type AuditJson = Awaited<ReturnType<typeof listAudit>>[number];

const SECRET_NAME = /secret|password|token|key|credential/i;

/** A value fit for the log: anything under a secret-sounding name becomes "[masked]". */
function masked(value: unknown, name = ""): unknown {
  if (SECRET_NAME.test(name) && value !== null && value !== undefined && value !== "") return "[masked]";
  if (Array.isArray(value)) return value.map((v) => masked(v));
  if (value && typeof value === "object") return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, masked(v, k)]));
  return value;
}

/** The top-level fields that changed, as `{before, after}` with secrets masked. */
export function changes(before: Record<string, unknown>, after: Record<string, unknown>) {
  const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])].filter((k) => JSON.stringify(before[k]) !== JSON.stringify(after[k]));
  const pick = (from: Record<string, unknown>) => Object.fromEntries(keys.map((k) => [k, masked(from[k], k)]));
  return { before: pick(before), after: pick(after) };
}
