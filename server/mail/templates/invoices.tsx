/**
 * Invoice mail to the homeowner: the invoice (with the link to its page and its PDF) and a
 * reminder when it is overdue. As with quotes the PDF is linked, not attached: the outbox keeps
 * text and props only, and the link serves the invoice as it stands (revoking it revokes the PDF).
 */
import { headerSafe } from "../header-safe";
import { ButtonLink, Facts, Layout, P } from "./layout";
import type { MailTemplate } from "./types";

export interface InvoiceSentProps {
  firstName: string;
  number: string;
  title: string;
  /** What is owed, formatted ("$1,234.56"). */
  amountDue: string;
  /** The due date as the homeowner reads it. */
  due: string;
  invoiceUrl: string;
  pdfUrl: string;
  /** True when the page offers paying by card. */
  payOnline: boolean;
  unsubscribeUrl: string;
}

export const invoiceSent: MailTemplate<InvoiceSentProps> = {
  name: "invoice-sent",
  kind: "invoice_sent",
  description: "To the homeowner when the office sends an invoice: the link to see it, download it and pay it.",
  subject: (p, business) => headerSafe(`Invoice ${p.number} from ${business.name}`),
  Body: (p, business) => (
    <Layout business={business} preview={`Invoice ${p.number}: ${p.amountDue} due ${p.due}`} unsubscribeUrl={p.unsubscribeUrl}>
      <P>Hi {p.firstName},</P>
      <P>Thank you for choosing us. Here is your invoice for {p.title}.</P>
      <Facts
        rows={[
          ["Invoice", p.number],
          ["Amount due", p.amountDue],
          ["Due", p.due],
        ]}
      />
      <ButtonLink href={p.invoiceUrl}>{p.payOnline ? "View and pay your invoice" : "View your invoice"}</ButtonLink>
      <P>
        A PDF copy to keep: <a href={p.pdfUrl}>{p.pdfUrl}</a>
      </P>
      <P>Questions? Call us at {business.phone} or reply to this e-mail.</P>
    </Layout>
  ),
  sample: {
    firstName: "Jane",
    number: "I-2026-0001",
    title: "Heat pump installation",
    amountDue: "$8,100.00",
    due: "Friday, March 27, 2026",
    invoiceUrl: "https://example.com/invoices/sample",
    pdfUrl: "https://example.com/invoices/sample/pdf",
    payOnline: true,
    unsubscribeUrl: "https://example.com/api/mail/unsubscribe?token=sample",
  },
};

export interface InvoiceReminderProps {
  firstName: string;
  number: string;
  amountDue: string;
  due: string;
  invoiceUrl: string;
  unsubscribeUrl: string;
}

export const invoiceReminder: MailTemplate<InvoiceReminderProps> = {
  name: "invoice-reminder",
  kind: "invoice_reminder",
  description: "To the homeowner when an invoice is past due, every few days as Settings say, at most as many times as Settings allow.",
  subject: (p) => headerSafe(`A reminder: invoice ${p.number} is past due`),
  Body: (p, business) => (
    <Layout business={business} preview={`Invoice ${p.number}: ${p.amountDue} was due ${p.due}`} unsubscribeUrl={p.unsubscribeUrl}>
      <P>Hi {p.firstName},</P>
      <P>Our records show invoice {p.number} is past due. If you have already paid, thank you, and please ignore this reminder.</P>
      <Facts
        rows={[
          ["Amount due", p.amountDue],
          ["Was due", p.due],
        ]}
      />
      <ButtonLink href={p.invoiceUrl}>View your invoice</ButtonLink>
      <P>Questions? Call us at {business.phone}.</P>
    </Layout>
  ),
  sample: {
    firstName: "Jane",
    number: "I-2026-0001",
    amountDue: "$8,100.00",
    due: "Friday, March 27, 2026",
    invoiceUrl: "https://example.com/invoices/sample",
    unsubscribeUrl: "https://example.com/api/mail/unsubscribe?token=sample",
  },
};
