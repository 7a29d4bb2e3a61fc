/**
 * Visit mail to the homeowner: the arrival window when a visit is booked or moved, and (only when
 * the owner turns it on in Settings) a note that the technician is on the way.
 */
import { headerSafe } from "../header-safe";
import { Facts, Layout, P } from "./layout";
import type { MailTemplate } from "./types";

export interface VisitBookedProps {
  firstName: string;
  /** The job's title. */
  job: string;
  /** "Monday, March 9, 2026". */
  day: string;
  /** "9:00 AM – 10:00 AM". */
  window: string;
  technicians: string;
  /** Set when an existing visit was moved. */
  moved: boolean;
  unsubscribeUrl: string;
}

export const visitBooked: MailTemplate<VisitBookedProps> = {
  name: "visit-booked",
  kind: "visit_booked",
  description: "To the homeowner when the office books a visit or moves it: the day and the arrival window.",
  subject: (p, business) => headerSafe(`${p.moved ? "New time for your visit" : "Your visit"} from ${business.name}: ${p.day}`),
  Body: (p, business) => (
    <Layout business={business} preview={`${p.day}, arriving ${p.window}`} unsubscribeUrl={p.unsubscribeUrl}>
      <P>Hi {p.firstName},</P>
      <P>{p.moved ? "Your visit has moved to a new time." : "Your visit is booked."} Our technician will arrive within this window:</P>
      <Facts
        rows={[
          ["For", p.job],
          ["Day", p.day],
          ["Arriving", p.window],
          ["Technician", p.technicians],
        ]}
      />
      <P>Need another time? Call us at {business.phone} or reply to this e-mail.</P>
    </Layout>
  ),
  sample: {
    firstName: "Jane",
    job: "Heat pump installation",
    day: "Monday, March 9, 2026",
    window: "9:00 AM – 10:00 AM",
    technicians: "Sam Beaulieu",
    moved: false,
    unsubscribeUrl: "https://example.com/api/mail/unsubscribe?token=sample",
  },
};

export interface VisitOnTheWayProps {
  firstName: string;
  job: string;
  technicians: string;
  unsubscribeUrl: string;
}

export const visitOnTheWay: MailTemplate<VisitOnTheWayProps> = {
  name: "visit-on-the-way",
  kind: "visit_on_the_way",
  description: "To the homeowner when the technician taps “On my way” (only when Settings turn it on).",
  subject: (_p, business) => headerSafe(`${business.name} is on the way`),
  Body: (p, business) => (
    <Layout business={business} preview={`${p.technicians} is on the way`} unsubscribeUrl={p.unsubscribeUrl}>
      <P>Hi {p.firstName},</P>
      <P>
        {p.technicians} is on the way to you for: {p.job}.
      </P>
      <P>Questions? Call us at {business.phone}.</P>
    </Layout>
  ),
  sample: { firstName: "Jane", job: "Heat pump installation", technicians: "Sam Beaulieu", unsubscribeUrl: "https://example.com/api/mail/unsubscribe?token=sample" },
};
