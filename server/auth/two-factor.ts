/**
 * Two-factor sign-in for staff: TOTP (RFC 6238, the 6-digit codes of any authenticator app) and
 * ten single-use recovery codes. The secret is shown once as a QR code rendered here on the
 * server (an SVG data URL: no request leaves the site) and as text for manual entry.
 *
 * Between the password step and the code step the browser holds a short-lived signed
 * "challenge" naming the user; it proves only that the password was right, never a session.
 */
import { randomBytes, randomUUID } from "node:crypto";
import { and, eq, gt, isNull, sql } from "drizzle-orm";
import { generateSecret, generateURI, verify } from "otplib";
import QRCode from "qrcode";
import type { AppContext } from "../context";
import type { Db } from "../db/client";
import { recoveryCodes, siteSettings, users } from "../db/schema";
import { defaultBusinessSettings } from "@common/business-settings";
import { queueMail } from "../mail/outbox";
import { getBusinessSettings } from "../office/settings";
import { signJwt, verifyJwt } from "./jwt";
import { isSealed, open, seal } from "./keys";
import { twoFactorLockedMail } from "./mail-templates";
import { hashToken } from "./tokens";
import { noLockout, noPendingEnrolment } from "./users";

type UserRow = typeof users.$inferSelect;

export const RECOVERY_CODE_COUNT = 10;
/** How long the password step stays good for the code (or enrolment) step. */
export const CHALLENGE_SECONDS = 10 * 60;
/** One period before and after the current one: a phone clock a little off still works. */
const TOTP_TOLERANCE_SECONDS = 30;
const TOTP_PERIOD = 30;
const REQUIRE_ADMIN_SETTING = "auth.require_admin_two_factor";

// ------------------------------------------------------------------ the step between password and code

export type ChallengePurpose = "verify" | "enrol";

export interface Challenge {
  userId: string;
  sessionVersion: number;
  purpose: ChallengePurpose;
  /** An enrolment challenge: the pending secret it was shown (users.totpPendingFor). */
  enrolment?: string;
}

const AUDIENCE = "staff-second-step";

export function signChallenge(ctx: AppContext, user: Pick<UserRow, "id" | "sessionVersion">, purpose: ChallengePurpose, enrolment?: string) {
  return signJwt(ctx, AUDIENCE, user.id, { sv: user.sessionVersion, purpose, ...(enrolment ? { enr: enrolment } : {}) }, CHALLENGE_SECONDS);
}

export async function readChallenge(ctx: AppContext, token: string): Promise<Challenge | null> {
  const payload = await verifyJwt(ctx, AUDIENCE, token);
  if (!payload) return null;
  const { sub, sv, purpose, enr } = payload;
  if (typeof sub !== "string" || typeof sv !== "number" || (purpose !== "verify" && purpose !== "enrol")) return null;
  if (purpose === "enrol" && typeof enr !== "string") return null;
  return { userId: sub, sessionVersion: sv, purpose, ...(typeof enr === "string" ? { enrolment: enr } : {}) };
}

// ------------------------------------------------------------------ enrolment

export interface Enrolment {
  /** Base32, for typing into the app by hand. */
  secret: string;
  otpauthUrl: string;
  /** The otpauth URL as a QR code: an SVG data URL, safe for <img src> under the CSP. */
  qrCode: string;
}

export async function describeEnrolment(email: string, secret: string): Promise<Enrolment> {
  // A fixed issuer: authenticator apps file the entry under it, so a renamed business in
  // Settings must not split one account's codes across two names.
  const otpauthUrl = generateURI({ issuer: defaultBusinessSettings.name, label: email, secret });
  const svg = await QRCode.toString(otpauthUrl, { type: "svg", errorCorrectionLevel: "M", margin: 2 });
  return { secret, otpauthUrl, qrCode: `data:image/svg+xml;base64,${Buffer.from(svg).toString("base64")}` };
}

