/** To the reviewer, when we know their address (a review sent through a review-request link). */
import { Layout, P } from "./layout";
import type { MailTemplate } from "./types";

export interface ReviewConfirmationProps {
  firstName: string;
  reference: string;
  unsubscribeUrl?: string;
}

export const reviewConfirmation: MailTemplate<ReviewConfirmationProps> = {
  name: "review-confirmation",
  kind: "review_confirmation",
  description: "To the customer after a review sent through a review-request link (the public form asks no e-mail).",
  subject: (p) => `Thank you for your review (ref. ${p.reference})`,
  Body: (p, business) => (
    <Layout business={business} preview="Thank you for your review" unsubscribeUrl={p.unsubscribeUrl}>
      <P>Hi {p.firstName},</P>
      <P>
        Thank you for taking the time to review {business.name}. Our team reads every review within one business day before it
        appears on the website.
      </P>
      <P>
        Reference: {p.reference}. Questions? Call {business.phone}.
      </P>
    </Layout>
  ),
  sample: { firstName: "Jane", reference: "MHP-R-3F2A9C1B", unsubscribeUrl: "https://example.com/api/mail/unsubscribe?token=sample" },
};
