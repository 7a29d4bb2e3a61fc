/**
 * A dashboard write: useApiWrite (never retried) plus the dashboard's way of answering — a
 * success toast when asked for, and on failure the "Error" toast with this action's message
 * (or the server's own, where the action says it is worth showing).
 */
import { useApiWrite, type ApiKey } from "~/lib/api-hooks";
import { errorMessage, errorMessageOrServer, type ErrorWording } from "~/lib/api-errors";
import { toast } from "~/hooks/use-toast";
import { messages } from "~/shared/messages";

export function showError(description: string) {
  toast({ title: messages.dashboard.errorTitle, description, variant: "destructive" });
}

export function showSuccess(title: string, description?: string) {
  toast({ title, description });
}

export interface StaffWriteOptions<V, R> {
  request: (vars: V) => Promise<R>;
  /** Queries to refresh after success (prefix match). */
  invalidate: readonly ApiKey[];
  /** The failure toast's text; `useServerMessage` lets the server's own message win. */
  errorMessage: string;
  useServerMessage?: boolean;
  /** Wording for particular statuses (e.g. 409). */
  status?: ErrorWording["status"];
  success?: (result: R, vars: V) => string | undefined;
  onSuccess?: (result: R, vars: V) => void;
  onError?: (error: Error, vars: V) => void;
}

export function useStaffWrite<V = void, R = unknown>(options: StaffWriteOptions<V, R>) {
  return useApiWrite<V, R>({
    request: options.request,
    invalidate: options.invalidate,
    onSuccess: (result, vars) => {
      const title = options.success?.(result, vars);
      if (title) showSuccess(title);
      options.onSuccess?.(result, vars);
    },
    onError: (error, vars) => {
      const wording = { fallback: options.errorMessage, status: options.status };
      showError(options.useServerMessage ? errorMessageOrServer(error, wording) : errorMessage(error, wording));
      options.onError?.(error, vars);
    },
  });
}
