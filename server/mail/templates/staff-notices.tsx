/**
 * Short notices to staff about work waiting for them in the back office: a lead assigned to
 * them, and a post an AI campaign wrote (to review before it goes out, or for the office's
 * information). No customer text beyond the lead's or post's own title is repeated.
 */
import { headerSafe } from "../header-safe";
import { ButtonLink, Layout, P } from "./layout";
import type { MailTemplate } from "./types";

export interface LeadAssignedProps {
  /** Who assigned it: the admin's e-mail address. */
  assignedBy: string;
  leadName: string;
  service: string | null;
  dashboardUrl: string;
}

export const leadAssigned: MailTemplate<LeadAssignedProps> = {
  name: "lead-assigned",
  kind: "lead_assigned",
  description: "To a staff member when an admin assigns them a lead (not when they assign it to themselves).",
  subject: () => "A lead was assigned to you",
  Body: (p, business) => (
    <Layout business={business} preview={`${p.assignedBy} assigned you a lead`}>
      <P>
        {p.assignedBy} assigned you the lead from <strong>{p.leadName}</strong>
        {p.service ? ` (${p.service})` : ""}.
      </P>
      <ButtonLink href={p.dashboardUrl}>Open it in the back office</ButtonLink>
    </Layout>
  ),
  sample: { assignedBy: "owner@example.com", leadName: "Jane Smith", service: "Heat Pump Installation", dashboardUrl: "https://example.com/admin" },
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
