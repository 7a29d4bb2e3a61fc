/**
 * /api/auth: create-admin, login, me, refresh, logout, forgot/reset/change password and
 * accept-invite (01-public-site.md §7, 02-admin-and-blog.md §7; issue 3).
 */
import type { Request } from "express";
import { and, eq, gt, isNull } from "drizzle-orm";
import type { AppContext } from "../context";
import { passwordResetTokens, userInvitations, users } from "../db/schema";
import { badRequest, conflict, forbidden, HttpError, unauthorized } from "../http/errors";
import type { ApiRouter } from "../http/api-router";
import type { Limiter } from "../http/rate-limit";
import { parseBody } from "../http/validate";
import { enqueueMail } from "../mail/outbox";
import { messages } from "~/shared/messages";
import {
  acceptInviteSchema,
  changePasswordSchema,
  createAdminSchema,
  forgotPasswordSchema,
  loginSchema,
  resetPasswordSchema,
} from "~/shared/schemas/auth";
import { signAccessToken, verifyAccessToken } from "./access-token";
import { ACCESS_COOKIE, clearSessionCookies, readCookies, REFRESH_COOKIE, setSessionCookies } from "./cookies";
import { createAuthLimiters, ensureNotBlocked } from "./limits";
import { passwordResetMail } from "./mail-templates";
import { hashPassword, verifyDummy, verifyPassword } from "./passwords";
import { clientInfo } from "./session";
import { endUserSessions, publicUser, revokeByToken, revokeFamily, rotateRefreshToken, startSession } from "./sessions";
import { hashToken, randomToken, safeEqual } from "./tokens";
import { findUserByEmail, findUserById, isUniqueViolation } from "./users";

const m = messages.auth;
export const RESET_TOKEN_MS = 60 * 60 * 1000;

const ipOf = (req: Request) => req.ip ?? "unknown";

