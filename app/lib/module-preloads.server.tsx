/**
 * The page's scripts, announced to the browser at low priority. The pages are complete HTML and
 * work before their scripts run, so the scripts must not compete with the page's first paint,
 * its stylesheet or its hero image on a slow phone network. React Router's <Scripts> announces
 * each module with a plain `modulepreload` (high priority) and has no option for it; React's
 * `preloadModule` with `fetchPriority: "low"`, called before <Scripts> renders, puts a
 * low-priority announcement of the same URL earlier in <head>, and the browser fetches each
 * module once, at the first announcement's priority. React does the same for its own bootstrap
 * modules.
 */
import { preloadModule } from "react-dom";
import type { EntryContext } from "react-router";

// React 19.3 passes `fetchPriority` on; @types/react-dom 19.3.0 does not list it yet.
declare module "react-dom" {
  interface PreloadModuleOptions {
    fetchPriority?: "high" | "low" | "auto";
  }
}

/** The modules <Scripts> names for this render: the manifest, the entry and each matched route's module with its imports. */
export function pageModules({ manifest, staticHandlerContext }: EntryContext): string[] {
  const routes = staticHandlerContext.matches.flatMap((match) => {
    const route = manifest.routes[match.route.id];
    return route ? [route.module, ...(route.imports ?? [])] : [];
  });
  return [...new Set([manifest.url, manifest.entry.module, ...manifest.entry.imports, ...routes])];
}

export function LowPriorityModules({ modules, nonce }: { modules: string[]; nonce?: string }) {
  for (const href of modules) preloadModule(href, { as: "script", fetchPriority: "low", nonce });
  return null;
}
