/**
 * The route label of a request for metrics: the pattern it was served under ("/api/blog/:slug",
 * "/services/:slug"), never the raw URL, so the number of series stays bounded whatever
 * visitors and scanners send.
 */
import type { Request, Response } from "express";
import { matchRoutes, type RouteObject, type ServerBuild } from "react-router";
import { isDataRequest, pageOf } from "../http/data-requests";

/** Express's catch-all for pages (server/app.ts); the page's own pattern comes from React Router. */
const PAGE_CATCH_ALL = "/{*path}";

export function routeLabeller(build: ServerBuild | undefined): (req: Request, res: Response) => string {
  const pageRoutes = build ? routeTree(build.routes) : undefined;
  // matchRoutes flattens and ranks the whole route table on every call: a tenth of a cached
  // page's CPU. The label of a path never changes for a build, so it is worked out once.
  const patterns = new Map<string, string>();
  const patternOf = (routes: RouteObject[], path: string) => {
    let pattern = patterns.get(path);
    if (pattern === undefined) {
      // Bounded: scanners send endless distinct paths.
      if (patterns.size >= 2000) patterns.clear();
      patterns.set(path, (pattern = pagePattern(routes, path)));
    }
    return pattern;
  };

  return (req, res) => {
    // Set by code that answers before Express routes the request (the memory fast lane).
    const fixed = res.locals.routeLabel as string | undefined;
    if (fixed) return fixed;
    const pathname = pathOf(req.originalUrl);
    const route = req.route as { path?: unknown } | undefined;
    const routePath = typeof route?.path === "string" ? route.path : undefined;
    if (pathname === "/api" || pathname.startsWith("/api/")) {
      // Every API route sits on the one router mounted at /api.
      return routePath && routePath !== PAGE_CATCH_ALL ? `/api${routePath}` : "/api/*";
    }
    if (routePath && routePath !== PAGE_CATCH_ALL) return routePath; // /healthz, /readyz, /robots.txt ...
    if (pathname.startsWith("/assets/")) return "/assets/*";
    if (!pageRoutes) return "other";
    const data = isDataRequest(pathname);
    const pattern = patternOf(pageRoutes, pageOf(pathname));
    // A file served from the client folder (favicon, images) also matches the 404 page's splat.
    if (pattern === "/*" && !data && res.statusCode < 400) return "static";
    return pattern + (data ? ".data" : "");
  };
}

function pathOf(url: string): string {
  const q = url.indexOf("?");
  return q === -1 ? url : url.slice(0, q);
}

type ManifestRoute = NonNullable<ServerBuild["routes"][string]>;

/** React Router's flat route manifest, as the nested route objects matchRoutes walks. */
function routeTree(manifest: ServerBuild["routes"]): RouteObject[] {
  const all = Object.values(manifest).filter((r): r is ManifestRoute => !!r);
  const childrenOf = (parentId: string | undefined): RouteObject[] =>
    all
      .filter((r) => r.parentId === parentId)
      .map((r) =>
        r.index
          ? { id: r.id, path: r.path, index: true, caseSensitive: r.caseSensitive }
          : { id: r.id, path: r.path, caseSensitive: r.caseSensitive, children: childrenOf(r.id) },
      );
  return childrenOf(undefined);
}

function pagePattern(routes: RouteObject[], pathname: string): string {
  const matches = matchRoutes(routes, pathname);
  if (!matches) return "unmatched";
  const parts = matches.map((m) => m.route.path).filter((p): p is string => !!p);
  return "/" + parts.join("/").replace(/\/+/g, "/").replace(/^\/|\/$/g, "");
}
