/**
 * The account schemas (and zod with them), loaded when a staff form is first used rather than
 * with the page: zod is most of a sign-in page's code, and the server checks every submission with
 * the same schemas whatever the browser did. Forms call `warmAuthSchemas` on focus and await
 * `loadAuthSchemas` when sent; a field re-checked while typing uses `peekAuthSchemas` (loaded by
 * then, since errors only show after a send).
 */
import type * as AuthSchemaModule from "~/shared/schemas/auth";

type AuthSchemas = typeof AuthSchemaModule;

let current: AuthSchemas | undefined;
let loading: Promise<AuthSchemas | undefined> | undefined;

/** Resolves the schemas, or undefined when they cannot be loaded (the server still validates). */
export function loadAuthSchemas(): Promise<AuthSchemas | undefined> {
  loading ??= import("~/shared/schemas/auth").then(
    (mod) => (current = mod),
    () => {
      // Offline or a deploy swapped the files: a later use tries again.
      loading = undefined;
      return undefined;
    },
  );
  return loading;
}

export function peekAuthSchemas(): AuthSchemas | undefined {
  return current;
}

/** Starts loading at the first focus inside a form (`onFocus` bubbles in React). */
export function warmAuthSchemas(): void {
  void loadAuthSchemas();
}
