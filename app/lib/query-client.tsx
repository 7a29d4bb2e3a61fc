/**
 * React Query for the back office only: its client (retries and defaults of the call layer) and
 * the provider the staff pages render under (through RequireRole). Public pages never load it.
 * A signed-out session takes every cached answer with it; any call answered 401 means the
 * session ended on the server, so the session is checked again.
 */
import { QueryClient, QueryClientProvider, type QueryFunction } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { useAuth } from "~/features/auth/auth-provider";
import { ApiError, readRetryDelay, shouldRetryRead, shouldRetryWrite, throwIfNotOk, writeRetryDelay } from "./api";

type UnauthorizedBehavior = "returnNull" | "throw";

/** Default read: the query key's parts joined with "/" are the path. */
export function getQueryFn<T>({ on401 }: { on401: UnauthorizedBehavior }): QueryFunction<T> {
  return async ({ queryKey, signal }) => {
    const res = await fetch(queryKey.join("/"), { credentials: "include", signal });
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
      mutations: {
        retry: shouldRetryWrite,
        retryDelay: writeRetryDelay,
      },
    },
  });
}

/** One client per browser tab (kept across staff pages), a fresh one per server render. */
let browserClient: QueryClient | undefined;
const clientForThisRender = () => (typeof window === "undefined" ? createQueryClient() : (browserClient ??= createQueryClient()));

export function QueryProvider({ children }: { children: React.ReactNode }) {
  const [queryClient] = useState(clientForThisRender);
  const { user, recheck } = useAuth();

  // Signed out (logout, a 401, a failed check): nothing cached for the last user stays.
  useEffect(() => {
    if (!user) queryClient.clear();
  }, [user, queryClient]);

  useEffect(() => {
    const onError = (error: unknown) => {
      if (error instanceof ApiError && error.status === 401) void recheck();
    };
    const unsubscribeQueries = queryClient.getQueryCache().subscribe((event) => {
      if (event.type === "updated" && event.action.type === "error") onError(event.action.error);
    });
    const unsubscribeMutations = queryClient.getMutationCache().subscribe((event) => {
      if (event.type === "updated" && event.action.type === "error") onError(event.action.error);
    });
    return () => {
      unsubscribeQueries();
      unsubscribeMutations();
    };
  }, [queryClient, recheck]);

  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
