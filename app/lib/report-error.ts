/**
 * Sends a browser render error to POST /api/client-errors, which logs it with a request id and
 * forwards it to the error service when one is configured. A plain fetch, not an error SDK: the
 * public pages' scripts stay small. Errors the server rendered (it has reported them itself) and
 * error responses such as 404 or 503 are not sent; at most a few reports leave one page load.
 */
import { isRouteErrorResponse } from "react-router";

const MAX_REPORTS_PER_PAGE = 5;
/** What React Router shows in the browser for an error thrown while rendering on the server. */
const SERVER_ERROR_MESSAGE = "Unexpected Server Error";

let sent = 0;

const cut = (value: string | undefined, max: number) => (value && value.length > max ? value.slice(0, max) : value);

export function reportClientError(error: unknown): void {
  if (typeof window === "undefined" || sent >= MAX_REPORTS_PER_PAGE) return;
  if (isRouteErrorResponse(error) || !(error instanceof Error) || error.message === SERVER_ERROR_MESSAGE) return;
  sent += 1;
  const body = {
    message: cut(error.message || String(error), 1000) || "Error",
    name: cut(error.name, 100),
    stack: cut(error.stack, 8000),
    digest: cut((error as { digest?: string }).digest, 100),
    url: cut(window.location.pathname + window.location.search, 2000),
  };
  // Reporting must never raise an error of its own.
  fetch("/api/client-errors", {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(body),
    keepalive: true,
    credentials: "same-origin",
  }).catch(() => {});
}
