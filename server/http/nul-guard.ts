/**
 * Text no field may hold: NUL characters (PostgreSQL cannot store them in text) and unpaired
 * UTF-16 surrogates (JSON can carry "\ud800", but it is no character: PostgreSQL refuses it and
 * PGlite would store a replacement mark). No form or API client has a reason to send either, so a
 * body, query or upload field holding one is refused with a 400 naming the field before any
 * handler sees it, and hostile input never reaches the database as a 500.
 */
import type { RequestHandler } from "express";
import * as messages from "@common/messages";
import { badRequest, type HttpError } from "./errors";

const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** Why this text cannot be stored, or undefined when it can. */
export function unstorableText(text: string): string | undefined {
  if (text.includes("\u0000")) return messages.api.nulCharacter;
  if (LONE_SURROGATE.test(text)) return messages.api.loneSurrogate;
  return undefined;
}

/** The first field (dotted path, as field errors name them) holding unstorable text, keys included. */
export function findUnstorableText(value: unknown, path: string[] = [], depth = 0): { field: string; message: string } | undefined {
  const field = () => (path.length ? path.join(".") : "_");
  if (typeof value === "string") {
    const message = unstorableText(value);
    return message ? { field: field(), message } : undefined;
  }
  if (depth > 64 || value === null || typeof value !== "object") return undefined;
  for (const [key, item] of Object.entries(value)) {
    const keyMessage = unstorableText(key);
    if (keyMessage) return { field: [...path, key].join("."), message: keyMessage };
    const found = findUnstorableText(item, [...path, key], depth + 1);
    if (found) return found;
  }
  return undefined;
}

/** The 400 for a field holding unstorable text, or undefined when there is none. */
export function unstorableTextError(value: unknown, path: string[] = []): HttpError | undefined {
  const found = findUnstorableText(value, path);
  return found && badRequest(found.message, { [found.field]: found.message });
}

/** After the JSON parser: a body or query holding a NUL or a lone surrogate is a 400. */
export const refuseNulCharacters: RequestHandler = (req, _res, next) => {
  next(unstorableTextError(req.body) ?? unstorableTextError(req.query));
};
