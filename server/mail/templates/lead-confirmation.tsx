/**
 * To the homeowner after an accepted quote or consultation request. It repeats nothing the
 * visitor typed except the first name: the service and town appear only when they are one of
 * the site's own options (see server/contacts/confirmations.ts), so the form cannot be used to
 * mail arbitrary text to somebody else's address.
 */
import { sentence } from "@common/business-settings";
import { Facts, Layout, P } from "./layout";
import type { OwnSubjectTemplate } from "./types";

export interface LeadConfirmationProps {
  firstName: string;
  request: "quote" | "consultation";
  /** A label from the site's own service list, or null. */
  service: string | null;
  /** A town from the service-area list, or null. */
  town: string | null;
  reference: string;
  unsubscribeUrl?: string;
}

const what = (p: LeadConfirmationProps) => (p.request === "consultation" ? "consultation request" : "quote request");

// Its subject takes no Settings: a lead queues it without reading them.
export const leadConfirmation: OwnSubjectTemplate<LeadConfirmationProps> = {
  name: "lead-confirmation",
  kind: "lead_confirmation",
  description: "To the homeowner after each accepted quote or consultation request (not for spam).",
  subject: (p) => `We received your ${what(p)} (ref. ${p.reference})`,
  Body: (p, business) => (
    <Layout business={business} preview={`We received your ${what(p)}`} unsubscribeUrl={p.unsubscribeUrl}>
      <P>Hi {p.firstName},</P>
      <P>
        Thank you for your {what(p)}. A member of our team will contact you within 24 hours (one business day) to talk it
        through and arrange a visit.
      </P>
      <Facts
        rows={[
          ["Request", p.request === "consultation" ? "Consultation" : "Quote"],
          ["Service", p.service ?? "To be discussed"],
          ...(p.town ? ([["Town", p.town]] as Array<[string, string]>) : []),
          ["Reference", p.reference],
        ]}
      />
      <P>
        Need us sooner? Call {business.phone} ({business.hours}) and mention reference {p.reference}.
      </P>
      {business.emergency ? <P>{sentence(business.emergency)}</P> : null}
      <P>If you did not send this request, you can ignore this e-mail.</P>
    </Layout>
  ),
  sample: { firstName: "Jane", request: "quote", service: "Heat Pump Installation", town: "Essex", reference: "MHP-3F2A9C1B", unsubscribeUrl: "https://example.com/api/mail/unsubscribe?token=sample" },
};
