import type { Config } from "@react-router/dev/config";

export default {
  appDirectory: "app",
  // Separate build folders let several builds (e.g. parallel test runs) coexist.
  buildDirectory: process.env.BUILD_DIR ?? "build",
  ssr: true,
  // The whole route manifest ships as one cached module instead of being fetched piecemeal for
  // the links on each page: no request and no re-render of the whole page after it hydrates.
  routeDiscovery: { mode: "initial" },
} satisfies Config;
