/**
 * Every templated mail in one place, rendered with React Email: one React element per mail
 * gives both the HTML part and the plain-text part, so the two never drift apart. React escapes
 * every value, so a name with markup in it stays text.
 */
import { render } from "@react-email/render";
import { invitation, passwordReset } from "./account";
import { leadConfirmation } from "./lead-confirmation";
import { maintenanceDigest } from "./maintenance-digest";
import { maintenanceReminder } from "./maintenance-reminder";
import { reviewConfirmation } from "./review-confirmation";
import { reviewRequest } from "./review-request";
import { hoursText, type BusinessSettings } from "~/shared/business-settings";
import type { MailBusiness, MailTemplate, RenderedMail } from "./types";

export type { MailBusiness, MailTemplate, RenderedMail } from "./types";
export { invitation, leadConfirmation, maintenanceDigest, maintenanceReminder, passwordReset, reviewConfirmation, reviewRequest };

/** Every template, in the order the admin preview lists them. */
export const mailTemplates: ReadonlyArray<MailTemplate<never>> = [
  leadConfirmation,
  reviewConfirmation,
  maintenanceReminder,
  maintenanceDigest,
  reviewRequest,
  passwordReset,
  invitation,
] as unknown as ReadonlyArray<MailTemplate<never>>;

/** Header values carry no line breaks and stay short. */
const oneLine = (value: string) => value.replace(/\s+/g, " ").trim().slice(0, 200);

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
  // Bodies are plain functions of their props (no hooks), so calling one gives the element tree.
  const element = template.Body(props, business);
  const [html, text] = await Promise.all([
    render(element),
    render(element, { plainText: true, htmlToTextOptions: { wordwrap: 78 } }),
  ]);
  return { kind: template.kind, subject: oneLine(template.subject(props, business)), text: text.trim(), html };
}
