/** To a customer a few days after a job is completed: a signed link to the review form. */
import { ButtonLink, Layout, P } from "./layout";
import type { MailTemplate } from "./types";

export interface ReviewRequestProps {
  firstName: string;
  service: string;
  reviewUrl: string;
  unsubscribeUrl: string;
}

export const reviewRequest: MailTemplate<ReviewRequestProps> = {
  name: "review-request",
  kind: "review_request",
  description: "To the customer three days after a job is marked completed, once per job.",
  subject: () => "How did we do? A quick review would help us",
  Body: (p, business) => (
    <Layout business={business} preview="How did we do?" unsubscribeUrl={p.unsubscribeUrl}>
      <P>Hi {p.firstName},</P>
      <P>Thank you for choosing us for your {p.service}. If you have a minute, a short review helps your neighbours find a contractor they can trust.</P>
      <ButtonLink href={p.reviewUrl}>Write a review</ButtonLink>
      <P>The link is yours alone and works for 60 days.</P>
    </Layout>
  ),
  sample: {
    firstName: "Jane",
    service: "Heat Pump Installation",
    reviewUrl: "https://example.com/reviews?request=sample",
    unsubscribeUrl: "https://example.com/api/mail/unsubscribe?token=sample",
  },
};
