/**
 * Serves the React Router pages. Anonymous GET/HEAD requests for public pages (documents and
 * the `.data` of client navigations) are answered from the render cache; signed-in visitors
 * always get a fresh render marked `private, no-store`; everything else streams as rendered.
 * Every public page document a browser loads is counted as a page view (server/analytics).
 */
import { createReadableStreamFromReadable, writeReadableStreamToWritable } from "@react-router/node";
import type { Request as ExpressRequest, RequestHandler, Response as ExpressResponse } from "express";
import { createRequestHandler, type AppLoadContext, type ServerBuild } from "react-router";
import { pageAuth, type PageAuth } from "../auth/page-auth";
import { backOfficeBanners } from "../setup/routes";
import type { AppContext, PageLoadContext } from "../context";
import { renderCacheRequests } from "../metrics";
import { ROLES_FOR, roleIn } from "@common/roles";
import { withContentPreview } from "../content/read";
import { connectBroadcast, type Broadcast } from "./broadcast";
import { EncodedBody, matchesEtag, pickEncoding, type Encoding } from "../http/encoded";
import { RenderCache, type Rendered } from "./cache";
import { onPagesChanged, PAGE_TOPICS, pagesChanged } from "./invalidate";
import { freshRequestValues, sharedRenderValues, type RequestValues } from "./request-values";
import { inlineScriptHashes } from "./inline-scripts";
import { cacheKey } from "./cache-key";
import { isDataRequest, pageOf } from "../http/data-requests";
import { hasSessionCookie } from "../auth/cookies";
import { clientAddress } from "../http/client-address";
import { createLimiter } from "../http/rate-limit";
import { siteSecurityHeaders } from "../http/site-policy";
import { createPageViewCounter } from "../analytics/page-view-counter";
import { errorCatalog } from "@common/error-catalog";

/** A CDN may keep a page a minute and serve it stale while it asks again; browsers revalidate. */
export const PUBLIC_PAGE_CACHE_CONTROL = "public, max-age=0, s-maxage=60, stale-while-revalidate=300";
export const PRIVATE_PAGE_CACHE_CONTROL = "private, no-store";

/** How long effects of cached pages served in a burst wait to run together. */
const EFFECT_BATCH_MS = 100;

/** Pages that hold nothing worth sharing, or secrets in their query or path (reset and invite tokens, quote and invoice links, the setup token). */
const UNCACHED_PAGES = /^\/(admin|login|register|forgot-password|reset-password|accept-invite|quotes|invoices|setup)(\/|$)/;
const isUncached = (req: ExpressRequest) => UNCACHED_PAGES.test(pageOf(req.path));

/** What an address that caused too many renders is told (the site's wording for a 429). */
export const TOO_MANY_RENDERS = `${errorCatalog["429"].description} ${errorCatalog["429"].action}`;

/** The body of a stored render, as it goes out. */
function writeBody(req: ExpressRequest, res: ExpressResponse, body: Buffer, encoding: Encoding | undefined) {
  if (encoding) res.setHeader("Content-Encoding", encoding);
  res.setHeader("Content-Length", body.length);
  if (req.method === "HEAD") res.end();
  else res.end(body);
}

/** Response headers that belong to one response, never to a stored render. */
const PER_RESPONSE_HEADERS = new Set(["cache-control", "set-cookie", "content-length", "etag", "date", "connection", "vary"]);

export interface PageServing {
  handler: RequestHandler;
  /** Answers anonymous GET/HEAD of stored pages before the rest of the middleware, else next(). */
  fromMemory: RequestHandler;
  cache: RenderCache | undefined;
  close(): Promise<void>;
}

export interface PageServingOptions {
  build: ServerBuild | (() => Promise<ServerBuild>);
  mode: "development" | "production";
  /** Off in development, where the build changes under the server. */
  cache: boolean;
}

