/**
 * Two-factor sign-in for staff: TOTP (RFC 6238, the 6-digit codes of any authenticator app) and
 * ten single-use recovery codes. The secret is shown once as a QR code rendered here on the
 * server (an SVG data URL: no request leaves the site) and as text for manual entry.
 *
 * Between the password step and the code step the browser holds a short-lived signed
 * "challenge" naming the user; it proves only that the password was right, never a session.
 */
import { randomBytes } from "node:crypto";
import { and, eq, isNull, sql } from "drizzle-orm";
import { generateSecret, generateURI, verify } from "otplib";
import QRCode from "qrcode";
import type { AppContext } from "../context";
import type { Db } from "../db/client";
import { recoveryCodes, siteSettings, users } from "../db/schema";
import { defaultBusinessSettings } from "~/shared/business-settings";
import { signJwt, verifyJwt } from "./jwt";
import { hashToken } from "./tokens";

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
}

const AUDIENCE = "staff-second-step";

export function signChallenge(ctx: AppContext, user: Pick<UserRow, "id" | "sessionVersion">, purpose: ChallengePurpose) {
  return signJwt(ctx, AUDIENCE, user.id, { sv: user.sessionVersion, purpose }, CHALLENGE_SECONDS);
}

export async function readChallenge(ctx: AppContext, token: string): Promise<Challenge | null> {
  const payload = await verifyJwt(ctx, AUDIENCE, token);
  if (!payload) return null;
  const { sub, sv, purpose } = payload;
  if (typeof sub !== "string" || typeof sv !== "number" || (purpose !== "verify" && purpose !== "enrol")) return null;
  return { userId: sub, sessionVersion: sv, purpose };
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

/** The secret waiting for its first code: the one already shown if any (its QR may be scanned), else a new one. */
export async function pendingSecretFor(db: Db, user: UserRow, now: Date): Promise<string> {
  if (user.totpPendingSecret) return user.totpPendingSecret;
  const secret = generateSecret();
  const [row] = await db
    .update(users)
    .set({ totpPendingSecret: sql`coalesce(${users.totpPendingSecret}, ${secret})`, updatedAt: now })
    .where(eq(users.id, user.id))
    .returning({ secret: users.totpPendingSecret });
  return row?.secret ?? secret;
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
export async function acceptTotp(db: Db, user: UserRow, code: string, now: Date): Promise<boolean> {
  if (!user.totpSecret) return false;
  const step = await checkTotp(user.totpSecret, code, now, user.totpLastStep);
  if (step === null) return false;
  const claimed = await db
    .update(users)
    .set({ totpLastStep: step })
    .where(and(eq(users.id, user.id), sql`(${users.totpLastStep} is null or ${users.totpLastStep} < ${step})`))
    .returning({ id: users.id });
  return claimed.length > 0;
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

/** An app code or a recovery code, whichever the input looks like. */
export async function acceptSecondFactor(db: Db, user: UserRow, input: string, now: Date): Promise<CodeKind | null> {
  const { kind, value } = classifyCode(input);
  const ok = kind === "totp" ? await acceptTotp(db, user, value, now) : await spendRecoveryCode(db, user.id, value, now);
  return ok ? kind : null;
}

// ------------------------------------------------------------------ the admin switch

export async function adminTwoFactorRequired(db: Db): Promise<boolean> {
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
