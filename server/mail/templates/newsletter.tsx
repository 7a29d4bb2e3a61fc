/**
 * The blog's newsletter: the confirmation a reader gets after subscribing (it repeats nothing
 * they typed; the address is only where it goes) and a post sent to confirmed subscribers.
 */
import { ButtonLink, Layout, P } from "./layout";
import type { MailTemplate } from "./types";

export interface NewsletterConfirmationProps {
  confirmUrl: string;
}

export const newsletterConfirmation: MailTemplate<NewsletterConfirmationProps> = {
  name: "newsletter-confirmation",
  kind: "newsletter_confirmation",
  description: "To a reader who subscribed on the blog: the link that confirms the subscription (double opt-in).",
  subject: (_p, business) => `Confirm your subscription to the ${business.name} blog`,
  Body: (p, business) => (
    <Layout business={business} preview="Confirm your subscription">
      <P>Hello,</P>
      <P>Please confirm that you want an e-mail from {business.name} when we publish a new article on our blog.</P>
      <ButtonLink href={p.confirmUrl}>Confirm subscription</ButtonLink>
      <P>If you did not ask for this, ignore this e-mail: without the confirmation nothing more is sent to this address.</P>
    </Layout>
  ),
  sample: { confirmUrl: "https://example.com/api/newsletter/confirm?token=sample" },
};

export interface NewsletterPostProps {
  title: string;
  excerpt: string | null;
  /** The post's body as the blog renders it, with links and images made absolute. */
  bodyHtml: string;
  postUrl: string;
  /** "12 State Street, Montpelier, VT 05602": a mailing list names where the sender is (from Settings). */
  postalAddress: string;
  unsubscribeUrl: string;
}

export const newsletterPost: MailTemplate<NewsletterPostProps> = {
  name: "newsletter-post",
  kind: "newsletter_post",
  description: "A published blog post sent to the confirmed subscribers (and first as a test to the sender).",
  subject: (p) => p.title,
  Body: (p, business) => (
    <Layout business={business} preview={p.excerpt ?? p.title} unsubscribeUrl={p.unsubscribeUrl}>
      <h1 style={{ margin: "0 0 14px", fontSize: 24, lineHeight: "30px" }}>{p.title}</h1>
      {p.excerpt ? <P>{p.excerpt}</P> : null}
      <div dangerouslySetInnerHTML={{ __html: p.bodyHtml }} />
      <ButtonLink href={p.postUrl}>Read it on our website</ButtonLink>
      <p style={{ margin: "14px 0 0", fontSize: 12, color: "#475569" }}>
        You get this e-mail because you subscribed to the {business.name} blog. {business.name}, {p.postalAddress}.
      </p>
    </Layout>
  ),
  sample: {
    title: "Five signs your boiler needs a service",
    excerpt: "What to check before the first cold night.",
    bodyHtml: "<p>Before the heating season, look at the pressure gauge and listen for new noises.</p>",
    postUrl: "https://example.com/blog/boiler-service-signs",
    postalAddress: "12 State Street, Montpelier, VT 05602",
    unsubscribeUrl: "https://example.com/api/mail/unsubscribe?token=sample",
  },
};