// Secrets are stored encrypted under a key of their own, derived from SESSION_SECRET.
type KeyConfig = AppContext["config"];
const sealSecret = (config: KeyConfig, secret: string) => seal(config, "totp-secret", secret);
/** The base32 secret of a stored value; one stored before encryption is read as it is. */
export const openSecret = (config: KeyConfig, stored: string | null) => (stored === null ? null : isSealed(stored) ? open(config, "totp-secret", stored) : stored);

/**
 * A fresh secret for one enrolment attempt, bound to `boundTo` (a sign-in challenge's id or a
 * session's) and expiring with the challenge: a secret someone once saw is never shown again, so
 * it cannot become the second factor the owner later sets up. Replaces any earlier pending one.
 */
export async function startEnrolment(ctx: AppContext, user: Pick<UserRow, "id">, boundTo: string): Promise<string> {
  const now = ctx.clock.now();
  const secret = generateSecret();
  await ctx.db
    .update(users)
    .set({
      totpPendingSecret: sealSecret(ctx.config, secret),
      totpPendingFor: boundTo,
      totpPendingExpiresAt: new Date(now.getTime() + CHALLENGE_SECONDS * 1000),
      updatedAt: now,
    })
    .where(eq(users.id, user.id));
  return secret;
}

/** A new binding for a sign-in enrolment (carried by its challenge). */
export const newEnrolmentId = () => `challenge:${randomUUID()}`;
/** The binding of an enrolment started by a signed-in session. */
export const sessionEnrolmentId = (family: string | undefined) => `session:${family ?? "none"}`;

/** The pending secret bound to `boundTo`, while it has not expired. */
export function pendingSecret(ctx: AppContext, user: UserRow, boundTo: string): string | null {
  const now = ctx.clock.now();
  if (!user.totpPendingSecret || user.totpPendingFor !== boundTo || !user.totpPendingExpiresAt || user.totpPendingExpiresAt <= now) return null;
  return openSecret(ctx.config, user.totpPendingSecret);
}

/**
 * Turns the pending secret bound to `boundTo` into the user's secret (once, even for two requests
 * at the same moment). Returns false when it was replaced or used meanwhile.
 */
export async function confirmEnrolment(db: Db, config: KeyConfig, user: UserRow, boundTo: string, secret: string, step: number, now: Date): Promise<boolean> {
  const enabled = await db
    .update(users)
    .set({ totpSecret: sealSecret(config, secret), ...noPendingEnrolment, ...noLockout, totpEnabledAt: now, totpLastStep: step, updatedAt: now })
    .where(and(eq(users.id, user.id), eq(users.totpPendingFor, boundTo), gt(users.totpPendingExpiresAt, now)))
    .returning({ id: users.id });
  return enabled.length > 0;
}

/** Encrypts secrets stored before encryption, and re-encrypts those under a previous SESSION_SECRET. */
export async function sealStoredSecrets(ctx: AppContext): Promise<number> {
  const rows = await ctx.db.select({ id: users.id, secret: users.totpSecret }).from(users).where(sql`${users.totpSecret} is not null`);
  let changed = 0;
  for (const row of rows) {
    const stored = row.secret!;
    const plain = openSecret(ctx.config, stored);
    if (plain === null) continue;
    // Sealed under the current key already: opening with the first key alone tells.
    if (isSealed(stored) && open({ ...ctx.config, previousSessionSecret: undefined }, "totp-secret", stored) !== null) continue;
    await ctx.db
      .update(users)
      .set({ totpSecret: sealSecret(ctx.config, plain) })
      .where(and(eq(users.id, row.id), eq(users.totpSecret, stored)));
    changed += 1;
  }
  return changed;
}

// ------------------------------------------------------------------ codes

export type CodeKind = "totp" | "recovery";

