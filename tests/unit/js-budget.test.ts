/**
 * The JavaScript budget of the public pages: every module a page's HTML loads or preloads (React
 * Router's entry, the route manifest, and each matched route module with its static imports),
 * brotli-compressed as the server sends it, stays within 140 KB (the quote dialog's form is part
 * of every public page, so a tap opens it without a fetch). Code loaded later on intent (the
 * review and gallery dialogs, forms' validation, the toast area) is not counted.
 *
 * Sizes come from the production build (`npm run build`, into BUILD_DIR or ./build), so they are
 * deterministic; `npm test` builds before Vitest runs.
 */
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import { describe, expect, it } from "vitest";
import { COMPILE_HINT } from "../../scripts/compile-hints.mjs";

const BUDGET_BYTES = 140 * 1024;

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

/** The back office: its own frame and pages under /admin, shown only to signed-in staff. */
const isBackOffice = (route: ManifestRoute) => route.path === "admin" || !!route.path?.startsWith("admin/");
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
    (route) => route.id !== "root" && route.id !== "routes/site-layout" && !isBackOffice(route) && !RESOURCE.has(route.id),
  );

  it("covers every public page of the route table", () => {
    const ids = publicRoutes.map((route) => route.id);
    for (const id of ["routes/home", "routes/service-detail", "heat-pump-education", "routes/reviews", "routes/gallery", "routes/blog", "routes/blog-post", "routes/contact", "routes/quote", "routes/reviews-new", "routes/not-found"]) {
      expect(ids).toContain(id);
    }
  });

  it("covers the staff sign-in pages", () => {
    const ids = publicRoutes.map((route) => route.id);
    for (const id of ["routes/login", "routes/register", "routes/forgot-password", "routes/reset-password", "routes/accept-invite"]) {
      expect(ids).toContain(id);
    }
  });

  it.each(publicRoutes.map((route) => [route.id, route] as const))("%s stays within 140 KB", (_id, route) => {
    const modules = pageModules(manifest, file, route.id);
    const total = modules.reduce((sum, url) => sum + brotliSize(url), 0);
    const limit = BUDGET_BYTES;
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

describe("V8's compile hint on the framework chunks (scripts/compile-hints.mjs)", () => {
  const { manifest } = readManifest();
  const head = (url: string) => fs.readFileSync(path.join(clientDir, url), "utf8").slice(0, COMPILE_HINT.length);

  it("opens the entry and every chunk it imports, so Chromium compiles them off the main thread", () => {
    for (const url of [manifest.entry.module, ...manifest.entry.imports]) expect(head(url), url).toBe(COMPILE_HINT);
  });

  it("leaves the route modules alone: they load per page and are partly unused there", () => {
    const framework = new Set([manifest.entry.module, ...manifest.entry.imports]);
    const routeModules = Object.values(manifest.routes).map((route) => route.module).filter((url) => !framework.has(url));
    expect(routeModules.length).toBeGreaterThan(10);
    for (const url of routeModules) expect(head(url), url).not.toBe(COMPILE_HINT);
  });
});
