/**
 * The newsletter's routes: the confirmation link (public: opening it asks, its button confirms,
 * since mail scanners open every link), the subscriber list and its CSV (admin: they are
 * personal data), and sending a post (staff: whoever may publish it may send it).
 */
import type { Request, Response } from "express";
import * as staffMessages from "@common/staff-messages";
import type { AppContext } from "../context";
import type { ApiRouter } from "../http/api-router";
import { idParam } from "../http/validate";
import { sendCsv, toCsv, type CsvColumn } from "../export/csv";
import { linkPage } from "../contacts/follow-through-routes";
import { getBusinessSettings } from "../office/settings";
import { changesNothing } from "../office/audit";
import { checkConfirmation, confirmSubscription, listSubscribers, type ConfirmOutcome, type SubscriberEntry } from "./subscribers";
import { newsletterState, previewPostMail, sendTestMail, sendToSubscribers } from "./send";

export const confirmMessages = {
  ask: "Confirm that you want an e-mail when we publish a new article?",
  button: "Confirm subscription",
  confirmed: "You are subscribed. Every e-mail has a one-click unsubscribe link.",
  invalid: "This link is not valid or was already used. Subscribe again on our blog if you like.",
  expired: "This link has expired. Subscribe again on our blog to get a new one.",
};

const csvColumns: CsvColumn<SubscriberEntry>[] = [
  { header: "Email", value: (s) => s.email },
  { header: "Status", value: (s) => s.status },
  { header: "Subscribed", value: (s) => s.subscribedAt },
  { header: "Confirmed", value: (s) => s.confirmedAt },
  { header: "Unsubscribed", value: (s) => s.unsubscribedAt },
];

export function registerNewsletterRoutes(api: ApiRouter, ctx: AppContext): void {
  const answer = async (req: Request, res: Response, outcome: ConfirmOutcome | "ask") => {
    const status = outcome === "invalid" ? 400 : outcome === "expired" ? 410 : 200;
    const message = outcome === "ask" ? confirmMessages.ask : confirmMessages[outcome];
    if (req.accepts(["json", "html"]) !== "html") return void res.status(status).json({ message });
    const title = outcome === "ask" ? "Confirm subscription?" : outcome === "confirmed" ? "You are subscribed" : "Link not valid";
    const form = outcome === "ask" ? { action: req.originalUrl, button: confirmMessages.button, oneClick: false as const } : undefined;
    linkPage(res, await getBusinessSettings(ctx.db), status, title, message, form);
  };
  api.get("/newsletter/confirm", "public", async (req, res) => {
    const check = await checkConfirmation(ctx.db, req.query.token, ctx.clock.now());
    await answer(req, res, check === "confirmed" ? "ask" : check);
  });
  api.post("/newsletter/confirm", "public", async (req, res) => {
    const outcome = await confirmSubscription(ctx.db, req.query.token, ctx.clock.now());
    if (outcome === "confirmed") ctx.logger.info("newsletter subscription confirmed");
    await answer(req, res, outcome);
  });

  api.get("/newsletter/subscribers", "admin", async (_req, res) => {
    res.json(await listSubscribers(ctx.db));
  });
  api.get("/newsletter/subscribers/export.csv", "admin", async (_req, res) => {
    sendCsv(res, "subscribers", toCsv(await listSubscribers(ctx.db), csvColumns), ctx.clock.now());
  });

  api.get("/newsletter/posts/:id", "staff", async (req, res) => {
    const id = idParam(req, "id", "Post not found");
    res.json(await newsletterState(ctx.db, id));
  });
  api.get("/newsletter/posts/:id/preview", "staff", async (req, res) => {
    const id = idParam(req, "id", "Post not found");
    res.json(await previewPostMail(ctx, id));
  });
  api.post("/newsletter/posts/:id/test", "staff", async (req, res) => {
    const id = idParam(req, "id", "Post not found");
    const to = await sendTestMail(ctx, id, req.user?.email);
    // A test to the sender's own inbox changes nothing anyone else sees.
    changesNothing(req);
    res.json({ to, message: staffMessages.newsletter.testSent(to) });
  });
  api.post("/newsletter/posts/:id/send", "staff", async (req, res) => {
    const id = idParam(req, "id", "Post not found");
    const recipients = await sendToSubscribers(ctx, req, id);
    res.status(202).json({ recipients, ...(await newsletterState(ctx.db, id)) });
  });
}
