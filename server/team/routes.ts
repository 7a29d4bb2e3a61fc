/**
 * Team API (admin only): list staff, invite by e-mail (single-use link, 7 days), change role or
 * deactivate. Role changes and deactivation end that user's sessions at once; the last active
 * admin can be neither deactivated nor demoted.
 */
import { and, asc, eq, isNull, ne, sql } from "drizzle-orm";
import { users, userInvitations } from "../db/schema";
import type { AppContext } from "../context";
import type { ApiRouter } from "../http/api-router";
import { badRequest, conflict, notFound } from "../http/errors";
import { idParam, parseBody } from "../http/validate";
import { enqueueMail } from "../mail/outbox";
import { invitationMail } from "../auth/mail-templates";
import { endUserSessions } from "../auth/sessions";
import { hashToken, randomToken } from "../auth/tokens";
import { findUserByEmail } from "../auth/users";
import { messages } from "~/shared/messages";
import { inviteSchema, updateUserSchema } from "~/shared/schemas/auth";

export const INVITATION_MS = 7 * 24 * 60 * 60 * 1000;

const staffColumns = {
  id: users.id,
  email: users.email,
  role: users.role,
  isActive: users.isActive,
  lastLoginAt: users.lastLoginAt,
  createdAt: users.createdAt,
};

export function registerTeamRoutes(api: ApiRouter, ctx: AppContext): void {
  const log = ctx.logger.child({ area: "team" });

  api.get("/admin/users", "admin", async (_req, res) => {
    res.json(await ctx.db.select(staffColumns).from(users).orderBy(asc(users.createdAt), asc(users.email)));
  });

  api.post("/admin/users/invitations", "admin", async (req, res) => {
    const body = parseBody(inviteSchema, req);
    if (await findUserByEmail(ctx.db, body.email)) throw conflict(messages.auth.emailTaken);
    const token = randomToken();
    const now = ctx.clock.now();
    const mail = invitationMail(ctx.config.publicUrl, token, body.role, req.user?.email);
    const invitation = await ctx.db.transaction(async (tx) => {
      // A new invitation replaces any earlier, unused one for the same address.
      await tx.delete(userInvitations).where(and(eq(userInvitations.email, body.email), isNull(userInvitations.acceptedAt)));
      const [row] = await tx
        .insert(userInvitations)
        .values({
          email: body.email,
          role: body.role,
          tokenHash: hashToken(token),
          invitedBy: req.user?.id,
          expiresAt: new Date(now.getTime() + INVITATION_MS),
          createdAt: now,
        })
        .returning({ id: userInvitations.id, email: userInvitations.email, role: userInvitations.role, expiresAt: userInvitations.expiresAt });
      await enqueueMail(tx, { kind: mail.kind, to: body.email, subject: mail.subject, text: mail.text });
      return row!;
    });
    ctx.wake.mail();
    log.info({ invitationId: invitation.id, role: invitation.role, by: req.user?.id }, "staff invitation sent");
    res.status(201).json(invitation);
  });

  api.patch("/admin/users/:id", "admin", async (req, res) => {
    const id = idParam(req, "id", messages.auth.userNotFound);
    const body = parseBody(updateUserSchema, req);
    if (body.role === undefined && body.isActive === undefined) {
      throw badRequest(messages.dashboard.userNothingToUpdate);
    }
    const now = ctx.clock.now();
    const result = await ctx.db.transaction(async (tx) => {
      // Serialise admin changes so two requests cannot each remove "the other" last admin.
      await tx.execute(sql`select pg_advisory_xact_lock(727001)`);
      const [target] = await tx.select().from(users).where(eq(users.id, id)).limit(1);
      if (!target) return { error: notFound(messages.auth.userNotFound) };
      const role = body.role ?? target.role;
      const isActive = body.isActive ?? target.isActive;
      const wasActiveAdmin = target.role === "admin" && target.isActive;
      if (wasActiveAdmin && (role !== "admin" || !isActive)) {
        const [others] = await tx
          .select({ n: sql<number>`count(*)::int` })
          .from(users)
          .where(and(eq(users.role, "admin"), eq(users.isActive, true), ne(users.id, id)));
        if ((others?.n ?? 0) === 0) return { error: conflict(messages.auth.lastAdmin) };
      }
      const [updated] = await tx
        .update(users)
        .set({ role, isActive, updatedAt: now })
        .where(eq(users.id, id))
        .returning(staffColumns);
      if (role !== target.role || isActive !== target.isActive) await endUserSessions(tx, id, now);
      return { user: updated!, changed: role !== target.role || isActive !== target.isActive };
    });
    if ("error" in result) throw result.error;
    if (result.changed) log.info({ userId: id, role: result.user.role, isActive: result.user.isActive, by: req.user?.id }, "staff account changed; sessions ended");
    res.json(result.user);
  });
}
