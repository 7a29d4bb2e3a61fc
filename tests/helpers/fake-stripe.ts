/**
 * A local fake of Stripe's HTTP API at the network edge: a node http server answering the calls
 * the app makes (POST /v1/checkout/sessions, GET /v1/balance) as Stripe does, recording each
 * request (path, form fields, key) for the test to read. The app's real `stripe` client is pointed
 * at it through STRIPE_API_URL. Events are signed with the stripe package's own test helper.
 */
import { randomBytes } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import Stripe from "stripe";

export const FAKE_STRIPE_KEY = "sk_test_fakeStripeKey123";
export const FAKE_WEBHOOK_SECRET = "whsec_fakeWebhookSecret123";

export interface StripeRequest {
  method: string;
  path: string;
  /** The form fields as Stripe's client encodes them: "metadata[invoiceId]" → value. */
  form: Record<string, string>;
  authorization: string | undefined;
}

const rid = (prefix: string) => `${prefix}_${randomBytes(12).toString("hex")}`;

export async function startFakeStripe() {
  const requests: StripeRequest[] = [];
  const sessions = new Map<string, Record<string, unknown>>();
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      const url = new URL(req.url ?? "/", "http://fake");
      const form = Object.fromEntries(new URLSearchParams(Buffer.concat(chunks).toString("utf8")));
      requests.push({ method: req.method ?? "GET", path: url.pathname, form, authorization: req.headers.authorization });
      const send = (status: number, body: unknown) => {
        res.writeHead(status, { "Content-Type": "application/json", "Request-Id": rid("req") });
        res.end(JSON.stringify(body));
      };
      if (req.headers.authorization !== `Bearer ${FAKE_STRIPE_KEY}`) {
        return send(401, { error: { type: "invalid_request_error", message: "Invalid API Key provided" } });
      }
      if (req.method === "POST" && url.pathname === "/v1/checkout/sessions") {
        const id = rid("cs_test");
        const session = {
          id,
          object: "checkout.session",
          mode: form.mode,
          amount_total: Number(form["line_items[0][price_data][unit_amount]"]),
          currency: form["line_items[0][price_data][currency]"],
          client_reference_id: form.client_reference_id ?? null,
          metadata: { invoiceId: form["metadata[invoiceId]"], invoiceNumber: form["metadata[invoiceNumber]"] },
          payment_status: "unpaid",
          status: "open",
          success_url: form.success_url,
          cancel_url: form.cancel_url,
          url: `https://checkout.stripe.test/c/pay/${id}`,
        };
        sessions.set(id, session);
        return send(200, session);
      }
      if (req.method === "GET" && url.pathname === "/v1/balance") {
        return send(200, { object: "balance", livemode: false, available: [{ amount: 0, currency: "usd" }], pending: [] });
      }
      send(404, { error: { type: "invalid_request_error", message: `Unrecognized request URL (${req.method}: ${url.pathname})` } });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    sessions,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const signer = new Stripe(FAKE_STRIPE_KEY);

/** A Stripe event as its webhook delivers it: the JSON body and its Stripe-Signature header. */
export function signedEvent(type: string, object: Record<string, unknown>, options: { id?: string; secret?: string; created?: number } = {}) {
  const created = options.created ?? Math.floor(Date.now() / 1000);
  const event = { id: options.id ?? rid("evt"), object: "event", api_version: "2025-01-27", created, livemode: false, pending_webhooks: 1, request: { id: null, idempotency_key: null }, type, data: { object } };
  const body = JSON.stringify(event);
  const header = signer.webhooks.generateTestHeaderString({ payload: body, secret: options.secret ?? FAKE_WEBHOOK_SECRET });
  return { id: event.id, body, header };
}

/** The checkout.session.completed Stripe sends when the homeowner has paid a session. */
export function completedSession(session: Record<string, unknown>, paymentIntent = rid("pi")) {
  return { ...session, status: "complete", payment_status: "paid", payment_intent: paymentIntent };
}
