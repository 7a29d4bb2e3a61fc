/** The team's reads: staff accounts and open invitations, for the team routes and their types. */
import { alias } from "drizzle-orm/pg-core";
import { and, asc, eq, gt, isNull, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { users, userInvitations } from "../db/schema";

export const staffColumns = {
  id: users.id,
  email: users.email,
  role: users.role,
  isActive: users.isActive,
  lastLoginAt: users.lastLoginAt,
  twoFactor: sql<boolean>`${users.totpSecret} is not null`.mapWith(Boolean),
  createdAt: users.createdAt,
};

export async function listStaff(db: Db) {
  return db.select(staffColumns).from(users).orderBy(asc(users.createdAt), asc(users.email));
}
export type StaffUserRow = Awaited<ReturnType<typeof listStaff>>[number];

/** Invitations neither accepted, revoked nor expired, with who sent them. */
export async function listOpenInvitations(db: Db, now: Date) {
  const inviter = alias(users, "inviter");
  return db
    .select({
      id: userInvitations.id,
      email: userInvitations.email,
      role: userInvitations.role,
      invitedBy: inviter.email,
      createdAt: userInvitations.createdAt,
      expiresAt: userInvitations.expiresAt,
    })
    .from(userInvitations)
    .leftJoin(inviter, eq(inviter.id, userInvitations.invitedBy))
    .where(and(isNull(userInvitations.acceptedAt), isNull(userInvitations.revokedAt), gt(userInvitations.expiresAt, now)))
    .orderBy(asc(userInvitations.createdAt), asc(userInvitations.email));
}
export type InvitationRow = Awaited<ReturnType<typeof listOpenInvitations>>[number];
