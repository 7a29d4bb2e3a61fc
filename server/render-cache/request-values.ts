/**
 * The strings of the page load context that belong to one render: the CSP nonce and the
 * public forms' signed token (server/forms/form-token.ts).
 *
 * A fresh render (a signed-in visitor, an action, a page never cached) gets this response's
 * nonce and a token of its own. A render kept in the render cache is the same bytes for every
 * visitor, so their compressed copies are made once: it carries no nonce (the response's policy
 * names its inline scripts by hash, inline-scripts.ts) and one token signed when it was
 * rendered, shared by the visitors of that copy as a CDN's copy shares it.
 */
import type { Request, Response } from "express";
import type { AppContext } from "../context";
import { issueFormToken } from "../forms/form-token";

export interface RequestValues {
  nonce: string;
  formToken: string;
}

export function freshRequestValues(ctx: AppContext, _req: Request, res: Response): RequestValues {
  return { nonce: res.locals.nonce as string, formToken: issueFormToken(ctx.config.sessionSecret, ctx.clock.now()) };
}

export function sharedRenderValues(ctx: AppContext): RequestValues {
  return { nonce: "", formToken: issueFormToken(ctx.config.sessionSecret, ctx.clock.now()) };
}
