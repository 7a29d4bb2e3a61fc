/**
 * A browser's push subscription as `PushSubscription.toJSON()` gives it, checked by the back
 * office before sending and by the server before storing.
 */
import { z } from "@common/zod";

const key = (message: string) => z.string({ error: message }).min(8, message).max(256, message).regex(/^[A-Za-z0-9_=-]+$/, message);

export const pushEndpointField = z.url({ error: "The browser gave no push address", protocol: /^https?$/ }).max(2048, "The push address is too long");

export const pushSubscriptionSchema = z.object({
  endpoint: pushEndpointField,
  keys: z.object({ p256dh: key("The browser's push key is missing"), auth: key("The browser's push secret is missing") }),
});

/** Which device: turning notifications off, or a test message to it. */
export const pushDeviceSchema = z.object({ endpoint: pushEndpointField });
