/**
 * Reading a public form the browser sent itself (a page action): the same checks the API makes
 * on a JSON body, for an urlencoded one. Anything wrong — a cross-site post, an oversize or
 * unreadable body, a field the form does not have, a missing, forged or expired token — comes
 * back as a refusal with a clear message (the page is rendered again), never a 500, never a row.
 */
import { data } from "react-router";
import type { NativeFormId, NativeFormResult } from "@common/form-result";
import * as messages from "@common/messages";
import { FORM_STARTED_FIELD, FORM_TOKEN_FIELD, HONEYPOT_FIELD } from "@common/spam";
import type { PageLoadContext } from "../context";
import type { HttpError } from "../http/errors";
import { isSpamSubmission } from "../http/spam";
import { verifyFormToken } from "./form-token";
import { secretsOf } from "../auth/keys";

const n = messages.nativeForms;

/** Largest body read: the longest form (a 2000-character review) percent-encoded stays well under it. */
export const NATIVE_FORM_MAX_BYTES = 64 * 1024;

export interface ActionArgs {
  request: Request;
  context: PageLoadContext;
}

export type ReadForm<F extends string> =
  | { ok: true; values: Record<F, string>; isSpam: boolean; tokenId: string; started: string }
  | { ok: false; status: number; message: string; values: Partial<Record<F, string>> };

/** The action's answer: the page again, with this result as its action data. */
export function answer(result: NativeFormResult, status: number, headers?: HeadersInit) {
  return data({ ...result, status }, { status, headers: { "Cache-Control": "no-store", ...headers } });
}

export function refusal<F extends string>(form: NativeFormId, read: Extract<ReadForm<F>, { ok: false }>) {
  return answer({ form, outcome: "refused", values: read.values as Record<string, string>, errors: {}, message: read.message }, read.status);
}

/** The origins a browser on this site posts from: PUBLIC_URL's and the request's own. */
function fromOwnOrigin(request: Request, publicUrl: string): boolean {
  const fetchSite = request.headers.get("sec-fetch-site");
  if (fetchSite) return fetchSite === "same-origin" || fetchSite === "none";
  const origin = request.headers.get("origin");
  if (origin) return origin !== "null" && [new URL(publicUrl).origin, new URL(request.url).origin].includes(origin);
  // No browser sends a cross-site form post without either header.
  return true;
}

class BodyError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

async function readBody(request: Request): Promise<string> {
  const type = (request.headers.get("content-type") ?? "").toLowerCase();
  const [mime, ...params] = type.split(";").map((p) => p.trim());
  const charset = params.find((p) => p.startsWith("charset="))?.slice(8).replace(/"/g, "");
  if (mime !== "application/x-www-form-urlencoded" || (charset && charset !== "utf-8")) throw new BodyError(415, n.malformed);
  const declared = Number(request.headers.get("content-length") ?? 0);
  if (declared > NATIVE_FORM_MAX_BYTES) throw new BodyError(413, n.tooLarge);
  const chunks: Uint8Array[] = [];
  let size = 0;
  if (request.body) {
    const reader = request.body.getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > NATIVE_FORM_MAX_BYTES) {
        await reader.cancel().catch(() => {});
        throw new BodyError(413, n.tooLarge);
      }
      chunks.push(value);
    }
  }
  try {
    return new TextDecoder("utf-8", { fatal: true }).decode(Buffer.concat(chunks));
  } catch {
    throw new BodyError(400, n.malformed);
  }
}

/** Strict urlencoded parsing: a bad percent-escape, a repeated name or a NUL is malformed. */
function parsePairs(body: string): Map<string, string> {
  const pairs = new Map<string, string>();
  for (const part of body.split("&")) {
    if (!part) continue;
    const eq = part.indexOf("=");
    const [rawName, rawValue] = eq < 0 ? [part, ""] : [part.slice(0, eq), part.slice(eq + 1)];
    let name: string;
    let value: string;
    try {
      name = decodeURIComponent(rawName.replace(/\+/g, " "));
      value = decodeURIComponent(rawValue.replace(/\+/g, " "));
    } catch {
      throw new BodyError(400, n.malformed);
    }
    if (pairs.has(name) || name.includes("\0") || value.includes("\0")) throw new BodyError(400, n.malformed);
    pairs.set(name, value);
  }
  return pairs;
}