export function createPageServing(ctx: AppContext, options: PageServingOptions): PageServing {
  const handle = createRequestHandler(options.build, options.mode);
  const origin = new URL(ctx.config.publicUrl).origin;
  const cache = options.cache ? new RenderCache() : undefined;
  const securityHeaders = siteSecurityHeaders(ctx.config);
  const pageViews = createPageViewCounter(ctx);
  // A URL the cache does not hold costs a whole render: one address may cause only so many.
  const renders = createLimiter(ctx, { name: "page-render", points: ctx.config.pageRendersPerMinute, windowSeconds: 60 });

  let broadcast: Broadcast | undefined;
  let unsubscribe = () => {};
  if (cache) {
    if (ctx.redis) {
      broadcast = connectBroadcast(ctx.redis, ctx.logger, {
        // Heard from another instance: every local listener drops its copy, nothing is re-sent.
        changed: (topic) => pagesChanged(ctx.db, topic, { remote: true }),
        missed: () => {
          cache.clear();
          for (const topic of PAGE_TOPICS) pagesChanged(ctx.db, topic, { remote: true });
        },
      });
    }
    unsubscribe = onPagesChanged(ctx.db, (topic, remote) => {
      cache.invalidate(topic);
      if (!remote) broadcast?.publish(topic);
    });
  }

  /**
   * `clientKey` is empty for a shared render: only actions (never cached) count against it; its
   * `requestId` is that of the request that caused the render, for error reports.
   */
  const loadContext = (
    user: PageLoadContext["user"],
    values: RequestValues,
    cacheRender: boolean,
    effects: Rendered["effects"],
    request: { clientKey: string; requestId: string; auth?: PageAuth; backOfficeBanners?: PageLoadContext["backOfficeBanners"] },
  ) => {
    const { auth, ...rest } = request;
    const context = { app: ctx, user, ...values, ...rest, cacheRender, onServe: (effect: () => Promise<void>) => void effects.push(effect) };
    // Only the staff pages' actions use `auth`, and they are never rendered for the cache.
    Object.defineProperty(context, "auth", {
      enumerable: true,
      get: () => {
        if (!auth) throw new Error("a shared render has no client to sign in");
        return auth;
      },
    });
    return context as PageLoadContext as AppLoadContext;
  };

  /** A check that fails to run (an S3 read, say) costs the page its served banners, not the page. */
  const bannersOrNone = (req: ExpressRequest) =>
    backOfficeBanners(ctx, req).catch((error: unknown) => {
      ctx.logger.warn({ err: error, reqId: req.id }, "back-office banners not read for the page; it fetches them itself");
      return null;
    });

  const runEffects = async (effects: Rendered["effects"]) => {
    await Promise.all(effects.map((effect) => effect().catch((error: unknown) => ctx.logger.error({ err: error }, "page effect failed"))));
  };

  // Effects of pages served from the cache (a post's view count) run after the response. Under
  // load they are gathered for EFFECT_BATCH_MS and run together, so a popular post's views are
  // written as one update per batch instead of back-to-back updates that kept the database busy
  // (a cached post cost ten times a cached page). A lone visit still runs its effects at once.
  let queuedEffects: Rendered["effects"] = [];
  let effectTimer: NodeJS.Timeout | undefined;
  let lastEffectRun = 0;
  const flushQueuedEffects = () => {
    clearTimeout(effectTimer);
    effectTimer = undefined;
    lastEffectRun = Date.now();
    const effects = queuedEffects;
    queuedEffects = [];
    return runEffects(effects);
  };
  const runEffectsSoon = (effects: Rendered["effects"]) => {
    if (!effects.length) return;
    queuedEffects.push(...effects);
    if (effectTimer) return;
    const wait = lastEffectRun + EFFECT_BATCH_MS - Date.now();
    if (wait <= 0) void flushQueuedEffects();
    else effectTimer = setTimeout(() => void flushQueuedEffects(), wait);
  };

  /** The render every anonymous visitor of `url` gets: the same bytes for all of them. */
  const renderShared = async (url: string, requestId: string): Promise<Rendered> => {
    const effects: Rendered["effects"] = [];
    // Built from PUBLIC_URL and no request headers: nothing a visitor sends can enter the shared copy.
    const request = new Request(origin + url, { method: "GET" });
    const context = loadContext(null, sharedRenderValues(ctx), true, effects, { clientKey: "", requestId });
    const response = await handle(request, context);
    throwIfDatabaseUnavailable(context, response);
    const body = new EncodedBody(Buffer.from(await response.arrayBuffer()));
    const headers = [...response.headers].filter(([name]) => !PER_RESPONSE_HEADERS.has(name.toLowerCase()));
    const policy = response.headers.get("cache-control") ?? "";
    const html = (response.headers.get("content-type") ?? "").startsWith("text/html");
    return {
      status: response.status,
      headers,
      body,
      // The page has no nonce: its policy allows exactly the inline scripts it holds.
      policy: html ? securityHeaders.scriptPolicy(inlineScriptHashes(body.body)) : undefined,
      cacheable: (response.status === 200 || response.status === 404) && !response.headers.has("set-cookie") && !/no-store|private/.test(policy),
      effects,
    };
  };

  const serveCached = async (req: ExpressRequest, res: ExpressResponse) => {
    const key = cacheKey(req.originalUrl);
    if (cache!.wouldRender(key)) await renders.consume(clientAddress(req), TOO_MANY_RENDERS);
    const { rendered, source } = await cache!.get(key, () => renderShared(key, String(req.id)));
    if (req.method === "GET") {
      // The visitor who caused the render waits for its effects, as with a fresh render.
      if (source === "miss") await runEffects(rendered.effects);
      else runEffectsSoon(rendered.effects);
    }
    if (res.headersSent || res.destroyed) return;
    countView(req, key, rendered.status);
    await sendRendered(req, res, rendered, source === "miss" ? "miss" : "hit");
  };

  /** A public page's document, answered 200, is a page view (server/analytics/page-view-counter.ts). */
  const countView = (req: ExpressRequest, key: string, status: number) => {
    if (status === 200 && !isDataRequest(req.path) && !isUncached(req)) pageViews.count(req, key);
  };

  /**
   * Writes a stored render: its bytes, or their compressed copy made once. Synchronous once that
   * copy exists (every response but the first few): a promise per response was a measurable
   * share of a page served from memory. Returns a promise only while the copy is being made.
   */
  const sendRendered = (req: ExpressRequest, res: ExpressResponse, rendered: Rendered, source: "hit" | "miss"): Promise<void> | undefined => {
    renderCacheRequests.inc({ result: source });
    res.statusCode = rendered.status;
    for (const [name, value] of rendered.headers) res.append(name, value);
    res.setHeader("X-Render-Cache", source);
    if (rendered.policy) res.setHeader("Content-Security-Policy", rendered.policy);
    // A page every anonymous visitor shares holds nothing another window could learn from, so it
    // goes without the opener isolation that staff, account and signed-in pages keep. Isolation
    // has a price on arrival: the browser must put the page in a new browsing context group, in
    // a fresh renderer process, whose start-up competes with the first paint and hydration on a
    // two-core phone (Lighthouse's blocking time on `/` fell from about 500 ms to 160 ms without it).
    res.removeHeader("Cross-Origin-Opener-Policy");
    // Both, on a 304 too (it names what the 200 would have varied on); written at once when
    // nothing before set a Vary, which is the case on the fast lane.
    if (res.hasHeader("Vary")) res.vary("Cookie").vary("Accept-Encoding");
    else res.setHeader("Vary", "Cookie, Accept-Encoding");
    if (rendered.status === 200) {
      res.setHeader("Cache-Control", PUBLIC_PAGE_CACHE_CONTROL);
      res.setHeader("ETag", rendered.body.etag);
      if (matchesEtag(req.headers["if-none-match"], rendered.body.etag)) {
        // The browser keeps its copy with the policy it stored with it (the same: one render, one policy).
        res.removeHeader("Content-Security-Policy");
        return void res.status(304).end();
      }
    } else {
      res.setHeader("Cache-Control", "no-cache");
    }
    const encoding = pickEncoding(req);
    if (!encoding) return void writeBody(req, res, rendered.body.body, undefined);
    const made = rendered.body.encodedIfMade(encoding);
    if (made) return void writeBody(req, res, made, encoding);
    return rendered.body.encoded(encoding).then((body) => {
      if (!res.destroyed) writeBody(req, res, body, encoding);
    });
  };

  /**
   * The fast lane, mounted before the rest of the middleware (server/app.ts): a GET or HEAD
   * without a session cookie for a page the cache holds is answered from memory, skipping the
   * session lookup, routing and the compression wrapper. Everything else (a miss, a signed-in
   * visitor, a render under way) goes on to the full stack and `handler` below. Only pages that
   * went through that stack once are stored, so every middleware that could have answered
   * first (static files, redirects, the API) already let this URL through.
   */
  const fromMemory: RequestHandler = (req, res, next) => {
    if (!cache || (req.method !== "GET" && req.method !== "HEAD")) return next();
    if (req.headers.cookie && hasSessionCookie(req)) return next();
    const key = cacheKey(req.originalUrl);
    const rendered = cache.peek(key);
    if (!rendered) return next();
    if (req.method === "GET") runEffectsSoon(rendered.effects);
    countView(req, key, rendered.status);
    sendRendered(req, res, rendered, "hit")?.catch(next);
  };

  const serveFresh = async (req: ExpressRequest, res: ExpressResponse, values: RequestValues) => {
    const effects: Rendered["effects"] = [];
    const user = req.user ?? null;
    const context = loadContext(user, values, false, effects, {
      clientKey: clientAddress(req),
      requestId: String(req.id),
      auth: pageAuth(ctx, req, res),
      backOfficeBanners: user && !isDataRequest(req.path) ? () => bannersOrNone(req) : undefined,
    });
    // A staff member's preview (?preview on a public page) reads the drafts; it is never cached.
    const render = () => handle(toFetchRequest(req, res), context);
    const response = await (user && roleIn(ROLES_FOR.staff, user.role) && req.query.preview !== undefined ? withContentPreview(render) : render());
    throwIfDatabaseUnavailable(context, response);
    await runEffects(effects);
    if (res.destroyed || res.writableEnded) return void (await response.body?.cancel());
    if ((response.headers.get("content-type") ?? "").startsWith("text/html")) countView(req, cacheKey(req.originalUrl), response.status);
    res.statusMessage = response.statusText;
    res.status(response.status);
    for (const [name, value] of response.headers) res.append(name, value);
    res.vary("Cookie");
    // What a signed-in visitor sees is theirs alone: no shared or browser cache keeps it.
    if (user) res.setHeader("Cache-Control", PRIVATE_PAGE_CACHE_CONTROL);
    if (response.body) await writeReadableStreamToWritable(response.body, res);
    else res.end();
  };

  const handler: RequestHandler = async (req, res, next) => {
    try {
      const read = req.method === "GET" || req.method === "HEAD";
      const shared = cache && !req.user && read && !isUncached(req);
      if (shared) return await serveCached(req, res);
      // An anonymous page the cache never keeps (sign-in, reset) is a render each time too.
      if (!req.user && read) await renders.consume(clientAddress(req), TOO_MANY_RENDERS);
      await serveFresh(req, res, freshRequestValues(ctx, res, securityHeaders));
    } catch (error) {
      next(error);
    }
  };

  return {
    handler,
    fromMemory,
    cache,
    async close() {
      unsubscribe();
      await flushQueuedEffects();
      await pageViews.flush();
      await broadcast?.close();
    },
  };
}

