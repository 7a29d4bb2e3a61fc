/**
 * POST /api/stripe/webhook: Stripe's signed events, the only way a card payment, a refund or a
 * dispute reaches an invoice. The signature is checked over the raw body first (a bad one: 400,
 * nothing read). Each event's id goes into stripe_events in the transaction that applies it, so
 * the same event delivered twice is applied once (the second insert finds the id and stops).
 */
import type { Request } from "express";
import { and, eq, sql } from "drizzle-orm";
import type Stripe from "stripe";
import type { AppContext } from "../context";
import type { Db } from "../db/client";
import { invoices, payments, stripeEvents } from "../db/schema";
import type { ApiRouter } from "../http/api-router";
import { badRequest, notFound } from "../http/errors";
import { businessDay } from "../days";
import { isUuid } from "../http/validate";
import { applyMoney } from "./payments";
import { stripeClient } from "./stripe";

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/** The raw request body, kept by the JSON parser for this route alone (server/app.ts). */
export const STRIPE_WEBHOOK_PATH = "/stripe/webhook";
export const rawBodies = new WeakMap<object, Buffer>();

export type EventOutcome = "applied" | "duplicate" | "ignored";

const idOf = (value: string | { id: string } | null | undefined) => (typeof value === "string" ? value : (value?.id ?? null));

async function invoiceOfIntent(tx: Tx, intent: string | null): Promise<string | null> {
  if (!intent) return null;
  const [row] = await tx.select({ invoiceId: payments.invoiceId }).from(payments).where(and(eq(payments.stripePaymentIntent, intent), eq(payments.kind, "payment")));
  return row?.invoiceId ?? null;
}

async function applyEvent(ctx: AppContext, tx: Tx, event: Stripe.Event, now: Date): Promise<{ invoiceId: string | null; outcome: EventOutcome }> {
  const day = businessDay(new Date(event.created * 1000));
  if (event.type === "checkout.session.completed") {
    const session = event.data.object;
    const invoiceId = session.metadata?.invoiceId ?? session.client_reference_id ?? null;
    if (!invoiceId || !isUuid(invoiceId) || session.payment_status !== "paid" || !session.amount_total) return { invoiceId: null, outcome: "ignored" };
    const [invoice] = await tx.select({ id: invoices.id }).from(invoices).where(eq(invoices.id, invoiceId)).for("update");
    if (!invoice) return { invoiceId: null, outcome: "ignored" };
    const intent = idOf(session.payment_intent);
    await applyMoney(tx, { invoiceId, kind: "payment", amountCents: session.amount_total, method: "stripe", receivedOn: day, reference: intent ?? session.id, stripePaymentIntent: intent, stripeEventId: event.id, recordedBy: null }, now);
    return { invoiceId, outcome: "applied" };
  }
  if (event.type === "charge.refunded") {
    const charge = event.data.object;
    const intent = idOf(charge.payment_intent);
    const invoiceId = (await invoiceOfIntent(tx, intent)) ?? null;
    if (!invoiceId || !intent) return { invoiceId: null, outcome: "ignored" };
    await tx.select({ id: invoices.id }).from(invoices).where(eq(invoices.id, invoiceId)).for("update");
    // amount_refunded is the charge's running total: record only what is new since the refunds already recorded.
    const [already] = await tx
      .select({ cents: sql<number>`coalesce(-sum(${payments.amountCents}), 0)`.mapWith(Number) })
      .from(payments)
      .where(and(eq(payments.stripePaymentIntent, intent), eq(payments.kind, "refund")));
    const fresh = charge.amount_refunded - already!.cents;
    if (fresh <= 0) return { invoiceId, outcome: "ignored" };
    await applyMoney(tx, { invoiceId, kind: "refund", amountCents: fresh, method: "stripe", receivedOn: day, reference: charge.id, stripePaymentIntent: intent, stripeEventId: event.id, recordedBy: null }, now);
    return { invoiceId, outcome: "applied" };
  }
  if (event.type === "charge.dispute.created") {
    const dispute = event.data.object;
    const invoiceId = await invoiceOfIntent(tx, idOf(dispute.payment_intent));
    if (!invoiceId) return { invoiceId: null, outcome: "ignored" };
    await tx.update(invoices).set({ disputedAt: now, updatedAt: now }).where(eq(invoices.id, invoiceId));
    ctx.logger.warn({ invoiceId, dispute: dispute.id, amount: dispute.amount, reason: dispute.reason }, "a card payment on an invoice is disputed");
    return { invoiceId, outcome: "applied" };
  }
  return { invoiceId: null, outcome: "ignored" };
}

/** Applies a verified event once; a second delivery of the same id changes nothing. */
export async function handleStripeEvent(ctx: AppContext, event: Stripe.Event): Promise<EventOutcome> {
  const now = ctx.clock.now();
  const outcome = await ctx.db.transaction(async (tx) => {
    const [claimed] = await tx.insert(stripeEvents).values({ id: event.id, type: event.type, receivedAt: now }).onConflictDoNothing().returning({ id: stripeEvents.id });
    if (!claimed) return "duplicate" as const;
    const applied = await applyEvent(ctx, tx, event, now);
    if (applied.invoiceId) await tx.update(stripeEvents).set({ invoiceId: applied.invoiceId }).where(eq(stripeEvents.id, event.id));
    return applied.outcome;
  });
  if (outcome === "applied") ctx.wake.webhooks();
  return outcome;
}

export function registerStripeWebhookRoute(api: ApiRouter, ctx: AppContext): void {
  api.post(STRIPE_WEBHOOK_PATH, { access: "public", summary: "Stripe's signed events: card payments, refunds and disputes (Stripe-Signature header)" }, async (req: Request, res) => {
    const stripe = ctx.config.stripe;
    // Not set up, the route is not there: nothing is wrong with the server, and nothing is read.
    if (!stripe) throw notFound("Card payments are not set up on this site");
    const raw = rawBodies.get(req);
    const signature = req.get("stripe-signature");
    let event: Stripe.Event;
    try {
      if (!raw || !signature) throw new Error("no body or no signature");
      event = stripeClient(stripe).webhooks.constructEvent(raw, signature, stripe.webhookSecret);
    } catch (error) {
      ctx.logger.warn({ reqId: req.id, err: (error as Error).message }, "Stripe webhook refused: bad signature");
      throw badRequest("The Stripe-Signature header does not match this body");
    }
    const outcome = await handleStripeEvent(ctx, event);
    res.json({ received: true, outcome });
  });
}
