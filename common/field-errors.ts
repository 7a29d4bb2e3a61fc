/**
 * The one translation of zod issues into `{field: first message}`, used by the server's 400
 * answers (server/http/validate.ts) and by every form in the browser, so a field's message reads
 * the same whichever side found it. Nested paths join with "." ("address.city"); an issue about
 * the whole object goes under "_".
 */
import type { z } from "zod";

export type FieldErrorMap = Record<string, string>;

export function fieldErrors(error: z.ZodError, options: { topLevel?: boolean } = {}): FieldErrorMap {
  const errors: FieldErrorMap = {};
  for (const issue of error.issues) {
    const path = options.topLevel ? issue.path.slice(0, 1) : issue.path;
    const key = path.length ? path.map(String).join(".") : "_";
    errors[key] ??= issue.message;
  }
  return errors;
}

/** Validates `values` with `schema`: `{}` when valid, else the first message per field. */
export function schemaFieldErrors(schema: z.ZodType, values: unknown, options?: { topLevel?: boolean }): FieldErrorMap {
  const result = schema.safeParse(values);
  return result.success ? {} : fieldErrors(result.error, options);
}
