/**
 * The server's own explanation of a failure, for the back office's toasts and dialogs (the
 * public pages use only the status-based wording of ./api-errors, so this stays off their pages).
 */
import { ApiError } from "./api";
import { errorMessage, type ErrorWording } from "./api-errors";

/** The server's `code` field when it sent one (e.g. "inactive", "at_target"). */
export const errorCode = (error: unknown) => (error instanceof ApiError ? error.code : undefined);

/** The server's own explanation, when it is one a person can read. */
export function serverMessage(error: unknown): string | undefined {
  if (!(error instanceof ApiError)) return undefined;
  const message = error.serverMessage.trim();
  return message && message.length < 300 && !message.startsWith("<") ? message : undefined;
}

/**
 * What went wrong in a sentence for a toast's description: the server's explanation for an API
 * error, the browser's own words when no answer came (e.g. "Failed to fetch"), else nothing.
 */
export function failureDetail(error: unknown): string | undefined {
  if (error instanceof ApiError) return serverMessage(error);
  return error instanceof Error && error.message ? error.message : undefined;
}

/** errorMessage, but the server's own sentence wins over `fallback` when it sent a readable one. */
export function errorMessageOrServer(error: unknown, wording: ErrorWording): string {
  const chosen = errorMessage(error, wording);
  return chosen === wording.fallback ? (serverMessage(error) ?? wording.fallback) : chosen;
}
