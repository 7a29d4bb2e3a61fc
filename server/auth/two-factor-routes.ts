/**
 * /api/auth/two-factor: a signed-in staff member's own two-factor sign-in — see it, set it up
 * (QR code, then a first code), make new recovery codes, turn it off (with the password and a
 * current code, and only when the admin switch does not require it; the user's other sessions
 * end). Every code or password tried is counted before it is checked and given back when right,
 * like sign-in.
 */
import { eq } from "drizzle-orm";
import type { AppContext } from "../context";
import { recoveryCodes, users } from "../db/schema";
import { badRequest, conflict, HttpError, unauthorized } from "../http/errors";
import type { ApiRouter } from "../http/api-router";
import { parseBody } from "../http/validate";
import * as messages from "@common/messages";
import * as staffMessages from "@common/staff-messages";
import { twoFactorCodeSchema, twoFactorDisableSchema } from "@common/schemas/auth";
import { signAccessToken } from "./access-token";
import { setSessionCookies } from "./cookies";
import { verifyPassword } from "./passwords";
import { authService } from "./service";
import { endUserSessions } from "./sessions";
import {
  adminTwoFactorRequired,
  checkTotp,
  confirmEnrolment,
  describeEnrolment,
  hasTwoFactor,
  recoveryCodesLeft,
  replaceRecoveryCodes,
  acceptSecondFactor,
  pendingSecret,
  sessionEnrolmentId,
  startEnrolment,
} from "./two-factor";
import { findUserById, noLockout, noPendingEnrolment } from "./users";
import { audit } from "../office/audit";

const m = messages.auth;

