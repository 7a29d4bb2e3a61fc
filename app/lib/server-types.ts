/**
 * The server's types the browser uses (response shapes), in one place: browser code reaches the
 * server only through here (types) and the `*.server.ts` doors (values), so the server never
 * becomes part of the client bundle and `app/` and `server/` do not import each other in a circle.
 */
export type { ContentIdea, GeneratedPost } from "../../server/ai/client";
export type { OpenApiDocument } from "../../server/api-tokens/openapi";
export type { ApiTokenJson } from "../../server/api-tokens/tokens";
export type { CampaignRow } from "../../server/blog/campaigns";
export type { BrandView } from "../../server/brand/brand";
export type { BrandJson } from "../../server/brand/routes";
export type { EditableEntry, RevisionSummary as ContentRevision } from "../../server/content/store";
export type { PublicCategory } from "../../server/blog/categories";
export type { listUnapprovedComments } from "../../server/blog/comments";
export type { PostSummary, toStaffPost } from "../../server/blog/posts";
export type { MailLogEntry, ReviewRequestEntry } from "../../server/contacts/follow-through-routes";
export type { UndoSummary } from "../../server/contacts/import";
export type { CommunicationJson, ContactJson, crmStats, FollowUpJson, listEmailTemplates } from "../../server/contacts/queries";
export type { GalleryConsentState } from "../../server/gallery/consent";
export type { StaffLead, TimelineEvent } from "../../server/leads/workflow";
export type { FailedMail } from "../../server/mail/routes";
export type { RenderedMail } from "../../server/mail/templates";
export type { NewsletterState } from "../../server/newsletter/send";
export type { SubscriberEntry } from "../../server/newsletter/subscribers";
export type { NotificationEmailJson } from "../../server/notifications/queries";
export type { AuditJson } from "../../server/office/audit";
export type { Overview } from "../../server/office/overview";
export type { JobOfDay, TodayOverview } from "../../server/office/today";
export type { toAdminTestimonial } from "../../server/reviews/moderation-routes";
export type { PublicTestimonial } from "../../server/reviews/queries";
export type { SchedulerStatus } from "../../server/scheduler";
export type { SetupCheck } from "../../server/setup/checks";
export type { BackOfficeBanners, SetupReport } from "../../server/setup/routes";
export type { InvitationRow, listAssignableStaff, StaffUserRow } from "../../server/team/queries";
export type { WebhookDeliveryJson, WebhookEndpointJson } from "../../server/webhooks/endpoints";
export type { PriceBookItemJson } from "../../server/quotes/price-book";
export type { QuoteJson, QuoteStats, QuoteSummary } from "../../server/quotes/quotes";
export type { InvoiceJson, InvoiceStats, InvoiceSummary } from "../../server/invoices/invoices";
export type { TechnicianVisit } from "../../server/visits/technician";
