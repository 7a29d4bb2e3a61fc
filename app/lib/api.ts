/**
 * The client's call layer: every request sends credentials, writes send JSON, and a failed
 * answer raises an ApiError carrying its status (its text is "status: body"). Reads retry up to
 * 3 times when the error is retryable (1 s, 2 s, 4 s). A write is retried only when the server
 * can tell a repeat from a new request (it carries an Idempotency-Key): once, after 1 s. Any
 * other write — an AI generation, a campaign run, an invitation — is never sent twice on its own.
 * Plain fetch: the public pages use it without a query library (the back office's React Query
 * client is in ./query-client, its hooks in ./api-hooks).
 */
import { isRetryable } from "@common/error-catalog";

/** A failed answer: its status and body (its text is "status: body"). */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: string,
  ) {
    super(`${status}: ${body}`);
    this.name = "ApiError";
  }

  /** A field of the JSON body, when the body is JSON and the field has the expected type. */
  private field<T>(name: string, type: "string" | "object"): T | undefined {
    try {
      const value = (JSON.parse(this.body) as Record<string, unknown>)[name];
      return typeof value === type && value !== null ? (value as T) : undefined;
    } catch {
      return undefined;
    }
  }

  /**
   * The server's `message` field when the body is JSON with one, else "" (a proxy's HTML page or
   * a bare status text is no message for people; callers show their own fallback).
   */
  get serverMessage(): string {
    return this.field<string>("message", "string") ?? "";
  }

  /** Field errors of a 400 answer, if the server sent any. */
  get fieldErrors(): Record<string, string> {
    return this.field<Record<string, string>>("errors", "object") ?? {};
  }

  /** The server's `code` field (e.g. "inactive"), if it sent one. */
  get code(): string | undefined {
    return this.field<string>("code", "string");
  }
}


export async function throwIfNotOk(res: Response): Promise<void> {
  if (!res.ok) {
    const text = (await res.text().catch(() => "")) || res.statusText;
    throw new ApiError(res.status, text);
  }
}

export interface RequestOptions {
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

/** A write (or any call): JSON body when data is given, credentials always. Returns the Response. */
export async function apiRequest(method: string, url: string, data?: unknown, options: RequestOptions = {}): Promise<Response> {
  const res = await fetch(url, {
    method,
    headers: { ...(data !== undefined ? { "Content-Type": "application/json" } : {}), ...options.headers },
    body: data !== undefined ? JSON.stringify(data) : undefined,
    credentials: "include",
    signal: options.signal,
  });
  await throwIfNotOk(res);
  return res;
}

/** apiRequest, then the parsed JSON body. */
export async function apiJson<T>(method: string, url: string, data?: unknown, options?: RequestOptions): Promise<T> {
  const res = await apiRequest(method, url, data, options);
  const text = await res.text();
  return (text ? JSON.parse(text) : null) as T;
}

export const READ_RETRIES = 3;
/** Retries of a write that carries an Idempotency-Key; every other write has none. */
export const IDEMPOTENT_WRITE_RETRIES = 1;

/** 1 s, 2 s, 4 s, then 4 s. */
export const readRetryDelay = (attemptIndex: number) => Math.min(1000 * 2 ** attemptIndex, 4000);
export const writeRetryDelay = () => 1000;

export const shouldRetryRead = (failureCount: number, error: unknown) =>
  failureCount < READ_RETRIES && isRetryable(error);
/** For writes the server deduplicates (Idempotency-Key): once, when the failure is retryable. */
export const shouldRetryIdempotentWrite = (failureCount: number, error: unknown) =>
  failureCount < IDEMPOTENT_WRITE_RETRIES && isRetryable(error);
/** Every other write. */
export const shouldRetryWrite = (_failureCount: number, _error: unknown) => false;
