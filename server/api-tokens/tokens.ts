/**
 * API tokens: made by an admin, shown once, kept only as their SHA-256. A token is 32 random bytes
 * (256 bits) behind a recognisable prefix, so a fast hash is enough: nobody can guess a preimage,
 * and unlike a password (few bits, hence argon2) it can be looked up by its hash in one indexed
 * query on every request. The prefix lets secret scanners and people recognise a leaked token.
 */
import { createHash, randomBytes } from "node:crypto";
import { desc, eq } from "drizzle-orm";
import type { ApiScope, ApiTokenCreate } from "@common/schemas/api-tokens";
import { API_SCOPES } from "@common/schemas/api-tokens";
import type { SessionUser } from "../context";
import type { Db } from "../db/client";
import { apiTokens, users } from "../db/schema";

export const TOKEN_PREFIX = "gmc_";

/** last_used_at is written at most this often per token: a busy tool costs one UPDATE a minute. */
const LAST_USED_RESOLUTION_MS = 60_000;

export const hashToken = (token: string) => createHash("sha256").update(token, "utf8").digest("hex");

export interface VerifiedToken {
  id: string;
  name: string;
  scopes: ApiScope[];
  /** The admin who made the token: requests run as them, within the scopes. */
  user: SessionUser;
}

export async function createApiToken(db: Pick<Db, "insert">, input: ApiTokenCreate, createdBy: string, now: Date) {
  const token = `${TOKEN_PREFIX}${randomBytes(32).toString("base64url")}`;
  const expiresAt = input.expiresInDays ? new Date(now.getTime() + input.expiresInDays * 86_400_000) : null;
  const [row] = await db
    .insert(apiTokens)
    .values({
      name: input.name,
      tokenHash: hashToken(token),
      hint: `${token.slice(0, TOKEN_PREFIX.length + 4)}…${token.slice(-4)}`,
      scopes: [...new Set(input.scopes)],
      createdBy,
      expiresAt,
      createdAt: now,
    })
    .returning();
  return { token, apiToken: toJson(row!, null) };
}

function toJson(row: typeof apiTokens.$inferSelect, createdByName: string | null) {
  return {
    id: row.id,
    name: row.name,
    hint: row.hint,
    scopes: row.scopes,
    createdByName,
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt?.toISOString() ?? null,
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
    revokedAt: row.revokedAt?.toISOString() ?? null,
  };
}
export type ApiTokenJson = ReturnType<typeof toJson>;

export async function listApiTokens(db: Db) {
  const rows = await db
    .select({ token: apiTokens, name: users.name })
    .from(apiTokens)
    .leftJoin(users, eq(users.id, apiTokens.createdBy))
    .orderBy(desc(apiTokens.createdAt));
  return rows.map((r) => toJson(r.token, r.name));
}

/** Revokes a token for good; false when there is no such token. Revoking twice keeps the first time. */
export async function revokeApiToken(db: Db, id: string, now: Date): Promise<{ name: string } | undefined> {
  const [row] = await db.select({ name: apiTokens.name, revokedAt: apiTokens.revokedAt }).from(apiTokens).where(eq(apiTokens.id, id));
  if (!row) return undefined;
  if (!row.revokedAt) await db.update(apiTokens).set({ revokedAt: now }).where(eq(apiTokens.id, id));
  return { name: row.name };
}

/**
 * The token a Bearer header names, if it is live: not revoked, not expired, its admin still an
 * active admin. Notes the use (at most once a minute).
 */
export async function verifyApiToken(db: Db, token: string, now: Date): Promise<VerifiedToken | undefined> {
  if (!token.startsWith(TOKEN_PREFIX) || token.length > 100) return undefined;
  const [row] = await db
    .select({ token: apiTokens, user: { id: users.id, email: users.email, name: users.name, role: users.role, isActive: users.isActive } })
    .from(apiTokens)
    .innerJoin(users, eq(users.id, apiTokens.createdBy))
    .where(eq(apiTokens.tokenHash, hashToken(token)));
  if (!row) return undefined;
  const { token: t, user } = row;
  if (t.revokedAt || (t.expiresAt && t.expiresAt <= now) || !user.isActive || user.role !== "admin") return undefined;
  if (!t.lastUsedAt || now.getTime() - t.lastUsedAt.getTime() >= LAST_USED_RESOLUTION_MS) {
    await db.update(apiTokens).set({ lastUsedAt: now }).where(eq(apiTokens.id, t.id));
  }
  const scopes = t.scopes.filter((s): s is ApiScope => (API_SCOPES as readonly string[]).includes(s));
  return { id: t.id, name: t.name, scopes, user: { id: user.id, email: user.email, name: user.name, role: user.role } };
}
