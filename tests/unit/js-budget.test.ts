/**
 * The JavaScript budget of the public pages: every module a page's HTML loads or preloads (React
 * Router's entry, the route manifest, and each matched route module with its static imports),
 * brotli-compressed as the server sends it, stays within 130 KB. Code loaded later on intent
 * (dialogs, forms' validation) is not counted: it is not part of the page's first interaction.
 *
 * Sizes come from the production build (`npm run build`, into BUILD_DIR or ./build), so they are
 * deterministic; `npm test` builds before Vitest runs.
 */
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import { describe, expect, it } from "vitest";

const BUDGET_BYTES = 130 * 1024;

/**
 * Pages still over the budget (issue 13 stays open until this list is empty), each held to the
 * size it has today so it cannot grow: the area pages carry every area's text, the staff pages
 * load zod for their sign-in steps with the page, and the rest are within 3 KB of the line.
 */
const OVER_BUDGET_CEILINGS_KB: Record<string, number> = {
  "routes/area-burlington": 137,
  "routes/area-south-burlington": 136,
  "routes/area-community": 132.5,
  "routes/plumbing": 132,
  "routes/heating": 132,
  "routes/air-conditioning": 132,
  "routes/gallery": 132,
  "routes/contact": 133,
  "routes/quote": 131,
  "routes/vermont-heating-guide": 132,
  // issue 17: the featured <picture> and every page's share alt tags (+0.3 KB); issue 13 to win it back.
  "routes/blog-post": 131.5,
  "routes/areas-we-serve": 130.5,
  "routes/login": 153.5,
  "routes/register": 151,
  "routes/forgot-password": 151,
  "routes/reset-password": 151,
  "routes/accept-invite": 153,
  "routes/admin-security": 163.5,
};
const buildDir = path.resolve(process.env.BUILD_DIR ?? "build");
const clientDir = path.join(buildDir, "client");
const assetsDir = path.join(clientDir, "assets");

interface ManifestRoute {
  id: string;
  parentId?: string;
  path?: string;
  index?: boolean;
  module: string;
  imports?: string[];
}
interface ClientManifest {
  entry: { module: string; imports: string[] };
  routes: Record<string, ManifestRoute>;
}

/** Route ids (from app/routes.ts) that are not public pages: the back office. */
const NOT_PUBLIC = new Set(["routes/admin", "routes/admin-blog", "routes/admin-team", "routes/admin-blog-post-editor"]);
/** Resource routes: no HTML, no scripts. */
const RESOURCE = new Set(["routes/about-redirect", "routes/blog-rss"]);

function readManifest(): { file: string; manifest: ClientManifest } {
  const files = fs.existsSync(assetsDir) ? fs.readdirSync(assetsDir).filter((f) => /^manifest-[\w-]+\.js$/.test(f)) : [];
  if (files.length !== 1) {
    throw new Error(
      `No single React Router client manifest in ${assetsDir} (found ${files.length}): run \`npm run build\` (BUILD_DIR=${buildDir}) before this test.`,
    );
  }
  const text = fs.readFileSync(path.join(assetsDir, files[0]!), "utf8");
  const json = text.replace(/^window\.__reactRouterManifest\s*=\s*/, "").replace(/;\s*$/, "");
  return { file: `/assets/${files[0]}`, manifest: JSON.parse(json) as ClientManifest };
}

const sizes = new Map<string, number>();
function brotliSize(url: string): number {
  let size = sizes.get(url);
  if (size === undefined) {
    const file = path.join(clientDir, url);
    // The server sends the build's precompressed copy; compress the same way when it is absent.
    const source = fs.readFileSync(file);
    size = zlib.brotliCompressSync(source, {
      params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: source.length },
    }).length;
    sizes.set(url, size);
  }
  return size;
}

/** The modules a page matching `routeId` loads: entry, manifest, and each route from root down. */
function pageModules(manifest: ClientManifest, manifestFile: string, routeId: string): string[] {
  const chain: ManifestRoute[] = [];
  for (let id: string | undefined = routeId; id; id = manifest.routes[id]?.parentId) {
    const route = manifest.routes[id];
    if (!route) throw new Error(`route ${id} is not in the client manifest`);
    chain.unshift(route);
  }
  const modules = new Set<string>([manifestFile, manifest.entry.module, ...manifest.entry.imports]);
  for (const route of chain) {
    modules.add(route.module);
    for (const url of route.imports ?? []) modules.add(url);
  }
  return [...modules].filter((url) => url.endsWith(".js"));
}

describe("JavaScript per public page (brotli, from the production build)", () => {
  const { file, manifest } = readManifest();
  const publicRoutes = Object.values(manifest.routes).filter(
    (route) => route.id !== "root" && route.id !== "routes/site-layout" && !NOT_PUBLIC.has(route.id) && !RESOURCE.has(route.id),
  );

  it("covers every public page of the route table", () => {
    const ids = publicRoutes.map((route) => route.id);
    for (const id of ["routes/home", "routes/service-detail", "heat-pump-education", "routes/reviews", "routes/gallery", "routes/blog", "routes/blog-post", "routes/contact", "routes/quote", "routes/reviews-new", "routes/not-found"]) {
      expect(ids).toContain(id);
    }
  });

  it.each(publicRoutes.map((route) => [route.id, route] as const))("%s stays within 130 KB (or its recorded ceiling)", (_id, route) => {
    const modules = pageModules(manifest, file, route.id);
    const total = modules.reduce((sum, url) => sum + brotliSize(url), 0);
    const ceiling = OVER_BUDGET_CEILINGS_KB[route.id];
    const limit = ceiling ? ceiling * 1024 : BUDGET_BYTES;
    if (total > limit) {
      const largest = modules
        .map((url) => [url, brotliSize(url)] as const)
        .sort((a, b) => b[1] - a[1])
        .slice(0, 8)
        .map(([url, size]) => `${url} ${(size / 1024).toFixed(1)} KB`)
        .join(", ");
      expect.fail(`${route.id}: ${(total / 1024).toFixed(1)} KB brotli over its ${(limit / 1024).toFixed(1)} KB limit; largest: ${largest}`);
    }
    expect(total).toBeLessThanOrEqual(limit);
  });
});
