/**
 * What the visitor typed before the page hydrated lives only in the DOM: React keeps an input's
 * and a select's value when it hydrates them, so the forms read those values into their state
 * once hydrated. A textarea is the exception: hydration puts back its server-rendered text
 * when it had some (a form sent back with its values), so entry.client notes what was typed
 * into textareas just before hydrating.
 */
const typedText = new WeakMap<HTMLTextAreaElement, string>();

/** entry.client, just before hydrateRoot: remember textarea text changed since the server render. */
export function rememberTypedText(): void {
  for (const el of document.querySelectorAll("form textarea")) {
    const textarea = el as HTMLTextAreaElement;
    if (textarea.value !== textarea.defaultValue) typedText.set(textarea, textarea.value);
  }
}

/** The current values of these named fields of a form ("" for a radio group with none chosen). */
export function readFormValues(form: HTMLFormElement, names: readonly string[]): Record<string, string> {
  const values: Record<string, string> = {};
  for (const name of names) {
    const item = form.elements.namedItem(name);
    if (!item) continue;
    if (item instanceof RadioNodeList) {
      values[name] = item.value;
    } else if (item instanceof HTMLTextAreaElement) {
      const typed = typedText.get(item);
      typedText.delete(item);
      // Hydration restored the server's text: what was typed over it wins.
      values[name] = typed !== undefined && item.value === item.defaultValue ? (item.value = typed) : item.value;
    } else if (item instanceof HTMLInputElement || item instanceof HTMLSelectElement) {
      values[name] = item.value;
    }
  }
  return values;
}
