/**
 * Ties the back office's React Query cache to the session: signing out (logout, a 401, a failed
 * check) drops every cached answer of the last user, and any call answered 401 — the session
 * ended on the server — makes the browser check the session again.
 */
import { useEffect } from "react";
import { useAuth } from "~/features/auth";
import { ApiError } from "~/lib/api";
import { backOfficeQueryClient } from "~/lib/query-client";

export function QuerySessionSync() {
  const { user, recheck } = useAuth();

  useEffect(() => {
    const client = backOfficeQueryClient();
    if (!user && client) client.clear();
  }, [user]);

  useEffect(() => {
    const client = backOfficeQueryClient();
    if (!client) return;
    const onError = (error: unknown) => {
      if (error instanceof ApiError && error.status === 401) void recheck();
    };
    const unsubscribeQueries = client.getQueryCache().subscribe((event) => {
      if (event.type === "updated" && event.action.type === "error") onError(event.action.error);
    });
    const unsubscribeMutations = client.getMutationCache().subscribe((event) => {
      if (event.type === "updated" && event.action.type === "error") onError(event.action.error);
    });
    return () => {
      unsubscribeQueries();
      unsubscribeMutations();
    };
  }, [recheck]);

  return null;
}
