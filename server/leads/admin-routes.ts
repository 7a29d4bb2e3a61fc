/** Lead administration: list, status change, CSV export. Admin only. */
import { leadStatusSchema } from "~/shared/schemas/admin-leads";
import type { AppContext } from "../context";
import { toCsv, sendCsv, type CsvColumn } from "../export/csv";
import type { ApiRouter } from "../http/api-router";
import { notFound } from "../http/errors";
import { idParam, parseBody } from "../http/validate";
import { getLead, listLeads, updateLeadStatus, type AdminLead } from "./queries";
import { audit } from "../office/audit";

const leadCsvColumns: CsvColumn<AdminLead>[] = [
  { header: "Created", value: (l) => l.createdAt },
  { header: "First Name", value: (l) => l.firstName },
  { header: "Last Name", value: (l) => l.lastName },
  { header: "Email", value: (l) => l.email },
  { header: "Phone", value: (l) => l.phone },
  { header: "Service", value: (l) => l.serviceType },
  { header: "Message", value: (l) => l.message },
  { header: "Location", value: (l) => l.location },
  { header: "Status", value: (l) => l.status },
  { header: "Source", value: (l) => l.source },
  { header: "Page", value: (l) => l.pagePath },
  { header: "Converted to Contact", value: (l) => (l.contactId ? "yes" : "no") },
];

export function registerLeadAdminRoutes(api: ApiRouter, ctx: AppContext): void {
  api.get("/leads/export.csv", "admin", async (req, res) => {
    const rows = await listLeads(ctx.db);
    await audit(ctx.db, req, { action: "leads.export", targetType: "lead", details: { rows: rows.length } }, ctx.clock.now());
    sendCsv(res, "leads", toCsv(rows, leadCsvColumns), ctx.clock.now());
  });

  /** `?spam=true` lists the leads the spam checks held back instead of the real ones. */
  api.get("/leads", "admin", async (req, res) => {
    res.json(await listLeads(ctx.db, { spam: req.query.spam === "true" }));
  });

  api.patch("/leads/:id/status", "admin", async (req, res) => {
    const id = idParam(req, "id", "Lead not found");
    const { status } = parseBody(leadStatusSchema, req);
    const before = await getLead(ctx.db, id);
    const lead = await updateLeadStatus(ctx.db, id, status, ctx.clock.now());
    if (!lead) throw notFound("Lead not found");
    if (before && before.status !== status) {
      await audit(ctx.db, req, { action: "lead.status", targetType: "lead", targetId: id, details: { from: before.status, to: status } }, ctx.clock.now());
    }
    res.json(lead);
  });
}
