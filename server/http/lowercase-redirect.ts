/**
 * Page paths are lower-case: a GET or HEAD for a page path with upper-case letters (/Services,
 * /Services/Heat-Pumps) answers 301 to the lower-cased path with the query string kept, so each
 * page has one URL and one canonical. Never applied to /api, /assets, Vite's own paths or
 * anything that looks like a file (a last segment with an extension, e.g. /Favicon.svg or a
 * route's .data request). Percent-escapes (%C3%A9) are not letters and stay as they are.
 */
import type { RequestHandler } from "express";

const EXCLUDED_PREFIX = /^\/(?:api|assets)(?:\/|$)/i;
const TOOLING_PREFIX = /^\/(?:@|__)/;
const FILE_EXTENSION = /\.[a-z0-9]+$/i;
/** Upper-case ASCII letters outside percent-escapes. */
const UPPER_OUTSIDE_ESCAPES = /%[0-9a-fA-F]{2}|[A-Z]/g;

/** The lower-cased page path, or null when `pathname` should be left alone. */
export function lowerCasePagePath(pathname: string): string | null {
  // "//host" or "/\host" would turn the Location into another site.
  if (!pathname.startsWith("/") || pathname.startsWith("//") || pathname.startsWith("/\\")) return null;
  if (EXCLUDED_PREFIX.test(pathname) || TOOLING_PREFIX.test(pathname)) return null;
  // A malformed escape (a lone "%", bytes that are not UTF-8) names no page: leave it to the 404.
  try {
    decodeURIComponent(pathname);
  } catch {
    return null;
  }
  const lastSegment = pathname.slice(pathname.lastIndexOf("/") + 1);
  if (FILE_EXTENSION.test(lastSegment)) return null;
  let changed = false;
  const lowered = pathname.replace(UPPER_OUTSIDE_ESCAPES, (m) => {
    if (m.startsWith("%")) return m;
    changed = true;
    return m.toLowerCase();
  });
  return changed ? lowered : null;
}

export function lowerCaseRedirect(): RequestHandler {
  return (req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    const url = req.originalUrl;
    const queryAt = url.indexOf("?");
    const pathname = queryAt === -1 ? url : url.slice(0, queryAt);
    const lowered = lowerCasePagePath(pathname);
    if (lowered === null) return next();
    res.redirect(301, lowered + (queryAt === -1 ? "" : url.slice(queryAt)));
  };
}
