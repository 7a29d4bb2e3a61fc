/**
 * The visits over HTTP. The office (admins, or a token with the contacts scopes, as jobs are
 * contacts' records) books, moves and cancels visits and lists them by day or week; whoever goes
 * out (technicians, and an admin who goes too) reads and works only their own under /my/visits.
 */
import { and, eq, ne } from "drizzle-orm";
import * as staffMessages from "@common/staff-messages";
import { checklistTickSchema, createVisitSchema, myVisitsQuery, updateVisitSchema, visitDoneSchema, visitListQuery } from "@common/schemas/visits";
import type { AppContext } from "../context";
import { visits } from "../db/schema";
import type { ApiRouter } from "../http/api-router";
import { badRequest, HttpError, notFound, tooManyRequests } from "../http/errors";
import { createLimiter } from "../http/rate-limit";
import { unstorableTextError } from "../http/nul-guard";
import { idParam, parseBody, parseQuery } from "../http/validate";
import { uploadMedia, toMediaJson } from "../media/media";
import { ImageRefused } from "../media/process";
import { imageWorkFor, readUpload, UPLOAD_LIMIT } from "../media/routes";
import { mediaStoreFor } from "../media/store";
import { businessDay } from "../days";
import { cancelVisit, createVisit, getVisit, listTechnicians, listVisits, updateVisit, visitsOnDays } from "./visits";
import { attachPhoto, markDone, myVisit, myVisits, onMyWay, photoAllowed, tickItem } from "./technician";

const m = staffMessages.editor;

export function registerVisitRoutes(api: ApiRouter, ctx: AppContext): void {
  api.get("/visits", { access: "admin", scope: "contacts:read", summary: "Visits of a day, a week (`days=7`) or a job (`jobId`), with technicians and overlaps", query: visitListQuery }, async (req, res) => {
    const q = parseQuery(visitListQuery, req);
    const where = q.jobId ? and(eq(visits.jobId, q.jobId), ne(visits.status, "cancelled")) : visitsOnDays(q.from ?? businessDay(ctx.clock.now()), q.days);
    res.json(await listVisits(ctx.db, where));
  });

  api.get("/visits/technicians", { access: "admin", scope: "contacts:read", summary: "The staff who can be sent on visits" }, async (_req, res) => {
    res.json(await listTechnicians(ctx.db));
  });

  api.get("/visits/:id", { access: "admin", scope: "contacts:read", summary: "One visit" }, async (req, res) => {
    const visit = await getVisit(ctx.db, idParam(req, "id", "Visit not found"));
    if (!visit) throw notFound("Visit not found");
    res.json(visit);
  });

  api.post("/visits", { access: "admin", scope: "contacts:write", summary: "Book a visit (mails the homeowner the arrival window)", body: createVisitSchema }, async (req, res) => {
    res.status(201).json(await createVisit(ctx, req, parseBody(createVisitSchema, req)));
  });

  api.patch("/visits/:id", { access: "admin", scope: "contacts:write", summary: "Move a visit or change its length, technicians or checklist", body: updateVisitSchema }, async (req, res) => {
    const id = idParam(req, "id", "Visit not found");
    res.json(await updateVisit(ctx, req, id, parseBody(updateVisitSchema, req)));
  });

  api.post("/visits/:id/cancel", { access: "admin", scope: "contacts:write", summary: "Cancel a visit" }, async (req, res) => {
    res.json(await cancelVisit(ctx, req, idParam(req, "id", "Visit not found")));
  });

  // ---------------------------------------------------------------- the technician's own day

  api.get("/my/visits", "field", async (req, res) => {
    const q = parseQuery(myVisitsQuery, req);
    res.json(await myVisits(ctx, req.user!.id, q.day ?? businessDay(ctx.clock.now())));
  });

  api.get("/my/visits/:id", "field", async (req, res) => {
    res.json(await myVisit(ctx, idParam(req, "id", "Visit not found"), req.user!.id));
  });

  api.post("/my/visits/:id/on-my-way", "field", async (req, res) => {
    res.json(await onMyWay(ctx, req, idParam(req, "id", "Visit not found")));
  });

  api.post("/my/visits/:id/done", "field", async (req, res) => {
    const id = idParam(req, "id", "Visit not found");
    const { note } = parseBody(visitDoneSchema, req);
    res.json(await markDone(ctx, req, id, note));
  });

  api.post("/my/visits/:id/checklist/:itemId", "field", async (req, res) => {
    const id = idParam(req, "id", "Visit not found");
    const itemId = idParam(req, "itemId", "Checklist item not found");
    const { done } = parseBody(checklistTickSchema, req);
    res.json(await tickItem(ctx, req, id, itemId, done));
  });

  // A photo from the phone's camera: stored through the media library's own upload, as a job
  // photo (admins only in the library), and attached to the visit and its job in that transaction.
  const store = mediaStoreFor(ctx.config);
  const perMinute = createLimiter(ctx, { name: "visit-photo", points: UPLOAD_LIMIT.perMinute, windowSeconds: 60 });
  const inProgress = new Map<string, number>();
  api.post("/my/visits/:id/photos", "field", async (req, res) => {
    const id = idParam(req, "id", "Visit not found");
    const userId = req.user!.id;
    await photoAllowed(ctx.db, id, userId);
    if (!req.is("multipart/form-data")) throw badRequest(m.fileRequired, { file: m.fileRequired });
    const running = inProgress.get(userId) ?? 0;
    if (running >= UPLOAD_LIMIT.concurrent) throw tooManyRequests(staffMessages.api.uploadsBusy, 5);
    await perMinute.consume(userId, staffMessages.api.uploadsRateLimited);
    inProgress.set(userId, running + 1);
    try {
      const upload = await readUpload(req);
      const alt = (upload.alt ?? "").trim().slice(0, 250) || "Photo taken on a visit";
      const unstorable = unstorableTextError({ alt, file: upload.filename });
      if (unstorable) throw unstorable;
      const now = ctx.clock.now();
      const row = await uploadMedia(imageWorkFor(ctx), ctx.db, store, { data: upload.data, originalName: upload.filename, alt, uploadedBy: req.user!.email, collection: "job" }, (tx, media) =>
        attachPhoto(tx, req, id, media.id, now),
      );
      res.status(201).json(toMediaJson(row));
    } catch (error) {
      if (error instanceof ImageRefused) throw new HttpError(error.status, error.message, { file: error.message });
      throw error;
    } finally {
      const left = (inProgress.get(userId) ?? 1) - 1;
      if (left > 0) inProgress.set(userId, left);
      else inProgress.delete(userId);
    }
  });
}
