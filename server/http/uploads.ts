/**
 * The API's only non-JSON writes: uploads, sent as multipart forms by the back office. Every
 * other POST, PUT or PATCH with a body must be JSON (server/app.ts, server/auth/session.ts).
 */
import type { Request } from "express";

/** Paths under /api: the media library's images, the brand's logo and the CSV file of a contact import. */
const uploadPaths = ["/media", "/admin/brand/logo", "/crm/imports", "/crm/imports/preview"];
/** A technician's photo of a visit (/my/visits/<uuid>/photos). */
const visitPhotoPath = /^\/my\/visits\/[0-9a-f-]{36}\/photos$/i;

export const isMultipartUpload = (req: Request) =>
  req.method === "POST" && (uploadPaths.includes(req.path) || visitPhotoPath.test(req.path)) && Boolean(req.is("multipart/form-data"));
