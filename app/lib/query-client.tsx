/**
 * React Query for the back office only: its client (retries and defaults of the call layer) and
 * the provider the staff pages render under (through RequireRole). Public pages never load it.
 * The back-office shell ties the cache to the session (app/shell/back-office/query-events).
 */
import { QueryClient, QueryClientProvider, type QueryFunction } from "@tanstack/react-query";
import { useState } from "react";
import { readRetryDelay, shouldRetryRead, shouldRetryWrite, throwIfNotOk } from "./api";
import { urlFor } from "./api-hooks";

type UnauthorizedBehavior = "returnNull" | "throw";

/** Default read: the key's URL (its parts joined with "/", a trailing object as query string). */
export function getQueryFn<T>({ on401 }: { on401: UnauthorizedBehavior }): QueryFunction<T> {
  return async ({ queryKey, signal }) => {
    const res = await fetch(urlFor(queryKey), { credentials: "include", signal });
    if (on401 === "returnNull" && res.status === 401) return null as T;
    await throwIfNotOk(res);
    return (await res.json()) as T;
  };
}

export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: getQueryFn({ on401: "throw" }),
        refetchInterval: false,
        refetchOnWindowFocus: false,
        staleTime: Infinity,
        retry: shouldRetryRead,
        retryDelay: readRetryDelay,
      },
      // Writes are never retried on their own (see ./api): the default for any useMutation.
      mutations: {
        retry: shouldRetryWrite,
      },
    },
  });
}

/** One client per browser tab (kept across staff pages), a fresh one per server render. */
let browserClient: QueryClient | undefined;
const clientForThisRender = () => (typeof window === "undefined" ? createQueryClient() : (browserClient ??= createQueryClient()));

/** The browser's client (the back-office shell ties it to the session); none on the server. */
export const backOfficeQueryClient = () => (typeof window === "undefined" ? undefined : (browserClient ??= createQueryClient()));

export function QueryProvider({ children }: { children: React.ReactNode }) {
  const [queryClient] = useState(clientForThisRender);
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
