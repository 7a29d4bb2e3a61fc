/**
 * Service history on a contact (customer_services): staff record a job, list a contact's jobs,
 * edit one and mark it completed. Completing a job works out the next maintenance date from its
 * schedule (unless given) and books the review request that goes out a few days later. Photos
 * are media library images of the "job" collection (admins only), kept by id in `photos`: an
 * image a job shows cannot be deleted from the library (server/media/media.ts). Every write is in the audit log, for the contact's timeline.
 */
import { and, desc, eq, inArray, sql } from "drizzle-orm";
import type { Request } from "express";
import {
  completeCustomerServiceSchema,
  createCustomerServiceSchema,
  dateToDay,
  dayToDate,
  photoMissingMessage,
  scheduleMonths,
  type MaintenanceSchedule,
  updateCustomerServiceSchema,
  type JobPhoto,
  type CustomerService,
  type UpdateCustomerService,
} from "@common/schemas/customer-services";
import type { AppContext } from "../context";
import type { Db } from "../db/client";
import { contacts, customerServices, mediaItems, reviewRequests } from "../db/schema";
import type { ApiRouter } from "../http/api-router";
import { badRequest, notFound } from "../http/errors";
import { responsiveImage } from "../media/media";
import { audit } from "../office/audit";
import { pagesChanged } from "../render-cache/invalidate";
import { queueWebhookEvent } from "../webhooks/events";
import { idParam, parseBody } from "../http/validate";
import { addToDay, businessDay } from "../days";

type Row = typeof customerServices.$inferSelect;
type RequestRow = typeof reviewRequests.$inferSelect;

/** A review request goes out this long after the job is completed. */
export const REVIEW_REQUEST_DELAY_MS = 3 * 24 * 3_600_000;

/** The next maintenance day after `from` for a schedule, or null for none (Aug 31 + 6 months = Feb 28). */
export function nextDayFor(schedule: string | null | undefined, from: string): string | null {
  const months = schedule ? scheduleMonths[schedule as MaintenanceSchedule] : null;
  return months ? addToDay(from, { months }) : null;
}

const dayColumns = ["warrantyStart", "warrantyEnd", "nextMaintenanceDate", "scheduledDate", "completedDate"] as const;

