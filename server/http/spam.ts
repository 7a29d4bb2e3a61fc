/**
 * Spam defence for public forms, with no third party: a hidden honeypot field and a minimum
 * fill time. A request without these fields (a plain API client) is not treated as spam.
 * Callers store a trip apart and answer as if it succeeded, so bots learn nothing.
 * `formStartedAt` is the browser's clock (epoch ms) when the form was opened; the forms wait until
 * MIN_FILL_MS has passed before sending, so a real person using them is never caught.
 */
import { HONEYPOT_FIELD, MIN_FILL_MS, STARTED_AT_FIELD } from "@common/spam";

export function isSpamSubmission(body: unknown, now: number): boolean {
  if (!body || typeof body !== "object") return false;
  const record = body as Record<string, unknown>;
  const honey = record[HONEYPOT_FIELD];
  if (honey !== undefined && honey !== null && honey !== "") return true;
  const started = record[STARTED_AT_FIELD];
  if (started === undefined || started === null || started === "") return false;
  const startedAt = typeof started === "number" ? started : typeof started === "string" ? Number(started) : NaN;
  // A form always sends a number; anything else was made up.
  if (!Number.isFinite(startedAt)) return true;
  const elapsed = now - startedAt;
  // A start in the future is the visitor's clock running ahead of ours, not a bot: never refuse a person.
  if (elapsed < 0) return false;
  return elapsed < MIN_FILL_MS;
}

/** The body without the spam-defence fields. */
export function withoutSpamFields<T extends Record<string, unknown>>(body: T): Omit<T, typeof HONEYPOT_FIELD | typeof STARTED_AT_FIELD> {
  const { [HONEYPOT_FIELD]: _h, [STARTED_AT_FIELD]: _s, ...rest } = body;
  return rest;
}
