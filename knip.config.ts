// Unused files, dependencies and exports fail `npm run lint`: what nothing uses is deleted, not kept "just in case".
import type { KnipConfig } from "knip";

const config: KnipConfig = {
  entry: ["scripts/*.mjs", "scripts/lib/*.mjs", "tests/**/*.{ts,tsx}", "server/ops/cli.ts"],
  project: ["app/**/*.{ts,tsx,css}", "common/**/*.ts", "server/**/*.{ts,tsx}", "scripts/**/*.mjs", "tests/**/*.{ts,tsx}"],
  // React Router writes the route types (`./+types/<route>`) at typegen; lint may run before it.
  ignoreUnresolved: [/^\.\/\+types\//],
  ignoreExportsUsedInFile: true,
  compilers: {
    // Tailwind is imported from CSS (`@import "tailwindcss"`): let knip see those imports.
    css: (text: string) => [...text.matchAll(/(?<=@)(?:import|plugin)[^;]+/g)].map((m) => m[0].replace(/^plugin/, "import")).join("\n"),
  },
};

export default config;
