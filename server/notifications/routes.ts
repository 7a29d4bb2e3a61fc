/** Email Alerts: the recipients of new-lead alerts. Admin only. */
import { messages } from "~/shared/messages";
import { notificationEmailSchema, notificationToggleSchema } from "~/shared/schemas/notifications";
import type { AppContext } from "../context";
import { isUniqueViolation } from "../contacts/convert";
import type { ApiRouter } from "../http/api-router";
import { conflict, notFound } from "../http/errors";
import { idParam, parseBody } from "../http/validate";
import { deleteNotificationEmail, findNotificationEmail, insertNotificationEmail, listNotificationEmails, setNotificationActive, toNotificationJson } from "./queries";

export function registerNotificationRoutes(api: ApiRouter, ctx: AppContext): void {
  api.get("/notification-emails", "admin", async (_req, res) => {
    res.json(await listNotificationEmails(ctx.db));
  });

  api.post("/notification-emails", "admin", async (req, res) => {
    const input = parseBody(notificationEmailSchema, req);
    if (await findNotificationEmail(ctx.db, input.email)) throw conflict(messages.dashboard.notificationDuplicate);
    const now = ctx.clock.now();
    try {
      res.status(201).json(toNotificationJson(await insertNotificationEmail(ctx.db, input, now)));
    } catch (error) {
      if (isUniqueViolation(error)) throw conflict(messages.dashboard.notificationDuplicate);
      throw error;
    }
  });

  api.patch("/notification-emails/:id", "admin", async (req, res) => {
    const id = idParam(req, "id", "Notification email not found");
    const { isActive } = parseBody(notificationToggleSchema, req);
    const row = await setNotificationActive(ctx.db, id, isActive, ctx.clock.now());
    if (!row) throw notFound("Notification email not found");
    res.json(toNotificationJson(row));
  });

  api.delete("/notification-emails/:id", "admin", async (req, res) => {
    const id = idParam(req, "id", "Notification email not found");
    if (!(await deleteNotificationEmail(ctx.db, id))) throw notFound("Notification email not found");
    res.status(204).end();
  });
}