/**
 * Reads and checks a native post of a form with these fields (plus the honeypot and the token).
 * A field the browser did not send (an unchecked radio) reads as "". The fill time is measured
 * from the token's signed issue time, so the browser's clock and a forged start count for nothing.
 * The staff forms (sign-in, passwords) pass `token: false`: they carry no spam token, because the
 * sign-in service's own limits guard them and a sign-in page left open must not expire.
 */
export async function readNativeForm<F extends string>(
  { request, context }: ActionArgs,
  fields: readonly F[],
  options: { token?: boolean } = {},
): Promise<ReadForm<F>> {
  const { app } = context;
  if (!fromOwnOrigin(request, app.config.publicUrl)) {
    app.logger.warn({ url: new URL(request.url).pathname, origin: request.headers.get("origin") }, "cross-site form post refused");
    return { ok: false, status: 403, message: n.crossSite, values: {} };
  }
  let pairs: Map<string, string>;
  try {
    pairs = parsePairs(await readBody(request));
  } catch (error) {
    if (error instanceof BodyError) return { ok: false, status: error.status, message: error.message, values: {} };
    throw error;
  }
  const values = Object.fromEntries(fields.map((f) => [f, pairs.get(f) ?? ""])) as Record<F, string>;
  const withToken = options.token !== false;
  const known = new Set<string>(withToken ? [...fields, HONEYPOT_FIELD, FORM_TOKEN_FIELD, FORM_STARTED_FIELD] : fields);
  if ([...pairs.keys()].some((name) => !known.has(name))) return { ok: false, status: 400, message: n.unknownField, values };
  if (!withToken) return { ok: true, values, isSpam: false, tokenId: "", started: "" };
  const now = app.clock.now();
  const secret = secretsOf(app.config);
  const raw = pairs.get(FORM_TOKEN_FIELD);
  const token = verifyFormToken(secret, raw, now);
  if (!token.ok) {
    return { ok: false, status: 400, message: token.reason === "expired" ? n.tokenExpired : n.tokenMissing, values };
  }
  // A form sent back to be corrected counts its fill time from its first render (a bad one is ignored).
  const rawStarted = pairs.get(FORM_STARTED_FIELD);
  const started = verifyFormToken(secret, rawStarted, now);
  const firstRender = started.ok && started.issuedAt < token.issuedAt ? { at: started.issuedAt, token: rawStarted! } : { at: token.issuedAt, token: raw! };
  const isSpam = isSpamSubmission({ [HONEYPOT_FIELD]: pairs.get(HONEYPOT_FIELD) ?? "", formStartedAt: firstRender.at }, now.getTime());
  return { ok: true, values, isSpam, tokenId: token.id, started: firstRender.token };
}

/** The rate limit's 429 as a refusal (with Retry-After), or undefined for any other error. */
export function rateLimitRefusal(error: unknown, form: NativeFormId, values: Record<string, string>, message: string, started: string) {
  // By its status, not `instanceof`: the limiter's HttpError may come from the server bundle's
  // own copy of the class (build/server.js), not the page build's.
  const refused = error as Partial<Pick<HttpError, "status" | "headers">> | null;
  if (refused?.status !== 429) return undefined;
  return answer({ form, outcome: "refused", values, errors: {}, message, rateLimited: true, started }, 429, refused.headers as HeadersInit | undefined);
}

/**
 * A form route's `headers` export: the action's own (no-store, Retry-After on a 429) reach the
 * document, which React Router otherwise builds without them.
 */
export function formHeaders(args: { parentHeaders: Headers; loaderHeaders: Headers; actionHeaders: Headers }): Headers {
  const headers = new Headers(args.parentHeaders);
  for (const own of [args.loaderHeaders, args.actionHeaders]) own.forEach((value, key) => headers.set(key, value));
  return headers;
}
