/**
 * What the back office does with its calls' outcomes, in one place:
 * - signing out (logout, a 401, a failed check) drops every cached answer of the last user, and
 *   any call answered 401 — the session ended on the server — makes the browser check it again;
 * - a write that says how it went (useApiWrite's `success` / `failure`) gets its toast here, so
 *   the toast shows even when the dialog that sent it has closed.
 */
import { useEffect } from "react";
import type { Mutation } from "@tanstack/react-query";
import { showError } from "~/components/back-office/show-error";
import { useAuth } from "~/features/auth";
import { toast } from "~/hooks/use-toast";
import { ApiError } from "~/lib/api";
import { errorMessageOrServer } from "~/lib/api-errors";
import { errorMessage } from "~/lib/api-errors";
import { backOfficeQueryClient } from "~/lib/query-client";

function tellOutcome(mutation: Mutation<unknown, unknown, unknown, unknown>, outcome: { data: unknown } | { error: unknown }) {
  const { success, failure } = mutation.meta ?? {};
  if ("data" in outcome) {
    const title = success?.(outcome.data, mutation.state.variables);
    if (title) toast({ title });
  } else if (failure) {
    showError(failure.serverFirst ? errorMessageOrServer(outcome.error, failure) : errorMessage(outcome.error, failure));
  }
}

export function QueryEvents() {
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
      if (event.type !== "updated") return;
      if (event.action.type === "success") tellOutcome(event.mutation, { data: event.action.data });
      if (event.action.type === "error") {
        onError(event.action.error);
        tellOutcome(event.mutation, { error: event.action.error });
      }
    });
    return () => {
      unsubscribeQueries();
      unsubscribeMutations();
    };
  }, [recheck]);

  return null;
}
