/** To the office each morning there is something due: every service due in the next 30 days. */
import { ButtonLink, Layout, P } from "./layout";
import type { MailTemplate } from "./types";

export interface MaintenanceDigestProps {
  date: string;
  items: Array<{ customer: string; service: string; due: string; town: string | null; phone: string | null; optedOut: boolean }>;
  dashboardUrl: string;
}


export const maintenanceDigest: MailTemplate<MaintenanceDigestProps> = {
  name: "maintenance-digest",
  kind: "maintenance_digest",
  description: "To the office's alert recipients once a day, listing services due in the next 30 days (not sent when none).",
  subject: (p) => `Maintenance due in the next 30 days: ${p.items.length} service${p.items.length === 1 ? "" : "s"}`,
  Body: (p, business) => (
    <Layout business={business} preview={`${p.items.length} services due`}>
      <P>Services due in the next 30 days, as of {p.date}:</P>
      {p.items.map((item, i) => (
        <p key={i} style={{ margin: "0 0 10px", paddingBottom: 8, borderBottom: "1px solid #e2e8f0" }}>
          <strong>{item.due}</strong> · {item.service}
          <br />
          {item.customer}
          {item.town ? `, ${item.town}` : ""}
          {item.phone ? ` · ${item.phone}` : ""}
          {item.optedOut ? " · no e-mail reminders (opted out)" : ""}
        </p>
      ))}
      <ButtonLink href={p.dashboardUrl}>Open the dashboard</ButtonLink>
    </Layout>
  ),
  sample: {
    date: "Monday, February 16, 2026",
    items: [
      { customer: "Jane Sample", service: "Boiler annual service", due: "Mar 3, 2026", town: "Essex", phone: "(802) 555-0100", optedOut: false },
      { customer: "Sam Example", service: "Heat pump filter and coil check", due: "Mar 12, 2026", town: null, phone: null, optedOut: true },
    ],
    dashboardUrl: "https://example.com/admin",
  },
};
