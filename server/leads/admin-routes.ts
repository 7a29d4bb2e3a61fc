/**
 * Lead administration (admin only): the lists, status change, CSV export and the workflow
 * (assignment, notes, timeline, spam review, deletion). Every change is audited.
 */
import { eq } from "drizzle-orm";
import { isLeadField, leadViews, staffLabel } from "@common/lead-fields";
import { leadStatusSchema } from "@common/schemas/admin-leads";
import * as staffMessages from "@common/staff-messages";
import { canOpenLeads } from "@common/roles";
import { leadAssignSchema, leadFilterSchema, leadNoteSchema, leadSpamSchema } from "@common/schemas/settings";
import type { AppContext } from "../context";
import { leads, users } from "../db/schema";
import { toCsv, sendCsv, type CsvColumn } from "../export/csv";
import type { ApiRouter } from "../http/api-router";
import { badRequest, notFound } from "../http/errors";
import { idParam, parseBody, parseQuery } from "../http/validate";
import { queueMail } from "../mail/outbox";
import { leadAssigned, templatedMail, type LeadAssignedProps } from "../mail/templates";
import { leadPageUrl } from "./alerts";
import { audit } from "../office/audit";
import { getBusinessSettings } from "../office/settings";
import { listLeads, updateLeadStatus, type AdminLead } from "./queries";
import { queueWebhookEvent } from "../webhooks/events";
import { addLeadNote, assignLead, deleteLead, getStaffLead, leadTimeline, listStaffLeads, setLeadSpam } from "./workflow";
import { addToDay, utcDayStart } from "../days";

/** The export's columns: the field list's (common/lead-fields.ts), and the lead's own facts. */
const ownColumns: Record<"created" | "status" | "source" | "converted", CsvColumn<AdminLead>> = {
  created: { header: "Created", value: (l) => l.createdAt },
  status: { header: "Status", value: (l) => l.status },
  source: { header: "Source", value: (l) => l.source },
  converted: { header: "Converted to Contact", value: (l) => (l.contactId ? "yes" : "no") },
};
const leadCsvColumns = leadViews.export.map((key): CsvColumn<AdminLead> =>
  isLeadField(key) ? { header: staffLabel(key, "export"), value: (l) => l[key] } : ownColumns[key],
);

