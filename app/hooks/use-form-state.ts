/**
 * A public form's behaviour once the page's script runs. The inputs stay uncontrolled (`name` +
 * `defaultValue`): the browser holds what the visitor typed, before hydration too, and this hook
 * only reads it, when it checks the form and when it sends it.
 *
 * - Errors show only for touched fields: a field is touched when the visitor leaves it, and every
 *   field when they press Send. Once touched, a field is checked again on each change.
 * - The rules are the shared zod schema, loaded at the first focus in the form (~/lib/lazy-schema).
 * - A valid form goes to the page's action through a fetcher (the same action that answers the
 *   browser's own post without JavaScript); `onAnswer` hears what it said.
 */
import { useEffect, useRef, useState } from "react";
import { useFetcher } from "react-router";
import { useHydrated } from "~/hooks/use-hydrated";
import { writeRetryDelay } from "~/lib/api";
import type { LazySchema } from "~/lib/lazy-schema";
import type { NativeFormResult } from "@common/form-result";
import { MIN_FILL_MS } from "@common/spam";

export type FieldErrors<F extends string = string> = Partial<Record<F, string>>;

type FieldElement = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

/** The form's named fields as the schema reads them: text as typed (a radio group: its value, or ""). */
function formValues(form: HTMLFormElement): Record<string, string> {
  const values: Record<string, string> = {};
  for (const element of Array.from(form.elements) as FieldElement[]) {
    if (!element.name || element.type === "submit" || element.type === "button") continue;
    if ((element.type === "radio" || element.type === "checkbox") && !(element as HTMLInputElement).checked) {
      values[element.name] ??= "";
      continue;
    }
    values[element.name] = element.value;
  }
  return values;
}

/**
 * Waits until the minimum fill time has passed since the form's token was made: the server
 * measures it from that token, and a form sent sooner is taken for a bot. A server-rendered form's
 * token came with the page; a form rendered after a client navigation got a new one from its
 * loader, just before it first showed (`shownAt`).
 */
function minimumFillTime(shownAt: number | undefined): Promise<void> {
  const navigation = performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming | undefined;
  const remaining = (shownAt ?? navigation?.responseStart ?? 0) + MIN_FILL_MS + 100 - performance.now();
  return remaining > 0 ? new Promise((resolve) => setTimeout(resolve, remaining)) : Promise.resolve();
}

export interface FormStateOptions<F extends string> {
  schema: LazySchema;
  /** The fields the form checks, in the order they appear (the first invalid one gets focus). */
  fields: readonly F[];
  /** The page action the fetcher posts to. */
  action: string;
  /** The page's answer to the browser's own post of this form: its errors start out shown. */
  answer?: NativeFormResult;
  /** The values the schema checks, from the form's fields (numbers, derived fields). */
  toValues?: (values: Record<string, string>) => Record<string, unknown>;
  /** The id of a field's control (to focus the first invalid one). */
  fieldId: (name: F) => string;
  /** Whether leaving a field shows its error (default); otherwise errors show from the first press on Send. */
  touchOnBlur?: boolean;
  /** A change that shows its field's error at once, before the field is left (over a length limit). */
  touchOnChange?: (name: F, value: string) => boolean;
  /**
   * Send once more, 1 s later, when no answer came or the server was away (a lead: its action
   * stores one lead per form and content, so a second try never stores two).
   */
  retry?: boolean;
  /** A press on Send found errors: nothing is sent. */
  onInvalid?: () => void;
  /** The action's answer (or the network's failure) to what the script sent. */
  onAnswer: (answer: NativeFormResult, form: HTMLFormElement) => void;
}

