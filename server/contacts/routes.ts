/** The contacts API: contacts (converted or entered by hand), their timeline, communications. Admin only. */
import { eq } from "drizzle-orm";
import { z } from "zod";
import { convertLeadSchema } from "@common/schemas/admin-leads";
import {
  communicationSchema,
  communicationUpdateSchema,
  contactCreateSchema,
  contactUpdateSchema,
  sendEmailSchema,
} from "@common/schemas/crm";
import { dateToDay as day } from "@common/schemas/customer-services";
import type { AppContext } from "../context";
import { communications } from "../db/schema";
import { sendCsv, toCsv, type CsvColumn } from "../export/csv";
import type { ApiRouter } from "../http/api-router";
import { pagesChanged } from "../render-cache/invalidate";
import { badRequest, notFound } from "../http/errors";
import { idParam, isUuid, parseBody, parseQuery } from "../http/validate";
import { createContact, editContact } from "./contacts";
import { convertLeadToContact } from "./convert";
import { contactTimeline } from "./timeline";
import {
  crmStats,
  deleteContact,
  getContact,
  listCommunications,
  listContacts,
  listEmailTemplates,
  listFollowUps,
  listServicesForExport,
  toCommunicationJson,
  toContactJson,
  type ContactJson,
  type ServiceExportRow,
} from "./queries";
import { sendContactEmail } from "./send-email";
import { audit } from "../office/audit";

const contactCsvColumns: CsvColumn<ContactJson>[] = [
  { header: "Created", value: (c) => c.createdAt },
  { header: "First Name", value: (c) => c.firstName },
  { header: "Last Name", value: (c) => c.lastName },
  { header: "Email", value: (c) => c.email },
  { header: "Phone", value: (c) => c.phone },
  { header: "Address", value: (c) => c.address },
  { header: "City", value: (c) => c.city },
  { header: "State", value: (c) => c.state },
  { header: "ZIP", value: (c) => c.zipCode },
  { header: "Customer Type", value: (c) => c.customerType },
  { header: "Status", value: (c) => c.status },
  { header: "Source", value: (c) => c.leadSource },
  { header: "Notes", value: (c) => c.notes },
  { header: "Tags", value: (c) => c.tags },
];

/** One row per job: the service history (completed) and the jobs booked or in progress. */
const serviceCsvColumns: CsvColumn<ServiceExportRow>[] = [
  { header: "First Name", value: (r) => r.firstName },
  { header: "Last Name", value: (r) => r.lastName },
  { header: "Email", value: (r) => r.email },
  { header: "Phone", value: (r) => r.phone },
  { header: "Address", value: (r) => r.address },
  { header: "City", value: (r) => r.city },
  { header: "Service", value: (r) => r.job.serviceType },
  { header: "Category", value: (r) => r.job.serviceCategory },
  { header: "Title", value: (r) => r.job.title },
  { header: "Description", value: (r) => r.job.description },
  { header: "Status", value: (r) => r.job.status },
  { header: "Scheduled", value: (r) => day(r.job.scheduledDate) },
  { header: "Completed", value: (r) => day(r.job.completedDate) },
  { header: "Equipment", value: (r) => r.job.equipmentInstalled },
  { header: "Model", value: (r) => r.job.equipmentModel },
  { header: "Serial", value: (r) => r.job.equipmentSerial },
  { header: "Warranty Start", value: (r) => day(r.job.warrantyStart) },
  { header: "Warranty End", value: (r) => day(r.job.warrantyEnd) },
  { header: "Maintenance", value: (r) => r.job.maintenanceSchedule },
  { header: "Next Maintenance", value: (r) => day(r.job.nextMaintenanceDate) },
  { header: "Cost", value: (r) => r.job.cost },
  { header: "Labor Hours", value: (r) => r.job.laborHours },
  { header: "Internal Notes", value: (r) => r.job.internalNotes },
  { header: "Created", value: (r) => r.job.createdAt },
];