export function registerLeadAdminRoutes(api: ApiRouter, ctx: AppContext): void {
  api.get("/leads/export.csv", { access: "admin", scope: "leads:read", summary: "Every lead as a CSV file" }, async (req, res) => {
    const rows = await listLeads(ctx.db);
    await audit(ctx.db, req, { action: "leads.export", targetType: "lead", details: { rows: rows.length } }, ctx.clock.now());
    sendCsv(res, "leads", toCsv(rows, leadCsvColumns), ctx.clock.now());
  });

  /** `?spam=true` lists the leads the spam checks held back instead of the real ones. */
  api.get("/leads", { access: "admin", scope: "leads:read", summary: "All leads (`?spam=true`: those held back as spam)" }, async (req, res) => {
    res.json(await listLeads(ctx.db, { spam: req.query.spam === "true" }));
  });

  api.patch("/leads/:id/status", { access: "admin", scope: "leads:write", summary: "Change a lead's status", body: leadStatusSchema }, async (req, res) => {
    const id = idParam(req, "id", "Lead not found");
    const { status } = parseBody(leadStatusSchema, req);
    const now = ctx.clock.now();
    const { lead, changed } = await ctx.db.transaction(async (tx) => {
      const [before] = await tx.select({ status: leads.status }).from(leads).where(eq(leads.id, id)).for("update");
      const updated = await updateLeadStatus(tx, id, status, now);
      if (!before || !updated || before.status === status) return { lead: updated, changed: false };
      await audit(tx, req, { action: "lead.status", targetType: "lead", targetId: id, details: { from: before.status, to: status } }, now);
      await queueWebhookEvent(tx, "lead.status_changed", { ...updated, previousStatus: before.status }, now);
      return { lead: updated, changed: true };
    });
    if (!lead) throw notFound("Lead not found");
    if (changed) ctx.wake.webhooks();
    res.json(lead);
  });

  /** The dashboard's list with the workflow's filters (GET /api/leads keeps the plain list). */
  api.get("/admin/leads", { access: "admin", scope: "leads:read", summary: "Leads with filters", query: leadFilterSchema }, async (req, res) => {
    const f = parseQuery(leadFilterSchema, req);
    if (f.from && f.to && f.from > f.to) throw badRequest("The start date must be before the end date", { from: "The start date must be before the end date" });
    res.json(
      await listStaffLeads(ctx.db, {
        spam: f.spam === "true",
        status: f.status || undefined,
        service: f.service || undefined,
        assignee: f.assignee === "me" ? req.user!.id : f.assignee,
        from: f.from ? utcDayStart(f.from) : undefined,
        // The end date is included: up to the start of the next day.
        to: f.to ? utcDayStart(addToDay(f.to, { days: 1 })) : undefined,
        search: f.q?.trim() || undefined,
      }),
    );
  });

  /** One lead with its contact and assignee (its page in the back office). */
  api.get("/admin/leads/:id", { access: "admin", scope: "leads:read", summary: "One lead with its contact and assignee" }, async (req, res) => {
    const lead = await getStaffLead(ctx.db, idParam(req, "id", "Lead not found"));
    if (!lead) throw notFound("Lead not found");
    res.json(lead);
  });

  api.patch("/leads/:id/assignee", { access: "admin", scope: "leads:write", summary: "Assign a lead (null: nobody)", body: leadAssignSchema }, async (req, res) => {
    const id = idParam(req, "id", "Lead not found");
    const { userId } = parseBody(leadAssignSchema, req);
    const now = ctx.clock.now();
    let assignee: { id: string; email: string; name: string; role: string; isActive: boolean } | undefined;
    if (userId) {
      [assignee] = await ctx.db
        .select({ id: users.id, email: users.email, name: users.name, role: users.role, isActive: users.isActive })
        .from(users)
        .where(eq(users.id, userId));
      if (!assignee || !assignee.isActive) throw badRequest("Choose an active staff member", { userId: "Choose an active staff member" });
      // An editor would be sent a lead they cannot open.
      if (!canOpenLeads(assignee.role)) throw badRequest(staffMessages.auth.assigneeCannotOpenLeads, { userId: staffMessages.auth.assigneeCannotOpenLeads });
    }
    const found = await ctx.db.transaction(async (tx) => {
      if (!(await assignLead(tx as never, id, userId, req.user?.id ?? null, now))) return false;
      await audit(tx, req, { action: "lead.assign", targetType: "lead", targetId: id, details: { to: assignee?.email ?? null, toName: assignee?.name ?? null } }, now);
      if (assignee && assignee.id !== req.user?.id) {
        const [lead] = await tx.select().from(leads).where(eq(leads.id, id));
        const props: LeadAssignedProps = {
          assignedBy: req.user?.name ?? "An admin",
          leadName: lead ? `${lead.firstName} ${lead.lastName}` : "a visitor",
          service: lead?.serviceType || null,
          phone: lead?.phone,
          email: lead?.email,
          town: lead?.location ?? null,
          form: lead?.form ?? null,
          received: lead?.createdAt.toISOString(),
          leadUrl: leadPageUrl(ctx.config.publicUrl, id),
        };
        await queueMail(tx as never, { ...templatedMail(leadAssigned, props, await getBusinessSettings(tx)), to: assignee.email });
      }
      return true;
    });
    if (!found) throw notFound("Lead not found");
    if (assignee) ctx.wake.mail();
    if (assignee && assignee.id !== req.user?.id) ctx.push.leadAssigned(id, assignee.id, req.user?.name ?? null);
    res.json({ leadId: id, assignee: assignee ? { id: assignee.id, name: assignee.name, email: assignee.email } : null });
  });

  api.get("/leads/:id/timeline", { access: "admin", scope: "leads:read", summary: "A lead's timeline" }, async (req, res) => {
    const id = idParam(req, "id", "Lead not found");
    const events = await leadTimeline(ctx.db, id);
    if (!events) throw notFound("Lead not found");
    res.json(events);
  });

  api.post("/leads/:id/notes", { access: "admin", scope: "leads:write", summary: "Add a note to a lead", body: leadNoteSchema }, async (req, res) => {
    const id = idParam(req, "id", "Lead not found");
    const { content } = parseBody(leadNoteSchema, req);
    const timeline = await leadTimeline(ctx.db, id);
    if (!timeline) throw notFound("Lead not found");
    res.status(201).json(await addLeadNote(ctx.db, id, content, req.user, ctx.clock.now()));
  });

  api.patch("/leads/:id/spam", { access: "admin", scope: "leads:write", summary: "Mark a lead as spam or not", body: leadSpamSchema }, async (req, res) => {
    const id = idParam(req, "id", "Lead not found");
    const { isSpam } = parseBody(leadSpamSchema, req);
    const now = ctx.clock.now();
    if (!(await setLeadSpam(ctx.db, id, isSpam, now))) throw notFound("Lead not found");
    await audit(ctx.db, req, { action: "lead.spam", targetType: "lead", targetId: id, details: { isSpam } }, now);
    res.json({ id, isSpam });
  });

  api.delete("/leads/:id", { access: "admin", scope: "leads:write", summary: "Delete a lead" }, async (req, res) => {
    const id = idParam(req, "id", "Lead not found");
    const now = ctx.clock.now();
    if (!(await deleteLead(ctx.db, id))) throw notFound("Lead not found");
    await audit(ctx.db, req, { action: "lead.delete", targetType: "lead", targetId: id }, now);
    res.status(204).end();
  });
}
