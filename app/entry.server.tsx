/**
 * Server rendering with a per-request CSP nonce on every inline script React Router writes (none
 * when the render is kept in the render cache, whose policy names the scripts by hash; see
 * server/render-cache).
 */
import { createReadableStreamFromReadable } from "@react-router/node";
import { isbot } from "isbot";
import { PassThrough } from "node:stream";
import { renderToPipeableStream } from "react-dom/server";
import type { AppLoadContext, EntryContext, HandleErrorFunction } from "react-router";
import { isRouteErrorResponse, ServerRouter } from "react-router";
import { NonceProvider } from "./lib/nonce";
import { InlineStylesheetProvider } from "./lib/inline-stylesheet";
import { isDatabaseUnavailable } from "./data/database.server";
import { stylesheetText } from "./data/stylesheet.server";
import { LowPriorityModules, pageModules } from "./lib/module-preloads.server";

export const streamTimeout = 5_000;
/** For the pages the server answers itself (server/http/link-page.ts): the same stylesheet. */
export { stylesheetText };

/** Loader and render errors on the server: logged with the request id and sent to SENTRY_DSN when set. */
export const handleError: HandleErrorFunction = (error, { request, context }) => {
  if (request.signal.aborted) return; // the visitor went away; React Router aborts the work
  // A post to a page without an action is the sender's mistake, not a bug (see handleRequest).
  if (isRouteErrorResponse(error) && error.status === 405) return;
  // An outage, not a bug: the page server answers 503 (server/render-cache/handler.ts).
  if (context && isDatabaseUnavailable(error)) return void (context.databaseUnavailable = error);
  const app = context?.app;
  if (!app) return void console.error(error);
  const url = new URL(request.url);
  app.errors.capture(error, { source: "page", reqId: context.requestId, method: request.method, url: url.pathname, userId: context.user?.id });
};

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  // A form the browser sent to a page without an action (a stale page, a bot) reloads that page
  // instead of showing React Router's 405. Its path keeps one leading slash: a browser reads
  // "//host/x" or "/\\host/x" in a Location as another site.
  if (responseStatusCode === 405 && isFormPost(request)) {
    const { pathname, search } = new URL(request.url);
    return new Response(null, { status: 303, headers: { Location: "/" + (pathname + search).replace(/^[/\\]+/, "") } });
  }
  // None in a render for the render cache: its inline scripts are allowed by their hashes.
  const nonce = loadContext?.nonce || undefined;
  return new Promise((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get("user-agent");
    // Bots and crawlers get the whole document at once, and so does a render kept for every
    // visitor in the render cache; browsers get a fresh render streamed.
    const whole = loadContext?.cacheRender || (userAgent && isbot(userAgent)) || routerContext.isSpaMode;
    const readyOption = whole ? "onAllReady" : "onShellReady";
    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider value={nonce ?? ""}>
        <InlineStylesheetProvider value={import.meta.env.DEV ? "" : stylesheetText}>
          <LowPriorityModules modules={pageModules(routerContext)} nonce={nonce}>
            <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
          </LowPriorityModules>
        </InlineStylesheetProvider>
      </NonceProvider>,
      {
        nonce,
        // A Suspense boundary whose content is ready goes out in place. React would otherwise
        // "outline" any boundary past the first 12.8 kB (fallback first, content later by
        // script), and pages are complete HTML for readers without scripts and for crawlers.
        progressiveChunkSize: Number.MAX_SAFE_INTEGER,
        [readyOption]() {
          shellRendered = true;
          const body = new PassThrough();
          const stream = createReadableStreamFromReadable(body);
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          if (!responseHeaders.has("Cache-Control")) responseHeaders.set("Cache-Control", "no-cache");
          resolve(new Response(stream, { headers: responseHeaders, status: responseStatusCode }));
          pipe(body);
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          if (shellRendered) handleError(error, { request, params: {}, context: loadContext });
        },
      },
    );
    setTimeout(abort, streamTimeout + 1000);
  });
}

/** A form the browser sends itself; script requests (JSON) keep React Router's answer. */
const isFormPost = (request: Request) =>
  request.method === "POST" && /^(application\/x-www-form-urlencoded|multipart\/form-data)\b/i.test(request.headers.get("content-type") ?? "");
