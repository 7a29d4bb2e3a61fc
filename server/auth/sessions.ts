/**
 * Server-side sessions. A sign-in starts a refresh-token family; each refresh rotates the token
 * (the old one is marked replaced). Presenting a replaced token again means it was stolen or
 * replayed: the whole family is revoked. Idle limit 7 days, absolute limit 30 days.
 */
import { randomUUID } from "node:crypto";
import { and, eq, isNull, lt, ne, sql } from "drizzle-orm";
import type { AppContext, SessionUser } from "../context";
import type { Db } from "../db/client";
import { refreshTokens, users } from "../db/schema";
import { signAccessToken } from "./access-token";
import { hashToken, randomToken } from "./tokens";
import { mustEnrol } from "./two-factor";

export const REFRESH_IDLE_MS = 7 * 24 * 60 * 60 * 1000;
export const REFRESH_ABSOLUTE_MS = 30 * 24 * 60 * 60 * 1000;

export interface ClientInfo {
  userAgent?: string;
  ipAddress?: string;
}

export interface IssuedSession {
  user: SessionUser;
  familyId: string;
  accessToken: string;
  refreshToken: string;
  refreshExpiresAt: Date;
}

type UserRow = typeof users.$inferSelect;

export const publicUser = (u: Pick<UserRow, "id" | "email" | "name" | "role">): SessionUser => ({ id: u.id, email: u.email, name: u.name, role: u.role });

const clip = (v: string | undefined, n: number) => (v ? v.slice(0, n) : null);

/** Starts a new session family for a user who just proved who they are. */
export async function startSession(ctx: AppContext, user: UserRow, client: ClientInfo, db: Db = ctx.db): Promise<IssuedSession> {
  const now = ctx.clock.now();
  const familyId = randomUUID();
  const familyExpiresAt = new Date(now.getTime() + REFRESH_ABSOLUTE_MS);
  const refreshExpiresAt = new Date(Math.min(now.getTime() + REFRESH_IDLE_MS, familyExpiresAt.getTime()));
  const refreshToken = randomToken();
  // Housekeeping: this user's long-dead tokens go away as new ones are made.
  await db.delete(refreshTokens).where(and(eq(refreshTokens.userId, user.id), lt(refreshTokens.familyExpiresAt, now)));
  await db.insert(refreshTokens).values({
    userId: user.id,
    tokenHash: hashToken(refreshToken),
    familyId,
    expiresAt: refreshExpiresAt,
    familyExpiresAt,
    sessionVersion: user.sessionVersion,
    userAgent: clip(client.userAgent, 512),
    ipAddress: clip(client.ipAddress, 64),
    createdAt: now,
  });
  const accessToken = await signAccessToken(ctx, { sub: user.id, sid: familyId, sv: user.sessionVersion });
  return { user: publicUser(user), familyId, accessToken, refreshToken, refreshExpiresAt };
}

export type RefreshResult =
  | { ok: true; session: IssuedSession }
  | { ok: false; reason: "unknown" | "revoked" | "expired" | "inactive" | "reused" };

/**
 * Rotates a refresh token. `graceMs`: a token replaced less than this long ago is a harmless race
 * between two page loads, not a theft (used only for transparent refresh on page requests).
 */