export function useFormState<F extends string>(options: FormStateOptions<F>) {
  const { schema, fields, action, answer, fieldId } = options;
  const [touched, setTouched] = useState<ReadonlySet<string>>(() => new Set(Object.keys(answer?.errors ?? {})));
  const [errors, setErrors] = useState<FieldErrors>(() => answer?.errors ?? {});
  // The wait for the rules and the minimum fill time, before the fetcher takes over.
  const [preparing, setPreparing] = useState(false);
  const fetcher = useFetcher<NativeFormResult>();
  const formRef = useRef<HTMLFormElement>(null);
  // Rendered by the script from its first render (a client navigation), not hydrated from the page.
  const [renderedByScript] = useState(useHydrated());
  const shownAt = useRef<number | undefined>(undefined);
  useEffect(() => {
    if (renderedByScript) shownAt.current = performance.now();
  }, [renderedByScript]);
  const latestOptions = useRef(options);
  // The fetcher's submit as of the latest render, for a retry started by an earlier one.
  const latestSubmit = useRef(fetcher.submit);
  useEffect(() => {
    latestOptions.current = options;
    latestSubmit.current = fetcher.submit;
  });

  const valuesOf = (form: HTMLFormElement) => (options.toValues ?? ((v) => v))(formValues(form));
  const isField = (name: string): name is F => (fields as readonly string[]).includes(name);

  /** Checks these fields against what the form holds now (once the rules are there). */
  async function check(form: HTMLFormElement, names: readonly string[]) {
    const loaded = schema.peek() ?? (await schema.load());
    if (!loaded) return {};
    const found = schema.errorsOf(valuesOf(form));
    setErrors((prev) => ({ ...prev, ...Object.fromEntries(names.map((n) => [n, found[n]])) }));
    return found;
  }

  function onFocus() {
    if (!schema.peek()) void schema.load();
  }

  function onBlur(event: React.FocusEvent<HTMLFormElement>) {
    const target = event.target as Partial<FieldElement>;
    const name = target.name;
    if (!name || !isField(name) || options.touchOnBlur === false) return;
    // Moving between the radios of one group is not leaving it.
    if ((event.relatedTarget as Partial<FieldElement> | null)?.name === name) return;
    setTouched((prev) => (prev.has(name) ? prev : new Set(prev).add(name)));
    void check(event.currentTarget, [name]);
  }

  function onChange(event: React.FormEvent<HTMLFormElement>) {
    const target = event.target as Partial<FieldElement>;
    const name = target.name;
    if (!name || !isField(name)) return;
    if (!touched.has(name) && options.touchOnChange?.(name, target.value ?? "")) setTouched((prev) => new Set(prev).add(name));
    else if (!touched.has(name)) return;
    void check(event.currentTarget, [name]);
  }

  const pending = preparing || fetcher.state !== "idle";
  // What was sent, for the one retry a lead's form makes.
  const sending = useRef<{ data: FormData; retries: number } | undefined>(undefined);

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    if (pending) return;
    setPreparing(true);
    setTouched(new Set(fields));
    const found = await check(form, fields);
    const first = fields.find((f) => found[f]);
    if (first) {
      setPreparing(false);
      document.getElementById(fieldId(first))?.focus();
      options.onInvalid?.();
      return;
    }
    await minimumFillTime(shownAt.current);
    setPreparing(false);
    const data = new FormData(form);
    sending.current = { data, retries: options.retry ? 1 : 0 };
    void fetcher.submit(data, { method: "post", action: action.split("#")[0] });
  }

  // Each answer is heard once, when the fetcher has settled.
  const heard = useRef<NativeFormResult | undefined>(undefined);
  useEffect(() => {
    const data = fetcher.data;
    if (fetcher.state !== "idle" || !data || heard.current === data || !formRef.current) return;
    heard.current = data;
    const sent = sending.current;
    if (sent?.retries && (data.network || (data.status ?? 0) >= 500)) {
      // The same post again after 1 s (shown as still sending meanwhile).
      sent.retries = 0;
      setPreparing(true);
      setTimeout(() => {
        setPreparing(false);
        void latestSubmit.current(sent.data, { method: "post", action: latestOptions.current.action.split("#")[0] });
      }, writeRetryDelay());
      return;
    }
    // The server found errors the browser did not (or its rules could not load): they show too.
    if (data.outcome === "invalid") {
      // The answer came from the network (an outside source): once per answer, not per render.
      // eslint-disable-next-line react-hooks/set-state-in-effect
      setTouched((prev) => new Set([...prev, ...Object.keys(data.errors)]));
      setErrors((prev) => ({ ...prev, ...data.errors }));
    }
    latestOptions.current.onAnswer(data, formRef.current);
  }, [fetcher.state, fetcher.data]);

  const shown: FieldErrors<F> = {};
  for (const name of fields) {
    const message = touched.has(name) ? errors[name] : undefined;
    if (message) shown[name] = message;
  }

  // Bumped by reset: the form's fields are rendered afresh (empty), as a key.
  const [generation, setGeneration] = useState(0);

  /** An empty form again: values, touched flags and errors. */
  function reset() {
    setGeneration((g) => g + 1);
    setTouched(new Set());
    setErrors({});
  }

  return {
    errors: shown,
    pending,
    reset,
    /** 0 until the first reset: use it as the fields' key, and the server's values only while 0. */
    generation,
    formProps: { ref: formRef, method: "post" as const, action, noValidate: true, onSubmit, onBlur, onChange, onFocus },
  };
}
