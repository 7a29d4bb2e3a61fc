/**
 * Form state for the lead and review forms (01-public-site.md §4): values, touched flags and
 * errors from the shared zod schema. A field's error shows only once the field was touched
 * (left, or every required field on submit) and is re-checked on each change afterwards.
 */
import { useCallback, useRef, useState } from "react";
import type { z } from "zod";

export type FieldErrors<T> = Partial<Record<keyof T & string, string>>;

/** The first message per top-level field of a failed parse. */
export function schemaErrors<T>(schema: z.ZodType, values: T): FieldErrors<T> {
  const result = schema.safeParse(values);
  if (result.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const key = String(issue.path[0] ?? "_");
    errors[key] ??= issue.message;
  }
  return errors as FieldErrors<T>;
}

export function useFormState<T extends object>(schema: z.ZodType, initial: T) {
  const [values, setValues] = useState<T>(initial);
  const [touched, setTouched] = useState<Partial<Record<keyof T & string, boolean>>>({});
  const [errors, setErrors] = useState<FieldErrors<T>>({});
  // The latest values, so blur right after a change validates what was typed.
  const latest = useRef(values);
  latest.current = values;
  const touchedRef = useRef(touched);
  touchedRef.current = touched;

  const setField = useCallback(
    <K extends keyof T & string>(name: K, value: T[K]) => {
      const next = { ...latest.current, [name]: value };
      latest.current = next;
      setValues(next);
      if (touchedRef.current[name]) {
        const message = schemaErrors(schema, next)[name];
        setErrors((prev) => ({ ...prev, [name]: message }));
      }
    },
    [schema],
  );

  const touchField = useCallback(
    (name: keyof T & string) => {
      setTouched((prev) => ({ ...prev, [name]: true }));
      const message = schemaErrors(schema, latest.current)[name];
      setErrors((prev) => ({ ...prev, [name]: message }));
    },
    [schema],
  );

  /** Marks the given fields touched and validates everything; true when the whole form is valid. */
  const validateAll = useCallback(
    (fields: readonly (keyof T & string)[]) => {
      const all = schemaErrors(schema, latest.current);
      setTouched((prev) => ({ ...prev, ...Object.fromEntries(fields.map((f) => [f, true])) }));
      setErrors((prev) => {
        const next = { ...prev };
        for (const f of fields) next[f] = all[f];
        // A touched field that is now invalid keeps showing its current error.
        for (const f of Object.keys(touchedRef.current) as (keyof T & string)[]) next[f] = all[f];
        return next;
      });
      return Object.keys(all).length === 0;
    },
    [schema],
  );

  const reset = useCallback(() => {
    latest.current = initial;
    setValues(initial);
    setTouched({});
    setErrors({});
  }, [initial]);

  /** Errors shown: only for touched fields. */
  const visibleErrors = Object.fromEntries(
    Object.entries(errors).filter(([k, msg]) => msg && touched[k as keyof T & string]),
  ) as FieldErrors<T>;

  return { values, errors: visibleErrors, setField, touchField, validateAll, reset, setErrors };
}
