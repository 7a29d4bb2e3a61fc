/** Webhooks: receivers of signed events, their secrets and delivery logs (admin). */
export { WebhooksPanel } from "./webhooks-panel";
