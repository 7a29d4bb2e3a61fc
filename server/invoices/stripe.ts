/**
 * Card payments through Stripe Checkout, when STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET are set.
 * "Pay now" only opens a Checkout Session for the balance and sends the homeowner to it: nothing is
 * recorded then. The payment is recorded from Stripe's signed webhook alone
 * (server/invoices/stripe-webhook.ts), never from the browser coming back. STRIPE_API_URL points
 * the client elsewhere (stripe-mock, a local fake in tests) without another code path.
 */
import Stripe from "stripe";
import type { Config } from "../config";
import type { AppContext } from "../context";
import type { SetupCheck } from "../setup/checks";
import { owedOf, type InvoiceDocument } from "@common/billing/invoice-document";

export type StripeConfig = NonNullable<Config["stripe"]>;

export const PAY_MESSAGES = {
  unreachable: "We could not reach our card processor just now, so nothing was charged. Please try again in a few minutes, or pay another way below.",
  nothingOwed: "Nothing is owed on this invoice.",
  closed: "This invoice can no longer be paid online.",
  offline: "Paying online is not available; see below how to pay.",
} as const;

const clients = new WeakMap<StripeConfig, Stripe>();

/** One client per configuration: Stripe's own, or the host STRIPE_API_URL names. */
export function stripeClient(config: StripeConfig): Stripe {
  let client = clients.get(config);
  if (!client) {
    const url = new URL(config.apiUrl);
    const protocol = url.protocol === "http:" ? "http" : "https";
    client = new Stripe(config.secretKey, {
      host: url.hostname,
      port: url.port ? Number(url.port) : protocol === "http" ? 80 : 443,
      protocol,
      // The homeowner is waiting on the page: one try, a short wait, then the page says so.
      maxNetworkRetries: 0,
      timeout: 15_000,
      appInfo: { name: "green-mountain-comfort" },
    });
    clients.set(config, client);
  }
  return client;
}

/** A refusal says why in the homeowner's words; `status` is 503 when Stripe could not be reached, 409 when there is nothing to pay. */
export type CheckoutResult = { ok: true; url: string } | { ok: false; message: string; status: 409 | 503 };

/** A Checkout Session for what is owed now; the invoice is not touched. */
export async function startCheckout(ctx: AppContext, invoice: { id: string; number: string; status: string }, doc: InvoiceDocument, token: string): Promise<CheckoutResult> {
  const stripe = ctx.config.stripe;
  if (!stripe) return { ok: false, message: PAY_MESSAGES.offline, status: 409 };
  if (invoice.status === "void" || invoice.status === "draft") return { ok: false, message: PAY_MESSAGES.closed, status: 409 };
  const owed = owedOf(doc);
  if (owed <= 0) return { ok: false, message: PAY_MESSAGES.nothingOwed, status: 409 };
  const page = `${ctx.config.publicUrl}/invoices/${token}`;
  try {
    const session = await stripeClient(stripe).checkout.sessions.create({
      mode: "payment",
      line_items: [{ quantity: 1, price_data: { currency: "usd", unit_amount: owed, product_data: { name: `Invoice ${doc.number}: ${doc.title}`.slice(0, 250) } } }],
      customer_email: doc.customer.email || undefined,
      client_reference_id: invoice.id,
      metadata: { invoiceId: invoice.id, invoiceNumber: invoice.number },
      payment_intent_data: { metadata: { invoiceId: invoice.id, invoiceNumber: invoice.number } },
      success_url: `${page}?paid=1`,
      cancel_url: page,
    });
    if (!session.url) throw new Error("Stripe returned a session without a URL");
    return { ok: true, url: session.url };
  } catch (error) {
    ctx.logger.error({ err: error, invoiceId: invoice.id }, "Stripe Checkout could not be started");
    return { ok: false, message: PAY_MESSAGES.unreachable, status: 503 };
  }
}

/** The setup checks' live test: the secret key opens the account's balance (a read that changes nothing). */
export async function stripeKeysTest(ctx: AppContext): Promise<SetupCheck> {
  const title = "Card payments through Stripe";
  const stripe = ctx.config.stripe;
  if (!stripe) {
    return {
      id: "stripe",
      title,
      verdict: "warn",
      detail: "STRIPE_SECRET_KEY is not set: invoices tell the homeowner how to pay by check or in person, with no Pay button.",
      fix: "Set STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET to take card payments online, or leave them unset.",
    };
  }
  try {
    const balance = await stripeClient(stripe).balance.retrieve();
    const mode = balance.livemode ? "live" : "test";
    return {
      id: "stripe",
      title,
      verdict: "ok",
      detail: `Stripe at ${new URL(stripe.apiUrl).host} accepted the secret key (${mode} mode). Point a webhook for checkout.session.completed, charge.refunded and charge.dispute.created at ${ctx.config.publicUrl}/api/stripe/webhook.`,
      fix: "",
    };
  } catch (error) {
    return {
      id: "stripe",
      title,
      verdict: "fail",
      detail: `Stripe refused or did not answer: ${(error as Error).message}`,
      fix: "Check STRIPE_SECRET_KEY (a secret or restricted key from the Stripe dashboard) and that this server may reach STRIPE_API_URL.",
    };
  }
}
