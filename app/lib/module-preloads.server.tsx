/**
 * The page's scripts, announced to the browser at low priority. The pages are complete HTML and
 * work before their scripts run, so the scripts must not compete with the page's first paint,
 * its stylesheet or its hero image on a slow phone network. React Router's <Scripts> announces
 * each module with a plain `modulepreload` (high priority) and has no option for it; React's
 * `preloadModule` with `fetchPriority: "low"`, called before <Scripts> renders, puts a
 * low-priority announcement of the same URL earlier in <head>, and the browser fetches each
 * module once, at the first announcement's priority. React does the same for its own bootstrap
 * modules. Measured without it (Lighthouse mobile, 18 runs a side): the simulated first paint
 * went from a median 1.0 s to 2.2 s, and the performance score under the 98 the site keeps.
 */
import { preloadModule } from "react-dom";
import type { ReactNode } from "react";
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

/**
 * Wraps the router rather than sitting beside it: a sibling would change the tree's shape, and with
 * it every `useId` the server renders, so the ids in the page would not be the ones the browser's
 * render makes.
 */
export function LowPriorityModules({ modules, nonce, children }: { modules: string[]; nonce?: string; children: ReactNode }) {
  for (const href of modules) preloadModule(href, { as: "script", fetchPriority: "low", nonce });
  return children;
}