/** A 6-digit app code, or a recovery code (spaces, dashes and case ignored). */
export function classifyCode(input: string): { kind: CodeKind; value: string } {
  const compact = input.replace(/[\s-]/g, "").toLowerCase();
  return /^\d{6}$/.test(compact) ? { kind: "totp", value: compact } : { kind: "recovery", value: compact };
}

/** The time step a code belongs to, when it is valid for the secret now; null otherwise. */
export async function checkTotp(secret: string, code: string, now: Date, afterStep?: number | null): Promise<number | null> {
  try {
    const result = await verify({
      secret,
      token: code,
      epoch: Math.floor(now.getTime() / 1000),
      epochTolerance: TOTP_TOLERANCE_SECONDS,
      period: TOTP_PERIOD,
      ...(afterStep != null ? { afterTimeStep: afterStep } : {}),
    });
    return result.valid && "timeStep" in result ? result.timeStep : null;
  } catch {
    return null;
  }
}

/**
 * Accepts an app code for an enrolled user once: the step is recorded atomically, so the same
 * code (or an older one) sent twice, even in parallel, passes only once.
 */
export async function acceptTotp(ctx: AppContext, db: Db, user: UserRow, code: string, now: Date): Promise<boolean> {
  const secret = openSecret(ctx.config, user.totpSecret);
  if (!secret) return false;
  const step = await checkTotp(secret, code, now, user.totpLastStep);
  if (step === null) return false;
  const claimed = await db
    .update(users)
    .set({ totpLastStep: step })
    .where(and(eq(users.id, user.id), sql`(${users.totpLastStep} is null or ${users.totpLastStep} < ${step})`))
    .returning({ id: users.id });
  return claimed.length > 0;
}

/** Wrong codes allowed in LOCKOUT_WINDOW_MS before the second step locks. */
export const LOCKOUT_FAILURES = 10;
const LOCKOUT_WINDOW_MS = 60 * 60 * 1000;

export const isLockedOut = (user: Pick<UserRow, "totpLockedAt">) => user.totpLockedAt !== null;

/**
 * Counts a wrong code (atomically: parallel guesses are each counted). The tenth within an hour
 * locks the second step and mails the user, who learns someone has their password. True once locked.
 */
async function recordWrongCode(ctx: AppContext, user: UserRow): Promise<boolean> {
  const now = ctx.clock.now();
  const windowStart = new Date(now.getTime() - LOCKOUT_WINDOW_MS);
  const inWindow = sql`(${users.totpFailedSince} is not null and ${users.totpFailedSince} > ${windowStart})`;
  const [row] = await ctx.db
    .update(users)
    .set({
      totpFailedCount: sql`case when ${inWindow} then ${users.totpFailedCount} + 1 else 1 end`,
      totpFailedSince: sql`case when ${inWindow} then ${users.totpFailedSince} else ${now} end`,
    })
    .where(eq(users.id, user.id))
    .returning({ count: users.totpFailedCount });
  if (!row || row.count < LOCKOUT_FAILURES) return false;
  const locked = await ctx.db.transaction(async (tx) => {
    const set = await tx
      .update(users)
      .set({ totpLockedAt: now })
      .where(and(eq(users.id, user.id), isNull(users.totpLockedAt)))
      .returning({ email: users.email });
    if (set.length === 0) return false;
    const mail = await twoFactorLockedMail(ctx.config.publicUrl, await getBusinessSettings(tx));
    await queueMail(tx, { kind: mail.kind, to: set[0]!.email, subject: mail.subject, text: mail.text, html: mail.html });
    return true;
  });
  if (locked) {
    ctx.wake.mail();
    ctx.logger.warn({ area: "auth", userId: user.id }, "two-factor sign-in locked after too many wrong codes");
  }
  return true;
}

/** A right code forgets the wrong ones before it. */
export async function forgetWrongCodes(db: Db, user: UserRow): Promise<void> {
  if (user.totpFailedCount > 0) await db.update(users).set({ totpFailedCount: 0, totpFailedSince: null }).where(eq(users.id, user.id));
}

