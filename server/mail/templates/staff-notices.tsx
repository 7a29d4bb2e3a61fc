/**
 * Short notices to staff about work waiting for them in the back office: a lead assigned to
 * them (with Call, Reply and Open lead, like the new-lead alert), and a post an AI campaign wrote (to review before it goes out, or for the office's
 * information). No customer text beyond the lead's or post's own title is repeated.
 */
import { headerSafe } from "../header-safe";
import { formatDate } from "@common/dates";
import { requestName, serviceName } from "@common/lead-forms";
import { ButtonLink, ButtonRow, Facts, Layout, P } from "./layout";
import { actionLinks } from "./lead-alert";
import type { MailTemplate, OwnSubjectTemplate } from "./types";

export interface LeadAssignedProps {
  /** Who assigned it: the admin's e-mail address. */
  assignedBy: string;
  leadName: string;
  service: string | null;
  /** The lead's phone, e-mail, town, form and arrival (ISO 8601); absent in notices queued before they were given. */
  phone?: string;
  email?: string;
  town?: string | null;
  form?: string | null;
  received?: string;
  /** The lead's own page in the back office. */
  leadUrl?: string;
  /** Notices queued before leads had a page link to the dashboard instead. */
  dashboardUrl?: string;
}

const assignedLinks = (p: LeadAssignedProps) =>
  p.phone && p.email ? actionLinks({ ...p, phone: p.phone, email: p.email }) : [{ href: p.leadUrl ?? p.dashboardUrl ?? "", label: "Open lead" }];

export const leadAssigned: MailTemplate<LeadAssignedProps> = {
  name: "lead-assigned",
  kind: "lead_assigned",
  description: "To a staff member when an admin assigns them a lead (not when they assign it to themselves).",
  subject: (p) => headerSafe(`Assigned to you: ${requestName(p.form)} from ${p.leadName}`),
  Body: (p, business) => (
    <Layout business={business} preview={`${p.assignedBy} assigned you a ${requestName(p.form)}`}>
      <P>
        {p.assignedBy} assigned you the {requestName(p.form)} from <strong>{p.leadName}</strong>
        {p.service ? ` (${serviceName(p.service)})` : ""}.
      </P>
      {p.phone ? (
        <Facts
          rows={[
            ["Phone", p.phone],
            ["Email", p.email ?? ""],
            ["Town", p.town || "Not specified"],
            ["Received", formatDate(p.received, "zoned") || "Not recorded"],
          ]}
        />
      ) : null}
      <ButtonRow links={assignedLinks(p)} />
    </Layout>
  ),
  sample: {
    assignedBy: "owner@example.com",
    leadName: "Jane Smith",
    service: "Heat Pump Installation",
    phone: "(802) 555-0100",
    email: "jane@example.com",
    town: "Essex",
    form: "contact",
    received: "2026-02-16T14:05:00.000Z",
    leadUrl: "https://example.com/admin/leads/00000000-0000-4000-8000-000000000000",
  },
};

export interface CampaignPostProps {
  campaignName: string;
  postTitle: string;
  /** When it goes out (ISO 8601); null when it waits as a draft. */
  scheduledAt: string | null;
  postUrl: string;
}

const whenText = (p: CampaignPostProps) =>
  p.scheduledAt
    ? `It is scheduled for ${new Date(p.scheduledAt).toUTCString()}; edit or unschedule it before then if needed.`
    : "It waits as a draft until someone reviews and publishes it.";

export const campaignReview: MailTemplate<CampaignPostProps> = {
  name: "campaign-review",
  kind: "campaign_review",
  description: "To every active admin and editor when a campaign that waits for approval writes a post.",
  subject: (p) => headerSafe(`Review needed: ${p.postTitle}`),
  Body: (p, business) => (
    <Layout business={business} preview={`Review needed: ${p.postTitle}`}>
      <P>The campaign &ldquo;{p.campaignName}&rdquo; wrote a post that needs your approval:</P>
      <P>
        <strong>{p.postTitle}</strong>
      </P>
      <P>{whenText(p)}</P>
      <ButtonLink href={p.postUrl}>Review the post</ButtonLink>
    </Layout>
  ),
  sample: { campaignName: "Winter heating tips", postTitle: "Five ways to keep a heat pump happy in January", scheduledAt: null, postUrl: "https://example.com/admin/blog/posts/sample" },
};

export const campaignPost: MailTemplate<CampaignPostProps> = {
  name: "campaign-post",
  kind: "campaign_post",
  description: "To the Email Alerts recipients for every post a campaign writes (those already asked to review it are skipped).",
  subject: (p) => headerSafe(`New campaign post: ${p.postTitle}`),
  Body: (p, business) => (
    <Layout business={business} preview={`New campaign post: ${p.postTitle}`}>
      <P>The campaign &ldquo;{p.campaignName}&rdquo; wrote a new post:</P>
      <P>
        <strong>{p.postTitle}</strong>
      </P>
      <P>{whenText(p)}</P>
      <ButtonLink href={p.postUrl}>Open the post</ButtonLink>
    </Layout>
  ),
  sample: { campaignName: "Winter heating tips", postTitle: "Five ways to keep a heat pump happy in January", scheduledAt: "2026-12-01T14:00:00.000Z", postUrl: "https://example.com/admin/blog/posts/sample" },
};

export interface WebhookPausedProps {
  url: string;
  /** The first failure of the run that paused it (ISO 8601). */
  failingSince: string;
  lastError: string | null;
  /** The webhooks page in the back office. */
  pageUrl: string;
}

export const webhookPaused: OwnSubjectTemplate<WebhookPausedProps> = {
  name: "webhook-paused",
  kind: "webhook_paused",
  description: "To every active admin when a webhook endpoint has failed for 24 hours and is paused.",
  subject: (p) => headerSafe(`Webhook paused: ${p.url}`),
  Body: (p, business) => (
    <Layout business={business} preview={`Webhook paused: ${p.url}`}>
      <P>
        Events could not be delivered to <strong>{p.url}</strong> since {formatDate(p.failingSince, "zoned")}, so the endpoint is paused: no
        new events are queued for it until it is resumed.
      </P>
      {p.lastError ? <Facts rows={[["Last error", p.lastError]]} /> : null}
      <ButtonLink href={p.pageUrl}>Open webhooks</ButtonLink>
    </Layout>
  ),
  sample: {
    url: "https://hooks.example.com/hvac",
    failingSince: "2026-02-16T14:05:00.000Z",
    lastError: "The receiver answered 503",
    pageUrl: "https://example.com/admin/webhooks",
  },
};
