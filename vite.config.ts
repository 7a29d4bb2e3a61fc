import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import path from "node:path";
import { defineConfig } from "vite";
import { compileHints } from "./scripts/compile-hints.mjs";
import { inlineMessages } from "./scripts/inline-messages.mjs";
import { messages } from "./app/shared/messages";

export default defineConfig({
  // inlineMessages: each page ships only the catalogue texts it shows (see the plugin).
  // compileHints: the framework chunks are compiled off the main thread (see the plugin).
  plugins: [tailwindcss(), reactRouter(), inlineMessages(messages), compileHints()],
  resolve: { alias: { "~": path.resolve(import.meta.dirname, "app") } },
  build: {
    assetsInlineLimit: 0,
    // Tiny shared chunks (an icon, a hook) each cost a request, a module record and a task at
    // load: merged into a neighbour when no page would run code it did not run before.
    rollupOptions: { output: { experimentalMinChunkSize: 2_500 } },
  },
});
