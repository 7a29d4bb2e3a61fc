/**
 * The one mapping from a failed call to the words a person reads. It decides by what the error
 * carries — its HTTP status and the server's error code — never by searching the error's text.
 * Each screen passes its own wording per status; what it leaves out gets `fallback` (the back
 * office may prefer the server's own sentence: `errorMessageOrServer`). Unused functions add
 * nothing to a page: the bundler keeps only what a page imports.
 */
import { isRouteErrorResponse } from "react-router";
import { ApiError } from "./api";

/** "network" when the request never got an answer (offline, DNS, CORS, aborted by the browser). */
export type ErrorKind = number | "network" | "unknown";

export function errorKind(error: unknown): ErrorKind {
  if (error instanceof ApiError) return error.status;
  // A page action sent by React Router that got an error page instead of its answer (a proxy's 502, a 429).
  if (isRouteErrorResponse(error)) return error.status;
  // fetch rejects with a TypeError when no answer came at all (every browser words it differently).
  return error instanceof TypeError ? "network" : "unknown";
}

export const errorStatus = (error: unknown): number | undefined => {
  const kind = errorKind(error);
  return typeof kind === "number" ? kind : undefined;
};
export const isRateLimited = (error: unknown) => errorStatus(error) === 429;

export interface ErrorWording {
  /** Shown when nothing more specific applies. */
  fallback: string;
  /** Wording per HTTP status (e.g. `{ 429: "Too many tries…", 409: "Already done" }`). */
  status?: Partial<Record<number, string>>;
  /** Wording per server error code; wins over `status`. */
  code?: Record<string, string>;
  /** When no answer came back at all. */
  network?: string;
}

export function errorMessage(error: unknown, wording: ErrorWording): string {
  const code = error instanceof ApiError ? error.code : undefined;
  if (code && wording.code?.[code]) return wording.code[code];
  const kind = errorKind(error);
  if (typeof kind === "number" && wording.status?.[kind]) return wording.status[kind];
  if (kind === "network" && wording.network) return wording.network;
  return wording.fallback;
}

// ------------------------------------------------------------------ the server's own words (back office)

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
