/**
 * Form state for the lead and review forms: values, touched flags and
 * errors from the shared zod schema. A field's error shows only once the field was touched
 * (left, or every required field on submit) and is re-checked on each change afterwards.
 * The schema loads when the form is first used (~/lib/lazy-schema); checks asked for before it
 * has arrived are made when it does, and a submit waits for it.
 *
 * The form's DOM wins over the first render: attach `formRef` to the <form>, and once hydrated
 * the values typed before the scripts ran are read into the state (and read again before a
 * submit), so hydration never erases them. Errors a server answer gave start out shown.
 */
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from "react";
import { readFormValues } from "~/components/forms/dom-values";
import { loadOnFirstUse, type LazySchema } from "~/lib/lazy-schema";

export type FieldErrors<T> = Partial<Record<keyof T & string, string>>;

/** The first message per top-level field of a failed parse (the schema's own helper, see lazy-schema). */
function schemaErrors<T>(schema: LazySchema, values: T): FieldErrors<T> {
  return schema.errorsOf(values) as FieldErrors<T>;
}

export function useFormState<T extends object>(schema: LazySchema, initial: T, options: { serverErrors?: FieldErrors<T> } = {}) {
  const [values, setValues] = useState<T>(initial);
  const [touched, setTouched] = useState<Partial<Record<keyof T & string, boolean>>>(() =>
    Object.fromEntries(Object.keys(options.serverErrors ?? {}).map((k) => [k, true])) as Partial<Record<keyof T & string, boolean>>,
  );
  const [errors, setErrors] = useState<FieldErrors<T>>(options.serverErrors ?? {});
  const formRef = useRef<HTMLFormElement>(null);
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
      const loaded = schema.peek();
      if (touchedRef.current[name] && loaded) {
        const message = schemaErrors(schema, next)[name];
        setErrors((prev) => ({ ...prev, [name]: message }));
      }
    },
    [schema],
  );

  /** Reads the form's fields into the state (numbers stay numbers); returns the values now held. */
  const syncFromDom = useCallback((): T => {
    const form = formRef.current;
    if (!form) return latest.current;
    const dom = readFormValues(form, Object.keys(latest.current));
    let next = latest.current;
    for (const [key, raw] of Object.entries(dom)) {
      const current = (next as Record<string, unknown>)[key];
      const value = typeof current === "number" ? Number(raw) || 0 : raw;
      if (value !== current) next = { ...next, [key]: value };
    }
    if (next !== latest.current) {
      latest.current = next;
      setValues(next);
      // A field already showing an error is checked against what it now holds.
      const loaded = schema.peek();
      if (loaded) setErrors((prev) => {
        const all = schemaErrors(schema, next);
        const updated = { ...prev };
        for (const k of Object.keys(touchedRef.current) as (keyof T & string)[]) updated[k] = all[k];
        return updated;
      });
    }
    return next;
  }, [schema]);

  // Once hydrated, before the browser paints again: what the visitor typed so far is the state.
  useLayoutEffect(() => {
    syncFromDom();
  }, [syncFromDom]);

  /** Every touched field checked against the values held (once the schema is there). */
  const recheckTouched = useCallback(() => {
    const loaded = schema.peek();
    if (!loaded) return;
    const all = schemaErrors(schema, latest.current);
    setErrors((prev) => {
      const next = { ...prev };
      for (const k of Object.keys(touchedRef.current) as (keyof T & string)[]) next[k] = all[k];
      return next;
    });
  }, [schema]);

  // The schema comes with the first use of the form (or at once for a form sent back with errors).
  useEffect(() => {
    const form = formRef.current;
    if (schema.peek()) return;
    if (!form || Object.keys(touchedRef.current).length) {
      void schema.load().then((loaded) => loaded && recheckTouched());
      return;
    }
    return loadOnFirstUse(form, schema, recheckTouched);
  }, [schema, recheckTouched]);

  const touchField = useCallback(
    (name: keyof T & string) => {
      setTouched((prev) => ({ ...prev, [name]: true }));
      touchedRef.current = { ...touchedRef.current, [name]: true };
      const loaded = schema.peek();
      if (!loaded) return void schema.load().then((arrived) => arrived && recheckTouched());
      const message = schemaErrors(schema, latest.current)[name];
      setErrors((prev) => ({ ...prev, [name]: message }));
    },
    [schema, recheckTouched],
  );

  /**
   * Marks the given fields touched and validates everything (waiting for the schema if it has not
   * arrived); resolves to the errors found, none when the whole form is valid. Without a schema
   * (it could not be loaded) the server's check is the one that counts.
   */
  const validateAll = useCallback(
    async (fields: readonly (keyof T & string)[]): Promise<FieldErrors<T>> => {
      const loaded = schema.peek() ?? (await schema.load());
      const all: FieldErrors<T> = loaded ? schemaErrors(schema, syncFromDom()) : {};
      setTouched((prev) => ({ ...prev, ...Object.fromEntries(fields.map((f) => [f, true])) }));
      setErrors((prev) => {
        const next = { ...prev };
        for (const f of fields) next[f] = all[f];
        // A touched field that is now invalid keeps showing its current error.
        for (const f of Object.keys(touchedRef.current) as (keyof T & string)[]) next[f] = all[f];
        return next;
      });
      return all;
    },
    [schema, syncFromDom],
  );

  /** Back to `to` (the initial values unless given: a form sent back by the server starts with its values). */
  const reset = useCallback(
    (to: T = initial) => {
      latest.current = to;
      setValues(to);
      setTouched({});
      setErrors({});
    },
    [initial],
  );

  /** Errors shown: only for touched fields. */
  const visibleErrors = Object.fromEntries(
    Object.entries(errors).filter(([k, msg]) => msg && touched[k as keyof T & string]),
  ) as FieldErrors<T>;

  return { values, errors: visibleErrors, setField, touchField, validateAll, reset, setErrors, formRef, syncFromDom };
}
