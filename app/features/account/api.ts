/** Your account: your name, this device's notifications (Web Push) and your jobs calendar address. */
import { apiJson, apiRequest } from "~/lib/api";
import { apiKey, useApiRead, useApiWrite } from "~/lib/api-hooks";
import { useAuth } from "~/features/auth";
import * as staffMessages from "@common/staff-messages";
import { subscribeThisDevice, unsubscribeThisDevice } from "./push-device";

const p = staffMessages.push;
const c = staffMessages.calendar;

export const accountKeys = {
  calendar: apiKey("/api/calendar/feed"),
};

export function useRenameSelf() {
  const { recheck } = useAuth();
  return useApiWrite({
    request: (name: string) => apiJson("PATCH", "/api/auth/me", { name }),
    // The header, the menu and every list read the name again.
    invalidate: [apiKey("/api/admin/users"), apiKey("/api/admin/leads")],
    success: staffMessages.account.nameSaved,
    failure: { fallback: staffMessages.account.nameSaveFailed, serverFirst: true },
    onSuccess: async () => void (await recheck()),
  });
}

export const useCalendarFeed = () => useApiRead<{ url: string }>(accountKeys.calendar, { staleTime: 0 });

export function useRenewCalendarFeed(onDone: () => void) {
  return useApiWrite({
    request: () => apiJson<{ url: string }>("POST", "/api/calendar/feed/renew"),
    invalidate: [accountKeys.calendar],
    success: c.revoked,
    failure: { fallback: c.revokeFailed, serverFirst: true },
    onSuccess: onDone,
  });
}

/** Asks the browser for a subscription (and so for permission), then tells the server. */
export function useTurnOnPush(onDone: (endpoint: string) => void) {
  return useApiWrite({
    request: async () => {
      const { publicKey } = await apiJson<{ publicKey: string }>("GET", "/api/push/key");
      const subscription = await subscribeThisDevice(publicKey);
      await apiJson("POST", "/api/push/subscriptions", subscription);
      return subscription.endpoint;
    },
    success: p.turnedOn,
    failure: { fallback: p.turnOnFailed, serverFirst: true },
    onSuccess: onDone,
  });
}

export function useTurnOffPush(onDone: () => void) {
  return useApiWrite({
    request: async () => {
      const endpoint = await unsubscribeThisDevice();
      if (endpoint) await apiRequest("POST", "/api/push/subscriptions/remove", { endpoint });
    },
    success: p.turnedOff,
    failure: { fallback: p.turnOffFailed, serverFirst: true },
    onSuccess: onDone,
  });
}

export function useSendTestPush() {
  return useApiWrite({
    request: (endpoint: string) => apiJson("POST", "/api/push/test", { endpoint }),
    success: p.testSent,
    failure: { fallback: p.testSendFailed, serverFirst: true },
  });
}
