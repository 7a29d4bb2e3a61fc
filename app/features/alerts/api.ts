/** E-mail alerts: who is told of new leads, and the alert mails that could not be delivered. */
import { apiJson, apiRequest } from "~/lib/api";
import { apiKey, useApiRead, useApiWrite } from "~/lib/api-hooks";
import * as staffMessages from "@common/staff-messages";
import type { FailedMail, NotificationEmailJson } from "~/lib/server-types";

export type { FailedMail };
export type NotificationEmail = NotificationEmailJson;

const m = staffMessages.dashboard;

export const alertKeys = {
  recipients: apiKey("/api/notification-emails"),
  failedMail: apiKey("/api/mail/failed"),
};

export const useAlertRecipients = () => useApiRead<NotificationEmail[]>(alertKeys.recipients, { staleTime: 0 });
export const useFailedMail = () => useApiRead<FailedMail[]>(alertKeys.failedMail, { staleTime: 0 });

export function useToggleRecipient() {
  return useApiWrite({
    request: ({ id, isActive }: { id: string; isActive: boolean }) =>
      apiJson<NotificationEmail>("PATCH", `/api/notification-emails/${id}`, { isActive }),
    invalidate: [alertKeys.recipients],
    failure: m.updateNotificationFailed,
  });
}

export function useDeleteRecipient(onDone: () => void) {
  return useApiWrite({
    request: (n: NotificationEmail) => apiRequest("DELETE", `/api/notification-emails/${n.id}`),
    invalidate: [alertKeys.recipients],
    failure: m.deleteNotificationFailed,
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
  return useApiWrite({
    request: (body: NewRecipient) => apiJson<NotificationEmail>("POST", "/api/notification-emails", body),
    invalidate: [alertKeys.recipients],
    failure: { fallback: m.addNotificationFailed, serverFirst: true },
    success: m.notificationAdded,
    onSuccess: onDone,
  });
}

/** "Send again" for a failed message: an alert here, or any mail in the mail centre's log. */
export function useRetryMail() {
  return useApiWrite({
    request: (id: string) => apiJson<{ id: string; status: string }>("POST", `/api/mail/${id}/retry`),
    invalidate: [alertKeys.failedMail, apiKey("/api/mail/log")],
    failure: { fallback: m.retryMailFailed, serverFirst: true },
    success: m.failedMailRetried,
  });
}
