/** To a customer whose service is due within two weeks: one per due date, with a booking link. */
import { ButtonLink, Facts, Layout, P } from "./layout";
import type { MailTemplate } from "./types";

export interface MaintenanceReminderProps {
  firstName: string;
  service: string;
  /** The due date as the customer reads it (e.g. "Tuesday, March 3, 2026"). */
  dueDate: string;
  bookUrl: string;
  unsubscribeUrl: string;
}

export const maintenanceReminder: MailTemplate<MaintenanceReminderProps> = {
  name: "maintenance-reminder",
  kind: "maintenance_reminder",
  description: "To a customer 14 days before a service's next maintenance date, once per due date.",
  subject: (p) => `Your ${p.service} maintenance is due ${p.dueDate}`,
  Body: (p, business) => (
    <Layout business={business} preview={`Maintenance due ${p.dueDate}`} unsubscribeUrl={p.unsubscribeUrl}>
      <P>Hi {p.firstName},</P>
      <P>It is nearly time for your regular maintenance visit. Regular service keeps your system efficient and your warranty valid.</P>
      <Facts rows={[["Service", p.service], ["Due", p.dueDate]]} />
      <ButtonLink href={p.bookUrl}>Book your visit</ButtonLink>
      <P>
        Or call us at {business.phone}.
      </P>
    </Layout>
  ),
  sample: {
    firstName: "Jane",
    service: "Boiler annual service",
    dueDate: "Tuesday, March 3, 2026",
    bookUrl: "https://example.com/quote?service=System%20Maintenance%20Plan",
    unsubscribeUrl: "https://example.com/api/mail/unsubscribe?token=sample",
  },
};
