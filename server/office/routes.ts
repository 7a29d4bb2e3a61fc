/**
 * The owner's office API (admin only): business settings, the overview, the audit log and the
 * lead workflow (assignment, notes, timeline, spam review, deletion). Every change is audited.
 */
import { eq } from "drizzle-orm";
import {
  auditQuerySchema,
  businessSettingsSchema,
  leadAssignSchema,
  leadFilterSchema,
  leadNoteSchema,
  leadSpamSchema,
  overviewQuerySchema,
} from "~/shared/schemas/settings";
import type { AppContext } from "../context";
import { leads, users } from "../db/schema";
import type { ApiRouter } from "../http/api-router";
import { badRequest, notFound } from "../http/errors";
import { idParam, parseBody, parseQuery } from "../http/validate";
import { enqueueTemplated } from "../mail/outbox";
import { leadAssigned, templatedMail } from "../mail/templates";
import { pagesChanged } from "../render-cache/invalidate";
import { audit, listAudit } from "./audit";
import { addLeadNote, assignLead, deleteLead, leadTimeline, listStaffLeads, setLeadSpam } from "./leads";
import { overview } from "./overview";
import { getBusinessSettings, saveBusinessSettings } from "./settings";

const dayStart = (d: string) => new Date(`${d}T00:00:00Z`);

export function registerOfficeRoutes(api: ApiRouter, ctx: AppContext): void {
  api.get("/admin/settings", "admin", async (_req, res) => {
    res.json(await getBusinessSettings(ctx.db));
  });

  api.put("/admin/settings", "admin", async (req, res) => {
    const settings = parseBody(businessSettingsSchema, req);
    const now = ctx.clock.now();
    await ctx.db.transaction(async (tx) => {
      await saveBusinessSettings(tx, settings, now);
      await audit(tx, req, { action: "settings.update", targetType: "settings", targetId: "business" }, now);
    });
    // Every page shows these facts (footer, structured data, contact block).
    pagesChanged(ctx.db, "settings");
    res.json(settings);
  });

  api.get("/admin/overview", "admin", async (req, res) => {
    const { days } = parseQuery(overviewQuerySchema, req);
    res.json(await overview(ctx.db, Number(days), ctx.clock.now()));
  });

  api.get("/admin/audit", "admin", async (req, res) => {
    const q = parseQuery(auditQuerySchema, req);
    res.json(await listAudit(ctx.db, { limit: q.limit, before: q.before ? new Date(q.before) : undefined }));
  });

  /** The dashboard's list with the workflow's filters (GET /api/leads keeps the plain list). */
  api.get("/admin/leads", "admin", async (req, res) => {
    const f = parseQuery(leadFilterSchema, req);
    if (f.from && f.to && f.from > f.to) throw badRequest("The start date must be before the end date", { from: "The start date must be before the end date" });
    res.json(
      await listStaffLeads(ctx.db, {
        spam: f.spam === "true",
        status: f.status || undefined,
        service: f.service || undefined,
        assignee: f.assignee === "me" ? req.user!.id : f.assignee,
        from: f.from ? dayStart(f.from) : undefined,
        // The end date is included: up to the start of the next day.
        to: f.to ? new Date(dayStart(f.to).getTime() + 86_400_000) : undefined,
        search: f.q?.trim() || undefined,
      }),
    );
  });

  api.patch("/leads/:id/assignee", "admin", async (req, res) => {
    const id = idParam(req, "id", "Lead not found");
    const { userId } = parseBody(leadAssignSchema, req);
    const now = ctx.clock.now();
    let assignee: { id: string; email: string; isActive: boolean } | undefined;
    if (userId) {
      [assignee] = await ctx.db.select({ id: users.id, email: users.email, isActive: users.isActive }).from(users).where(eq(users.id, userId));
      if (!assignee || !assignee.isActive) throw badRequest("Choose an active staff member", { userId: "Choose an active staff member" });
    }
    const found = await ctx.db.transaction(async (tx) => {
      if (!(await assignLead(tx as never, id, userId, req.user?.id ?? null, now))) return false;
      await audit(tx, req, { action: "lead.assign", targetType: "lead", targetId: id, details: { to: assignee?.email ?? null } }, now);
      if (assignee && assignee.id !== req.user?.id) {
        const [lead] = await tx.select({ firstName: leads.firstName, lastName: leads.lastName, serviceType: leads.serviceType }).from(leads).where(eq(leads.id, id));
        const props = {
          assignedBy: req.user?.email ?? "An admin",
          leadName: lead ? `${lead.firstName} ${lead.lastName}` : "a visitor",
          service: lead?.serviceType || null,
          dashboardUrl: `${ctx.config.publicUrl}/admin`,
        };
        await enqueueTemplated(tx as never, { ...templatedMail(leadAssigned, props, await getBusinessSettings(tx)), to: assignee.email });
      }
      return true;
    });
    if (!found) throw notFound("Lead not found");
    if (assignee) ctx.wake.mail();
    res.json({ leadId: id, assignee: assignee ? { id: assignee.id, email: assignee.email } : null });
  });

  api.get("/leads/:id/timeline", "admin", async (req, res) => {
    const id = idParam(req, "id", "Lead not found");
    const events = await leadTimeline(ctx.db, id);
    if (!events) throw notFound("Lead not found");
    res.json(events);
  });

  api.post("/leads/:id/notes", "admin", async (req, res) => {
    const id = idParam(req, "id", "Lead not found");
    const { content } = parseBody(leadNoteSchema, req);
    const timeline = await leadTimeline(ctx.db, id);
    if (!timeline) throw notFound("Lead not found");
    res.status(201).json(await addLeadNote(ctx.db, id, content, req.user, ctx.clock.now()));
  });

  api.patch("/leads/:id/spam", "admin", async (req, res) => {
    const id = idParam(req, "id", "Lead not found");
    const { isSpam } = parseBody(leadSpamSchema, req);
    const now = ctx.clock.now();
    if (!(await setLeadSpam(ctx.db, id, isSpam, now))) throw notFound("Lead not found");
    await audit(ctx.db, req, { action: "lead.spam", targetType: "lead", targetId: id, details: { isSpam } }, now);
    res.json({ id, isSpam });
  });

  api.delete("/leads/:id", "admin", async (req, res) => {
    const id = idParam(req, "id", "Lead not found");
    const now = ctx.clock.now();
    if (!(await deleteLead(ctx.db, id))) throw notFound("Lead not found");
    await audit(ctx.db, req, { action: "lead.delete", targetType: "lead", targetId: id }, now);
    res.status(204).end();
  });
}
