/** Webhook endpoints and their delivery logs (admin). */
import { apiJson, apiRequest } from "~/lib/api";
import { apiKey, useApiRead, useApiWrite } from "~/lib/api-hooks";
import * as staffMessages from "@common/staff-messages";
import type { WebhookEvent } from "@common/schemas/webhooks";
import type { WebhookDeliveryJson, WebhookEndpointJson } from "~/lib/server-types";

/** Already JSON (dates as ISO strings) on the server. */
export type WebhookEndpoint = WebhookEndpointJson;
export type WebhookDelivery = WebhookDeliveryJson;

const m = staffMessages.webhooks;
const endpointsKey = apiKey("/api/admin/webhooks");
const deliveriesKey = (id: string) => apiKey(`/api/admin/webhooks/${id}/deliveries`);

export const useWebhookEndpoints = () => useApiRead<WebhookEndpoint[]>(endpointsKey, { staleTime: 0 });
/** Refreshed every few seconds: retries and first deliveries happen in the background. */
export const useDeliveries = (id: string) => useApiRead<WebhookDelivery[]>(deliveriesKey(id), { staleTime: 0, refetchInterval: 5_000 });

export function useAddEndpoint(onDone: () => void) {
  return useApiWrite({
    request: (body: { url: string; description: string; events: WebhookEvent[] }) => apiJson<WebhookEndpoint>("POST", "/api/admin/webhooks", body),
    invalidate: [endpointsKey],
    success: m.added,
    failure: { fallback: m.addFailed, serverFirst: true },
    onSuccess: onDone,
  });
}

/** The signing secret, fetched only when asked for (lists leave it out). */
export function useRevealSecret(id: string, onSecret: (secret: string) => void) {
  return useApiWrite({
    request: () => apiJson<{ secret: string }>("POST", `/api/admin/webhooks/${id}/secret`),
    failure: m.showSecretFailed,
    onSuccess: (result) => onSecret(result.secret),
  });
}

export function useRotateSecret(id: string, onSecret: (secret: string) => void) {
  return useApiWrite({
    request: () => apiJson<{ secret: string }>("POST", `/api/admin/webhooks/${id}/rotate-secret`),
    success: m.rotated,
    failure: m.rotateFailed,
    onSuccess: (result) => onSecret(result.secret),
  });
}

export function useSetPaused() {
  return useApiWrite({
    request: ({ id, paused }: { id: string; paused: boolean }) => apiJson<WebhookEndpoint>("PATCH", `/api/admin/webhooks/${id}`, { paused }),
    invalidate: [endpointsKey],
    failure: m.updateFailed,
  });
}

export function useDeleteEndpoint(onDone: () => void) {
  return useApiWrite({
    request: (id: string) => apiRequest("DELETE", `/api/admin/webhooks/${id}`),
    invalidate: [endpointsKey],
    failure: m.removeFailed,
    onSuccess: onDone,
  });
}

export function usePing(id: string) {
  return useApiWrite({
    request: () => apiJson<WebhookDelivery>("POST", `/api/admin/webhooks/${id}/ping`),
    invalidate: [deliveriesKey(id)],
    success: (result) => (result.status === "delivered" ? m.pinged : `${m.pingRefused}: ${result.lastError ?? ""}`),
    failure: m.pingFailed,
  });
}

export function useSendAgain(id: string) {
  return useApiWrite({
    request: (deliveryId: string) => apiJson<WebhookDelivery>("POST", `/api/admin/webhooks/${id}/deliveries/${deliveryId}/resend`),
    invalidate: [deliveriesKey(id)],
    success: m.sentAgain,
    failure: m.sendAgainFailed,
  });
}
