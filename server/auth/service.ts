/**
 * What signing in, creating the first admin, forgotten and reset passwords and accepting an
 * invitation do, whoever asks: the /api/auth routes (JSON, used by the enhanced pages) and the
 * pages' own form actions (native posts, no JavaScript) call these same functions, so both paths
 * share every rule, limit and message. Inputs arrive validated by the shared zod schemas;
 * failures are thrown as HttpError, as the API answers them.
 *
 * Sign-in limits are consumed BEFORE the password is hashed (atomically, in Redis or in process)
 * and given back when it was right: parallel guesses can never get past the allowed number.
 */
import { and, eq, gt, isNull } from "drizzle-orm";
import type { AppContext, SessionUser } from "../context";
import { passwordResetTokens, userInvitations, users } from "../db/schema";
import { badRequest, conflict, HttpError, unauthorized } from "../http/errors";
import type { Limiter } from "../http/rate-limit";
import { queueMail } from "../mail/outbox";
import * as messages from "@common/messages";
import type { z } from "zod";
import type {
  acceptInviteSchema,
  createAdminSchema,
  forgotPasswordSchema,
  loginSchema,
  resetPasswordSchema,
  secondStepSchema,
} from "@common/schemas/auth";
import { createAuthLimiters, ensureNotBlocked, type AuthLimiters } from "./limits";
import { passwordResetMail } from "./mail-templates";
import { getBusinessSettings } from "../office/settings";
import { hashPassword, verifyDummy, verifyPassword } from "./passwords";
import { endUserSessions, publicUser, startSession, type IssuedSession } from "./sessions";
import { hashToken, randomToken, safeEqual } from "./tokens";
import {
  checkTotp,
  confirmEnrolment,
  describeEnrolment,
  hasTwoFactor,
  isLockedOut,
  mustEnrol,
  newEnrolmentId,
  pendingSecret,
  readChallenge,
  recoveryCodesLeft,
  replaceRecoveryCodes,
  signChallenge,
  startEnrolment,
  acceptSecondFactor,
  type Challenge,
  type Enrolment,
} from "./two-factor";
import { isUniqueViolation } from "../db/errors";
import { alertFirstAdmin, findUserByEmail, findUserById, setPasswordHash } from "./users";
import { defaultStaffName } from "@common/staff-names";

const m = messages.auth;
export const RESET_TOKEN_MS = 60 * 60 * 1000;

type UserRow = typeof users.$inferSelect;

/** Who is asking: the client address (after TRUST_PROXY) and browser, for limits and the session record. */
export interface AuthClient {
  ip: string;
  userAgent?: string;
}

/** Where a correct password leads: a session, or the second step first. */
export type SignInStep =
  | { step: "signed-in"; session: IssuedSession; recoveryCodes?: string[]; recoveryCodesLeft?: number }
  | { step: "two-factor"; challenge: string }
  | { step: "enrol"; challenge: string; enrolment: Enrolment };

export interface AuthService {
  readonly limits: AuthLimiters;
  createAdmin(body: z.infer<typeof createAdminSchema>, client: AuthClient): Promise<SessionUser>;
  login(body: z.infer<typeof loginSchema>, client: AuthClient): Promise<SignInStep>;
  /** The code step after the password: an app code or a recovery code. */
  verifySecondStep(body: z.infer<typeof secondStepSchema>, client: AuthClient): Promise<SignInStep>;
  /** Enrolment demanded at sign-in: the first app code confirms the secret and starts the session. */
  completeEnrolment(body: z.infer<typeof secondStepSchema>, client: AuthClient): Promise<SignInStep>;
  /** The enrolment a challenge is for (to show the QR code again), or null when the challenge is no good. */
  enrolmentFor(challenge: string): Promise<Enrolment | null>;
  forgotPassword(body: z.infer<typeof forgotPasswordSchema>, client: AuthClient): Promise<void>;
  resetPassword(body: z.infer<typeof resetPasswordSchema>, client: AuthClient): Promise<void>;
  acceptInvite(body: z.infer<typeof acceptInviteSchema>, client: AuthClient): Promise<SignInStep>;
  /** Resolves when work started after an answer (the forgot-password mail) is done. */
  settled(): Promise<void>;
}

const services = new WeakMap<AppContext, AuthService>();

/** One service per application context, so the API and the pages share the same limit counters. */
export function authService(ctx: AppContext): AuthService {
  let service = services.get(ctx);
  if (!service) {
    service = createAuthService(ctx);
    services.set(ctx, service);
  }
  return service;
}

/**
 * Counts an attempt on every limiter before any work is done; the first over its limit is the
 * answer (429). rate-limiter-flexible counts atomically, so N parallel attempts are N counts.
 */