/**
 * The Fetch request for React Router. @react-router/express's handler would build it, but it
 * also writes the response itself, and the page server must read the response first (the 503 of
 * an outage, a signed-in visitor's private cache policy, the render's effects).
 */
function toFetchRequest(req: ExpressRequest, res: ExpressResponse): Request {
  // req.host keeps the port and, under TRUST_PROXY, follows X-Forwarded-Host.
  const url = `${req.protocol}://${req.host}${req.originalUrl}`;
  const controller = new AbortController();
  res.on("close", () => {
    if (!res.writableFinished) controller.abort();
  });
  const headers = new Headers();
  // Empty headers are left out, as @react-router/express does: an empty Origin would otherwise
  // make React Router refuse a form post before the page's own same-origin check could answer.
  for (const [key, value] of Object.entries(req.headers)) {
    if (Array.isArray(value)) for (const v of value) headers.append(key, v);
    else if (value) headers.set(key, value);
  }
  const init: RequestInit & { duplex?: "half" } = { method: req.method, headers, signal: controller.signal };
  if (req.method !== "GET" && req.method !== "HEAD") {
    init.body = createReadableStreamFromReadable(req);
    init.duplex = "half";
  }
  return new Request(url, init);
}

/** React Router rendered its 500 for a database outage: the page error handler answers 503 instead. */
function throwIfDatabaseUnavailable(context: AppLoadContext, response: Response) {
  if (context.databaseUnavailable === undefined) return;
  void response.body?.cancel();
  throw new Error("A page met the database away", { cause: context.databaseUnavailable });
}
