/**
 * /api/auth: create-admin, login (and its two-factor step), me, refresh, logout, forgot/reset/change
 * password and accept-invite. The work is done by the auth service, which the pages' native form
 * actions call too; these handlers only read JSON and answer it.
 */
import type { Request, Response } from "express";
import type { AppContext } from "../context";
import { badRequest, unauthorized } from "../http/errors";
import type { ApiRouter } from "../http/api-router";
import { parseBody } from "../http/validate";
import * as messages from "@common/messages";
import * as staffMessages from "@common/staff-messages";
import {
  accountSchema,
  acceptInviteSchema,
  changePasswordSchema,
  createAdminSchema,
  forgotPasswordSchema,
  loginSchema,
  resetPasswordSchema,
  secondStepSchema,
} from "@common/schemas/auth";
import { signAccessToken, verifyAccessToken } from "./access-token";
import { ACCESS_COOKIE, clearSessionCookies, readCookies, REFRESH_COOKIE, setSessionCookies } from "./cookies";
import { hashPassword, verifyPassword } from "./passwords";
import { authService, type AuthClient, type SignInStep } from "./service";
import { clientInfo } from "./session";
import { endUserSessions, revokeByToken, revokeFamily, rotateRefreshToken } from "./sessions";
import { registerTwoFactorRoutes } from "./two-factor-routes";
import { findUserById, setPasswordHash, setUserName } from "./users";
import { audit } from "../office/audit";
import { clientAddress } from "../http/client-address";

const m = messages.auth;

export const authClient = (req: Request): AuthClient => ({ ip: clientAddress(req), userAgent: req.get("user-agent") ?? undefined });

/**
 * The JSON answer for a sign-in step: the user (cookies set) once signed in, else what the
 * second step needs. Nothing in a challenge answer is a session.
 */
function answerSignIn(ctx: AppContext, res: Response, result: SignInStep, status = 200) {
  if (result.step === "signed-in") {
    setSessionCookies(ctx, res, result.session);
    return void res.status(status).json({
      user: result.session.user,
      ...(result.recoveryCodes ? { recoveryCodes: result.recoveryCodes } : {}),
      ...(result.recoveryCodesLeft !== undefined ? { recoveryCodesLeft: result.recoveryCodesLeft } : {}),
    });
  }
  if (result.step === "two-factor") return void res.json({ twoFactor: "verify", challenge: result.challenge });
  res.json({ twoFactor: "enrol", challenge: result.challenge, enrolment: result.enrolment });
}

export function registerAuthRoutes(api: ApiRouter, ctx: AppContext): void {
  const service = authService(ctx);
  const limits = service.limits;
  const log = ctx.logger.child({ area: "auth" });

  api.post("/auth/create-admin", { access: "public", summary: "Create the first admin (with the admin key)", body: createAdminSchema }, async (req, res) => {
    const body = parseBody(createAdminSchema, req);
    const user = await service.createAdmin(body, authClient(req));
    res.status(201).json({ user });
  });

  api.post("/auth/login", { access: "public", summary: "Sign in (sets session cookies)", body: loginSchema }, async (req, res) => {
    const body = parseBody(loginSchema, req);
    answerSignIn(ctx, res, await service.login(body, authClient(req)));
  });

  api.post("/auth/login/two-factor", { access: "public", summary: "Second sign-in step: a code", body: secondStepSchema }, async (req, res) => {
    const body = parseBody(secondStepSchema, req);
    answerSignIn(ctx, res, await service.verifySecondStep(body, authClient(req)));
  });

  api.post("/auth/login/enrol", { access: "public", summary: "Second sign-in step: enrol two-factor sign-in", body: secondStepSchema }, async (req, res) => {
    const body = parseBody(secondStepSchema, req);
    answerSignIn(ctx, res, await service.completeEnrolment(body, authClient(req)));
  });

  api.get("/auth/me", "account", (req, res) => {
    res.json({ user: req.user });
  });

  /** A staff member's own name (the only part of the account they change here). */
  api.patch("/auth/me", "account", async (req, res) => {
    const { name } = parseBody(accountSchema, req);
    const row = await setUserName(ctx.db, req.user!.id, name, ctx.clock.now());
    if (!row) throw unauthorized();
    res.json({ user: { ...req.user!, name: row.name } });
  });

  api.post("/auth/refresh", { access: "public", summary: "Renew the session from the refresh cookie" }, async (req, res) => {
    const ip = authClient(req).ip;
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

  api.post("/auth/logout", { access: "public", summary: "Sign out" }, async (req, res) => {
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

  api.post("/auth/forgot-password", { access: "public", summary: "Ask for a password reset e-mail", body: forgotPasswordSchema }, async (req, res) => {
    const body = parseBody(forgotPasswordSchema, req);
    await service.forgotPassword(body, authClient(req));
    res.json({ message: m.forgotSuccess });
  });

  api.post("/auth/reset-password", { access: "public", summary: "Set a new password from a reset link", body: resetPasswordSchema }, async (req, res) => {
    const body = parseBody(resetPasswordSchema, req);
    await service.resetPassword(body, authClient(req));
    clearSessionCookies(ctx, res);
    res.json({ message: m.resetDone });
  });

  api.post("/auth/change-password", "account", async (req, res) => {
    const body = parseBody(changePasswordSchema, req);
    const me = req.user!;
    const user = await findUserById(ctx.db, me.id);
    if (!user) throw unauthorized();
    // Counted before the hash, given back when right: parallel guesses cannot pass the limit.
    await limits.changePassword.consume(me.id, m.tooManyAttempts);
    if (!(await verifyPassword(user.passwordHash, body.currentPassword))) {
      log.warn({ userId: me.id }, "change-password refused: wrong current password");
      throw badRequest(staffMessages.auth.currentPasswordIncorrect, { currentPassword: staffMessages.auth.currentPasswordIncorrect });
    }
    await limits.changePassword.reward(me.id);
    const passwordHash = await hashPassword(body.newPassword);
    const now = ctx.clock.now();
    const family = res.locals.sessionFamily as string | undefined;
    const version = await ctx.db.transaction(async (tx) => {
      await setPasswordHash(tx, user.id, passwordHash, now);
      await audit(tx, req, { action: "own.password_change", targetType: "user", targetId: user.id }, now);
      return endUserSessions(tx, user.id, now, family);
    });
    if (family) {
      const accessToken = await signAccessToken(ctx, { sub: user.id, sid: family, sv: version });
      setSessionCookies(ctx, res, { accessToken });
    }
    log.info({ userId: user.id }, "password changed; other sessions ended");
    res.json({ message: staffMessages.auth.passwordChanged });
  });

  api.post("/auth/accept-invite", { access: "public", summary: "Accept an invitation and set a password", body: acceptInviteSchema }, async (req, res) => {
    const body = parseBody(acceptInviteSchema, req);
    answerSignIn(ctx, res, await service.acceptInvite(body, authClient(req)), 201);
  });

  registerTwoFactorRoutes(api, ctx);
}
