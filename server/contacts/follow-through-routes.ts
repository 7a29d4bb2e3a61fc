/**
 * The follow-through's routes: service history (admin), the one-click opt-out (public, signed),
 * the review-request link's lookup (public, signed), the admin Mail log and template previews.
 */
import { secretsOf } from "../auth/keys";
import { and, desc, eq, inArray } from "drizzle-orm";
import type { Request, Response } from "express";
import type { BusinessSettings } from "@common/business-settings";
import type { AppContext } from "../context";
import { contacts, customerServices, leads, mailOutbox, reviewRequests, testimonials } from "../db/schema";
import type { ApiRouter } from "../http/api-router";
import { HttpError, notFound } from "../http/errors";
import { mailTemplates, renderMail } from "../mail/templates";
import { stateOf, type MailState } from "../mail/outbox";
import { getBusinessSettings } from "../office/settings";
import { describeRequest, servedTowns } from "./confirmations";
import { optOut } from "./opt-out";
import { registerCustomerServiceRoutes } from "./services";
import { verifyToken, type TokenCheck } from "./tokens";
import { escapeHtml } from "../http/escape-html";
import { linkButton, sendLinkPage } from "../http/link-page";

/**
 * A small page of its own: the answer to a link clicked in a mail program, outside the app.
 * `form`: a button posting the one-click form (RFC 8058) back to `action`; the newsletter's
 * confirmation link uses the same page with a button that posts nothing (`oneClick: false`).
 */
export function linkPage(
  res: Response,
  settings: BusinessSettings,
  status: number,
  title: string,
  body: string,
  form?: { action: string; button: string; oneClick?: false },
) {
  const oneClick = form?.oneClick === false ? "" : `<input type="hidden" name="List-Unsubscribe" value="One-Click">`;
  const button = form ? linkButton(form.action, form.button, oneClick) : "";
  sendLinkPage(res, settings, status, title, `<p>${escapeHtml(body)}</p>${button}`);
}

export const linkMessages = {
  confirm: "Stop all reminders and other e-mails from us to this address?",
  confirmButton: "Unsubscribe",
  unsubscribed: "You will get no more reminders or other e-mails from us at this address. Changed your mind? Call us and we will turn them back on.",
  invalid: "This link is not valid. It may have been copied incompletely. Please use the link from the e-mail, or call us.",
  expired: "This link has expired. Please call us and we will help.",
  reviewUsed: "A review has already been sent with this link. Thank you!",
};

const failure = (check: Exclude<TokenCheck, { ok: true }>) =>
  check.reason === "expired" ? { status: 410, message: linkMessages.expired } : { status: 400, message: linkMessages.invalid };

export interface ReviewRequestEntry {
  id: string;
  contactId: string;
  customer: string;
  job: string;
  sendAfter: string;
  sentAt: string | null;
  /** False when the request came due but the customer had no usable address or had opted out. */
  mailed: boolean;
  review: { id: string; rating: number; isApproved: boolean } | null;
}

export interface MailLogEntry {
  id: string;
  to: string;
  subject: string;
  kind: string;
  state: MailState;
  attempts: number;
  lastError: string | null;
  createdAt: string;
  sentAt: string | null;
}

