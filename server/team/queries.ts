/** The team's reads: staff accounts and open invitations, for the team routes and their types. */
import { alias } from "drizzle-orm/pg-core";
import { and, asc, eq, gt, inArray, isNull, sql } from "drizzle-orm";
import { ROLES_FOR } from "@common/roles";
import { defaultStaffName } from "@common/staff-names";
import type { Db } from "../db/client";
import { users, userInvitations } from "../db/schema";

export const staffColumns = {
  id: users.id,
  email: users.email,
  name: users.name,
  role: users.role,
  isActive: users.isActive,
  lastLoginAt: users.lastLoginAt,
  twoFactor: sql<boolean>`${users.totpSecret} is not null`.mapWith(Boolean),
  createdAt: users.createdAt,
};

export async function listStaff(db: Db) {
  return db.select(staffColumns).from(users).orderBy(asc(users.createdAt), asc(users.email));
}

/** Active staff who can open leads, by name: the only people a lead may be assigned to. */
export async function listAssignableStaff(db: Db) {
  return db
    .select({ id: users.id, name: users.name, email: users.email })
    .from(users)
    .where(and(eq(users.isActive, true), inArray(users.role, [...ROLES_FOR.admin])))
    .orderBy(asc(users.name), asc(users.email));
}
export type StaffUserRow = Awaited<ReturnType<typeof listStaff>>[number];

/** Invitations neither accepted, revoked nor expired, with who sent them. */
export async function listOpenInvitations(db: Db, now: Date) {
  const inviter = alias(users, "inviter");
  return db
    .select({
      id: userInvitations.id,
      email: userInvitations.email,
      name: userInvitations.name,
      role: userInvitations.role,
      invitedBy: inviter.email,
      invitedByName: inviter.name,
      createdAt: userInvitations.createdAt,
      expiresAt: userInvitations.expiresAt,
    })
    .from(userInvitations)
    .leftJoin(inviter, eq(inviter.id, userInvitations.invitedBy))
    .where(and(isNull(userInvitations.acceptedAt), isNull(userInvitations.revokedAt), gt(userInvitations.expiresAt, now)))
    .orderBy(asc(userInvitations.createdAt), asc(userInvitations.email));
}
export type InvitationRow = Awaited<ReturnType<typeof listOpenInvitations>>[number];

/**
 * Timeline entries name who did it by the e-mail their row kept; a person who still has an account
 * is shown by their current name instead (a deleted account keeps its e-mail).
 */
export async function withStaffNames<T extends { by: string | null }>(db: Db, events: T[]): Promise<T[]> {
  const emails = [...new Set(events.flatMap((e) => (e.by ? [e.by] : [])))];
  if (emails.length === 0) return events;
  const rows = await db.select({ email: users.email, name: users.name }).from(users).where(inArray(users.email, emails));
  const names = new Map(rows.map((r) => [r.email, r.name]));
  return events.map((e) => (e.by && names.has(e.by) ? { ...e, by: names.get(e.by)! } : e));
}

/** The name to suggest on the accept-invite page: the one the admin gave, else one made from the address. */
export async function invitedName(db: Db, tokenHash: string, now: Date): Promise<string | null> {
  const [row] = await db
    .select({ email: userInvitations.email, name: userInvitations.name })
    .from(userInvitations)
    .where(and(eq(userInvitations.tokenHash, tokenHash), isNull(userInvitations.acceptedAt), isNull(userInvitations.revokedAt), gt(userInvitations.expiresAt, now)));
  return row ? (row.name ?? defaultStaffName(row.email)) : null;
}
