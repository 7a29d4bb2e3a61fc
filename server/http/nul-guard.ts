/**
 * NUL characters: PostgreSQL cannot store them in text, and no form or API client has a reason
 * to send one. A JSON body holding one anywhere is refused with a 400 before any handler sees it,
 * so hostile input never reaches the database as a 500.
 */
import type { RequestHandler } from "express";
import { messages } from "~/shared/messages";
import { HttpError } from "./errors";

export function containsNul(value: unknown, depth = 0): boolean {
  if (typeof value === "string") return value.includes("\u0000");
  if (depth > 64 || value === null || typeof value !== "object") return false;
  if (Array.isArray(value)) return value.some((item) => containsNul(item, depth + 1));
  return Object.entries(value).some(([key, item]) => key.includes("\u0000") || containsNul(item, depth + 1));
}

/** After the JSON parser: a body or query holding a NUL character is a 400. */
export const refuseNulCharacters: RequestHandler = (req, _res, next) => {
  if (containsNul(req.body) || containsNul(req.query)) return next(new HttpError(400, messages.api.nulCharacter));
  next();
};
