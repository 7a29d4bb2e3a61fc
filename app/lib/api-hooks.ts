/**
 * The back office's two ways to talk to the server, over React Query:
 *
 *   useApiRead(key)            a GET, cached under its key, retried when the failure is retryable
 *   useApiWrite({ request })   a POST / PATCH / PUT / DELETE, never retried, then refreshes keys
 *                              and says how it went in a toast (`success`, `failure`)
 *
 * One key convention: `[path]` or `[path, params]`, where path is the API path without a query
 * string and params become it (`["/api/leads", { spam: "true" }]` → `/api/leads?spam=true`). A
 * key is a prefix of every narrower key of the same path, so refreshing `["/api/leads"]` after a
 * write refreshes every filtered list of leads too.
 *
 * Each back-office domain (features/lead-inbox, contacts, team, ...) keeps its requests in its
 * own api.ts built from these two hooks, typed with the server's own response types.
 */
import { useMutation, useQuery, useQueryClient, type QueryKey, type UseQueryOptions } from "@tanstack/react-query";
import { apiJson, readRetryDelay, shouldRetryRead, shouldRetryWrite } from "./api";
import type { ErrorWording } from "./api-errors";

export type KeyParams = Record<string, string | number | boolean | null | undefined>;
export type ApiKey = readonly [path: string, params?: KeyParams] | readonly string[];

/** A key in the one convention; empty params are left out so equal lists share a cache entry. */
export function apiKey(path: string, params?: KeyParams): ApiKey {
  const kept = params ? Object.fromEntries(Object.entries(params).filter(([, v]) => v !== undefined && v !== null && v !== "")) : {};
  return Object.keys(kept).length ? [path, kept] : [path];
}

/** The URL a key reads: string parts joined with "/", a trailing object as the query string. */
export function urlFor(key: readonly unknown[]): string {
  const parts = key.filter((p): p is string | number => typeof p === "string" || typeof p === "number").map(String);
  const params = key.find((p): p is KeyParams => typeof p === "object" && p !== null);
  const path = parts.join("/");
  if (!params) return path;
  const qs = new URLSearchParams(
    Object.entries(params)
      .filter(([, v]) => v !== undefined && v !== null && v !== "")
      .map(([k, v]) => [k, String(v)]),
  ).toString();
  return qs ? `${path}?${qs}` : path;
}

/** The read every key gets unless a hook says otherwise. */
export const readKey =
  <T,>(key: readonly unknown[]) =>
  ({ signal }: { signal?: AbortSignal }) =>
    apiJson<T>("GET", urlFor(key), undefined, { signal });

type ReadOptions<T> = Omit<UseQueryOptions<T, Error, T, QueryKey>, "queryKey" | "queryFn">;

export function useApiRead<T>(key: ApiKey, options: ReadOptions<T> = {}) {
  return useQuery<T, Error, T, QueryKey>({
    queryKey: key,
    queryFn: readKey<T>(key),
    retry: shouldRetryRead,
    retryDelay: readRetryDelay,
    ...options,
  });
}

/**
 * What a write tells the person, read by the back-office shell from the mutation's meta (the
 * one place that shows write toasts and notices an ended session): a success toast titled by
 * `success`, and on failure the error toast with `failure`'s wording for the error's status or
 * code, or the server's own readable sentence first when `serverFirst` is set.
 */
export type WriteFeedback = {
  success?: (result: unknown, vars: unknown) => string | undefined;
  failure?: ErrorWording & { serverFirst?: boolean };
};

declare module "@tanstack/react-query" {
  interface Register {
    mutationMeta: WriteFeedback;
  }
}

export interface WriteOptions<V, R> {
  request: (vars: V) => Promise<R>;
  /** Keys (prefixes) to refresh after success. */
  invalidate?: readonly ApiKey[] | ((result: R, vars: V) => readonly ApiKey[]);
  /** The success toast's title (none when it gives undefined). */
  success?: string | ((result: R, vars: V) => string | undefined);
  /** The failure toast's text: a fallback, or wording by status / code (see ~/lib/api-errors). */
  failure?: string | (ErrorWording & { serverFirst?: boolean });
  onMutate?: (vars: V) => void;
  onSuccess?: (result: R, vars: V) => void | Promise<void>;
  onError?: (error: Error, vars: V) => void;
  onSettled?: (vars: V) => void;
}

export function useApiWrite<V = void, R = unknown>(options: WriteOptions<V, R>) {
  const queryClient = useQueryClient();
  const { success, failure } = options;
  return useMutation<R, Error, V>({
    mutationFn: options.request,
    // A write is never sent twice on its own: a second AI generation costs money and a minute,
    // a second invitation or conversion does the thing twice.
    retry: shouldRetryWrite,
    meta: {
      success: typeof success === "function" ? (result, vars) => success(result as R, vars as V) : success ? () => success : undefined,
      failure: typeof failure === "string" ? { fallback: failure } : failure,
    },
    onMutate: options.onMutate,
    onSuccess: async (result, vars) => {
      await options.onSuccess?.(result, vars);
      const keys = typeof options.invalidate === "function" ? options.invalidate(result, vars) : (options.invalidate ?? []);
      await Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
    },
    onError: (error, vars) => options.onError?.(error, vars),
    onSettled: (_r, _e, vars) => options.onSettled?.(vars),
  });
}