const RECOVERY_ALPHABET = "abcdefghjkmnpqrstuvwxyz23456789"; // no 0/o, 1/l/i

/** 16 characters from a 31-letter alphabet: about 79 bits, so SHA-256 at rest is enough. */
function newRecoveryCode(): string {
  const bytes = randomBytes(32);
  let out = "";
  for (const b of bytes) {
    // Rejection sampling keeps every letter equally likely.
    if (b >= 248) continue;
    out += RECOVERY_ALPHABET[b % RECOVERY_ALPHABET.length];
    if (out.length === 16) break;
  }
  return out.length === 16 ? out.match(/.{4}/g)!.join("-") : newRecoveryCode();
}

const hashRecoveryCode = (code: string) => hashToken(code.replace(/[\s-]/g, "").toLowerCase());

/** Replaces a user's recovery codes with ten new ones; returns them (shown once, never stored). */
export async function replaceRecoveryCodes(db: Db, userId: string, now: Date): Promise<string[]> {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
  await db.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
  await db.insert(recoveryCodes).values(codes.map((code) => ({ userId, codeHash: hashRecoveryCode(code), createdAt: now })));
  return codes;
}

/** Uses up a recovery code: true once per code, even for two requests at the same moment. */
export async function spendRecoveryCode(db: Db, userId: string, code: string, now: Date): Promise<boolean> {
  const used = await db
    .update(recoveryCodes)
    .set({ usedAt: now })
    .where(and(eq(recoveryCodes.userId, userId), eq(recoveryCodes.codeHash, hashRecoveryCode(code)), isNull(recoveryCodes.usedAt)))
    .returning({ id: recoveryCodes.id });
  return used.length > 0;
}

export async function recoveryCodesLeft(db: Db, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(recoveryCodes)
    .where(and(eq(recoveryCodes.userId, userId), isNull(recoveryCodes.usedAt)));
  return row?.n ?? 0;
}

/**
 * An app code or a recovery code, whichever the input looks like. A wrong one counts towards the
 * lockout; a locked user's codes are not checked at all ("locked").
 */
export async function acceptSecondFactor(ctx: AppContext, user: UserRow, input: string): Promise<CodeKind | "locked" | null> {
  if (isLockedOut(user)) return "locked";
  const now = ctx.clock.now();
  const { kind, value } = classifyCode(input);
  const ok = kind === "totp" ? await acceptTotp(ctx, ctx.db, user, value, now) : await spendRecoveryCode(ctx.db, user.id, value, now);
  if (!ok) {
    await recordWrongCode(ctx, user);
    return null;
  }
  await forgetWrongCodes(ctx.db, user);
  return kind;
}

// ------------------------------------------------------------------ the admin switch

export async function adminTwoFactorRequired(db: Pick<Db, "select">): Promise<boolean> {
  const [row] = await db.select({ value: siteSettings.value }).from(siteSettings).where(eq(siteSettings.key, REQUIRE_ADMIN_SETTING)).limit(1);
  return row?.value === "true";
}

export async function setAdminTwoFactorRequired(db: Db, required: boolean, now: Date): Promise<void> {
  await db
    .insert(siteSettings)
    .values({
      key: REQUIRE_ADMIN_SETTING,
      value: String(required),
      description: "Every admin must use two-factor sign-in",
      updatedAt: now,
    })
    .onConflictDoUpdate({ target: siteSettings.key, set: { value: String(required), updatedAt: now } });
}

export const hasTwoFactor = (user: Pick<UserRow, "totpSecret">) => !!user.totpSecret;

/** Whether this user must enrol before a session can start. */
export async function mustEnrol(db: Db, user: Pick<UserRow, "role" | "totpSecret">): Promise<boolean> {
  return user.role === "admin" && !hasTwoFactor(user) && (await adminTwoFactorRequired(db));
}
