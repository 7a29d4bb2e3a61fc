/**
 * /api/auth/two-factor: a signed-in staff member's own two-factor sign-in — see it, set it up
 * (QR code, then a first code), make new recovery codes, turn it off (with the password, and
 * only when the admin switch does not require it). Every code or password tried is counted
 * before it is checked and given back when right, like sign-in.
 */
import { and, eq } from "drizzle-orm";
import type { AppContext } from "../context";
import { recoveryCodes, users } from "../db/schema";
import { badRequest, conflict, HttpError, unauthorized } from "../http/errors";
import type { ApiRouter } from "../http/api-router";
import { parseBody } from "../http/validate";
import { messages } from "~/shared/messages";
import { twoFactorCodeSchema, twoFactorDisableSchema } from "~/shared/schemas/auth";
import { signAccessToken } from "./access-token";
import { setSessionCookies } from "./cookies";
import { verifyPassword } from "./passwords";
import { authService } from "./service";
import { endUserSessions } from "./sessions";
import {
  adminTwoFactorRequired,
  checkTotp,
  describeEnrolment,
  hasTwoFactor,
  pendingSecretFor,
  recoveryCodesLeft,
  replaceRecoveryCodes,
  acceptSecondFactor,
} from "./two-factor";
import { findUserById } from "./users";

const m = messages.auth;

export function registerTwoFactorRoutes(api: ApiRouter, ctx: AppContext): void {
  const limits = authService(ctx).limits;
  const log = ctx.logger.child({ area: "auth" });

  const me = async (id: string) => {
    const user = await findUserById(ctx.db, id);
    if (!user || !user.isActive) throw unauthorized();
    return user;
  };

  api.get("/auth/two-factor", "staff", async (req, res) => {
    const user = await me(req.user!.id);
    const required = user.role === "admin" && (await adminTwoFactorRequired(ctx.db));
    res.json({
      enabled: hasTwoFactor(user),
      enabledAt: user.totpEnabledAt,
      recoveryCodesLeft: hasTwoFactor(user) ? await recoveryCodesLeft(ctx.db, user.id) : 0,
      required,
    });
  });

  api.post("/auth/two-factor/setup", "staff", async (req, res) => {
    const user = await me(req.user!.id);
    if (hasTwoFactor(user)) throw conflict(m.twoFactorAlreadyEnabled);
    const secret = await pendingSecretFor(ctx.db, user, ctx.clock.now());
    res.json(await describeEnrolment(user.email, secret));
  });

  api.post("/auth/two-factor/enable", "staff", async (req, res) => {
    const body = parseBody(twoFactorCodeSchema, req);
    const user = await me(req.user!.id);
    if (hasTwoFactor(user)) throw conflict(m.twoFactorAlreadyEnabled);
    const pending = user.totpPendingSecret;
    if (!pending) throw badRequest(m.twoFactorNoPending);
    await limits.secondStepAccount.consume(user.id, m.tooManyAttempts);
    const now = ctx.clock.now();
    const step = await checkTotp(pending, body.code.replace(/\s/g, ""), now);
    if (step === null) throw badRequest(m.twoFactorInvalid, { code: m.twoFactorInvalid });
    const family = res.locals.sessionFamily as string | undefined;
    const result = await ctx.db.transaction(async (tx) => {
      const enabled = await tx
        .update(users)
        .set({ totpSecret: pending, totpPendingSecret: null, totpEnabledAt: now, totpLastStep: step, updatedAt: now })
        .where(and(eq(users.id, user.id), eq(users.totpPendingSecret, pending)))
        .returning({ id: users.id });
      if (enabled.length === 0) return null;
      const codes = await replaceRecoveryCodes(tx, user.id, now);
      // Sessions that never passed a second step end; this one continues.
      const version = await endUserSessions(tx, user.id, now, family);
      return { codes, version };
    });
    if (!result) throw badRequest(m.twoFactorNoPending);
    await limits.secondStepAccount.reward(user.id);
    if (family) setSessionCookies(ctx, res, { accessToken: await signAccessToken(ctx, { sub: user.id, sid: family, sv: result.version }) });
    log.info({ userId: user.id }, "two-factor sign-in enabled; other sessions ended");
    res.json({ recoveryCodes: result.codes });
  });

  api.post("/auth/two-factor/recovery-codes", "staff", async (req, res) => {
    const body = parseBody(twoFactorCodeSchema, req);
    const user = await me(req.user!.id);
    if (!hasTwoFactor(user)) throw conflict(m.twoFactorNotEnabled);
    await limits.secondStepAccount.consume(user.id, m.tooManyAttempts);
    const now = ctx.clock.now();
    if (!(await acceptSecondFactor(ctx.db, user, body.code, now))) throw badRequest(m.twoFactorInvalid, { code: m.twoFactorInvalid });
    await limits.secondStepAccount.reward(user.id);
    const codes = await ctx.db.transaction((tx) => replaceRecoveryCodes(tx, user.id, now));
    log.info({ userId: user.id }, "recovery codes replaced");
    res.json({ recoveryCodes: codes });
  });

  api.post("/auth/two-factor/disable", "staff", async (req, res) => {
    const body = parseBody(twoFactorDisableSchema, req);
    const user = await me(req.user!.id);
    if (!hasTwoFactor(user)) throw conflict(m.twoFactorNotEnabled);
    if (user.role === "admin" && (await adminTwoFactorRequired(ctx.db))) throw conflict(m.twoFactorRequiredForYou);
    await limits.changePassword.consume(user.id, m.tooManyAttempts);
    if (!(await verifyPassword(user.passwordHash, body.password))) {
      log.warn({ userId: user.id }, "two-factor disable refused: wrong password");
      throw new HttpError(400, m.currentPasswordIncorrect, { password: m.currentPasswordIncorrect });
    }
    await limits.changePassword.reward(user.id);
    const now = ctx.clock.now();
    await ctx.db.transaction(async (tx) => {
      await tx
        .update(users)
        .set({ totpSecret: null, totpPendingSecret: null, totpEnabledAt: null, totpLastStep: null, updatedAt: now })
        .where(eq(users.id, user.id));
      await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, user.id));
    });
    log.info({ userId: user.id }, "two-factor sign-in disabled");
    res.json({ message: m.twoFactorDisabled });
  });
}
