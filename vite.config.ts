import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import path from "node:path";
import { defineConfig } from "vite";
import { inlineMessages } from "./scripts/inline-messages.mjs";
import { messages } from "./app/shared/messages";

export default defineConfig({
  // inlineMessages: each page ships only the catalogue texts it shows (see the plugin).
  plugins: [tailwindcss(), reactRouter(), inlineMessages(messages)],
  resolve: { alias: { "~": path.resolve(import.meta.dirname, "app") } },
  build: { assetsInlineLimit: 0 },
});
