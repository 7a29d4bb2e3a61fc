/** E-mail alerts: who is told of new leads, and the alert mails that could not be delivered. */
import { apiJson, apiRequest } from "~/lib/api";
import { apiKey, useApiRead } from "~/lib/api-hooks";
import { messages } from "~/shared/messages";
import { useStaffWrite } from "./staff-write";
import type { FailedMail, NotificationEmail } from "./types";

const m = messages.dashboard;

export const alertKeys = {
  recipients: apiKey("/api/notification-emails"),
  failedMail: apiKey("/api/mail/failed"),
};

export const useAlertRecipients = () => useApiRead<NotificationEmail[]>(alertKeys.recipients, { staleTime: 0 });
export const useFailedMail = () => useApiRead<FailedMail[]>(alertKeys.failedMail, { staleTime: 0 });

export function useToggleRecipient() {
  return useStaffWrite({
    request: ({ id, isActive }: { id: string; isActive: boolean }) =>
      apiJson<NotificationEmail>("PATCH", `/api/notification-emails/${id}`, { isActive }),
    invalidate: [alertKeys.recipients],
    errorMessage: m.updateNotificationFailed,
  });
}

export function useDeleteRecipient(onDone: () => void) {
  return useStaffWrite({
    request: (n: NotificationEmail) => apiRequest("DELETE", `/api/notification-emails/${n.id}`),
    invalidate: [alertKeys.recipients],
    errorMessage: m.deleteNotificationFailed,
    onSuccess: onDone,
  });
}

export interface NewRecipient {
  email: string;
  name: string;
  type: string;
  isActive: boolean;
}

export function useAddRecipient(onDone: () => void) {
  return useStaffWrite({
    request: (body: NewRecipient) => apiJson<NotificationEmail>("POST", "/api/notification-emails", body),
    invalidate: [alertKeys.recipients],
    errorMessage: m.addNotificationFailed,
    useServerMessage: true,
    success: () => m.notificationAdded,
    onSuccess: onDone,
  });
}

export function useRetryMail() {
  return useStaffWrite({
    request: (mail: FailedMail) => apiJson<{ id: string; status: string }>("POST", `/api/mail/${mail.id}/retry`),
    invalidate: [alertKeys.failedMail],
    errorMessage: m.retryMailFailed,
    useServerMessage: true,
    success: () => m.failedMailRetried,
  });
}
