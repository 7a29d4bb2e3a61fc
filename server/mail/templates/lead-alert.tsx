/**
 * To the office's lead-notification recipients for every accepted lead that is not spam: who
 * asked, for what, where, and their message, with a link to the dashboard. Every value here is
 * the visitor's own text; React escapes it in the HTML part, and the subject is one short line.
 */
import { headerSafe } from "../header-safe";
import { ButtonLink, Facts, Layout, P } from "./layout";
import type { OwnSubjectTemplate } from "./types";

export interface LeadAlertProps {
  name: string;
  phone: string;
  email: string;
  /** The service as the visitor chose or typed it; null when none was given. */
  service: string | null;
  town: string | null;
  /** The page the form was sent from, as a full address; null when not recorded. */
  pageUrl: string | null;
  /** When the lead arrived (ISO 8601). */
  received: string;
  message: string | null;
  dashboardUrl: string;
}

// Its subject takes no Settings: a lead queues it without reading them.
export const leadAlert: OwnSubjectTemplate<LeadAlertProps> = {
  name: "lead-alert",
  kind: "lead_alert",
  description: "To each active lead-notification recipient for every accepted lead (not for spam); replies go to the visitor.",
  subject: (p) => headerSafe(`New quote request from ${p.name}${p.service ? ` (${p.service})` : ""}`),
  Body: (p, business) => (
    <Layout business={business} preview={`New quote request from ${p.name}`}>
      <P>
        <strong>A new quote request arrived on the website.</strong>
      </P>
      <Facts
        rows={[
          ["Name", p.name],
          ["Phone", p.phone],
          ["Email", p.email],
          ["Service", p.service || "Not specified"],
          ["Town", p.town || "Not specified"],
          ["Page", p.pageUrl ?? "Not recorded"],
          ["Received", p.received],
        ]}
      />
      <P>
        <strong>Message:</strong>
        {(p.message || "(none)").split(/\r?\n/).map((line, i) => (
          <span key={i}>
            <br />
            {line}
          </span>
        ))}
      </P>
      <ButtonLink href={p.dashboardUrl}>Open the dashboard</ButtonLink>
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
    dashboardUrl: "https://example.com/admin",
  },
};
