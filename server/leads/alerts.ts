/**
 * The new-lead alert: one mail per active lead_notification recipient, queued in the outbox
 * by the statement that stores the lead (server/leads/submit.ts). Every visitor-supplied value is escaped in the
 * HTML part; header values (the subject names the person) carry no line breaks.
 */
import type { leads } from "../db/schema";
import type { OutgoingMail } from "../mail/outbox";
import { isEmailAddress } from "~/shared/schemas/email";

export type StoredLead = typeof leads.$inferSelect;

export const LEAD_ALERT_KIND = "lead_alert";

/** A recipient address with any of these characters is skipped (a regular expression JavaScript and PostgreSQL read alike). */
export const UNDELIVERABLE_RECIPIENT = "[\\s,;<>]";

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);

/** A header-safe one-liner: control characters (CR, LF, tabs...) become spaces, length capped. */
export const headerSafe = (value: string, max = 150) => {
  // eslint-disable-next-line no-control-regex -- control characters are exactly what must go
  const line = value.replace(/[\u0000-\u001f\u007f\u2028\u2029]+/g, " ").replace(/\s+/g, " ").trim();
  return line.length > max ? `${line.slice(0, max - 1)}…` : line;
};

export function leadAlertMail(lead: StoredLead, publicUrl: string): Omit<OutgoingMail, "to"> {
  const name = `${lead.firstName} ${lead.lastName}`;
  const dashboard = `${publicUrl}/admin`;
  const pageUrl = lead.pagePath ? `${publicUrl}${lead.pagePath}` : null;
  const rows: [string, string][] = [
    ["Name", name],
    ["Phone", lead.phone],
    ["Email", lead.email],
    ["Service", lead.serviceType || "Not specified"],
    ["Town", lead.location || "Not specified"],
    ["Page", pageUrl ?? "Not recorded"],
    ["Received", lead.createdAt.toISOString()],
  ];
  const message = lead.message ?? "";
  const text = [
    "A new quote request arrived on the website.",
    "",
    ...rows.map(([label, value]) => `${label}: ${value}`),
    "",
    "Message:",
    message || "(none)",
    "",
    `Open the dashboard: ${dashboard}`,
  ].join("\n");
  const cell = "padding:4px 12px 4px 0;vertical-align:top;text-align:left";
  const html = [
    "<!doctype html><html><body style=\"font-family:Arial,sans-serif;color:#0f172a\">",
    "<h1 style=\"font-size:18px\">New quote request</h1>",
    "<table role=\"presentation\" style=\"border-collapse:collapse\">",
    ...rows.map(
      ([label, value]) => `<tr><th style="${cell}">${escapeHtml(label)}</th><td style="${cell}">${escapeHtml(value)}</td></tr>`,
    ),
    "</table>",
    "<h2 style=\"font-size:16px\">Message</h2>",
    `<p style="white-space:pre-wrap">${message ? escapeHtml(message) : "(none)"}</p>`,
    `<p><a href="${escapeHtml(dashboard)}">Open the dashboard</a></p>`,
    "</body></html>",
  ].join("\n");
  return {
    kind: LEAD_ALERT_KIND,
    subject: headerSafe(`New quote request from ${name}${lead.serviceType ? ` (${lead.serviceType})` : ""}`),
    text,
    html,
    // Replies go to the visitor — only when the stored address passes the site's address rule
    // (leads stored before it may not): the alert itself must never be lost over it.
    replyTo: isEmailAddress(lead.email) ? lead.email : undefined,
  };
}
