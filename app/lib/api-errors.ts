/**
 * The one mapping from a failed call to the words a person reads. It decides by what the error
 * carries — its HTTP status and the server's error code — never by searching the error's text.
 * Each screen passes its own wording per status; what it leaves out falls back to the server's
 * own `message` (when that is a sentence and not a proxy's HTML page) and then to `fallback`.
 */
import { ApiError } from "./api";

/** "network" when the request never got an answer (offline, DNS, CORS, aborted by the browser). */
export type ErrorKind = number | "network" | "unknown";

export function errorKind(error: unknown): ErrorKind {
  if (error instanceof ApiError) return error.status;
  // fetch rejects with a TypeError when no answer came at all (every browser words it differently).
  return error instanceof TypeError ? "network" : "unknown";
}

export const errorStatus = (error: unknown): number | undefined => (error instanceof ApiError ? error.status : undefined);
export const isRateLimited = (error: unknown) => errorStatus(error) === 429;

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

export interface ErrorWording {
  /** Shown when nothing more specific applies. */
  fallback: string;
  /** Wording per HTTP status (e.g. `{ 429: "Too many tries…", 409: "Already done" }`). */
  status?: Partial<Record<number, string>>;
  /** Wording per server error code; wins over `status`. */
  code?: Record<string, string>;
  /** When no answer came back at all. */
  network?: string;
  /** Prefer the server's own message over `fallback` (but not over `status` / `code`). */
  useServerMessage?: boolean;
}

export function errorMessage(error: unknown, wording: ErrorWording): string {
  const code = errorCode(error);
  if (code && wording.code?.[code]) return wording.code[code];
  const kind = errorKind(error);
  if (typeof kind === "number" && wording.status?.[kind]) return wording.status[kind];
  if (kind === "network" && wording.network) return wording.network;
  if (wording.useServerMessage) return serverMessage(error) ?? wording.fallback;
  return wording.fallback;
}