async function consumeAll(pairs: Array<[Limiter, string]>, message: string): Promise<void> {
  for (const [limiter, key] of pairs) await limiter.consume(key, message);
}

/** Counts a failure on each limiter; the first that goes over the limit becomes the answer. */
export async function countFailure(pairs: Array<[Limiter, string]>, message: string): Promise<HttpError | undefined> {
  let first: HttpError | undefined;
  for (const [limiter, key] of pairs) {
    try {
      await limiter.consume(key, message);
    } catch (error) {
      if (error instanceof HttpError) first ??= error;
      else throw error;
    }
  }
  return first;
}

function createAuthService(ctx: AppContext): AuthService {
  const limits = createAuthLimiters(ctx);
  const log = ctx.logger.child({ area: "auth" });
  const deferred = new Set<Promise<void>>();

  const session = (user: UserRow, client: AuthClient) =>
    startSession(ctx, user, { ipAddress: client.ip, userAgent: client.userAgent });

  const signInKeys = (email: string, ip: string): Array<[Limiter, string]> => [
    [limits.loginClient, ip],
    [limits.loginAccountClient, `${email}|${ip}`],
    [limits.loginAccount, email],
  ];
  const secondStepKeys = (user: UserRow, ip: string): Array<[Limiter, string]> => [
    ...signInKeys(user.email, ip),
    [limits.secondStepAccount, user.id],
  ];

  /** A right answer gives its attempt back; a completed sign-in also clears the account+address count. */
  async function giveBack(keys: Array<[Limiter, string]>, signedIn: boolean, email: string, ip: string) {
    for (const [limiter, key] of keys) await limiter.reward(key);
    if (signedIn) await limits.loginAccountClient.reset(`${email}|${ip}`);
  }

  async function signedIn(user: UserRow, client: AuthClient): Promise<IssuedSession> {
    await ctx.db.update(users).set({ lastLoginAt: ctx.clock.now() }).where(eq(users.id, user.id));
    const issued = await session(user, client);
    log.info({ userId: user.id, ip: client.ip }, "sign-in succeeded");
    return issued;
  }

  /** After a proven password (or a new account): the session, or the step two-factor sign-in adds. */
  async function afterPassword(user: UserRow, client: AuthClient): Promise<SignInStep> {
    if (hasTwoFactor(user)) {
      log.info({ userId: user.id, ip: client.ip }, "password accepted; waiting for the second step");
      return { step: "two-factor", challenge: await signChallenge(ctx, user, "verify") };
    }
    if (await mustEnrol(ctx.db, user)) {
      // A new secret each time, usable only with this challenge.
      const enrolmentId = newEnrolmentId();
      const secret = await startEnrolment(ctx, user, enrolmentId);
      log.info({ userId: user.id }, "password accepted; two-factor enrolment required");
      return {
        step: "enrol",
        challenge: await signChallenge(ctx, user, "enrol", enrolmentId),
        enrolment: await describeEnrolment(user.email, secret),
      };
    }
    return { step: "signed-in", session: await signedIn(user, client) };
  }

  /** The user a challenge names, if it is still good (same password, still active). */
  async function challenged(token: string, purpose: Challenge["purpose"]): Promise<{ user: UserRow; challenge: Challenge }> {
    const challenge = await readChallenge(ctx, token);
    const user = challenge && challenge.purpose === purpose ? await findUserById(ctx.db, challenge.userId) : undefined;
    if (!challenge || !user || !user.isActive || user.sessionVersion !== challenge.sessionVersion) {
      throw badRequest(m.twoFactorExpired);
    }
    return { user, challenge };
  }
  const challengedUser = async (token: string, purpose: Challenge["purpose"]) => (await challenged(token, purpose)).user;

  function lockedOut(user: UserRow, client: AuthClient) {
    log.warn({ userId: user.id, ip: client.ip }, "sign-in second step refused: locked after too many wrong codes");
    return new HttpError(423, m.twoFactorLocked);
  }

  function defer(work: () => Promise<void>) {
    const running = work().catch((error: unknown) => log.error({ err: error }, "deferred account work failed"));
    deferred.add(running);
    void running.finally(() => deferred.delete(running));
  }

  return {
    limits,

    async createAdmin(body, client) {
      await ensureNotBlocked([[limits.createAdminClient, client.ip]], m.tooManyAttempts);
      if (!safeEqual(body.adminKey, ctx.config.adminKey)) {
        log.warn({ ip: client.ip }, "create-admin refused: wrong admin key");
        const limited = await countFailure([[limits.createAdminClient, client.ip]], m.tooManyAttempts);
        throw limited ?? new HttpError(403, m.invalidAdminKey);
      }
      if (await findUserByEmail(ctx.db, body.email)) throw conflict(m.emailTaken);
      const passwordHash = await hashPassword(body.password);
      try {
        const name = body.name ?? defaultStaffName(body.email);
        const { user, alerted } = await ctx.db.transaction(async (tx) => {
          const [created] = await tx.insert(users).values({ email: body.email, name, passwordHash, role: "admin" }).returning();
          return { user: created!, alerted: await alertFirstAdmin(tx, created!) };
        });
        log.info({ userId: user.id, alertRecipient: alerted }, "admin account created");
        return publicUser(user);
      } catch (error) {
        if (isUniqueViolation(error)) throw conflict(m.emailTaken);
        throw error;
      }
    },

    async login(body, client) {
      const keys = signInKeys(body.email, client.ip);
      await consumeAll(keys, m.loginRateLimited);
      const user = await findUserByEmail(ctx.db, body.email);
      const ok = user && user.isActive ? await verifyPassword(user.passwordHash, body.password) : await verifyDummy(body.password);
      if (!ok || !user) {
        log.warn(
          { email: body.email, ip: client.ip, reason: user ? (user.isActive ? "password" : "inactive") : "unknown" },
          "sign-in failed",
        );
        throw unauthorized(m.invalidCredentials);
      }
      const next = await afterPassword(user, client);
      await giveBack(keys, next.step === "signed-in", body.email, client.ip);
      return next;
    },

    async verifySecondStep(body, client) {
      const user = await challengedUser(body.challenge, "verify");
      // Locked: no code is checked, so none is counted either.
      if (isLockedOut(user)) throw lockedOut(user, client);
      const keys = secondStepKeys(user, client.ip);
      await consumeAll(keys, m.loginRateLimited);
      const kind = await acceptSecondFactor(ctx, user, body.code);
      if (kind === "locked") throw lockedOut(user, client);
      if (!kind) {
        log.warn({ userId: user.id, ip: client.ip }, "sign-in second step failed");
        throw unauthorized(m.twoFactorInvalid);
      }
      await giveBack(keys, true, user.email, client.ip);
      const issued = await signedIn(user, client);
      if (kind === "recovery") {
        const left = await recoveryCodesLeft(ctx.db, user.id);
        log.warn({ userId: user.id, left }, "signed in with a recovery code");
        return { step: "signed-in", session: issued, recoveryCodesLeft: left };
      }
      return { step: "signed-in", session: issued };
    },

    async completeEnrolment(body, client) {
      const { user, challenge } = await challenged(body.challenge, "enrol");
      const boundTo = challenge.enrolment!;
      const pending = pendingSecret(ctx, user, boundTo);
      if (!pending) throw badRequest(m.twoFactorExpired);
      const keys = secondStepKeys(user, client.ip);
      await consumeAll(keys, m.loginRateLimited);
      const now = ctx.clock.now();
      const step = await checkTotp(pending, body.code.replace(/\s/g, ""), now);
      if (step === null) {
        log.warn({ userId: user.id, ip: client.ip }, "two-factor enrolment code refused");
        throw unauthorized(m.twoFactorInvalid);
      }
      const codes = await ctx.db.transaction(async (tx) => {
        if (!(await confirmEnrolment(tx, ctx.config, user, boundTo, pending, step, now))) return null;
        return replaceRecoveryCodes(tx, user.id, now);
      });
      if (!codes) throw badRequest(m.twoFactorExpired);
      await giveBack(keys, true, user.email, client.ip);
      log.info({ userId: user.id }, "two-factor sign-in enabled at sign-in");
      return { step: "signed-in", session: await signedIn(user, client), recoveryCodes: codes };
    },

    async enrolmentFor(token) {
      try {
        const { user, challenge } = await challenged(token, "enrol");
        const secret = pendingSecret(ctx, user, challenge.enrolment!);
        return secret ? await describeEnrolment(user.email, secret) : null;
      } catch {
        return null;
      }
    },

    async forgotPassword(body, client) {
      await limits.forgotClient.consume(client.ip, m.forgotRateLimited);
      await limits.forgotAccount.consume(body.email, m.forgotRateLimited);
      // The answer is the same, and as quick, whether or not the account exists: the lookup and
      // the link are made after it, so nothing the caller can time depends on the address.
      defer(async () => {
        const user = await findUserByEmail(ctx.db, body.email);
        if (!user || !user.isActive) {
          log.info({ ip: client.ip }, "password reset requested for an unknown or inactive account");
          return;
        }
        const token = randomToken();
        const mail = await passwordResetMail(ctx.config.publicUrl, token, await getBusinessSettings(ctx.db));
        const now = ctx.clock.now();
        await ctx.db.transaction(async (tx) => {
          await tx.insert(passwordResetTokens).values({
            userId: user.id,
            token: hashToken(token),
            expiresAt: new Date(now.getTime() + RESET_TOKEN_MS),
            ipAddress: client.ip.slice(0, 64),
            userAgent: client.userAgent?.slice(0, 512),
            createdAt: now,
          });
          await queueMail(tx, { kind: mail.kind, to: user.email, subject: mail.subject, text: mail.text, html: mail.html });
        });
        ctx.wake.mail();
        log.info({ userId: user.id }, "password reset requested");
      });
    },

    async resetPassword(body, client) {
      await ensureNotBlocked([[limits.resetClient, client.ip]], m.forgotRateLimited);
      const now = ctx.clock.now();
      const refuse = async () => {
        const limited = await countFailure([[limits.resetClient, client.ip]], m.forgotRateLimited);
        log.warn({ ip: client.ip }, "password reset refused: invalid token");
        return limited ?? badRequest(m.resetInvalidToken);
      };
      const [row] = await ctx.db
        .select()
        .from(passwordResetTokens)
        .where(eq(passwordResetTokens.token, hashToken(body.token)))
        .limit(1);
      if (!row || row.usedAt || row.expiresAt <= now) throw await refuse();
      const user = await findUserById(ctx.db, row.userId);
      if (!user || !user.isActive) throw await refuse();
      const passwordHash = await hashPassword(body.newPassword);
      const done = await ctx.db.transaction(async (tx) => {
        const used = await tx
          .update(passwordResetTokens)
          .set({ usedAt: now })
          .where(and(eq(passwordResetTokens.id, row.id), isNull(passwordResetTokens.usedAt)))
          .returning({ id: passwordResetTokens.id });
        if (used.length === 0) return false;
        // Any other outstanding link of this user dies too.
        await tx
          .update(passwordResetTokens)
          .set({ usedAt: now })
          .where(and(eq(passwordResetTokens.userId, user.id), isNull(passwordResetTokens.usedAt)));
        await setPasswordHash(tx, user.id, passwordHash, now);
        await endUserSessions(tx, user.id, now);
        return true;
      });
      if (!done) throw await refuse();
      // The lockout is lifted with the new password: so is the code limiter's count of that account.
      await limits.secondStepAccount.reset(user.id);
      log.info({ userId: user.id }, "password reset; all sessions ended");
    },

    async acceptInvite(body, client) {
      await ensureNotBlocked([[limits.inviteClient, client.ip]], m.inviteRateLimited);
      const now = ctx.clock.now();
      const [found] = await ctx.db
        .select({ invite: userInvitations, inviter: users })
        .from(userInvitations)
        .leftJoin(users, eq(users.id, userInvitations.invitedBy))
        .where(
          and(
            eq(userInvitations.tokenHash, hashToken(body.token)),
            isNull(userInvitations.acceptedAt),
            isNull(userInvitations.revokedAt),
            gt(userInvitations.expiresAt, now),
          ),
        )
        .limit(1);
      if (!found) {
        const limited = await countFailure([[limits.inviteClient, client.ip]], m.inviteRateLimited);
        throw limited ?? badRequest(m.inviteInvalid);
      }
      const { invite, inviter } = found;
      // Only an admin who is still an active admin can bring someone in.
      if (!inviter || !inviter.isActive || inviter.role !== "admin") {
        await ctx.db.update(userInvitations).set({ revokedAt: now }).where(and(eq(userInvitations.id, invite.id), isNull(userInvitations.revokedAt)));
        log.warn({ invitationId: invite.id, inviterId: invite.invitedBy }, "invitation refused: its inviter is no longer an active admin");
        throw badRequest(m.inviteInvalid);
      }
      if (await findUserByEmail(ctx.db, invite.email)) throw conflict(m.emailTaken);
      const passwordHash = await hashPassword(body.password);
      let created: UserRow | undefined;
      try {
        created = await ctx.db.transaction(async (tx) => {
          const taken = await tx
            .update(userInvitations)
            .set({ acceptedAt: now })
            .where(and(eq(userInvitations.id, invite.id), isNull(userInvitations.acceptedAt), isNull(userInvitations.revokedAt)))
            .returning({ id: userInvitations.id });
          if (taken.length === 0) return undefined;
          const name = body.name ?? invite.name ?? defaultStaffName(invite.email);
          const [user] = await tx.insert(users).values({ email: invite.email, name, passwordHash, role: invite.role }).returning();
          return user;
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw conflict(m.emailTaken);
        throw error;
      }
      if (!created) throw badRequest(m.inviteInvalid);
      log.info({ userId: created.id, role: created.role }, "invitation accepted");
      return afterPassword(created, client);
    },

    async settled() {
      while (deferred.size) await Promise.all([...deferred]);
    },
  };
}