/** Counts a failure on each limiter; the first that goes over the limit becomes the answer. */
async function countFailure(pairs: Array<[Limiter, string]>, message: string): Promise<HttpError | undefined> {
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

export function registerAuthRoutes(api: ApiRouter, ctx: AppContext): void {
  const limits = createAuthLimiters(ctx);
  const log = ctx.logger.child({ area: "auth" });

  api.post("/auth/create-admin", "public", async (req, res) => {
    const ip = ipOf(req);
    const body = parseBody(createAdminSchema, req);
    await ensureNotBlocked([[limits.createAdminClient, ip]], m.tooManyAttempts);
    if (!safeEqual(body.adminKey, ctx.config.adminKey)) {
      log.warn({ ip }, "create-admin refused: wrong admin key");
      const limited = await countFailure([[limits.createAdminClient, ip]], m.tooManyAttempts);
      throw limited ?? forbidden(m.invalidAdminKey);
    }
    if (await findUserByEmail(ctx.db, body.email)) throw conflict(m.emailTaken);
    const passwordHash = await hashPassword(body.password);
    try {
      const [user] = await ctx.db.insert(users).values({ email: body.email, passwordHash, role: "admin" }).returning();
      log.info({ userId: user!.id }, "admin account created");
      res.status(201).json({ user: publicUser(user!) });
    } catch (error) {
      if (isUniqueViolation(error)) throw conflict(m.emailTaken);
      throw error;
    }
  });

  api.post("/auth/login", "public", async (req, res) => {
    const ip = ipOf(req);
    const body = parseBody(loginSchema, req);
    const keys: Array<[Limiter, string]> = [
      [limits.loginClient, ip],
      [limits.loginAccountClient, `${body.email}|${ip}`],
      [limits.loginAccount, body.email],
    ];
    await ensureNotBlocked(keys, m.loginRateLimited);
    const user = await findUserByEmail(ctx.db, body.email);
    const ok = user && user.isActive ? await verifyPassword(user.passwordHash, body.password) : await verifyDummy(body.password);
    if (!ok || !user) {
      log.warn({ email: body.email, ip, reason: user ? (user.isActive ? "password" : "inactive") : "unknown" }, "sign-in failed");
      const limited = await countFailure(keys, m.loginRateLimited);
      throw limited ?? unauthorized(m.invalidCredentials);
    }
    await limits.loginAccountClient.reset(`${body.email}|${ip}`);
    const now = ctx.clock.now();
    await ctx.db.update(users).set({ lastLoginAt: now }).where(eq(users.id, user.id));
    const session = await startSession(ctx, user, clientInfo(req));
    setSessionCookies(ctx, res, session);
    log.info({ userId: user.id, ip }, "sign-in succeeded");
    res.json({ user: session.user });
  });

  api.get("/auth/me", "staff", (req, res) => {
    res.json({ user: req.user });
  });

  api.post("/auth/refresh", "public", async (req, res) => {
    const ip = ipOf(req);
    await limits.refreshClient.consume(ip, m.tooManyAttempts);
    const presented = readCookies(req)[REFRESH_COOKIE];
    if (!presented) {
      clearSessionCookies(ctx, res);
      throw unauthorized(m.sessionExpired);
    }
    const result = await rotateRefreshToken(ctx, presented, clientInfo(req));
    if (!result.ok) {
      clearSessionCookies(ctx, res);
      log.info({ ip, reason: result.reason }, "refresh refused");
      throw unauthorized(m.sessionExpired);
    }
    setSessionCookies(ctx, res, result.session);
    res.json({ user: result.session.user });
  });

  api.post("/auth/logout", "public", async (req, res) => {
    const cookies = readCookies(req);
    const refresh = cookies[REFRESH_COOKIE];
    let userId: string | null = null;
    if (refresh) userId = await revokeByToken(ctx, refresh);
    const access = cookies[ACCESS_COOKIE];
    if (access) {
      const claims = await verifyAccessToken(ctx, access);
      if (claims) {
        await revokeFamily(ctx.db, claims.sid, ctx.clock.now());
        userId ??= claims.sub;
      }
    }
    clearSessionCookies(ctx, res);
    if (userId) log.info({ userId }, "signed out");
    res.json({ message: m.loggedOut });
  });

  api.post("/auth/forgot-password", "public", async (req, res) => {
    const ip = ipOf(req);
    const body = parseBody(forgotPasswordSchema, req);
    await limits.forgotClient.consume(ip, m.forgotRateLimited);
    await limits.forgotAccount.consume(body.email, m.forgotRateLimited);
    const user = await findUserByEmail(ctx.db, body.email);
    if (user && user.isActive) {
      const token = randomToken();
      const mail = passwordResetMail(ctx.config.publicUrl, token);
      const now = ctx.clock.now();
      await ctx.db.transaction(async (tx) => {
        await tx.insert(passwordResetTokens).values({
          userId: user.id,
          token: hashToken(token),
          expiresAt: new Date(now.getTime() + RESET_TOKEN_MS),
          ipAddress: ip.slice(0, 64),
          userAgent: req.get("user-agent")?.slice(0, 512),
          createdAt: now,
        });
        await enqueueMail(tx, { kind: mail.kind, to: user.email, subject: mail.subject, text: mail.text });
      });
      ctx.wake.mail();
      log.info({ userId: user.id }, "password reset requested");
    } else {
      log.info({ ip }, "password reset requested for an unknown or inactive account");
    }
    res.json({ message: m.forgotSuccess });
  });

  api.post("/auth/reset-password", "public", async (req, res) => {
    const ip = ipOf(req);
    const body = parseBody(resetPasswordSchema, req);
    await ensureNotBlocked([[limits.resetClient, ip]], m.forgotRateLimited);
    const now = ctx.clock.now();
    const refuse = async () => {
      const limited = await countFailure([[limits.resetClient, ip]], m.forgotRateLimited);
      log.warn({ ip }, "password reset refused: invalid token");
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
      await tx.update(users).set({ passwordHash, updatedAt: now }).where(eq(users.id, user.id));
      await endUserSessions(tx, user.id, now);
      return true;
    });
    if (!done) throw await refuse();
    clearSessionCookies(ctx, res);
    log.info({ userId: user.id }, "password reset; all sessions ended");
    res.json({ message: m.resetDone });
  });

  api.post("/auth/change-password", "staff", async (req, res) => {
    const body = parseBody(changePasswordSchema, req);
    const me = req.user!;
    await ensureNotBlocked([[limits.changePassword, me.id]], m.tooManyAttempts);
    const user = await findUserById(ctx.db, me.id);
    if (!user) throw unauthorized();
    if (!(await verifyPassword(user.passwordHash, body.currentPassword))) {
      const limited = await countFailure([[limits.changePassword, me.id]], m.tooManyAttempts);
      log.warn({ userId: me.id }, "change-password refused: wrong current password");
      throw limited ?? badRequest(m.currentPasswordIncorrect, { currentPassword: m.currentPasswordIncorrect });
    }
    const passwordHash = await hashPassword(body.newPassword);
    const now = ctx.clock.now();
    const family = res.locals.sessionFamily as string | undefined;
    const version = await ctx.db.transaction(async (tx) => {
      await tx.update(users).set({ passwordHash, updatedAt: now }).where(eq(users.id, user.id));
      return endUserSessions(tx, user.id, now, family);
    });
    if (family) {
      const accessToken = await signAccessToken(ctx, { sub: user.id, sid: family, sv: version });
      setSessionCookies(ctx, res, { accessToken });
    }
    log.info({ userId: user.id }, "password changed; other sessions ended");
    res.json({ message: m.passwordChanged });
  });

  api.post("/auth/accept-invite", "public", async (req, res) => {
    const ip = ipOf(req);
    const body = parseBody(acceptInviteSchema, req);
    await ensureNotBlocked([[limits.inviteClient, ip]], m.inviteRateLimited);
    const now = ctx.clock.now();
    const [invite] = await ctx.db
      .select()
      .from(userInvitations)
      .where(and(eq(userInvitations.tokenHash, hashToken(body.token)), isNull(userInvitations.acceptedAt), gt(userInvitations.expiresAt, now)))
      .limit(1);
    if (!invite) {
      const limited = await countFailure([[limits.inviteClient, ip]], m.inviteRateLimited);
      throw limited ?? badRequest(m.inviteInvalid);
    }
    if (await findUserByEmail(ctx.db, invite.email)) throw conflict(m.emailTaken);
    const passwordHash = await hashPassword(body.password);
    let created: typeof users.$inferSelect | undefined;
    try {
      created = await ctx.db.transaction(async (tx) => {
        const taken = await tx
          .update(userInvitations)
          .set({ acceptedAt: now })
          .where(and(eq(userInvitations.id, invite.id), isNull(userInvitations.acceptedAt)))
          .returning({ id: userInvitations.id });
        if (taken.length === 0) return undefined;
        const [user] = await tx
          .insert(users)
          .values({ email: invite.email, passwordHash, role: invite.role, lastLoginAt: now })
          .returning();
        return user;
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw conflict(m.emailTaken);
      throw error;
    }
    if (!created) throw badRequest(m.inviteInvalid);
    const session = await startSession(ctx, created, clientInfo(req));
    setSessionCookies(ctx, res, session);
    log.info({ userId: created.id, role: created.role }, "invitation accepted");
    res.status(201).json({ user: session.user });
  });
}
