/**
 * A form's zod schema, loaded when the form is first used (focus, press or typing in it) rather
 * than with the page: zod is most of a form's code, and a visitor who only reads never needs it.
 * The server checks every submission with the same schema whatever the browser did.
 */
import type { z } from "zod";
import type { FieldErrorMap } from "@common/field-errors";

export interface LazySchema<S extends z.ZodType = z.ZodType> {
  /** The schema once loaded, else undefined. */
  peek(): S | undefined;
  /** Loads it (once); resolves undefined when it cannot be loaded (the server still validates). */
  load(): Promise<S | undefined>;
  /**
   * The first message per top-level field for `values` ({} when valid or not loaded yet): the
   * shared zod-issues helper, which arrives with the schema rather than with the page.
   */
  errorsOf(values: unknown): FieldErrorMap;
}

export function lazySchema<S extends z.ZodType>(importSchema: () => Promise<S>): LazySchema<S> {
  let current: S | undefined;
  let check: ((schema: z.ZodType, values: unknown, options?: { topLevel?: boolean }) => FieldErrorMap) | undefined;
  let loading: Promise<S | undefined> | undefined;
  return {
    peek() {
      return current;
    },
    errorsOf(values) {
      return current && check ? check(current, values, { topLevel: true }) : {};
    },
    load() {
      loading ??= Promise.all([importSchema(), import("@common/field-errors")]).then(
        ([schema, helpers]) => {
          check = helpers.schemaFieldErrors;
          return (current = schema);
        },
        () => {
          // Offline or a failed deploy swap: a later use tries again.
          loading = undefined;
          return undefined;
        },
      );
      return loading;
    },
  };
}
