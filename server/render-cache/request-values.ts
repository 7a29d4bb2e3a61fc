/**
 * The strings of the page load context that differ on every request: the CSP nonce and the
 * public forms' signed token (server/forms/form-token.ts). A cached page is rendered once with a unique
 * placeholder in place of each, and every response gets its own values substituted into the
 * stored bytes, HTML and `.data` alike, wherever they appear.
 *
 * A value is written verbatim into HTML attributes, inline scripts and JSON, so it must be made
 * of characters none of those escape (base64 / base64url, dots); anything else is rendered fresh.
 */
import type { Request, Response } from "express";
import { randomBytes } from "node:crypto";
import type { AppContext } from "../context";
import { issueFormToken } from "../forms/form-token";

export const requestValueReaders = {
  nonce: (_ctx: AppContext, _req: Request, res: Response) => res.locals.nonce as string,
  formToken: (ctx: AppContext) => issueFormToken(ctx.config.sessionSecret, ctx.clock.now()),
} satisfies Record<string, (ctx: AppContext, req: Request, res: Response) => string>;

export type RequestValueName = keyof typeof requestValueReaders;
export type RequestValues = Record<RequestValueName, string>;

const SAFE_VALUE = /^[A-Za-z0-9+/=_.-]*$/;

export function readRequestValues(ctx: AppContext, req: Request, res: Response): RequestValues {
  const values = {} as RequestValues;
  for (const name of Object.keys(requestValueReaders) as RequestValueName[]) values[name] = requestValueReaders[name](ctx, req, res);
  return values;
}

/** True when every value can be substituted into cached bytes as it is. */
export function substitutable(values: RequestValues): boolean {
  return Object.values(values).every((v) => SAFE_VALUE.test(v));
}

/**
 * One placeholder per value for this process: letters and digits only, so no escaping (HTML,
 * JSON, turbo-stream) changes it, and random, so no content contains it by chance.
 */
export function makePlaceholders(): RequestValues {
  const salt = randomBytes(9).toString("hex");
  const placeholders = {} as RequestValues;
  for (const name of Object.keys(requestValueReaders) as RequestValueName[]) placeholders[name] = `rcv${salt}${name}x`;
  return placeholders;
}