export function registerFollowThroughRoutes(api: ApiRouter, ctx: AppContext): void {
  registerCustomerServiceRoutes(api, ctx);

  // Opening the link only asks: mail scanners open every link of a mail, and must not opt a
  // customer out. The page's button (and a mail program's List-Unsubscribe header, RFC 8058)
  // POSTs "List-Unsubscribe=One-Click" to the same address, which records it. The token names
  // only its own address.
  const checked = (req: { query: Record<string, unknown> }) => {
    const check = verifyToken(secretsOf(ctx.config), "unsubscribe", req.query.token, ctx.clock.now());
    if (check.ok) return check;
    const { status, message } = failure(check);
    return { ok: false as const, status, title: status === 410 ? "Link expired" : "Link not valid", message };
  };
  // A browser gets a page; any other client (and the API's error rules) JSON.
  const answer = async (req: Request, res: Response, status: number, title: string, message: string, form?: { action: string; button: string }) => {
    if (req.accepts(["json", "html"]) !== "html") return void res.status(status).json({ message });
    linkPage(res, await getBusinessSettings(ctx.db), status, title, message, form);
  };
  api.get("/mail/unsubscribe", { access: "public", summary: "The unsubscribe page of a signed mail link (HTML)" }, async (req, res) => {
    const check = checked(req);
    if (!check.ok) return answer(req, res, check.status, check.title, check.message);
    await answer(req, res, 200, "Unsubscribe?", linkMessages.confirm, { action: req.originalUrl, button: linkMessages.confirmButton });
  });
  api.post("/mail/unsubscribe", { access: "public", summary: "Unsubscribe from customer mail (signed link; one-click form post)" }, async (req, res) => {
    const check = checked(req);
    if (!check.ok) return answer(req, res, check.status, check.title, check.message);
    await optOut(ctx.db, check.subject, ctx.clock.now());
    ctx.logger.info("customer mail opt-out recorded");
    await answer(req, res, 200, "You are unsubscribed", linkMessages.unsubscribed);
  });

  /** The review form asks this for a review-request link: who to pre-fill, never more. */
  api.get("/review-requests/lookup", { access: "public", summary: "Who a signed review-request link is for (`?token=`)" }, async (req, res) => {
    const check = verifyToken(secretsOf(ctx.config), "review", req.query.token, ctx.clock.now());
    if (!check.ok) {
      const { status, message } = failure(check);
      throw new HttpError(status, message);
    }
    const [row] = await ctx.db
      .select({ request: reviewRequests, contact: contacts, service: customerServices, leadTown: leads.location })
      .from(reviewRequests)
      .innerJoin(contacts, eq(contacts.id, reviewRequests.contactId))
      .leftJoin(leads, eq(leads.id, contacts.leadId))
      .innerJoin(customerServices, eq(customerServices.id, reviewRequests.customerServiceId))
      .where(eq(reviewRequests.id, check.subject));
    if (!row) throw new HttpError(410, linkMessages.expired);
    if (row.request.testimonialId) throw new HttpError(409, linkMessages.reviewUsed);
    res.json({
      customerName: `${row.contact.firstName} ${row.contact.lastName.slice(0, 1)}.`.trim(),
      // The contact's city, else the town of the request they came from when it is one we serve.
      customerLocation: row.contact.city ?? describeRequest("", row.leadTown, await servedTowns(ctx)).town ?? "",
    });
  });

  /** Which review requests went out and which led to a review (approved or still waiting). */
  api.get("/crm/review-requests", "admin", async (_req, res) => {
    const rows = await ctx.db
      .select({ request: reviewRequests, contact: contacts, service: customerServices, review: testimonials })
      .from(reviewRequests)
      .innerJoin(contacts, eq(contacts.id, reviewRequests.contactId))
      .innerJoin(customerServices, eq(customerServices.id, reviewRequests.customerServiceId))
      .leftJoin(testimonials, eq(testimonials.id, reviewRequests.testimonialId))
      .orderBy(desc(reviewRequests.sendAfter))
      .limit(200);
    const list: ReviewRequestEntry[] = rows.map(({ request, contact, service, review }) => ({
      id: request.id,
      contactId: contact.id,
      customer: `${contact.firstName} ${contact.lastName}`,
      job: service.title,
      sendAfter: request.sendAfter.toISOString(),
      sentAt: request.sentAt?.toISOString() ?? null,
      mailed: request.mailId !== null,
      review: review ? { id: review.id, rating: review.rating, isApproved: review.isApproved } : null,
    }));
    res.json({
      sent: list.filter((r) => r.mailed).length,
      reviewed: list.filter((r) => r.review).length,
      requests: list,
    });
  });

  api.get("/mail/log", "admin", async (req, res) => {
    const wanted = typeof req.query.state === "string" ? req.query.state : "";
    const statuses = ["sent", "failed", "pending", "filed"].includes(wanted) ? [wanted] : null;
    const rows = await ctx.db
      .select()
      .from(mailOutbox)
      .where(statuses ? and(inArray(mailOutbox.status, statuses)) : undefined)
      .orderBy(desc(mailOutbox.createdAt))
      .limit(200);
    const entries: MailLogEntry[] = rows.map((r) => ({
      id: r.id,
      to: r.to,
      subject: r.subject,
      kind: r.kind,
      state: stateOf(r),
      attempts: r.attempts,
      lastError: r.lastError,
      createdAt: r.createdAt.toISOString(),
      sentAt: r.sentAt?.toISOString() ?? null,
    }));
    res.json(entries);
  });

  api.get("/mail/templates", "admin", (_req, res) => {
    res.json(mailTemplates.map((t) => ({ name: t.name, kind: t.kind, description: t.description })));
  });

  /** A template rendered with its sample values: subject, plain text and HTML. */
  api.get("/mail/templates/:name", "admin", async (req, res) => {
    const template = mailTemplates.find((t) => t.name === req.params.name);
    if (!template) throw notFound("Template not found");
    const mail = await renderMail(template, template.sample, await getBusinessSettings(ctx.db));
    res.json({ name: template.name, ...mail });
  });
}
