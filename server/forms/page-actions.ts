/**
 * Form posts to pages. The public forms post to their own page, whose route `action` answers
 * (server/forms/native-form.ts). A form post to a page without an action (a stale page, a bot)
 * reloads that page with a 303 instead of meeting React Router's 405; its body is never read.
 */
import type { RequestHandler } from "express";
import { matchRoutes, type RouteObject, type ServerBuild } from "react-router";

type RouteWithAction = RouteObject & { hasAction: boolean; children?: RouteWithAction[] };

function routeTree(build: ServerBuild): RouteWithAction[] {
  const routes = Object.values(build.routes).filter((r): r is NonNullable<typeof r> => !!r);
  const childrenOf = (parentId: string | undefined): RouteWithAction[] =>
    routes
      .filter((r) => r.parentId === parentId)
      .map((r) => {
        const base = { id: r.id, path: r.path, caseSensitive: r.caseSensitive, hasAction: typeof r.module.action === "function" };
        return r.index ? { ...base, index: true as const } : { ...base, children: childrenOf(r.id) };
      });
  return childrenOf(undefined);
}

/** Whether the route a POST to this URL reaches has an action (`?index` targets the index route). */
export function pageHasAction(build: ServerBuild, pathname: string, search: string): boolean {
  const matches = matchRoutes(routeTree(build), pathname) ?? [];
  const wantsIndex = new URLSearchParams(search).getAll("index").some((v) => v === "");
  const target = [...matches].reverse().find((m) => (wantsIndex ? m.route.index : !m.route.index));
  return !!(target?.route as RouteWithAction | undefined)?.hasAction;
}

export function postToPageWithoutAction(build: ServerBuild | (() => Promise<ServerBuild>)): RequestHandler {
  return async (req, res, next) => {
    // Script requests (route .data fetches, JSON) are React Router's or the API's business.
    if (!req.is(["application/x-www-form-urlencoded", "multipart/form-data"]) || req.path.endsWith(".data")) return next();
    try {
      const resolved = typeof build === "function" ? await build() : build;
      const url = new URL(req.originalUrl, "http://localhost");
      if (pageHasAction(resolved, url.pathname, url.search)) return next();
    } catch (error) {
      return next(error);
    }
    res.redirect(303, samePagePath(req.originalUrl));
  };
}

/**
 * The page's own path: leading slashes and backslashes collapse to one, since a browser reads
 * "//host/x" or "/\\host/x" in a Location as another site.
 */
function samePagePath(url: string): string {
  return "/" + url.replace(/^[/\\]+/, "");
}
