/**
 * Team API (admin only): list staff, invite by e-mail (single-use link, 7 days), list and revoke
 * pending invitations, change role or deactivate, reset someone's two-factor sign-in, and the
 * switch that requires two-factor sign-in for every admin. Role changes and deactivation end that
 * user's sessions at once and revoke the invitations they sent; the last active admin can be
 * neither deactivated nor demoted.
 */
import { and, eq, isNull, ne, sql } from "drizzle-orm";
import { apiTokens, recoveryCodes, users, userInvitations } from "../db/schema";
import type { AppContext } from "../context";
import type { ApiRouter } from "../http/api-router";
import { badRequest, conflict, notFound } from "../http/errors";
import type { Db } from "../db/client";
import { idParam, parseBody } from "../http/validate";
import { queueMail } from "../mail/outbox";
import { invitationMail } from "../auth/mail-templates";
import { getBusinessSettings } from "../office/settings";
import { endUserSessions } from "../auth/sessions";
import { hashToken, randomToken } from "../auth/tokens";
import { findUserByEmail, noLockout, noPendingEnrolment } from "../auth/users";
import { adminTwoFactorRequired, setAdminTwoFactorRequired } from "../auth/two-factor";
import { listAssignableStaff, listOpenInvitations, listStaff, staffColumns } from "./queries";
import * as messages from "@common/messages";
import * as staffMessages from "@common/staff-messages";
import { inviteSchema, securitySettingsSchema, updateUserSchema } from "@common/schemas/auth";
import { audit, changes } from "../office/audit";

export const INVITATION_MS = 7 * 24 * 60 * 60 * 1000;


/** Invitations sent by this user that are still open stop working (deactivation, demotion). */
async function revokeInvitationsBy(db: Db, inviterId: string, now: Date): Promise<number> {
  const revoked = await db
    .update(userInvitations)
    .set({ revokedAt: now })
    .where(and(eq(userInvitations.invitedBy, inviterId), isNull(userInvitations.acceptedAt), isNull(userInvitations.revokedAt)))
    .returning({ id: userInvitations.id });
  return revoked.length;
}

