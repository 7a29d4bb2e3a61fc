/**
 * To the office's lead-notification recipients for every accepted lead that is not spam: who
 * asked, with which form, for what, where and when (in the business's time zone), their message,
 * and the three things to do about it from a phone: call, reply, open the lead's page. Every
 * value here is the visitor's own text; React escapes it in the HTML part, and the subject is
 * one short line.
 */
import { formatDate } from "@common/dates";
import { isLeadField, leadViews, staffLabel, staffValue, type LeadFieldName } from "@common/lead-fields";
import { formName, requestName, serviceName } from "@common/lead-forms";
import { phoneHref, replyHref } from "@common/reach-links";
import { headerSafe } from "../header-safe";
import { ButtonRow, Facts, Layout, P } from "./layout";
import type { OwnSubjectTemplate } from "./types";

export interface LeadAlertProps {
  name: string;
  phone: string;
  email: string;
  /** The service as the visitor chose or typed it; null when none was given. */
  service?: string | null;
  town?: string | null;
  /** The page the form was sent from, as a full address; null when not recorded. */
  pageUrl: string | null;
  /** When the lead arrived (ISO 8601); shown in the business's time zone. */
  received: string;
  message: string | null;
  /** The form it was sent with (common/lead-forms.ts); absent in alerts queued before it was recorded. */
  form?: string | null;
  /** The lead's own page in the back office. */
  leadUrl?: string;
  /** Alerts queued before leads had a page link to the dashboard instead. */
  dashboardUrl?: string;
  /** Any other field the alert shows (common/lead-fields.ts), by its name. */
  [field: string]: string | null | undefined;
}

/** The props' names of the fields that had one before the field list (queued alerts still carry them). */
const propNames: Partial<Record<LeadFieldName, string>> = { serviceType: "service", location: "town", pagePath: "pageUrl" };
export const alertProp = (name: LeadFieldName) => propNames[name] ?? name;

/** The alert's facts, in the field list's order: each field by its own label, the name and time as the alert's own. */
function facts(p: LeadAlertProps): Array<[string, string]> {
  const own = { name: p.name, received: formatDate(p.received, "zoned") || p.received };
  return leadViews.alert.map((key) =>
    isLeadField(key) ? [staffLabel(key, "alert"), staffValue(key, p[alertProp(key)], "Not specified")] : [key === "name" ? "Name" : "Received", own[key]],
  );
}

/** "Re: your consultation request": the subject a reply to the visitor starts with. */
export const replySubject = (form: string | null | undefined) => `Re: your ${requestName(form)}`;

export const actionLinks = (p: { phone: string; email: string; form?: string | null; leadUrl?: string; dashboardUrl?: string }) => [
  { href: phoneHref(p.phone), label: "Call" },
  { href: replyHref(p.email, replySubject(p.form)), label: "Reply" },
  { href: p.leadUrl ?? p.dashboardUrl ?? "", label: "Open lead" },
];

// Its subject takes no Settings: a lead queues it without reading them.
export const leadAlert: OwnSubjectTemplate<LeadAlertProps> = {
  name: "lead-alert",
  kind: "lead_alert",
  description: "To each active lead-notification recipient for every accepted lead (not for spam); replies go to the visitor.",
  subject: (p) => headerSafe(`New ${requestName(p.form)} from ${p.name}${p.service ? ` (${serviceName(p.service)})` : ""}`),
  Body: (p, business) => (
    <Layout business={business} preview={`New ${requestName(p.form)} from ${p.name}`}>
      <P>
        <strong>
          A new {requestName(p.form)} arrived on the website{formName(p.form) ? ` (${formName(p.form)})` : ""}.
        </strong>
      </P>
      <Facts rows={facts(p)} />
      <P>
        <strong>Message:</strong>
        {(p.message || "(none)").split(/\r?\n/).map((line, i) => (
          <span key={i}>
            <br />
            {line}
          </span>
        ))}
      </P>
      <ButtonRow links={actionLinks(p)} />
    </Layout>
  ),
  sample: {
    name: "Jane Sample",
    phone: "(802) 555-0100",
    email: "jane@example.com",
    service: "Heat Pump Installation",
    town: "Essex",
    pageUrl: "https://example.com/services/heat-pumps",
    received: "2026-02-16T14:05:00.000Z",
    message: "Our oil boiler is 25 years old.\nCould someone look at a heat pump for a 1,800 sq ft house?",
    form: "quote",
    leadUrl: "https://example.com/admin/leads/00000000-0000-4000-8000-000000000000",
  },
};
