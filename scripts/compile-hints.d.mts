import type { Plugin } from "vite";

export const COMPILE_HINT: string;
/** Vite plugin: V8's eager-compile hint on the client entry and the framework chunks it imports. */
export function compileHints(): Plugin;
