/** Email Alerts (02 §7): the recipients of new-lead alerts. Admin only. */
import { eq } from "drizzle-orm";
import { messages } from "~/shared/messages";
import { notificationEmailSchema, notificationToggleSchema } from "~/shared/schemas/notifications";
import type { AppContext } from "../context";
import { isUniqueViolation } from "../crm/convert";
import { notificationEmails } from "../db/schema";
import type { ApiRouter } from "../http/api-router";
import { conflict, notFound } from "../http/errors";
import { idParam, parseBody } from "../http/validate";
import { findNotificationEmail, listNotificationEmails, toNotificationJson } from "./queries";

export function registerNotificationRoutes(api: ApiRouter, ctx: AppContext): void {
  api.get("/notification-emails", "admin", async (_req, res) => {
    res.json(await listNotificationEmails(ctx.db));
  });

  api.post("/notification-emails", "admin", async (req, res) => {
    const input = parseBody(notificationEmailSchema, req);
    if (await findNotificationEmail(ctx.db, input.email)) throw conflict(messages.dashboard.notificationDuplicate);
    const now = ctx.clock.now();
    try {
      const [row] = await ctx.db
        .insert(notificationEmails)
        .values({ ...input, createdAt: now, updatedAt: now })
        .returning();
      res.status(201).json(toNotificationJson(row!));
    } catch (error) {
      if (isUniqueViolation(error)) throw conflict(messages.dashboard.notificationDuplicate);
      throw error;
    }
  });

  api.patch("/notification-emails/:id", "admin", async (req, res) => {
    const id = idParam(req, "id", "Notification email not found");
    const { isActive } = parseBody(notificationToggleSchema, req);
    const [row] = await ctx.db
      .update(notificationEmails)
      .set({ isActive, updatedAt: ctx.clock.now() })
      .where(eq(notificationEmails.id, id))
      .returning();
    if (!row) throw notFound("Notification email not found");
    res.json(toNotificationJson(row));
  });

  api.delete("/notification-emails/:id", "admin", async (req, res) => {
    const id = idParam(req, "id", "Notification email not found");
    const rows = await ctx.db.delete(notificationEmails).where(eq(notificationEmails.id, id)).returning({ id: notificationEmails.id });
    if (rows.length === 0) throw notFound("Notification email not found");
    res.status(204).end();
  });
}
