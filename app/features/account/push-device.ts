/**
 * This browser's side of Web Push: whether it can receive messages at all, the back office's
 * service worker (scope /admin only, so public pages never get one) and this device's
 * subscription. The server is told about a subscription by the caller.
 */

export const SERVICE_WORKER_URL = "/admin/sw.js";
const SCOPE = "/admin";

/** What the switch can say about this browser before any subscription is looked at. */
export type PushSupport = "unsupported" | "denied" | "ask" | "granted";

export function pushSupport(): PushSupport {
  if (typeof window === "undefined" || !("serviceWorker" in navigator) || !("PushManager" in window) || !("Notification" in window)) return "unsupported";
  if (Notification.permission === "denied") return "denied";
  return Notification.permission === "granted" ? "granted" : "ask";
}

/** Registers (or finds) the back office's worker; installing the app needs it too. */
export async function backOfficeWorker(): Promise<ServiceWorkerRegistration> {
  await navigator.serviceWorker.register(SERVICE_WORKER_URL, { scope: SCOPE, updateViaCache: "none" });
  // `ready` resolves once a worker for this page's scope is active: pushManager needs one.
  return navigator.serviceWorker.ready;
}

export async function currentSubscription(): Promise<PushSubscription | null> {
  const registration = await backOfficeWorker();
  return registration.pushManager.getSubscription();
}

/** The browser's permission prompt, then a subscription with the server's key. */
export async function subscribeThisDevice(publicKey: string): Promise<PushSubscriptionJSON & { endpoint: string }> {
  const permission = await Notification.requestPermission();
  if (permission !== "granted") throw new PushPermissionError();
  const registration = await backOfficeWorker();
  const existing = await registration.pushManager.getSubscription();
  const subscription =
    existing ??
    (await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: base64UrlToBytes(publicKey) }));
  const json = subscription.toJSON();
  return { ...json, endpoint: subscription.endpoint };
}

/** Ends this device's subscription; returns its address so the server can forget it too. */
export async function unsubscribeThisDevice(): Promise<string | null> {
  const subscription = await currentSubscription();
  if (!subscription) return null;
  const endpoint = subscription.endpoint;
  await subscription.unsubscribe();
  return endpoint;
}

/** The person said no (or the browser did for them). */
export class PushPermissionError extends Error {
  constructor() {
    super("Notifications were not allowed");
    this.name = "PushPermissionError";
  }
}

function base64UrlToBytes(value: string): Uint8Array<ArrayBuffer> {
  const base64 = value.replace(/-/g, "+").replace(/_/g, "/").padEnd(Math.ceil(value.length / 4) * 4, "=");
  const binary = atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}
