/**
 * Importing contacts from a CSV file (admin only). The file is sent with each step, preview and
 * import alike, as a multipart `file` with the column `mapping` (JSON, one entry per column) and
 * `overwrite`: nothing is kept on the server between the two, so any instance can answer either.
 */
import { importMappingShape, importMessages as m, type ImportMapping } from "@common/schemas/contact-import";
import type { AppContext } from "../context";
import type { ApiRouter } from "../http/api-router";
import { badRequest } from "../http/errors";
import { idParam } from "../http/validate";
import { changesNothing } from "../office/audit";
import { openCsv, receiveCsv, type ReceivedCsv } from "./import-file";
import { applyImport, listImports, previewImport, undoImport } from "./import";
import { pagesChanged } from "../render-cache/invalidate";

function mappingField(upload: ReceivedCsv): ImportMapping | undefined {
  const text = upload.fields.mapping;
  if (!text) return undefined;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw badRequest(m.mappingInvalid, { mapping: m.mappingInvalid });
  }
  const result = importMappingShape.safeParse(value);
  if (!result.success) throw badRequest(m.mappingInvalid, { mapping: m.mappingInvalid });
  return result.data;
}

export function registerContactImportRoutes(api: ApiRouter, ctx: AppContext): void {
  api.get("/crm/imports", "admin", async (_req, res) => {
    res.json(await listImports(ctx.db, ctx.clock.now()));
  });

  /** The file's columns, the mapping (sent, or guessed from the headers) and each row's verdict. */
  api.post("/crm/imports/preview", "admin", async (req, res) => {
    changesNothing(req);
    const upload = await receiveCsv(req);
    try {
      const file = await openCsv(upload.path);
      res.json(await previewImport(ctx.db, file, mappingField(upload), ctx.clock.now()));
    } finally {
      await upload.discard();
    }
  });

  api.post("/crm/imports", "admin", async (req, res) => {
    const upload = await receiveCsv(req);
    try {
      const mapping = mappingField(upload);
      if (!mapping) throw badRequest(m.mappingInvalid, { mapping: m.mappingInvalid });
      const file = await openCsv(upload.path);
      const options = { filename: upload.filename, mapping, overwrite: upload.fields.overwrite === "true" };
      const result = await applyImport(ctx.db, req, file, options, ctx.clock.now());
      ctx.logger.info({ importId: result.id, created: result.created, updated: result.updated }, "contacts imported");
      res.status(201).json(result);
    } finally {
      await upload.discard();
    }
  });

  api.post("/crm/imports/:id/undo", "admin", async (req, res) => {
    const id = idParam(req, "id", m.importNotFound);
    const undone = await undoImport(ctx.db, req, id, ctx.clock.now());
    // Jobs the import added (and their photos, if a customer let the gallery show them) are gone.
    pagesChanged(ctx.db, "gallery");
    res.json(undone);
  });
}
