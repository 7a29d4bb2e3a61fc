import type { Request } from "express";
import type { z } from "zod";
import { fieldErrors } from "@common/field-errors";
import { badRequest, notFound } from "./errors";

/** Validates a request body; a failure is a 400 with field errors. */
export function parseBody<S extends z.ZodType>(schema: S, req: Request): z.infer<S> {
  const body: unknown = req.body;
  if (body === undefined || body === null || typeof body !== "object" || Array.isArray(body)) {
    throw badRequest("Request body must be a JSON object");
  }
  const result = schema.safeParse(body);
  if (!result.success) {
    const errors = fieldErrors(result.error);
    throw badRequest(Object.values(errors)[0] ?? "Invalid request", errors);
  }
  return result.data;
}

export function parseQuery<S extends z.ZodType>(schema: S, req: Request): z.infer<S> {
  const result = schema.safeParse(req.query);
  if (!result.success) {
    const errors = fieldErrors(result.error);
    throw badRequest(Object.values(errors)[0] ?? "Invalid query", errors);
  }
  return result.data;
}

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A route id parameter: anything that is not a uuid cannot exist, so it is a 404. */
export function idParam(req: Request, name = "id", message = "Not found"): string {
  const value = req.params[name];
  if (typeof value !== "string" || !uuidPattern.test(value)) throw notFound(message);
  return value.toLowerCase();
}

export const isUuid = (value: string) => uuidPattern.test(value);
