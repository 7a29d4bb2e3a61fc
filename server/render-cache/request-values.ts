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
import type { Response } from "express";
import type { AppContext } from "../context";
import { issueFormToken } from "../forms/form-token";
import { newNonce } from "../http/nonce";
import type { SecurityHeaders } from "../http/security-headers";

export interface RequestValues {
  nonce: string;
  formToken: string;
}

/**
 * Only a page rendered for this response draws a nonce, and puts it in the response's policy:
 * every other response (the API, files, a cached page) runs no inline script of ours and keeps
 * the policy without one that the request baseline set.
 */
export function freshRequestValues(ctx: AppContext, res: Response, securityHeaders: SecurityHeaders): RequestValues {
  const nonce = newNonce();
  securityHeaders.withNonce(res, nonce);
  return { nonce, formToken: issueFormToken(ctx.config.sessionSecret, ctx.clock.now()) };
}

export function sharedRenderValues(ctx: AppContext): RequestValues {
  return { nonce: "", formToken: issueFormToken(ctx.config.sessionSecret, ctx.clock.now()) };
}
