import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import path from "node:path";
import { defineConfig, type Rollup } from "vite";
import { compileHints } from "./scripts/compile-hints.mjs";

const app = path.resolve(import.meta.dirname, "app");

/**
 * The chunks every page loads, by what loads them: "framework" (the entry's imports: React, React
 * DOM, React Router), "shell" (what the root route imports, on every page) and "site" (what the
 * public site's layout adds). Left to itself, Rollup split that code into about twenty small
 * chunks by which routes share each module, and a page preloaded them all: each a request that
 * Lighthouse's phone simulation pays with a server round trip. Code a page loads on intent (the
 * dialogs) and code only some pages share keep Rollup's own chunks.
 */
const pageChunks: Array<[name: string, from: string]> = [
  ["framework", path.join(app, "entry.client.tsx")],
  ["shell", path.join(app, "root.tsx")],
  ["site", path.join(app, "routes/site-layout.tsx")],
];
const isRouteModule = (file: string) => file === path.join(app, "root.tsx") || file.startsWith(path.join(app, "routes") + path.sep);

/** The UI parts public pages share (sections, breadcrumbs, page metadata): small, and on most pages. */
const sharedUi = [...["components", "lib", "hooks"].map((dir) => path.join(app, dir) + path.sep), path.resolve(import.meta.dirname, "common") + path.sep];
/** Route modules visitors load: not the back office's, nor the one-time setup (which shows the back office's setup checks). */
const isPublicRoute = (file: string) =>
  file.startsWith(path.join(app, "routes") + path.sep) && !path.basename(file).startsWith("admin") && path.basename(file) !== "setup.tsx";

function chunkOf(id: string, meta: Rollup.ManualChunkMeta): string | undefined {
  const file = id.split("?", 1)[0]!;
  if (isRouteModule(file) || file === pageChunks[0]![1]) return undefined;
  for (const [name, from] of pageChunks) if (importedStaticallyBy(id, (f) => f === from, meta)) return name;
  if (sharedUi.some((dir) => file.startsWith(dir)) && importedStaticallyBy(id, isPublicRoute, meta)) return "site";
  return undefined;
}

/** Whether a module `from` picks imports `id` through static imports alone (a dynamic import leaves it to load later). */
function importedStaticallyBy(id: string, from: (file: string) => boolean, meta: Rollup.ManualChunkMeta, seen = new Set<string>()): boolean {
  if (seen.has(id)) return false;
  seen.add(id);
  for (const importer of meta.getModuleInfo(id)?.importers ?? []) {
    if (from(importer.split("?", 1)[0]!) || importedStaticallyBy(importer, from, meta, seen)) return true;
  }
  return false;
}

export default defineConfig({
  // compileHints: the framework chunks are compiled off the main thread (see the plugin).
  plugins: [tailwindcss(), reactRouter(), compileHints()],
  resolve: { alias: { "~": app, "@common": path.resolve(import.meta.dirname, "common") } },
  build: {
    assetsInlineLimit: 0,
    rollupOptions: {
      // A feature's modules only declare (components, hooks, calls to the API): none does anything
      // on import. Said so, a page that uses one export of a feature's entry (~/features/<name>)
      // no longer ships the rest of the feature and whatever that imports (its zod schemas, other
      // features): Today and a lead's page lost about 15 KB of script (docs/performance.md).
      treeshake: { moduleSideEffects: (id: string) => !id.split("?", 1)[0]!.startsWith(path.join(app, "features") + path.sep) },
      output: {
        manualChunks: chunkOf,
        // Tiny shared chunks (an icon, a hook) each cost a request, a module record and a task at
        // load: merged into a neighbour when no page would run code it did not run before.
        experimentalMinChunkSize: 2_500,
      },
    },
  },
});
