/** To a customer when staff ask whether a finished job's photos may be shown in the gallery. */
import { ButtonLink, Layout, P } from "./layout";
import type { MailTemplate } from "./types";

export interface GalleryConsentProps {
  firstName: string;
  /** The job's title as the office wrote it. */
  job: string;
  photoCount: number;
  consentUrl: string;
  unsubscribeUrl: string;
}

export const galleryConsent: MailTemplate<GalleryConsentProps> = {
  name: "gallery-consent",
  kind: "gallery_consent",
  description: "To the customer when staff ask to show a completed job's photos in the public gallery.",
  subject: () => "May we show photos of your project?",
  Body: (p, business) => (
    <Layout business={business} preview="May we show photos of your project?" unsubscribeUrl={p.unsubscribeUrl}>
      <P>Hi {p.firstName},</P>
      <P>
        We would like to show {p.photoCount === 1 ? "a photo" : `${p.photoCount} photos`} of your project ({p.job}) in the gallery on our
        website. We would show your town and the work, never your street address, and your name only if you say so.
      </P>
      <ButtonLink href={p.consentUrl}>See the photos and decide</ButtonLink>
      <P>Nothing is shown unless you agree. You can change your mind at any time with the same link.</P>
    </Layout>
  ),
  sample: {
    firstName: "Jane",
    job: "Heat pump installation",
    photoCount: 3,
    consentUrl: "https://example.com/api/gallery/consent?token=sample",
    unsubscribeUrl: "https://example.com/api/mail/unsubscribe?token=sample",
  },
};
