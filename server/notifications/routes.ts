/** Email Alerts: the recipients of new-lead alerts. Admin only; every change is audited (a recipient gets a copy of every lead). */
import * as staffMessages from "@common/staff-messages";
import { notificationEmailSchema, notificationToggleSchema } from "@common/schemas/notifications";
import type { AppContext } from "../context";
import { isUniqueViolation } from "../db/errors";
import type { ApiRouter } from "../http/api-router";
import { conflict, notFound } from "../http/errors";
import { idParam, parseBody } from "../http/validate";
import { audit } from "../office/audit";
import { deleteNotificationEmail, findNotificationEmail, insertNotificationEmail, listNotificationEmails, setNotificationActive, toNotificationJson } from "./queries";

export function registerNotificationRoutes(api: ApiRouter, ctx: AppContext): void {
  api.get("/notification-emails", "admin", async (_req, res) => {
    res.json(await listNotificationEmails(ctx.db));
  });

  api.post("/notification-emails", "admin", async (req, res) => {
    const input = parseBody(notificationEmailSchema, req);
    if (await findNotificationEmail(ctx.db, input.email)) throw conflict(staffMessages.dashboard.notificationDuplicate);
    const now = ctx.clock.now();
    try {
      const row = await ctx.db.transaction(async (tx) => {
        const created = await insertNotificationEmail(tx, input, now);
        await audit(tx, req, { action: "alert_recipient.create", targetType: "notification_email", targetId: created.id, details: { email: created.email } }, now);
        return created;
      });
      res.status(201).json(toNotificationJson(row));
    } catch (error) {
      if (isUniqueViolation(error)) throw conflict(staffMessages.dashboard.notificationDuplicate);
      throw error;
    }
  });

  api.patch("/notification-emails/:id", "admin", async (req, res) => {
    const id = idParam(req, "id", "Notification email not found");
    const { isActive } = parseBody(notificationToggleSchema, req);
    const now = ctx.clock.now();
    const row = await ctx.db.transaction(async (tx) => {
      const updated = await setNotificationActive(tx, id, isActive, now);
      if (updated) await audit(tx, req, { action: "alert_recipient.update", targetType: "notification_email", targetId: id, details: { email: updated.email, isActive } }, now);
      return updated;
    });
    if (!row) throw notFound("Notification email not found");
    res.json(toNotificationJson(row));
  });

  api.delete("/notification-emails/:id", "admin", async (req, res) => {
    const id = idParam(req, "id", "Notification email not found");
    const now = ctx.clock.now();
    const deleted = await ctx.db.transaction(async (tx) => {
      const done = await deleteNotificationEmail(tx, id);
      if (done) await audit(tx, req, { action: "alert_recipient.delete", targetType: "notification_email", targetId: id }, now);
      return done;
    });
    if (!deleted) throw notFound("Notification email not found");
    res.status(204).end();
  });
}