export function registerTwoFactorRoutes(api: ApiRouter, ctx: AppContext): void {
  const limits = authService(ctx).limits;
  const log = ctx.logger.child({ area: "auth" });

  /** A current app code or a recovery code of the user; a 400 naming the code field, or 423 when locked. */
  const checkSecondFactor = async (user: Awaited<ReturnType<typeof findUserById>> & object, code: string) => {
    const kind = await acceptSecondFactor(ctx, user, code);
    if (kind === "locked") throw new HttpError(423, m.twoFactorLocked);
    if (!kind) throw badRequest(m.twoFactorInvalid, { code: m.twoFactorInvalid });
  };

  const me = async (id: string) => {
    const user = await findUserById(ctx.db, id);
    if (!user || !user.isActive) throw unauthorized();
    return user;
  };

  api.get("/auth/two-factor", "account", async (req, res) => {
    const user = await me(req.user!.id);
    const required = user.role === "admin" && (await adminTwoFactorRequired(ctx.db));
    res.json({
      enabled: hasTwoFactor(user),
      enabledAt: user.totpEnabledAt,
      recoveryCodesLeft: hasTwoFactor(user) ? await recoveryCodesLeft(ctx.db, user.id) : 0,
      required,
    });
  });

  api.post("/auth/two-factor/setup", "account", async (req, res) => {
    const user = await me(req.user!.id);
    if (hasTwoFactor(user)) throw conflict(m.twoFactorAlreadyEnabled);
    // A fresh secret per set-up, usable only from this session and for as long as a challenge.
    const secret = await startEnrolment(ctx, user, sessionEnrolmentId(res.locals.sessionFamily as string | undefined));
    res.json(await describeEnrolment(user.email, secret));
  });

  api.post("/auth/two-factor/enable", "account", async (req, res) => {
    const body = parseBody(twoFactorCodeSchema, req);
    const user = await me(req.user!.id);
    if (hasTwoFactor(user)) throw conflict(m.twoFactorAlreadyEnabled);
    const family = res.locals.sessionFamily as string | undefined;
    const boundTo = sessionEnrolmentId(family);
    const pending = pendingSecret(ctx, user, boundTo);
    if (!pending) throw badRequest(m.twoFactorNoPending);
    await limits.secondStepAccount.consume(user.id, m.tooManyAttempts);
    const now = ctx.clock.now();
    const step = await checkTotp(pending, body.code.replace(/\s/g, ""), now);
    if (step === null) throw badRequest(m.twoFactorInvalid, { code: m.twoFactorInvalid });
    const result = await ctx.db.transaction(async (tx) => {
      if (!(await confirmEnrolment(tx, ctx.config, user, boundTo, pending, step, now))) return null;
      const codes = await replaceRecoveryCodes(tx, user.id, now);
      // Sessions that never passed a second step end; this one continues.
      const version = await endUserSessions(tx, user.id, now, family);
      await audit(tx, req, { action: "own.two_factor_enable", targetType: "user", targetId: user.id }, now);
      return { codes, version };
    });
    if (!result) throw badRequest(m.twoFactorNoPending);
    await limits.secondStepAccount.reward(user.id);
    if (family) setSessionCookies(ctx, res, { accessToken: await signAccessToken(ctx, { sub: user.id, sid: family, sv: result.version }) });
    log.info({ userId: user.id }, "two-factor sign-in enabled; other sessions ended");
    res.json({ recoveryCodes: result.codes });
  });

  api.post("/auth/two-factor/recovery-codes", "account", async (req, res) => {
    const body = parseBody(twoFactorCodeSchema, req);
    const user = await me(req.user!.id);
    if (!hasTwoFactor(user)) throw conflict(staffMessages.auth.twoFactorNotEnabled);
    await limits.secondStepAccount.consume(user.id, m.tooManyAttempts);
    const now = ctx.clock.now();
    await checkSecondFactor(user, body.code);
    await limits.secondStepAccount.reward(user.id);
    const codes = await ctx.db.transaction(async (tx) => {
      await audit(tx, req, { action: "own.recovery_codes_replace", targetType: "user", targetId: user.id }, now);
      return replaceRecoveryCodes(tx, user.id, now);
    });
    log.info({ userId: user.id }, "recovery codes replaced");
    res.json({ recoveryCodes: codes });
  });

  api.post("/auth/two-factor/disable", "account", async (req, res) => {
    const body = parseBody(twoFactorDisableSchema, req);
    const user = await me(req.user!.id);
    if (!hasTwoFactor(user)) throw conflict(staffMessages.auth.twoFactorNotEnabled);
    if (user.role === "admin" && (await adminTwoFactorRequired(ctx.db))) throw conflict(staffMessages.auth.twoFactorRequiredForYou);
    await limits.changePassword.consume(user.id, m.tooManyAttempts);
    if (!(await verifyPassword(user.passwordHash, body.password))) {
      log.warn({ userId: user.id }, "two-factor disable refused: wrong password");
      throw new HttpError(400, staffMessages.auth.currentPasswordIncorrect, { password: staffMessages.auth.currentPasswordIncorrect });
    }
    await limits.changePassword.reward(user.id);
    // The password alone is what an intruder would have: a current code proves the phone too.
    await limits.secondStepAccount.consume(user.id, m.tooManyAttempts);
    await checkSecondFactor(user, body.code);
    await limits.secondStepAccount.reward(user.id);
    const now = ctx.clock.now();
    const family = res.locals.sessionFamily as string | undefined;
    const version = await ctx.db.transaction(async (tx) => {
      await tx
        .update(users)
        .set({ totpSecret: null, ...noPendingEnrolment, ...noLockout, totpEnabledAt: null, totpLastStep: null, updatedAt: now })
        .where(eq(users.id, user.id));
      await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, user.id));
      await audit(tx, req, { action: "own.two_factor_disable", targetType: "user", targetId: user.id }, now);
      // Whoever else is signed in as this user loses the session; this one continues.
      return endUserSessions(tx, user.id, now, family);
    });
    if (family) setSessionCookies(ctx, res, { accessToken: await signAccessToken(ctx, { sub: user.id, sid: family, sv: version }) });
    log.info({ userId: user.id }, "two-factor sign-in disabled; other sessions ended");
    res.json({ message: staffMessages.auth.twoFactorDisabled });
  });
}