export function registerTeamRoutes(api: ApiRouter, ctx: AppContext): void {
  const log = ctx.logger.child({ area: "team" });

  api.get("/admin/users", "admin", async (_req, res) => {
    res.json(await listStaff(ctx.db));
  });

  /** Who a lead may be assigned to: active staff who can open leads. */
  api.get("/admin/users/assignable", "admin", async (_req, res) => {
    res.json(await listAssignableStaff(ctx.db));
  });

  api.post("/admin/users/invitations", "admin", async (req, res) => {
    const body = parseBody(inviteSchema, req);
    if (await findUserByEmail(ctx.db, body.email)) throw conflict(messages.auth.emailTaken);
    const token = randomToken();
    const now = ctx.clock.now();
    const mail = await invitationMail(ctx.config.publicUrl, token, body.role, req.user && `${req.user.name} (${req.user.email})`, await getBusinessSettings(ctx.db));
    const invitation = await ctx.db.transaction(async (tx) => {
      // A new invitation replaces any earlier, unused one for the same address.
      await tx.delete(userInvitations).where(and(eq(userInvitations.email, body.email), isNull(userInvitations.acceptedAt)));
      const [row] = await tx
        .insert(userInvitations)
        .values({
          email: body.email,
          name: body.name ?? null,
          role: body.role,
          tokenHash: hashToken(token),
          invitedBy: req.user?.id,
          expiresAt: new Date(now.getTime() + INVITATION_MS),
          createdAt: now,
        })
        .returning({ id: userInvitations.id, email: userInvitations.email, name: userInvitations.name, role: userInvitations.role, expiresAt: userInvitations.expiresAt });
      await queueMail(tx, { kind: mail.kind, to: body.email, subject: mail.subject, text: mail.text, html: mail.html });
      await audit(tx, req, { action: "invitation.create", targetType: "invitation", targetId: row!.id, details: { email: body.email, role: body.role } }, now);
      return row!;
    });
    ctx.wake.mail();
    log.info({ invitationId: invitation.id, role: invitation.role, by: req.user?.id }, "staff invitation sent");
    res.status(201).json(invitation);
  });

  api.get("/admin/users/invitations", "admin", async (_req, res) => {
    const rows = await listOpenInvitations(ctx.db, ctx.clock.now());
    res.json(rows);
  });

  api.delete("/admin/users/invitations/:id", "admin", async (req, res) => {
    const id = idParam(req, "id", staffMessages.dashboard.invitationNotFound);
    const now = ctx.clock.now();
    const revoked = await ctx.db.transaction(async (tx) => {
      const [row] = await tx
        .update(userInvitations)
        .set({ revokedAt: now })
        .where(and(eq(userInvitations.id, id), isNull(userInvitations.acceptedAt), isNull(userInvitations.revokedAt)))
        .returning({ id: userInvitations.id, email: userInvitations.email });
      if (row) await audit(tx, req, { action: "invitation.revoke", targetType: "invitation", targetId: id, details: { email: row.email } }, now);
      return row;
    });
    if (!revoked) throw notFound(staffMessages.dashboard.invitationNotFound);
    log.info({ invitationId: id, by: req.user?.id }, "invitation revoked");
    res.json({ message: staffMessages.dashboard.invitationRevoked, id });
  });

  api.delete("/admin/users/:id/two-factor", "admin", async (req, res) => {
    const id = idParam(req, "id", staffMessages.auth.userNotFound);
    if (id === req.user?.id) throw conflict(staffMessages.auth.twoFactorResetSelf);
    const now = ctx.clock.now();
    const done = await ctx.db.transaction(async (tx) => {
      const [target] = await tx
        .update(users)
        .set({ totpSecret: null, ...noPendingEnrolment, ...noLockout, totpEnabledAt: null, totpLastStep: null, updatedAt: now })
        .where(eq(users.id, id))
        .returning({ id: users.id });
      if (!target) return false;
      await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, id));
      await endUserSessions(tx, id, now);
      await audit(tx, req, { action: "user.two_factor_reset", targetType: "user", targetId: id }, now);
      return true;
    });
    if (!done) throw notFound(staffMessages.auth.userNotFound);
    log.info({ userId: id, by: req.user?.id }, "two-factor sign-in reset by an admin; sessions ended");
    res.json({ message: staffMessages.auth.twoFactorReset });
  });

  api.get("/admin/security", "admin", async (_req, res) => {
    res.json({ requireAdminTwoFactor: await adminTwoFactorRequired(ctx.db) });
  });

  api.put("/admin/security", "admin", async (req, res) => {
    const body = parseBody(securitySettingsSchema, req);
    const now = ctx.clock.now();
    const result = await ctx.db.transaction(async (tx) => {
      if (body.requireAdminTwoFactor) {
        const [me] = await tx.select({ totpSecret: users.totpSecret }).from(users).where(eq(users.id, req.user!.id)).limit(1);
        if (!me?.totpSecret) return { error: conflict(staffMessages.auth.requireTwoFactorOwnFirst) };
      }
      const before = await adminTwoFactorRequired(tx);
      await setAdminTwoFactorRequired(tx, body.requireAdminTwoFactor, now);
      let signedOut = 0;
      if (body.requireAdminTwoFactor) {
        // Admin sessions that never passed a second step end now; those admins enrol at next sign-in.
        const without = await tx
          .select({ id: users.id })
          .from(users)
          .where(and(eq(users.role, "admin"), eq(users.isActive, true), isNull(users.totpSecret)));
        for (const u of without) await endUserSessions(tx, u.id, now);
        signedOut = without.length;
      }
      await audit(
        tx,
        req,
        { action: "security.require_admin_two_factor", targetType: "settings", targetId: "security", details: { before, after: body.requireAdminTwoFactor, signedOut } },
        now,
      );
      return { signedOut };
    });
    if ("error" in result) throw result.error;
    log.info({ requireAdminTwoFactor: body.requireAdminTwoFactor, signedOut: result.signedOut, by: req.user?.id }, "admin two-factor requirement changed");
    res.json({ requireAdminTwoFactor: body.requireAdminTwoFactor, signedOut: result.signedOut });
  });

  api.patch("/admin/users/:id", "admin", async (req, res) => {
    const id = idParam(req, "id", staffMessages.auth.userNotFound);
    const body = parseBody(updateUserSchema, req);
    if (body.role === undefined && body.isActive === undefined && body.name === undefined) {
      throw badRequest(staffMessages.dashboard.userNothingToUpdate);
    }
    const now = ctx.clock.now();
    const result = await ctx.db.transaction(async (tx) => {
      // Serialise admin changes so two requests cannot each remove "the other" last admin.
      await tx.execute(sql`select pg_advisory_xact_lock(727001)`);
      const [target] = await tx.select().from(users).where(eq(users.id, id)).limit(1);
      if (!target) return { error: notFound(staffMessages.auth.userNotFound) };
      const role = body.role ?? target.role;
      const isActive = body.isActive ?? target.isActive;
      const name = body.name ?? target.name;
      const wasActiveAdmin = target.role === "admin" && target.isActive;
      if (wasActiveAdmin && (role !== "admin" || !isActive)) {
        const [others] = await tx
          .select({ n: sql<number>`count(*)::int` })
          .from(users)
          .where(and(eq(users.role, "admin"), eq(users.isActive, true), ne(users.id, id)));
        if ((others?.n ?? 0) === 0) return { error: conflict(staffMessages.auth.lastAdmin) };
      }
      const deactivated = target.isActive && !isActive;
      const [updated] = await tx
        .update(users)
        // Deactivation moves the feed address on, so reactivating does not revive the old one.
        .set({ role, isActive, name, updatedAt: now, ...(deactivated ? { calendarFeedVersion: sql`${users.calendarFeedVersion} + 1` } : {}) })
        .where(eq(users.id, id))
        .returning(staffColumns);
      if (role !== target.role || isActive !== target.isActive) await endUserSessions(tx, id, now);
      // Tokens are refused while their admin is inactive or no admin; revoking them here keeps them
      // refused after a reactivation or promotion, as someone who lost access may have leaked them.
      if (deactivated || (target.role === "admin" && role !== "admin")) {
        await tx.update(apiTokens).set({ revokedAt: now }).where(and(eq(apiTokens.createdBy, id), isNull(apiTokens.revokedAt)));
      }
      // Someone who can no longer invite leaves no invitation behind.
      const revoked = !isActive || role !== "admin" ? await revokeInvitationsBy(tx, id, now) : 0;
      if (role !== target.role || isActive !== target.isActive || name !== target.name) {
        const details = changes({ role: target.role, isActive: target.isActive, name: target.name }, { role, isActive, name });
        await audit(tx, req, { action: "user.update", targetType: "user", targetId: id, details: { ...details, invitationsRevoked: revoked } }, now);
      }
      return { user: updated!, changed: role !== target.role || isActive !== target.isActive || name !== target.name, revoked };
    });
    if ("error" in result) throw result.error;
    if (result.changed) {
      log.info(
        { userId: id, role: result.user.role, isActive: result.user.isActive, invitationsRevoked: result.revoked, by: req.user?.id },
        "staff account changed",
      );
    }
    res.json(result.user);
  });
}
