import type { Config } from "@react-router/dev/config";

export default {
  appDirectory: "app",
  // Separate build folders let several builds (e.g. parallel test runs) coexist.
  buildDirectory: process.env.BUILD_DIR ?? "build",
  ssr: true,
} satisfies Config;