const searchQuery = z.object({ search: z.string().max(200, "Search is too long").optional() });
/** `?contactId=` narrows a list to one contact; absent or empty means every contact. */
const contactFilterQuery = z.object({
  contactId: z
    .string({ error: "contactId must be a contact id" })
    .trim()
    .refine((v) => v === "" || isUuid(v), "contactId must be a contact id")
    .transform((v) => (v === "" ? undefined : v.toLowerCase()))
    .optional(),
});

export function registerCrmRoutes(api: ApiRouter, ctx: AppContext): void {
  api.get("/crm/stats", { access: "admin", scope: "contacts:read", summary: "Counts of contacts by status and type" }, async (_req, res) => {
    res.json(await crmStats(ctx.db, ctx.clock.now()));
  });

  api.get("/crm/contacts/export.csv", { access: "admin", scope: "contacts:read", summary: "Every contact as a CSV file" }, async (req, res) => {
    const rows = await listContacts(ctx.db);
    await audit(ctx.db, req, { action: "contacts.export", targetType: "contact", details: { rows: rows.length } }, ctx.clock.now());
    sendCsv(res, "contacts", toCsv(rows, contactCsvColumns), ctx.clock.now());
  });

  api.get("/crm/services/export.csv", { access: "admin", scope: "contacts:read", summary: "Every job (service history) as a CSV file" }, async (req, res) => {
    const rows = await listServicesForExport(ctx.db);
    await audit(ctx.db, req, { action: "services.export", targetType: "customer_service", details: { rows: rows.length } }, ctx.clock.now());
    sendCsv(res, "service-history", toCsv(rows, serviceCsvColumns), ctx.clock.now());
  });

  api.get("/crm/contacts", { access: "admin", scope: "contacts:read", summary: "Contacts, optionally searched", query: searchQuery }, async (req, res) => {
    const { search } = parseQuery(searchQuery, req);
    res.json(await listContacts(ctx.db, search));
  });

  api.get("/crm/contacts/:id", { access: "admin", scope: "contacts:read", summary: "One contact" }, async (req, res) => {
    const contact = await getContact(ctx.db, idParam(req, "id", "Contact not found"));
    if (!contact) throw notFound("Contact not found");
    res.json(toContactJson(contact));
  });

  /** A contact entered by hand (a phone call, a walk-in), not converted from a lead. */
  api.post("/crm/contacts", { access: "admin", scope: "contacts:write", summary: "Add a contact", body: contactCreateSchema }, async (req, res) => {
    const input = parseBody(contactCreateSchema, req);
    res.status(201).json(await createContact(ctx.db, req, input, ctx.clock.now()));
    ctx.wake.webhooks();
  });

  /** Everything that happened with the contact, newest first. */
  api.get("/crm/contacts/:id/timeline", { access: "admin", scope: "contacts:read", summary: "A contact's timeline" }, async (req, res) => {
    const events = await contactTimeline(ctx.db, idParam(req, "id", "Contact not found"));
    if (!events) throw notFound("Contact not found");
    res.json(events);
  });

  api.post("/crm/contacts/convert-lead/:leadId", { access: "admin", scope: "contacts:write", summary: "Make a contact of a lead", body: convertLeadSchema }, async (req, res) => {
    const leadId = idParam(req, "leadId", "Lead not found");
    // The body is optional: an empty request copies everything from the lead.
    req.body ??= {};
    const input = parseBody(convertLeadSchema, req);
    const contact = await convertLeadToContact(ctx.db, leadId, input, req.user?.id ?? null, ctx.clock.now());
    await audit(ctx.db, req, { action: "contact.convert", targetType: "contact", targetId: contact.id, details: { leadId } }, ctx.clock.now());
    ctx.wake.webhooks();
    res.status(201).json(contact);
  });

  api.patch("/crm/contacts/:id", { access: "admin", scope: "contacts:write", summary: "Change a contact", body: contactUpdateSchema }, async (req, res) => {
    const id = idParam(req, "id", "Contact not found");
    const changes = parseBody(contactUpdateSchema, req);
    const contact = await editContact(ctx.db, req, id, changes, ctx.clock.now());
    if (!contact) throw notFound("Contact not found");
    // The gallery shows a consenting customer's town (and name, if they agreed).
    pagesChanged(ctx.db, "gallery");
    res.json(contact);
  });

  api.delete("/crm/contacts/:id", { access: "admin", scope: "contacts:write", summary: "Delete a contact" }, async (req, res) => {
    const id = idParam(req, "id", "Contact not found");
    if (!(await deleteContact(ctx.db, id))) throw notFound("Contact not found");
    await audit(ctx.db, req, { action: "contact.delete", targetType: "contact", targetId: id }, ctx.clock.now());
    // Their jobs went with them, and with the jobs any photos the gallery showed.
    pagesChanged(ctx.db, "gallery");
    res.status(204).end();
  });

  api.get("/crm/communications", { access: "admin", scope: "contacts:read", summary: "Calls, e-mails and notes with contacts", query: contactFilterQuery }, async (req, res) => {
    const { contactId } = parseQuery(contactFilterQuery, req);
    // A well-formed id of no contact has no communications: an empty list, not a 404.
    res.json(await listCommunications(ctx.db, contactId));
  });

  api.post("/crm/communications", { access: "admin", scope: "contacts:write", summary: "Record a call, e-mail or note", body: communicationSchema }, async (req, res) => {
    const input = parseBody(communicationSchema, req);
    const contact = await getContact(ctx.db, input.contactId);
    if (!contact) throw notFound("Contact not found");
    const now = ctx.clock.now();
    const [row] = await ctx.db
      .insert(communications)
      .values({
        contactId: contact.id,
        leadId: contact.leadId,
        type: input.type,
        direction: input.direction,
        subject: input.subject || null,
        content: input.content,
        completedAt: now,
        userId: req.user?.id ?? null,
        followUpRequired: input.followUpRequired,
        followUpDate: input.followUpRequired && input.followUpDate ? new Date(input.followUpDate) : null,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    res.status(201).json(toCommunicationJson(row!));
  });

  /** Marks a follow-up done (followUpRequired false) or reopens it. */
  api.patch("/crm/communications/:id", { access: "admin", scope: "contacts:write", summary: "Set or clear a follow-up", body: communicationUpdateSchema }, async (req, res) => {
    const id = idParam(req, "id", "Communication not found");
    const { followUpRequired } = parseBody(communicationUpdateSchema, req);
    const [existing] = await ctx.db.select().from(communications).where(eq(communications.id, id));
    if (!existing) throw notFound("Communication not found");
    if (followUpRequired && !existing.followUpDate) {
      throw badRequest("A follow-up needs a date", { followUpRequired: "A follow-up needs a date" });
    }
    const [row] = await ctx.db
      .update(communications)
      .set({ followUpRequired, updatedAt: ctx.clock.now() })
      .where(eq(communications.id, id))
      .returning();
    res.json(toCommunicationJson(row!));
  });

  /** `?contactId=` narrows the list to one contact (the details panel). */
  api.get("/crm/follow-ups", { access: "admin", scope: "contacts:read", summary: "Follow-ups due", query: contactFilterQuery }, async (req, res) => {
    const { contactId } = parseQuery(contactFilterQuery, req);
    res.json(await listFollowUps(ctx.db, ctx.clock.now(), contactId));
  });

  api.get("/crm/email-templates", "admin", async (_req, res) => {
    res.json(await listEmailTemplates(ctx.db));
  });

  api.post("/crm/send-email", "admin", async (req, res) => {
    const input = parseBody(sendEmailSchema, req);
    const communication = await sendContactEmail(ctx.db, input, req.user?.id ?? null, ctx.clock.now());
    ctx.wake.mail();
    res.status(201).json({ message: "Email queued", communication });
  });
}
