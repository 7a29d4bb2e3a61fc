/**
 * Every templated mail in one place, rendered with React: one element per mail gives the HTML
 * part, and the plain-text part is converted from that HTML, so the two never drift apart. React
 * escapes every value, so a name with markup in it stays text.
 *
 * Queuing a templated mail stores only its subject and its props (`templatedMail`): the mail
 * worker renders the body when it delivers it (`renderQueued`), so the request that causes a
 * mail — a lead, say — never pays for rendering it.
 */
import { compile } from "html-to-text";
import type { ReactElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { invitation, passwordReset, twoFactorLocked } from "./account";
import { galleryConsent } from "./gallery-consent";
import { leadAlert } from "./lead-alert";
import { leadConfirmation } from "./lead-confirmation";
import { maintenanceDigest } from "./maintenance-digest";
import { maintenanceReminder } from "./maintenance-reminder";
import { newsletterConfirmation, newsletterPost } from "./newsletter";
import { invoiceReminder, invoiceSent } from "./invoices";
import { quoteAnswered, quoteReminder, quoteSent } from "./quotes";
import { reviewConfirmation } from "./review-confirmation";
import { reviewRequest } from "./review-request";
import { campaignPost, campaignReview, leadAssigned, webhookPaused } from "./staff-notices";
import { visitBooked, visitOnTheWay } from "./visits";
import { hoursText, type BusinessSettings } from "@common/business-settings";
import type { MailBusiness, MailTemplate, OwnSubjectTemplate, RenderedMail, TemplatedMail } from "./types";

export type { LeadAssignedProps } from "./staff-notices";
export type { MailBusiness, MailTemplate, OwnSubjectTemplate, RenderedMail, TemplatedMail } from "./types";
export {
  campaignPost,
  campaignReview,
  galleryConsent,
  invitation,
  invoiceReminder,
  invoiceSent,
  leadAlert,
  leadAssigned,
  leadConfirmation,
  maintenanceDigest,
  maintenanceReminder,
  newsletterConfirmation,
  newsletterPost,
  passwordReset,
  quoteAnswered,
  quoteReminder,
  quoteSent,
  reviewConfirmation,
  reviewRequest,
  twoFactorLocked,
  visitBooked,
  visitOnTheWay,
  webhookPaused,
};

/** Every template, in the order the admin preview lists them. */
export const mailTemplates: ReadonlyArray<MailTemplate<never>> = [
  leadAlert,
  leadConfirmation,
  reviewConfirmation,
  maintenanceReminder,
  maintenanceDigest,
  reviewRequest,
  galleryConsent,
  quoteSent,
  quoteReminder,
  quoteAnswered,
  invoiceSent,
  invoiceReminder,
  visitBooked,
  visitOnTheWay,
  leadAssigned,
  campaignReview,
  campaignPost,
  newsletterConfirmation,
  newsletterPost,
  passwordReset,
  invitation,
  twoFactorLocked,
  webhookPaused,
] as unknown as ReadonlyArray<MailTemplate<never>>;

/** Header values carry no line breaks and stay short. */
const oneLine = (value: string) => value.replace(/\s+/g, " ").trim().slice(0, 200);

/** The subject of a mail: cheap, so it is stored when the mail is queued (the mail log shows it). */
export const subjectOf = <P,>(template: MailTemplate<P>, props: P, business: MailBusiness) => oneLine(template.subject(props, business));

/**
 * The plain-text part of every mail, from its HTML: wrapped at 78 columns (a long word keeps its
 * line), images left out, headings as written, a link's address shown once unless it is the text.
 * Compiled once; used for the templates and for staff-written mail that has only HTML.
 */
export const mailText = compile({
  wordwrap: 78,
  selectors: [
    { selector: "img", format: "skip" },
    ...["h1", "h2", "h3", "h4", "h5", "h6"].map((selector) => ({ selector, options: { uppercase: false } })),
    { selector: "a", options: { hideLinkHrefIfSameAsText: true, linkBrackets: false } },
  ],
});

const XHTML_DOCTYPE =
  '<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd">';

/**
 * The mail's document from React's synchronous renderer (the templates have no Suspense and no
 * data): the XHTML doctype mail clients expect, without the image preload links React adds.
 */
function toHtml(element: ReactElement): string {
  const markup = renderToStaticMarkup(element).replace(/<link\b[^>]*>/gi, (tag) =>
    /\brel="preload"/i.test(tag) && /\bas="image"/i.test(tag) ? "" : tag,
  );
  return `${XHTML_DOCTYPE}${markup}`;
}

async function renderBody<P>(template: MailTemplate<P>, props: P, business: MailBusiness): Promise<{ text: string; html: string }> {
  // Bodies are plain functions of their props (no hooks), so calling one gives the element tree.
  // Rendered once; the text part is converted from the same HTML.
  const html = toHtml(template.Body(props, business));
  return { text: mailText(html).trim(), html };
}

/** What a mail says about the business, from the owner's Settings. */
export function mailBusiness(s: BusinessSettings): MailBusiness {
  return {
    name: s.name,
    town: `${s.locality}, ${s.region}`,
    phone: s.phone,
    hours: hoursText(s.hours),
    emergency: s.emergency.offered && s.emergency.wording.trim() ? s.emergency.wording.trim() : null,
  };
}

/**
 * Renders a mail with the business's facts as the owner keeps them in Settings (read them with
 * getBusinessSettings, in the caller's transaction when there is one).
 */
export async function renderMail<P>(template: MailTemplate<P>, props: P, settings: BusinessSettings): Promise<RenderedMail> {
  const business = mailBusiness(settings);
  return { kind: template.kind, subject: subjectOf(template, props, business), ...(await renderBody(template, props, business)) };
}

/** A templated mail to queue: its kind, its subject, and the props the worker renders it from. */
/** The first word of a customer's name, as a document's mail greets them ("Dear Ada,"); the whole name when it has none. */
export const firstNameOf = (name: string) => name.split(/\s+/)[0] || name;

export function templatedMail<P extends object>(template: MailTemplate<P>, props: P, settings: BusinessSettings): TemplatedMail {
  return { kind: template.kind, subject: subjectOf(template, props, mailBusiness(settings)), props: props as Record<string, unknown> };
}

/** The same, for a template whose subject needs no Settings: nothing to read before queuing it. */
export function templatedOwnSubject<P extends object>(template: OwnSubjectTemplate<P>, props: P): TemplatedMail {
  return { kind: template.kind, subject: oneLine(template.subject(props)), props: props as Record<string, unknown> };
}

/** Thrown when a queued mail cannot be rendered: the worker marks it failed with this message. */
export class MailRenderError extends Error {}

/**
 * The parts of a queued templated mail, rendered by the template its kind names, with the
 * business's facts as Settings hold them when it is sent.
 */
export async function renderQueued(kind: string, props: Record<string, unknown>, settings: BusinessSettings): Promise<{ text: string; html: string }> {
  const template = mailTemplates.find((t) => t.kind === kind) as MailTemplate<Record<string, unknown>> | undefined;
  if (!template) throw new MailRenderError(`No mail template for kind ${kind}`);
  try {
    return await renderBody(template, props, mailBusiness(settings));
  } catch (error) {
    throw new MailRenderError(`The ${template.name} template could not be rendered: ${(error as Error).message ?? String(error)}`);
  }
}
