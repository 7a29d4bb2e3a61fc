/**
 * Which header link is the current one: each link is highlighted under its own path, its menu
 * items' paths and the paths the owner adds ("Also highlighted under"); when several match, the
 * longest path wins (/services/areas/burlington is under Areas, not Services).
 */
export interface HeaderLinkPaths {
  to: string;
  activeUnder: readonly string[];
  menu: ReadonlyArray<{ to: string }>;
}

/** The path part of a site link ("/contact#form" → "/contact"); null for another site's address. */
function sitePath(link: string): string | null {
  if (!link.startsWith("/")) return null;
  const path = link.replace(/[?#].*$/, "");
  return path.length > 1 ? path.replace(/\/+$/, "") : path;
}

/** How much of `pathname` the prefix covers (at a path boundary), or -1. The home path matches only itself. */
function matchLength(pathname: string, prefix: string): number {
  if (pathname === prefix) return prefix.length;
  return prefix !== "/" && pathname.startsWith(`${prefix}/`) ? prefix.length : -1;
}

/** The index of the current header link, or -1 when none is. */
export function activeLinkIndex(pathname: string, links: readonly HeaderLinkPaths[]): number {
  let best = -1;
  let bestLength = -1;
  links.forEach((link, index) => {
    for (const raw of [link.to, ...link.activeUnder, ...link.menu.map((m) => m.to)]) {
      const prefix = sitePath(raw);
      const length = prefix === null ? -1 : matchLength(pathname, prefix);
      if (length > bestLength) {
        best = index;
        bestLength = length;
      }
    }
  });
  return best;
}