function toApi(row: Row, request: RequestRow | undefined, photos: Map<string, JobPhoto>): CustomerService {
  return {
    id: row.id,
    contactId: row.contactId,
    serviceType: row.serviceType,
    serviceCategory: row.serviceCategory,
    title: row.title,
    description: row.description,
    equipmentInstalled: row.equipmentInstalled,
    equipmentModel: row.equipmentModel,
    equipmentSerial: row.equipmentSerial,
    warrantyStart: dateToDay(row.warrantyStart),
    warrantyEnd: dateToDay(row.warrantyEnd),
    maintenanceSchedule: row.maintenanceSchedule,
    nextMaintenanceDate: dateToDay(row.nextMaintenanceDate),
    cost: row.cost,
    laborHours: row.laborHours,
    status: row.status,
    scheduledDate: dateToDay(row.scheduledDate),
    completedDate: dateToDay(row.completedDate),
    internalNotes: row.internalNotes,
    // An id whose image is gone (deleted before this rule existed) is skipped, not shown broken.
    photos: row.photos.flatMap((id) => photos.get(id) ?? []),
    reviewRequest: request
      ? { id: request.id, sendAfter: request.sendAfter.toISOString(), sentAt: request.sentAt?.toISOString() ?? null, testimonialId: request.testimonialId }
      : null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The validated fields as table values: day strings become dates, undefined stays "unchanged". */
function toValues(input: UpdateCustomerService): Partial<typeof customerServices.$inferInsert> {
  const values: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(input)) {
    if (value === undefined) continue;
    values[key] = (dayColumns as readonly string[]).includes(key) && typeof value === "string" ? dayToDate(value) : value;
  }
  return values as Partial<typeof customerServices.$inferInsert>;
}

async function requestsFor(db: Db, ids: string[]): Promise<Map<string, RequestRow>> {
  if (ids.length === 0) return new Map();
  const rows = await db.select().from(reviewRequests).where(inArray(reviewRequests.customerServiceId, ids));
  return new Map(rows.map((r) => [r.customerServiceId, r]));
}

/** The photos of these jobs, by media id: the smallest fallback file and the srcset for a thumbnail. */
export async function photosFor(db: Pick<Db, "select">, rows: Row[]): Promise<Map<string, JobPhoto>> {
  const ids = [...new Set(rows.flatMap((r) => r.photos))];
  if (ids.length === 0) return new Map();
  const media = await db.select().from(mediaItems).where(inArray(mediaItems.id, ids));
  return new Map(
    media.map((m) => {
      const image = responsiveImage(m);
      const smallest = image.srcset.split(", ")[0]!.split(" ")[0]!;
      return [m.id, { id: m.id, alt: m.alt, src: smallest, srcset: image.srcset, width: image.width, height: image.height, large: image.large.src }];
    }),
  );
}

/**
 * The photos a write sets must be in the library; they are locked to share until the write
 * commits, so a library delete of one of them waits and then sees the job (409).
 */
async function checkPhotos(tx: Db, ids: string[] | undefined): Promise<void> {
  if (!ids?.length) return;
  const found = await tx.select({ id: mediaItems.id }).from(mediaItems).where(inArray(mediaItems.id, ids)).for("share");
  if (found.length !== ids.length) throw badRequest(photoMissingMessage, { photos: photoMissingMessage });
  // A customer's photo is no blog picture: a library image attached to a job moves to the job
  // photos, which editors never see.
  await tx.update(mediaItems).set({ collection: "job" }).where(and(inArray(mediaItems.id, ids), eq(mediaItems.collection, "blog")));
}

async function respond(db: Db, row: Row): Promise<CustomerService> {
  const [requests, photos] = await Promise.all([requestsFor(db, [row.id]), photosFor(db, [row])]);
  return toApi(row, requests.get(row.id), photos);
}

export async function listContactServices(db: Db, contactId: string): Promise<CustomerService[]> {
  const rows = await db
    .select()
    .from(customerServices)
    .where(eq(customerServices.contactId, contactId))
    .orderBy(desc(sql`coalesce(${customerServices.completedDate}, ${customerServices.scheduledDate}, ${customerServices.createdAt})`), desc(customerServices.createdAt));
  const [requests, photos] = await Promise.all([requestsFor(db, rows.map((r) => r.id)), photosFor(db, rows)]);
  return rows.map((r) => toApi(r, requests.get(r.id), photos));
}

/**
 * A job just became completed: fill the completion day and the next maintenance day when they
 * are not given, and book its review request (once per job, whoever completes it first).
 */
export async function whenCompleted(ctx: AppContext, tx: Db, row: Row): Promise<Row> {
  const today = businessDay(ctx.clock.now());
  const completed = dateToDay(row.completedDate) ?? today;
  // The due date this visit served (or none) rolls on by the schedule; a later date staff set stays.
  const stale = !row.nextMaintenanceDate || dateToDay(row.nextMaintenanceDate)! <= completed;
  const next = stale ? nextDayFor(row.maintenanceSchedule, completed) : null;
  let updated = row;
  if (!row.completedDate || next) {
    const [r] = await tx
      .update(customerServices)
      .set({ completedDate: dayToDate(completed), ...(next ? { nextMaintenanceDate: dayToDate(next) } : {}) })
      .where(eq(customerServices.id, row.id))
      .returning();
    updated = r!;
  }
  await tx
    .insert(reviewRequests)
    .values({ customerServiceId: row.id, contactId: row.contactId, sendAfter: new Date(ctx.clock.now().getTime() + REVIEW_REQUEST_DELAY_MS) })
    .onConflictDoNothing();
  const job = { id: updated.id, contactId: updated.contactId, title: updated.title, serviceType: updated.serviceType, serviceCategory: updated.serviceCategory };
  await queueWebhookEvent(tx, "job.completed", { ...job, completedDate: dateToDay(updated.completedDate) }, ctx.clock.now());
  return updated;
}

async function updateService(ctx: AppContext, req: Request, id: string, input: UpdateCustomerService): Promise<CustomerService> {
  const now = ctx.clock.now();
  const row = await ctx.db.transaction(async (tx) => {
    const [before] = await tx.select().from(customerServices).where(eq(customerServices.id, id)).for("update");
    if (!before) throw notFound("Service not found");
    await checkPhotos(tx, input.photos);
    const [after] = await tx
      .update(customerServices)
      .set({ ...toValues(input), updatedAt: now })
      .where(eq(customerServices.id, id))
      .returning();
    const completing = after!.status === "completed" && before.status !== "completed";
    const fields = Object.keys(input).filter((k) => input[k as keyof UpdateCustomerService] !== undefined);
    await audit(tx, req, { action: completing ? "service.complete" : "service.update", targetType: "customer_service", targetId: id, details: { fields } }, now);
    return completing ? whenCompleted(ctx, tx, after!) : after!;
  });
  ctx.wake.webhooks();
  // A job in the gallery shows its title, work and photos: a change to them shows there at once.
  pagesChanged(ctx.db, "gallery");
  return respond(ctx.db, row);
}

export function registerCustomerServiceRoutes(api: ApiRouter, ctx: AppContext): void {
  // Admin, like the rest of the CRM: a job carries the customer's address, equipment and costs.
  api.get("/crm/contacts/:id/services", { access: "admin", scope: "contacts:read", summary: "A contact's jobs (service history)" }, async (req, res) => {
    const contactId = idParam(req, "id", "Contact not found");
    const [contact] = await ctx.db.select({ id: contacts.id }).from(contacts).where(eq(contacts.id, contactId));
    if (!contact) throw notFound("Contact not found");
    res.json(await listContactServices(ctx.db, contactId));
  });

  api.post("/crm/contacts/:id/services", { access: "admin", scope: "contacts:write", summary: "Add a job for a contact", body: createCustomerServiceSchema }, async (req, res) => {
    const contactId = idParam(req, "id", "Contact not found");
    const input = parseBody(createCustomerServiceSchema, req);
    const [contact] = await ctx.db.select({ id: contacts.id }).from(contacts).where(eq(contacts.id, contactId));
    if (!contact) throw notFound("Contact not found");
    const now = ctx.clock.now();
    const row = await ctx.db.transaction(async (tx) => {
      await checkPhotos(tx, input.photos);
      const [created] = await tx
        .insert(customerServices)
        .values({
          ...toValues(input),
          serviceType: input.serviceType,
          serviceCategory: input.serviceCategory,
          title: input.title,
          description: input.description,
          equipmentInstalled: input.equipmentInstalled ?? [],
          status: input.status ?? "scheduled",
          contactId,
          userId: req.user?.id,
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      await audit(tx, req, { action: "service.create", targetType: "customer_service", targetId: created!.id, details: { contactId } }, now);
      if (created!.status !== "completed") return created!;
      await audit(tx, req, { action: "service.complete", targetType: "customer_service", targetId: created!.id }, now);
      return whenCompleted(ctx, tx, created!);
    });
    ctx.wake.webhooks();
    ctx.logger.info({ reqId: req.id, contactId, serviceId: row.id, userId: req.user?.id }, "service recorded");
    res.status(201).json(await respond(ctx.db, row));
  });

  api.patch("/crm/services/:id", { access: "admin", scope: "contacts:write", summary: "Change a job", body: updateCustomerServiceSchema }, async (req, res) => {
    const id = idParam(req, "id", "Service not found");
    const input = parseBody(updateCustomerServiceSchema, req);
    res.json(await updateService(ctx, req, id, input));
  });

  api.post("/crm/services/:id/complete", { access: "admin", scope: "contacts:write", summary: "Mark a job done", body: completeCustomerServiceSchema }, async (req, res) => {
    const id = idParam(req, "id", "Service not found");
    const input = parseBody(completeCustomerServiceSchema, req);
    const today = businessDay(ctx.clock.now());
    const service = await updateService(ctx, req, id, {
      status: "completed",
      completedDate: input.completedDate ?? today,
      ...(input.nextMaintenanceDate !== undefined ? { nextMaintenanceDate: input.nextMaintenanceDate } : {}),
    });
    ctx.logger.info({ reqId: req.id, serviceId: id, userId: req.user?.id }, "service completed");
    res.json(service);
  });
}

