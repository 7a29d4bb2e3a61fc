import type { Plugin } from "vite";

/** Vite plugin: the client build reads the message catalogue's texts where they are used. */
export function inlineMessages(messages: object): Plugin;
