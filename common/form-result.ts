/**
 * What a page action answers when a public form is sent: to the browser's own post (no
 * JavaScript, or a press before the page's scripts ran) the page is rendered again with this as
 * its action data, so the form shows its success state, or the typed values with each field's
 * error and an error summary, or a refusal (rate limit, expired form...) with the values kept.
 * The page's script sends the same form to the same action and reads the same answer.
 */
export type NativeFormId = "contact" | "quick-quote" | "quote" | "area-request" | "review" | "comment" | "subscribe";

export interface NativeFormResult {
  form: NativeFormId;
  outcome: "sent" | "invalid" | "refused";
  /** What was typed, as sent (empty after a success). */
  values: Record<string, string>;
  /** Field name → its message. */
  errors: Record<string, string>;
  /** A refusal's message, for the error summary. */
  message?: string;
  /** The refusal was the per-client limit (the lead forms show their orange alert). */
  rateLimited?: boolean;
  /**
   * The token of the form's first render, sent back with a form to correct: its fill time counts
   * from then, so fixing one field quickly is not taken for a bot.
   */
  started?: string;
  /** The answer's HTTP status (the error wording is chosen by it). */
  status?: number;
  /** No answer came at all (set in the browser, see client-action.ts). */
  network?: boolean;
}

/** The action data when it is this form's answer. */
export function resultFor(data: unknown, form: NativeFormId): NativeFormResult | undefined {
  const result = data as NativeFormResult | undefined;
  return result && typeof result === "object" && result.form === form ? result : undefined;
}
