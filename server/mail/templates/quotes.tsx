/**
 * Quote mail: the quote to the homeowner (with its link and its PDF's link), a reminder when it
 * sits unanswered, and the office's notice when the homeowner accepts or declines. The PDF is
 * linked, not attached: the outbox stores text and props only, and the link serves the same
 * document the page shows (revoking the link revokes the PDF too).
 */
import { headerSafe } from "../header-safe";
import { ButtonLink, Facts, Layout, P } from "./layout";
import type { MailTemplate, OwnSubjectTemplate } from "./types";

export interface QuoteSentProps {
  firstName: string;
  number: string;
  title: string;
  /** The total of the default choice, formatted ("$1,234.56"). */
  total: string;
  /** The expiry as the homeowner reads it, or null. */
  expires: string | null;
  /** Set when this is a new version of a quote sent before. */
  revised: boolean;
  quoteUrl: string;
  pdfUrl: string;
  unsubscribeUrl: string;
}

export const quoteSent: MailTemplate<QuoteSentProps> = {
  name: "quote-sent",
  kind: "quote_sent",
  description: "To the homeowner when the office sends a quote (or a new version of it): the link to read, choose and accept it.",
  subject: (p, business) => headerSafe(`${p.revised ? "Updated quote" : "Your quote"} ${p.number} from ${business.name}`),
  Body: (p, business) => (
    <Layout business={business} preview={`Quote ${p.number}: ${p.title}`} unsubscribeUrl={p.unsubscribeUrl}>
      <P>Hi {p.firstName},</P>
      <P>
        {p.revised ? "We have updated your quote. " : "Thank you for asking us. "}
        Your quote is ready: read it, choose the option that suits you and accept it online.
      </P>
      <Facts
        rows={[
          ["Quote", p.number],
          ["For", p.title],
          ["Total", p.total],
          ...(p.expires ? ([["Valid until", p.expires]] as Array<[string, string]>) : []),
        ]}
      />
      <ButtonLink href={p.quoteUrl}>View your quote</ButtonLink>
      <P>
        A PDF copy to keep: <a href={p.pdfUrl}>{p.pdfUrl}</a>
      </P>
      <P>Questions? Call us at {business.phone} or reply to this e-mail.</P>
    </Layout>
  ),
  sample: {
    firstName: "Jane",
    number: "Q-2026-0001",
    title: "Heat pump installation",
    total: "$12,480.00",
    expires: "Friday, March 27, 2026",
    revised: false,
    quoteUrl: "https://example.com/quotes/sample",
    pdfUrl: "https://example.com/quotes/sample/pdf",
    unsubscribeUrl: "https://example.com/api/mail/unsubscribe?token=sample",
  },
};

export interface QuoteReminderProps {
  firstName: string;
  number: string;
  title: string;
  expires: string | null;
  quoteUrl: string;
  unsubscribeUrl: string;
}

export const quoteReminder: MailTemplate<QuoteReminderProps> = {
  name: "quote-reminder",
  kind: "quote_reminder",
  description: "To the homeowner when a sent quote has not been opened or answered after the days set in Settings (at most twice).",
  subject: (p) => headerSafe(`A reminder: your quote ${p.number}`),
  Body: (p, business) => (
    <Layout business={business} preview={`Your quote ${p.number} is waiting`} unsubscribeUrl={p.unsubscribeUrl}>
      <P>Hi {p.firstName},</P>
      <P>Your quote for {p.title} is still waiting for you. You can read it, choose an option and accept or decline it online.</P>
      {p.expires ? <Facts rows={[["Valid until", p.expires]]} /> : null}
      <ButtonLink href={p.quoteUrl}>View your quote</ButtonLink>
      <P>Or call us at {business.phone}.</P>
    </Layout>
  ),
  sample: {
    firstName: "Jane",
    number: "Q-2026-0001",
    title: "Heat pump installation",
    expires: "Friday, March 27, 2026",
    quoteUrl: "https://example.com/quotes/sample",
    unsubscribeUrl: "https://example.com/api/mail/unsubscribe?token=sample",
  },
};

export interface QuoteAnsweredProps {
  decision: "accepted" | "declined";
  number: string;
  title: string;
  customer: string;
  /** The accepted total ("$1,234.56"); null for a decline. */
  total: string | null;
  /** The chosen option's label, if the quote had options. */
  option: string | null;
  signedName: string | null;
  reason: string | null;
  /** The job made from it, or the quote's contact, in the back office. */
  officeUrl: string;
}

export const quoteAnswered: OwnSubjectTemplate<QuoteAnsweredProps> = {
  name: "quote-answered",
  kind: "quote_answered",
  description: "To the lead-alert recipients the moment a homeowner accepts or declines a quote online.",
  subject: (p) => headerSafe(`Quote ${p.number} ${p.decision} by ${p.customer}`),
  Body: (p, business) => (
    <Layout business={business} preview={`${p.customer} ${p.decision} quote ${p.number}`}>
      <P>
        {p.customer} {p.decision} quote {p.number} ({p.title}) online.
      </P>
      <Facts
        rows={[
          ["Quote", p.number],
          ...(p.option ? ([["Option", p.option]] as Array<[string, string]>) : []),
          ...(p.total ? ([["Total", p.total]] as Array<[string, string]>) : []),
          ...(p.signedName ? ([["Signed", p.signedName]] as Array<[string, string]>) : []),
          ...(p.reason ? ([["Reason", p.reason]] as Array<[string, string]>) : []),
        ]}
      />
      <ButtonLink href={p.officeUrl}>{p.decision === "accepted" ? "Open the job" : "Open the contact"}</ButtonLink>
    </Layout>
  ),
  sample: {
    decision: "accepted",
    number: "Q-2026-0001",
    title: "Heat pump installation",
    customer: "Jane Smith",
    total: "$12,480.00",
    option: "Better",
    signedName: "Jane Smith",
    reason: null,
    officeUrl: "https://example.com/admin/contacts/sample",
  },
};
