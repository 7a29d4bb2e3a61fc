/**
 * The dashboard's response types: the server's own, as they arrive in JSON (see
 * ~/shared/json). Imported as types only, so no server code reaches the browser.
 */
import type { Jsonified } from "~/shared/json";
import type { ContactJson, CommunicationJson, FollowUpJson, crmStats, listEmailTemplates } from "../../../../server/contacts/queries";
import type { StaffLead, TimelineEvent } from "../../../../server/leads/workflow";
import type { FailedMail } from "../../../../server/mail/routes";
import type { NotificationEmailJson } from "../../../../server/notifications/queries";
import type { InvitationRow, StaffUserRow } from "../../../../server/team/queries";
import type { toAdminTestimonial } from "../../../../server/reviews/moderation-routes";

/** A lead as the dashboard lists it: with its contact and its assignee. */
export type AdminLead = StaffLead;
export type { FailedMail, TimelineEvent };
export type Contact = ContactJson;
export type Communication = CommunicationJson;
export type FollowUp = Jsonified<FollowUpJson>;
export type CrmStats = Awaited<ReturnType<typeof crmStats>>;
export type EmailTemplate = Awaited<ReturnType<typeof listEmailTemplates>>[number];
export type AdminTestimonial = Jsonified<ReturnType<typeof toAdminTestimonial>>;
export type NotificationEmail = NotificationEmailJson;
export type StaffUser = Jsonified<StaffUserRow>;
export type Invitation = Jsonified<InvitationRow>;
