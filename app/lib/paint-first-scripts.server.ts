/**
 * Content first, code second. Pages are complete server-rendered HTML, so a phone should paint
 * them from the HTML and the one stylesheet before it spends its bandwidth and CPU on the ~40
 * hydration modules. React Router's `<Scripts />` would start those at once: a
 * `<link rel="modulepreload">` per module in the head and an async module script whose static
 * imports load and run them as soon as they arrive, sometimes before the first frame.
 *
 * This transform of the document stream
 * - takes the modulepreload links out of the head (remembering their URLs), and
 * - rewrites React Router's bootstrap module script so that it first waits for the first frame
 *   to be painted (or not at all in a hidden tab), then adds the same modulepreload links, then
 *   imports the route modules in the same order as before and starts hydration.
 *
 * Anything it does not recognise passes through untouched (a bootstrap script in an unknown form
 * is left as React Router wrote it; the modules then load as before, a little later). Only the
 * head and the bootstrap script are buffered; the rest of the body streams through as it comes.
 */
import { Transform, type TransformCallback } from "node:stream";

const HEAD_END = Buffer.from("</head>");
const SCRIPT_START = Buffer.from("<script");
const SCRIPT_END = Buffer.from("</script>");
const TAG_END = Buffer.from(">");
const MODULEPRELOAD_LINK = /<link rel="modulepreload"[^>]*?href="([^"]+)"[^>]*>/g;
const MODULE_SCRIPT_TAG = /^<script\b[^>]*\btype="module"[^>]*>$/;

/** Waits until the first frame has been painted; a hidden tab has no frame to wait for. */
const AFTER_FIRST_PAINT =
  'await new Promise((resolve) => document.visibilityState === "hidden" ? resolve() : requestAnimationFrame(() => setTimeout(resolve)));';

/** Gives the main thread back for a moment (input, paint) before the next piece of work. */
const YIELD_TO_MAIN_THREAD =
  '(globalThis.scheduler?.yield ? globalThis.scheduler.yield() : new Promise((resolve) => setTimeout(resolve)))';

/**
 * The bootstrap script, deferred until after the first paint: returns null when the script is
 * not in the form React Router writes (static `import` lines, then plain statements).
 */
export function deferBootstrapScript(script: string, preloads: readonly string[]): string | null {
  const rewritten = script
    .replace(/^import \* as (\w+) from ("[^"\n]+");$/gm, "const $1 = await import($2);")
    .replace(/^import ("[^"\n]+");/gm, "await import($1);");
  // A static import left over would be hoisted and loaded before the wait; so would a new form.
  if (/^\s*import\s*["*{\w]/m.test(rewritten) || !/await import\(/.test(rewritten)) return null;
  const preload = preloads.length
    ? `for (const href of ${JSON.stringify(preloads)}) { const link = document.createElement("link"); link.rel = "modulepreload"; link.href = href; document.head.append(link); }\n`
    : "";
  // Importing the routes evaluates their whole module graph (React, React DOM, the router, the
  // layout) in one task: on a phone a long one, the page's main blocking time. Evaluated one
  // module at a time first, with the main thread given back between them, the same work comes in
  // short tasks; the imports below then find every module ready. The entry (whose evaluation
  // starts hydration) stays last, where React Router put it.
  const entry = /^import\(("[^"\n]+")\);$/m.exec(script)?.[1];
  const ahead = preloads.filter((href) => JSON.stringify(href) !== entry);
  const stepwise = ahead.length
    ? `for (const href of ${JSON.stringify(ahead)}) { await import(href); await ${YIELD_TO_MAIN_THREAD}; }\n`
    : "";
  return `${AFTER_FIRST_PAINT}\n${preload}${stepwise}${rewritten}`;
}

export function paintFirstScripts(): Transform {
  let pending = Buffer.alloc(0);
  let state: "head" | "body" | "done" = "head";
  const preloads: string[] = [];

  /** In the body: emits what cannot belong to the bootstrap script, keeps the rest pending. */
  function scanBody(): Buffer {
    let from = 0;
    for (;;) {
      const start = pending.indexOf(SCRIPT_START, from);
      if (start === -1) {
        // Keep a possible "<scr" split at the chunk end.
        const keep = Math.max(from, pending.length - SCRIPT_START.length + 1);
        return takeUpTo(keep);
      }
      const tagEnd = pending.indexOf(TAG_END, start);
      if (tagEnd === -1) return takeUpTo(start);
      const tag = pending.subarray(start, tagEnd + 1).toString("utf8");
      if (!MODULE_SCRIPT_TAG.test(tag)) {
        from = tagEnd + 1;
        continue;
      }
      const end = pending.indexOf(SCRIPT_END, tagEnd);
      if (end === -1) return takeUpTo(start);
      const original = pending.subarray(tagEnd + 1, end).toString("utf8");
      const deferred = deferBootstrapScript(original, preloads);
      const out = Buffer.concat([
        pending.subarray(0, tagEnd + 1),
        deferred === null ? pending.subarray(tagEnd + 1, end) : Buffer.from(deferred, "utf8"),
        pending.subarray(end),
      ]);
      pending = Buffer.alloc(0);
      state = "done";
      return out;
    }
  }

  function takeUpTo(index: number): Buffer {
    const out = pending.subarray(0, index);
    pending = pending.subarray(index);
    return out;
  }

  return new Transform({
    transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback) {
      if (state === "done") return callback(null, chunk);
      pending = Buffer.concat([pending, chunk]);
      let out = Buffer.alloc(0);
      if (state === "head") {
        const end = pending.indexOf(HEAD_END);
        if (end === -1) return callback();
        const head = pending
          .subarray(0, end)
          .toString("utf8")
          .replace(MODULEPRELOAD_LINK, (_link, href: string) => {
            preloads.push(href);
            return "";
          });
        out = Buffer.from(head, "utf8");
        pending = pending.subarray(end);
        state = "body";
      }
      const body = scanBody();
      callback(null, Buffer.concat([out, body]));
    },
    flush(callback: TransformCallback) {
      callback(null, pending.length ? pending : undefined);
    },
  });
}
