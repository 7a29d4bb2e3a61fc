/**
 * The gallery consent's routes: staff ask, record and withdraw on a completed job (admin, like
 * the rest of a customer's service history), and the customer's signed link (public): opening it
 * shows the photos and asks, its buttons post the answer. The page is plain HTML that works without
 * JavaScript, answered fresh (no-store), never from the page cache. A link that is not ours, was
 * replaced by a newer request or revoked by staff answers 404 and changes nothing.
 */
import type { Request, Response } from "express";
import { inArray } from "drizzle-orm";
import { z } from "@common/zod";
import { formatDate } from "@common/dates";
import type { BusinessSettings } from "@common/business-settings";
import type { AppContext } from "../context";
import { mediaItems } from "../db/schema";
import type { ApiRouter } from "../http/api-router";
import { escapeHtml } from "../http/escape-html";
import { linkButton, sendLinkPage } from "../http/link-page";
import { idParam, parseBody } from "../http/validate";
import { responsiveImage } from "../media/media";
import { getBusinessSettings } from "../office/settings";
import {
  answerByLink,
  askConsent,
  consentFor,
  consentOfLink,
  recordConsent,
  statusOf,
  withdrawConsentByStaff,
  type CustomerDecision,
  type LinkedConsent,
} from "./consent";

const photoIds = z.array(z.string().uuid()).max(20);
const askSchema = z.object({ photos: photoIds.optional() });
const recordSchema = z.object({ photos: photoIds.optional(), showName: z.boolean().default(false) });

export const linkWords = {
  notValid: "This link is not valid. It may have been replaced by a newer e-mail from us. Please call us if you need help.",
  ask: "May we show photos of your project?",
  give: "Yes, show these photos",
  giveWithName: (name: string) => `Yes, and show my name as ${name}`,
  given: (when: string) => `Thank you. You agreed on ${when}; the photos are shown in our gallery.`,
  withdraw: "Withdraw my consent",
  withdrawn: (when: string) => `You withdrew your consent on ${when}. The photos are no longer shown on our website.`,
  promise: "We show your town and the work, never your street address, and your name only if you choose it here.",
};

const shortName = (linked: LinkedConsent) => {
  const initial = linked.contact.lastName.trim().slice(0, 1);
  return `${linked.contact.firstName.trim()}${initial ? ` ${initial}.` : ""}`;
};

function page(res: Response, settings: BusinessSettings, status: number, title: string, body: string) {
  sendLinkPage(res, settings, status, title, body, { "Referrer-Policy": "no-referrer" });
}

const button = (action: string, label: string) => linkButton(action, label);

export function registerGalleryConsentRoutes(api: ApiRouter, ctx: AppContext): void {
  api.get("/crm/services/:id/gallery-consent", { access: "admin", scope: "contacts:read", summary: "A job's gallery consent (null: never asked)" }, async (req, res) => {
    res.json(await consentFor(ctx.db, idParam(req, "id", "Service not found")));
  });
  api.post(
    "/crm/services/:id/gallery-consent/ask",
    { access: "admin", scope: "contacts:write", summary: "Mail the customer a link to agree to show the job's photos in the gallery", body: askSchema },
    async (req, res) => {
      const id = idParam(req, "id", "Service not found");
      res.json(await askConsent(ctx, req, id, parseBody(askSchema, req)));
    },
  );
  api.post(
    "/crm/services/:id/gallery-consent",
    { access: "admin", scope: "contacts:write", summary: "Record the customer's consent to show the job's photos in the gallery", body: recordSchema },
    async (req, res) => {
      const id = idParam(req, "id", "Service not found");
      res.json(await recordConsent(ctx, req, id, parseBody(recordSchema, req)));
    },
  );
  api.post(
    "/crm/services/:id/gallery-consent/withdraw",
    { access: "admin", scope: "contacts:write", summary: "Withdraw the job's gallery consent: its photos come down at once" },
    async (req, res) => {
      res.json(await withdrawConsentByStaff(ctx, req, idParam(req, "id", "Service not found")));
    },
  );

  const notValid = async (req: Request, res: Response) => {
    if (req.accepts(["json", "html"]) !== "html") return void res.status(404).json({ message: linkWords.notValid });
    page(res, await getBusinessSettings(ctx.db), 404, "Link not valid", `<p>${escapeHtml(linkWords.notValid)}</p>`);
  };

  const show = async (req: Request, res: Response, linked: LinkedConsent) => {
    const status = statusOf(linked.consent);
    if (req.accepts(["json", "html"]) !== "html") return void res.json({ status });
    const settings = await getBusinessSettings(ctx.db);
    const shown = linked.consent.photos.filter((id) => linked.job.photos.includes(id));
    const media = shown.length ? await ctx.db.select().from(mediaItems).where(inArray(mediaItems.id, shown)) : [];
    const photos = media
      .map((m) => {
        const image = responsiveImage(m);
        return `<li><img src="${escapeHtml(image.src)}" srcset="${escapeHtml(image.srcset)}" sizes="320px" width="320" height="${Math.round((320 * image.height) / image.width)}" alt="${escapeHtml(image.alt)}"></li>`;
      })
      .join("");
    const action = (decision: CustomerDecision) => `${req.originalUrl.split("?")[0]}?token=${encodeURIComponent(String(req.query.token))}&decision=${decision}`;
    const town = linked.contact.city?.trim();
    const when = (date: Date | null) => (date ? formatDate(date) : "");
    const intro =
      `<p>${escapeHtml(linked.job.title)}${town ? ` · ${escapeHtml(town)}` : ""}</p>` +
      (photos ? `<ul>${photos}</ul>` : "") +
      `<p>${escapeHtml(linkWords.promise)}</p>`;
    const answer =
      status === "given"
        ? `<p role="status">${escapeHtml(linkWords.given(when(linked.consent.givenAt)))}</p>${button(action("withdraw"), linkWords.withdraw)}`
        : (status === "withdrawn" ? `<p role="status">${escapeHtml(linkWords.withdrawn(when(linked.consent.withdrawnAt)))}</p>` : "") +
          button(action("give"), linkWords.give) +
          button(action("give-with-name"), linkWords.giveWithName(shortName(linked)));
    page(res, settings, 200, status === "given" ? "Your photos in our gallery" : linkWords.ask, intro + answer);
  };

  // Opening the link only shows and asks: mail scanners open every link of a mail.
  api.get("/gallery/consent", { access: "public", summary: "The customer's gallery consent page of a signed mail link (HTML)" }, async (req, res) => {
    const linked = await consentOfLink(ctx, ctx.db, req.query.token);
    if (!linked) return notValid(req, res);
    await show(req, res, linked);
  });
  // The page's buttons: the answer is in the address (`decision`), so the form posts no body.
  api.post("/gallery/consent", { access: "public", summary: "The customer's answer: give (with or without the name) or withdraw (signed link)" }, async (req, res) => {
    const decision = req.query.decision;
    if (decision !== "give" && decision !== "give-with-name" && decision !== "withdraw") return notValid(req, res);
    const linked = await answerByLink(ctx, req.query.token, decision);
    if (!linked) return notValid(req, res);
    ctx.logger.info({ serviceId: linked.job.id, decision }, "gallery consent answered by the customer");
    await show(req, res, linked);
  });
}