export async function rotateRefreshToken(
  ctx: AppContext,
  presented: string,
  client: ClientInfo,
  options: { graceMs?: number } = {},
): Promise<RefreshResult> {
  const now = ctx.clock.now();
  const [row] = await ctx.db.select().from(refreshTokens).where(eq(refreshTokens.tokenHash, hashToken(presented))).limit(1);
  if (!row) return { ok: false, reason: "unknown" };
  if (row.revokedAt) return { ok: false, reason: "revoked" };
  if (row.replacedAt) {
    if (options.graceMs && now.getTime() - row.replacedAt.getTime() < options.graceMs) return { ok: false, reason: "revoked" };
    await revokeFamily(ctx.db, row.familyId, now);
    ctx.logger.warn({ userId: row.userId, familyId: row.familyId, ip: client.ipAddress }, "refresh token reuse detected; session family revoked");
    return { ok: false, reason: "reused" };
  }
  if (row.expiresAt <= now || row.familyExpiresAt <= now) return { ok: false, reason: "expired" };
  const [user] = await ctx.db.select().from(users).where(eq(users.id, row.userId)).limit(1);
  // The family against the user as they are now: still active, no end of sessions since it began
  // (one that missed this family, racing it), and no two-factor set-up owed under the admin switch.
  if (!user || !user.isActive || user.sessionVersion !== row.sessionVersion || (await mustEnrol(ctx.db, user))) {
    await revokeFamily(ctx.db, row.familyId, now);
    ctx.logger.info({ userId: row.userId, familyId: row.familyId }, "refresh refused: the session family no longer fits its user");
    return { ok: false, reason: "inactive" };
  }
  const refreshToken = randomToken();
  const refreshExpiresAt = new Date(Math.min(now.getTime() + REFRESH_IDLE_MS, row.familyExpiresAt.getTime()));
  const rotated = await ctx.db.transaction(async (tx) => {
    const claimed = await tx
      .update(refreshTokens)
      .set({ replacedAt: now })
      .where(and(eq(refreshTokens.id, row.id), isNull(refreshTokens.replacedAt), isNull(refreshTokens.revokedAt)))
      .returning({ id: refreshTokens.id });
    if (claimed.length === 0) return false;
    await tx.insert(refreshTokens).values({
      userId: user.id,
      tokenHash: hashToken(refreshToken),
      familyId: row.familyId,
      expiresAt: refreshExpiresAt,
      familyExpiresAt: row.familyExpiresAt,
      sessionVersion: row.sessionVersion,
      userAgent: clip(client.userAgent, 512),
      ipAddress: clip(client.ipAddress, 64),
      createdAt: now,
    });
    return true;
  });
  if (!rotated) {
    // Someone rotated it between our read and our write: the same token was presented twice.
    if (options.graceMs) return { ok: false, reason: "revoked" };
    await revokeFamily(ctx.db, row.familyId, now);
    ctx.logger.warn({ userId: row.userId, familyId: row.familyId }, "concurrent refresh token reuse; session family revoked");
    return { ok: false, reason: "reused" };
  }
  const accessToken = await signAccessToken(ctx, { sub: user.id, sid: row.familyId, sv: user.sessionVersion });
  return { ok: true, session: { user: publicUser(user), familyId: row.familyId, accessToken, refreshToken, refreshExpiresAt } };
}

export async function revokeFamily(db: Db, familyId: string, now: Date) {
  await db
    .update(refreshTokens)
    .set({ revokedAt: now })
    .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
}

/** Revokes the family of a presented refresh token (logout). */
export async function revokeByToken(ctx: AppContext, presented: string): Promise<string | null> {
  const [row] = await ctx.db
    .select({ familyId: refreshTokens.familyId, userId: refreshTokens.userId })
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, hashToken(presented)))
    .limit(1);
  if (!row) return null;
  await revokeFamily(ctx.db, row.familyId, ctx.clock.now());
  return row.userId;
}

/**
 * Ends every session of a user (password reset, deactivation, role change): access tokens die
 * with the sessionVersion bump, refresh tokens are revoked. `keepFamily` survives (change-password).
 */
export async function endUserSessions(db: Db, userId: string, now: Date, keepFamily?: string): Promise<number> {
  const [updated] = await db
    .update(users)
    .set({ sessionVersion: sql`${users.sessionVersion} + 1`, updatedAt: now })
    .where(eq(users.id, userId))
    .returning({ sessionVersion: users.sessionVersion });
  await db
    .update(refreshTokens)
    .set({ revokedAt: now })
    .where(
      and(
        eq(refreshTokens.userId, userId),
        isNull(refreshTokens.revokedAt),
        keepFamily ? ne(refreshTokens.familyId, keepFamily) : undefined,
      ),
    );
  // The family that goes on belongs to the new version.
  if (keepFamily && updated) {
    await db
      .update(refreshTokens)
      .set({ sessionVersion: updated.sessionVersion })
      .where(and(eq(refreshTokens.userId, userId), eq(refreshTokens.familyId, keepFamily)));
  }
  return updated?.sessionVersion ?? 0;
}

/** The user an access token names, if the user is active, the version matches and the family lives. */
export async function loadSessionUser(db: Db, claims: { sub: string; sid: string; sv: number }, now: Date): Promise<SessionUser | null> {
  const [row] = await db
    .select({
      id: users.id,
      email: users.email,
      name: users.name,
      role: users.role,
      isActive: users.isActive,
      sessionVersion: users.sessionVersion,
      familyLive: sql<boolean>`exists (select 1 from ${refreshTokens} where ${refreshTokens.familyId} = ${claims.sid} and ${refreshTokens.revokedAt} is null and ${refreshTokens.familyExpiresAt} > ${now.toISOString()}::timestamptz)`,
    })
    .from(users)
    .where(eq(users.id, claims.sub))
    .limit(1);
  if (!row || !row.isActive || row.sessionVersion !== claims.sv || !row.familyLive) return null;
  return publicUser(row);
}

