/**
 * The whole data model: every table of the specification, plus the supporting tables
 * the product needs (mail outbox, page views, staff invitations). One schema for both drivers
 * (PGlite and node-postgres); migrations in /drizzle are generated from this file.
 */
import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  bigint,
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";

const id = () => uuid("id").primaryKey().defaultRandom();
const ts = (name: string) => timestamp(name, { withTimezone: true, mode: "date" });
const createdAt = () => ts("created_at").notNull().defaultNow();
const updatedAt = () => ts("updated_at").notNull().defaultNow();
const textList = (name: string) => text(name).array().notNull().default(sql`'{}'::text[]`);

// ---------------------------------------------------------------- public content

export const services = pgTable("services", {
  id: id(),
  title: text("title").notNull(),
  description: text("description").notNull(),
  content: text("content"),
  imageUrl: text("image_url"),
  slug: text("slug").notNull().unique(),
  isActive: boolean("is_active").notNull().default(true),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const testimonials = pgTable(
  "testimonials",
  {
    id: id(),
    customerName: text("customer_name").notNull(),
    customerLocation: text("customer_location").notNull(),
    rating: integer("rating").notNull(),
    content: text("content").notNull(),
    serviceType: text("service_type").notNull(),
    isApproved: boolean("is_approved").notNull().default(false),
    /** Tripped the honeypot or fill-time check: kept for staff, never shown. */
    isSpam: boolean("is_spam").notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [index("testimonials_approved_created_idx").on(t.isApproved, t.createdAt)],
);

export const siteSettings = pgTable("site_settings", {
  id: id(),
  key: text("key").notNull().unique(),
  value: text("value"),
  description: text("description"),
  updatedAt: updatedAt(),
});

/** First-party page-view counter (no cookies, nothing sent to third parties). */
export const pageViews = pgTable(
  "page_views",
  {
    id: id(),
    path: text("path").notNull(),
    referrer: text("referrer"),
    createdAt: createdAt(),
  },
  (t) => [index("page_views_created_idx").on(t.createdAt)],
);

// ---------------------------------------------------------------- leads and CRM

export const leads = pgTable(
  "leads",
  {
    id: id(),
    firstName: text("first_name").notNull(),
    lastName: text("last_name").notNull(),
    email: text("email").notNull(),
    phone: text("phone").notNull(),
    serviceType: text("service_type").notNull().default(""),
    message: text("message"),
    location: text("location"),
    status: text("status").notNull().default("Lead"),
    source: text("source").notNull().default("website"),
    /** Path of the page the request was sent from, for the alert e-mail. */
    pagePath: text("page_path"),
    /** The public form it was sent with (common/lead-forms.ts); null for leads stored before it was recorded. */
    form: text("form"),
    /** Honeypot / fill-time trip: stored apart, no alert, not in the default lists. */
    isSpam: boolean("is_spam").notNull().default(false),
    /** Idempotency-Key header of the submission, so a retried POST stores one lead. */
    idempotencyKey: text("idempotency_key").unique(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("leads_created_idx").on(t.createdAt),
    index("leads_status_idx").on(t.status),
  ],
);

export const contacts = pgTable(
  "contacts",
  {
    id: id(),
    firstName: text("first_name").notNull(),
    lastName: text("last_name").notNull(),
    email: text("email"),
    phone: text("phone"),
    secondaryPhone: text("secondary_phone"),
    address: text("address"),
    city: text("city"),
    // The server gives a new contact the business's state from Settings (contactStateDefault);
    // a row written without one has none, rather than another business's.
    state: text("state").notNull().default(""),
    zipCode: text("zip_code"),
    customerType: text("customer_type").notNull().default("residential"),
    status: text("status").notNull().default("active"),
    source: text("source").notNull().default("website"),
    notes: text("notes"),
    tags: textList("tags"),
    preferredContactMethod: text("preferred_contact_method").notNull().default("phone"),
    preferredContactTime: text("preferred_contact_time").notNull().default("any"),
    emergencyContact: text("emergency_contact"),
    propertyDetails: jsonb("property_details"),
    /** The lead this contact was converted from; unique so a lead converts once. */
    leadId: uuid("lead_id")
      .unique()
      .references(() => leads.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("contacts_created_idx").on(t.createdAt), index("contacts_email_idx").on(t.email)],
);

export const users = pgTable("users", {
  id: id(),
  email: text("email").notNull().unique(),
  /** What colleagues read: the assignee, a note's author, the audit log. The e-mail tells two alike apart. */
  name: text("name").notNull(),
  passwordHash: text("password_hash").notNull(),
  role: text("role").notNull().default("admin"),
  isActive: boolean("is_active").notNull().default(true),
  /** Bumped to end every session of the user at once (reset, deactivation). */
  sessionVersion: integer("session_version").notNull().default(0),
  lastLoginAt: ts("last_login_at"),
  /** Two-factor sign-in (TOTP), encrypted with a key derived from SESSION_SECRET (auth/keys.ts). Set once enrolment is confirmed with a first code. */
  totpSecret: text("totp_secret"),
  /** A secret shown for enrolment but not yet confirmed with a code (encrypted like totpSecret). */
  totpPendingSecret: text("totp_pending_secret"),
  /** What the pending secret is bound to: the sign-in challenge or the session that was shown it. */
  totpPendingFor: text("totp_pending_for"),
  totpPendingExpiresAt: ts("totp_pending_expires_at"),
  totpEnabledAt: ts("totp_enabled_at"),
  /** The last accepted TOTP time step: a code is never accepted twice. */
  totpLastStep: integer("totp_last_step"),
  /** Part of the signed address of the user's calendar feed: bumped to make the old address stop working. */
  calendarFeedVersion: integer("calendar_feed_version").notNull().default(0),
  /** Wrong codes since totpFailedSince (an hour's window); ten lock the second step. */
  totpFailedCount: integer("totp_failed_count").notNull().default(0),
  totpFailedSince: ts("totp_failed_since"),
  /** Set when too many wrong codes were tried: no code is accepted until a password reset or an admin clears it. */
  totpLockedAt: ts("totp_locked_at"),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** Single-use recovery codes for two-factor sign-in, stored only as SHA-256. */
export const recoveryCodes = pgTable(
  "recovery_codes",
  {
    id: id(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    codeHash: text("code_hash").notNull(),
    usedAt: ts("used_at"),
    createdAt: createdAt(),
  },
  (t) => [index("recovery_codes_user_idx").on(t.userId)],
);

export const communications = pgTable(
  "communications",
  {
    id: id(),
    contactId: uuid("contact_id").references(() => contacts.id, { onDelete: "cascade" }),
    leadId: uuid("lead_id").references(() => leads.id, { onDelete: "set null" }),
    type: text("type").notNull(),
    direction: text("direction").notNull(),
    subject: text("subject"),
    content: text("content").notNull(),
    status: text("status").notNull().default("completed"),
    scheduledAt: ts("scheduled_at"),
    completedAt: ts("completed_at"),
    userId: uuid("user_id").references(() => users.id, { onDelete: "set null" }),
    metadata: jsonb("metadata"),
    attachments: textList("attachments"),
    followUpRequired: boolean("follow_up_required").notNull().default(false),
    followUpDate: ts("follow_up_date"),
    priority: text("priority").notNull().default("normal"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("communications_contact_idx").on(t.contactId),
    index("communications_follow_up_idx").on(t.followUpRequired, t.followUpDate),
  ],
);

export const customerServices = pgTable(
  "customer_services",
  {
    id: id(),
    contactId: uuid("contact_id")
      .notNull()
      .references(() => contacts.id, { onDelete: "cascade" }),
    serviceType: text("service_type").notNull(),
    serviceCategory: text("service_category").notNull(),
    title: text("title").notNull(),
    description: text("description").notNull(),
    equipmentInstalled: textList("equipment_installed"),
    equipmentModel: text("equipment_model"),
    equipmentSerial: text("equipment_serial"),
    warrantyStart: ts("warranty_start"),
    warrantyEnd: ts("warranty_end"),
    maintenanceSchedule: text("maintenance_schedule"),
    nextMaintenanceDate: ts("next_maintenance_date"),
    cost: integer("cost"),
    laborHours: integer("labor_hours"),
    status: text("status").notNull().default("scheduled"),
    scheduledDate: ts("scheduled_date"),
    completedDate: ts("completed_date"),
    userId: uuid("user_id").references(() => users.id, { onDelete: "set null" }),
    photos: textList("photos"),
    documents: textList("documents"),
    customerRating: integer("customer_rating"),
    customerFeedback: text("customer_feedback"),
    internalNotes: text("internal_notes"),
    followUpServices: textList("follow_up_services"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("customer_services_contact_idx").on(t.contactId)],
);

export const emailTemplates = pgTable("email_templates", {
  id: id(),
  name: text("name").notNull().unique(),
  category: text("category"),
  subject: text("subject").notNull(),
  htmlContent: text("html_content").notNull(),
  textContent: text("text_content"),
  variables: textList("variables"),
  isActive: boolean("is_active").notNull().default(true),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const notificationEmails = pgTable("notification_emails", {
  id: id(),
  email: text("email").notNull().unique(),
  name: text("name"),
  type: text("type").notNull().default("lead_notification"),
  isActive: boolean("is_active").notNull().default(true),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

// ---------------------------------------------------------------- accounts and sessions

export const refreshTokens = pgTable(
  "refresh_tokens",
  {
    id: id(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    tokenHash: text("token_hash").notNull().unique(),
    /** Every token of one sign-in shares a family; reuse of a rotated token revokes the family. */
    familyId: uuid("family_id").notNull(),
    expiresAt: ts("expires_at").notNull(),
    /** Absolute end of the family, however often it is refreshed. */
    familyExpiresAt: ts("family_expires_at").notNull(),
    /** users.sessionVersion when the family started (kept up to date for a family that survives an end of sessions). */
    sessionVersion: integer("session_version").notNull().default(0),
    revokedAt: ts("revoked_at"),
    /** Set when this token was rotated (as opposed to revoked by logout or reuse). */
    replacedAt: ts("replaced_at"),
    userAgent: text("user_agent"),
    ipAddress: text("ip_address"),
    createdAt: createdAt(),
  },
  (t) => [index("refresh_tokens_user_idx").on(t.userId), index("refresh_tokens_family_idx").on(t.familyId)],
);

export const passwordResetTokens = pgTable(
  "password_reset_tokens",
  {
    id: id(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** SHA-256 of the token sent by e-mail; the token itself is never stored. */
    token: text("token").notNull().unique(),
    expiresAt: ts("expires_at").notNull(),
    usedAt: ts("used_at"),
    ipAddress: text("ip_address"),
    userAgent: text("user_agent"),
    createdAt: createdAt(),
  },
  (t) => [index("password_reset_tokens_user_idx").on(t.userId)],
);

/** Staff invitations (Team): single-use link where the invitee sets a password. */
export const userInvitations = pgTable("user_invitations", {
  id: id(),
  email: text("email").notNull(),
  /** The name the inviting admin gave; the invitee may change it when accepting. */
  name: text("name"),
  role: text("role").notNull(),
  tokenHash: text("token_hash").notNull().unique(),
  invitedBy: uuid("invited_by").references(() => users.id, { onDelete: "set null" }),
  expiresAt: ts("expires_at").notNull(),
  acceptedAt: ts("accepted_at"),
  /** Cancelled by an admin, or by the inviter's deactivation or demotion. */
  revokedAt: ts("revoked_at"),
  createdAt: createdAt(),
});

// ---------------------------------------------------------------- mail

/**
 * Outbox: a message is inserted in the same transaction as the change that caused it and
 * delivered by a background worker with retries, so mail is delayed by an outage, never lost.
 */
export const mailOutbox = pgTable(
  "mail_outbox",
  {
    id: id(),
    kind: text("kind").notNull(),
    to: text("to").notNull(),
    subject: text("subject").notNull(),
    /** The parts as sent; null until the worker renders a templated row (`props`). */
    text: text("text"),
    html: text("html"),
    replyTo: text("reply_to"),
    status: text("status").notNull().default("pending"), // pending | sent | failed
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: ts("next_attempt_at").notNull().defaultNow(),
    lockedUntil: ts("locked_until"),
    lastError: text("last_error"),
    sentAt: ts("sent_at"),
    /** When staff last sent a failed message again: its retry window starts over from here. */
    retriedAt: ts("retried_at"),
    createdAt: createdAt(),
    /** Extra headers (List-Unsubscribe on customer mail). */
    headers: jsonb("headers").$type<Record<string, string>>(),
    /**
     * A templated mail's values: the worker renders the template named by `kind` from them at
     * delivery (once; the parts are kept in text/html), so queuing one costs no rendering.
     */
    props: jsonb("props").$type<Record<string, unknown>>(),
  },
  (t) => [
    index("mail_outbox_due_idx").on(t.status, t.nextAttemptAt),
    // The per-address confirmation limit counts a recipient's recent mail on every lead.
    index("mail_outbox_recipient_idx").on(sql`lower(${t.to})`, t.createdAt),
  ],
);

// ---------------------------------------------------------------- blog

export const blogCategories = pgTable("blog_categories", {
  id: id(),
  name: text("name").notNull().unique(),
  slug: text("slug").notNull().unique(),
  description: text("description"),
  parentId: uuid("parent_id"),
  order: integer("order").notNull().default(0),
  createdAt: createdAt(),
});

export const blogCampaigns = pgTable("blog_campaigns", {
  id: id(),
  name: text("name").notNull(),
  description: text("description"),
  prompt: text("prompt").notNull(),
  topicKeywords: textList("topic_keywords"),
  targetCount: integer("target_count").notNull().default(5),
  generatedCount: integer("generated_count").notNull().default(0),
  frequency: text("frequency").notNull().default("weekly"),
  categoryId: uuid("category_id").references(() => blogCategories.id, { onDelete: "set null" }),
  isActive: boolean("is_active").notNull().default(true),
  lastRunAt: ts("last_run_at"),
  /**
   * A run in progress: the instance that claimed it holds claimToken until claimedUntil and keeps
   * moving claimedUntil on while it works. A run whose instance died is taken over after that;
   * only the holder of the token may save the run's post.
   */
  claimToken: uuid("claim_token"),
  claimedUntil: ts("claimed_until"),
  /** Last failed run, shown in the campaign list; cleared by a successful run. */
  lastError: text("last_error"),
  lastErrorAt: ts("last_error_at"),
  /** Its posts wait as drafts for a person to review instead of being scheduled. */
  needsApproval: boolean("needs_approval").notNull().default(false),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const blogPosts = pgTable(
  "blog_posts",
  {
    id: id(),
    title: text("title").notNull(),
    content: text("content").notNull(),
    excerpt: text("excerpt"),
    slug: text("slug").notNull().unique(),
    categoryId: uuid("category_id").references(() => blogCategories.id, { onDelete: "set null" }),
    status: text("status").notNull().default("draft"),
    scheduledAt: ts("scheduled_at"),
    publishedAt: ts("published_at"),
    isPublished: boolean("is_published").notNull().default(false),
    seoTitle: text("seo_title"),
    seoDescription: text("seo_description"),
    seoKeywords: textList("seo_keywords"),
    tags: textList("tags"),
    readingTime: integer("reading_time").notNull().default(1),
    viewCount: integer("view_count").notNull().default(0),
    aiGenerated: boolean("ai_generated").notNull().default(false),
    aiPrompt: text("ai_prompt"),
    campaignId: uuid("campaign_id").references(() => blogCampaigns.id, { onDelete: "set null" }),
    schemaMarkup: jsonb("schema_markup"),
    authorName: text("author_name"),
    // A save naming an older version is refused (409) instead of overwriting; the featured image.
    version: integer("version").notNull().default(1),
    featuredImageId: uuid("featured_image_id").references((): AnyPgColumn => mediaItems.id, { onDelete: "restrict" }),
    featuredImageAlt: text("featured_image_alt"),
    // Set by hand in the editor: the slug no longer follows the title.
    slugEdited: boolean("slug_edited").notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("blog_posts_status_idx").on(t.status, t.scheduledAt),
    index("blog_posts_published_idx").on(t.isPublished, t.publishedAt),
    index("blog_posts_category_idx").on(t.categoryId),
  ],
);

export const blogComments = pgTable(
  "blog_comments",
  {
    id: id(),
    blogPostId: uuid("blog_post_id")
      .notNull()
      .references(() => blogPosts.id, { onDelete: "cascade" }),
    authorName: text("author_name").notNull(),
    authorEmail: text("author_email").notNull(),
    content: text("content").notNull(),
    isApproved: boolean("is_approved").notNull().default(false),
    isSpam: boolean("is_spam").notNull().default(false),
    parentId: uuid("parent_id"),
    createdAt: createdAt(),
  },
  (t) => [index("blog_comments_post_idx").on(t.blogPostId, t.isApproved)],
);

// ---------------------------------------------------------------- customer follow-through

/** Addresses that asked for no more customer mail (reminders, review requests, confirmations). */
export const mailOptOuts = pgTable("mail_opt_outs", {
  /** Lower-cased address. */
  email: text("email").primaryKey(),
  contactId: uuid("contact_id").references(() => contacts.id, { onDelete: "set null" }),
  createdAt: createdAt(),
});

/**
 * One row per customer reminder sent: the unique (service, due date) pair is what makes a
 * reminder go out once per due date, whichever instance gets there first.
 */
export const maintenanceReminders = pgTable(
  "maintenance_reminders",
  {
    id: id(),
    customerServiceId: uuid("customer_service_id")
      .notNull()
      .references(() => customerServices.id, { onDelete: "cascade" }),
    dueDate: ts("due_date").notNull(),
    mailId: uuid("mail_id"),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("maintenance_reminders_once_idx").on(t.customerServiceId, t.dueDate)],
);

/** Daily jobs claimed per day (the office's maintenance digest): the primary key makes it once. */
export const dailyJobRuns = pgTable(
  "daily_job_runs",
  {
    job: text("job").notNull(),
    day: text("day").notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.job, t.day] })],
);

/** A review request per completed job: mailed once sendAfter has passed; linked to the review it led to. */
export const reviewRequests = pgTable(
  "review_requests",
  {
    id: id(),
    customerServiceId: uuid("customer_service_id")
      .notNull()
      .unique()
      .references(() => customerServices.id, { onDelete: "cascade" }),
    contactId: uuid("contact_id")
      .notNull()
      .references(() => contacts.id, { onDelete: "cascade" }),
    sendAfter: ts("send_after").notNull(),
    sentAt: ts("sent_at"),
    mailId: uuid("mail_id"),
    testimonialId: uuid("testimonial_id").references(() => testimonials.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [index("review_requests_due_idx").on(t.sentAt, t.sendAfter)],
);

/**
 * A customer's consent to show a completed job's photos in the public gallery: asked by a signed
 * mailed link the customer confirms, or recorded by staff. One row per job, changed in place (the
 * audit log keeps its history in words). `tokenNonce` is part of the signed link: a new request or
 * a staff withdrawal replaces or clears it, so earlier links stop working.
 */
export const galleryConsents = pgTable("gallery_consents", {
  id: id(),
  customerServiceId: uuid("customer_service_id")
    .notNull()
    .unique()
    .references(() => customerServices.id, { onDelete: "cascade" }),
  /** Media ids of the job's photos the consent covers (a photo later removed from the job is not shown). */
  photos: textList("photos"),
  /** Whether the customer also agreed to have their name shown (first name and initial). */
  showName: boolean("show_name").notNull().default(false),
  askedAt: ts("asked_at"),
  askedBy: text("asked_by"),
  mailId: uuid("mail_id"),
  givenAt: ts("given_at"),
  /** Who asked, gave or withdrew, as staff read it: the staff member's name and e-mail (kept when the account goes). */
  /** "link" (the customer, through the mailed link) or "staff". */
  givenVia: text("given_via"),
  givenBy: text("given_by"),
  withdrawnAt: ts("withdrawn_at"),
  withdrawnVia: text("withdrawn_via"),
  withdrawnBy: text("withdrawn_by"),
  tokenNonce: text("token_nonce"),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

// ---------------------------------------------------------------- media, editor, revisions

/**
 * An uploaded image: the original is re-encoded into `variants` (several widths, AVIF, WebP and
 * a JPEG/PNG fallback), each stored under a content-hashed key so it can be cached forever.
 */
export const mediaItems = pgTable(
  "media_items",
  {
    id: id(),
    /** First 16 hex digits of the original's SHA-256: the prefix of every stored variant's key. */
    hash: text("hash").notNull(),
    originalName: text("original_name").notNull(),
    /** Detected from the bytes, never from the file name: image/jpeg, image/png, image/webp, image/avif. */
    sourceType: text("source_type").notNull(),
    width: integer("width").notNull(),
    height: integer("height").notNull(),
    alt: text("alt").notNull(),
    /** [{ key, format, width, height, bytes }] */
    variants: jsonb("variants").notNull(),
    bytes: integer("bytes").notNull(),
    uploadedBy: text("uploaded_by"),
    /** "blog" (the editors' library) or "job" (customers' job photos, admins only). */
    collection: text("collection").notNull().default("blog"),
    createdAt: createdAt(),
  },
  (t) => [index("media_items_created_idx").on(t.createdAt), index("media_items_hash_idx").on(t.hash)],
);

/** Files of a deleted image whose removal from the store failed: retried until they are gone. */
export const mediaFileDeletions = pgTable("media_file_deletions", {
  id: id(),
  hash: text("hash").notNull(),
  keys: jsonb("keys").$type<string[]>().notNull(),
  attempts: integer("attempts").notNull().default(0),
  nextAttemptAt: ts("next_attempt_at").notNull().defaultNow(),
  lastError: text("last_error"),
  createdAt: createdAt(),
});

/** A copy of a published or scheduled post as it was before a save replaced it. */
export const blogPostRevisions = pgTable(
  "blog_post_revisions",
  {
    id: id(),
    postId: uuid("post_id")
      .notNull()
      .references(() => blogPosts.id, { onDelete: "cascade" }),
    /** The post's version this copy was. */
    version: integer("version").notNull(),
    title: text("title").notNull(),
    content: text("content").notNull(),
    excerpt: text("excerpt"),
    status: text("status").notNull(),
    seoTitle: text("seo_title"),
    seoDescription: text("seo_description"),
    tags: textList("tags"),
    featuredImageId: uuid("featured_image_id"),
    featuredImageAlt: text("featured_image_alt"),
    savedBy: text("saved_by"),
    createdAt: createdAt(),
  },
  (t) => [index("blog_post_revisions_post_idx").on(t.postId, t.createdAt)],
);


export const schema = {
  services,
  testimonials,
  siteSettings,
  pageViews,
  leads,
  contacts,
  users,
  communications,
  customerServices,
  emailTemplates,
  notificationEmails,
  refreshTokens,
  passwordResetTokens,
  userInvitations,
  recoveryCodes,
  mailOutbox,
  blogCategories,
  blogCampaigns,
  blogPosts,
  blogComments,
  mailOptOuts,
  maintenanceReminders,
  dailyJobRuns,
  reviewRequests,
  mediaItems,
  blogPostRevisions,
};

export type Schema = typeof schema;

// ---------------------------------------------------------------- the owner's office
// (business facts are the site_settings row "business"; these tables hold the lead workflow and
// the audit log. Not in `schema` above: they are read with select/insert, not relational queries.)

/** Who works a lead. One row per assigned lead (no row: unassigned). */
export const leadAssignments = pgTable(
  "lead_assignments",
  {
    leadId: uuid("lead_id")
      .primaryKey()
      .references(() => leads.id, { onDelete: "cascade" }),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    assignedBy: uuid("assigned_by").references(() => users.id, { onDelete: "set null" }),
    assignedAt: ts("assigned_at").notNull().defaultNow(),
  },
  (t) => [index("lead_assignments_user_idx").on(t.userId)],
);

/** Staff notes on a lead. */
export const leadNotes = pgTable(
  "lead_notes",
  {
    id: id(),
    leadId: uuid("lead_id")
      .notNull()
      .references(() => leads.id, { onDelete: "cascade" }),
    userId: uuid("user_id").references(() => users.id, { onDelete: "set null" }),
    authorEmail: text("author_email"),
    content: text("content").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("lead_notes_lead_idx").on(t.leadId, t.createdAt)],
);

/** What staff did: who, what, to which record, when. Kept when the user or record is gone. */
export const auditLog = pgTable(
  "audit_log",
  {
    id: id(),
    userId: uuid("user_id"),
    userEmail: text("user_email"),
    action: text("action").notNull(),
    targetType: text("target_type").notNull(),
    targetId: text("target_id"),
    details: jsonb("details").$type<Record<string, unknown>>(),
    createdAt: createdAt(),
  },
  (t) => [index("audit_log_created_idx").on(t.createdAt), index("audit_log_target_idx").on(t.targetType, t.targetId)],
);

/**
 * A browser that agreed to notifications for a staff member (one row per device): the push
 * service's address and the keys the message is encrypted with. Removed when the push service
 * says it is gone (404/410) or the staff member turns notifications off on that device.
 */
export const pushSubscriptions = pgTable(
  "push_subscriptions",
  {
    id: id(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    endpoint: text("endpoint").notNull().unique(),
    p256dh: text("p256dh").notNull(),
    auth: text("auth").notNull(),
    userAgent: text("user_agent"),
    lastSuccessAt: ts("last_success_at"),
    createdAt: createdAt(),
  },
  (t) => [index("push_subscriptions_user_idx").on(t.userId)],
);

// ---------------------------------------------------------------- API tokens

/**
 * Bearer tokens for other tools (server/api-tokens). Only the SHA-256 of the token is kept; the
 * token acts for the admin who made it, within its scopes.
 */
export const apiTokens = pgTable(
  "api_tokens",
  {
    id: id(),
    name: text("name").notNull(),
    tokenHash: text("token_hash").notNull().unique(),
    /** The prefix and last characters, so staff can tell tokens apart without the secret. */
    hint: text("hint").notNull(),
    scopes: textList("scopes"),
    createdBy: uuid("created_by")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    expiresAt: ts("expires_at"),
    lastUsedAt: ts("last_used_at"),
    revokedAt: ts("revoked_at"),
    createdAt: createdAt(),
  },
  (t) => [index("api_tokens_created_by_idx").on(t.createdBy)],
);

// ---------------------------------------------------------------- newsletter

/**
 * A reader who asked for new posts by e-mail. Pending until they press the link in the
 * confirmation mail (only the token's digest is kept); confirmed from `confirmedAt`. An opt-out
 * (mail_opt_outs, the same one-click opt-out as customer mail) made after `confirmedAt` ends it.
 */
export const newsletterSubscribers = pgTable("newsletter_subscribers", {
  id: id(),
  /** Lower-cased address. */
  email: text("email").notNull().unique(),
  confirmTokenHash: text("confirm_token_hash").unique(),
  confirmExpiresAt: ts("confirm_expires_at"),
  confirmedAt: ts("confirmed_at"),
  createdAt: createdAt(),
});

/** A post sent to subscribers: the primary key makes it once per post. */
export const newsletterSends = pgTable("newsletter_sends", {
  postId: uuid("post_id")
    .primaryKey()
    .references(() => blogPosts.id, { onDelete: "cascade" }),
  sentAt: ts("sent_at").notNull(),
  sentBy: uuid("sent_by").references(() => users.id, { onDelete: "set null" }),
  recipients: integer("recipients").notNull().default(0),
});

/** One row per subscriber a post was queued for, with its outbox row (progress is read from there). */
export const newsletterDeliveries = pgTable(
  "newsletter_deliveries",
  {
    postId: uuid("post_id")
      .notNull()
      .references(() => newsletterSends.postId, { onDelete: "cascade" }),
    subscriberId: uuid("subscriber_id")
      .notNull()
      .references(() => newsletterSubscribers.id, { onDelete: "cascade" }),
    mailId: uuid("mail_id").notNull(),
  },
  (t) => [primaryKey({ columns: [t.postId, t.subscriberId] })],
);

// ---------------------------------------------------------------- webhooks

/**
 * A receiver the admins registered: where events go, which ones, and the signing secret
 * (Standard Webhooks' whsec_… form), sealed under a key derived from SESSION_SECRET.
 */
export const webhookEndpoints = pgTable("webhook_endpoints", {
  id: id(),
  url: text("url").notNull(),
  description: text("description").notNull().default(""),
  secret: text("secret").notNull(),
  events: textList("events"),
  /** Set when deliveries stopped after 24 hours of failures; null while it receives events. */
  pausedAt: ts("paused_at"),
  /** The first failure since its last success: 24 hours after it the endpoint is paused. */
  failingSince: ts("failing_since"),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/**
 * One event for one endpoint, queued in the transaction of the change it reports and delivered
 * by the webhook worker (server/webhooks/worker.ts). `seq` keeps the order per endpoint; the row
 * keeps its last attempt (status, time taken, a short excerpt of the answer) as the log.
 */
export const webhookDeliveries = pgTable(
  "webhook_deliveries",
  {
    id: id(),
    seq: bigint("seq", { mode: "number" }).notNull().generatedAlwaysAsIdentity(),
    endpointId: uuid("endpoint_id")
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: "cascade" }),
    /** The webhook-id header: the same for every attempt, and for "Send again", so receivers can skip repeats. */
    eventId: text("event_id").notNull(),
    eventType: text("event_type").notNull(),
    /** The exact JSON sent and signed. */
    body: text("body").notNull(),
    status: text("status").notNull().default("pending"), // pending | delivered | failed
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: ts("next_attempt_at").notNull().defaultNow(),
    lockedUntil: ts("locked_until"),
    lastAttemptAt: ts("last_attempt_at"),
    /** The receiver's HTTP status, null when there was no answer (refused, timed out). */
    lastStatus: integer("last_status"),
    lastDurationMs: integer("last_duration_ms"),
    lastError: text("last_error"),
    /** The first few hundred characters of the receiver's answer, never more. */
    lastResponse: text("last_response"),
    deliveredAt: ts("delivered_at"),
    createdAt: createdAt(),
  },
  (t) => [index("webhook_deliveries_queue_idx").on(t.endpointId, t.status, t.seq), index("webhook_deliveries_due_idx").on(t.status, t.nextAttemptAt)],
);

// ---------------------------------------------------------------- contact import

/**
 * A CSV import of contacts, undoable for a day: one row per import, and one per contact or job it
 * created or contact it changed. A change keeps the fields' values before and as written, so undo
 * puts back exactly what was there (and leaves a field someone edited since).
 */
export const contactImports = pgTable("contact_imports", {
  id: id(),
  userId: uuid("user_id"),
  userEmail: text("user_email"),
  filename: text("filename").notNull(),
  overwrite: boolean("overwrite").notNull(),
  created: integer("created").notNull(),
  updated: integer("updated").notNull(),
  skipped: integer("skipped").notNull(),
  undoneAt: ts("undone_at"),
  createdAt: createdAt(),
});

export const contactImportChanges = pgTable(
  "contact_import_changes",
  {
    id: id(),
    importId: uuid("import_id")
      .notNull()
      .references(() => contactImports.id, { onDelete: "cascade" }),
    /** contact_created, contact_updated or service_created. */
    kind: text("kind").notNull(),
    /** The contact or job; no foreign key, so a record deleted since leaves its change behind. */
    targetId: uuid("target_id").notNull(),
    previous: jsonb("previous").$type<Record<string, unknown>>(),
    written: jsonb("written").$type<Record<string, unknown>>(),
  },
  (t) => [index("contact_import_changes_import_idx").on(t.importId)],
);

// ---------------------------------------------------------------- blog addresses that moved

/** A published post's earlier slugs: each answers 301 to the post's current address. */
export const blogPostSlugRedirects = pgTable("blog_post_slug_redirects", {
  slug: text("slug").primaryKey(),
  postId: uuid("post_id")
    .notNull()
    .references(() => blogPosts.id, { onDelete: "cascade" }),
  createdAt: createdAt(),
});

/** A category's earlier slugs: each answers 301 to the category's current page. */
export const blogCategorySlugRedirects = pgTable("blog_category_slug_redirects", {
  slug: text("slug").primaryKey(),
  categoryId: uuid("category_id")
    .notNull()
    .references(() => blogCategories.id, { onDelete: "cascade" }),
  createdAt: createdAt(),
});

// ---------------------------------------------------------------- quotes

/** The business's price book: what quotes (and invoices) are priced from. Used items are retired, never deleted. */
export const priceBookItems = pgTable("price_book_items", {
  id: id(),
  name: text("name").notNull(),
  description: text("description").notNull().default(""),
  /** labour, equipment, material or service (a flat-rate job). */
  kind: text("kind").notNull(),
  /** What one of it is: "hour", "each", "ft"... */
  unit: text("unit").notNull(),
  unitCents: integer("unit_cents").notNull(),
  taxable: boolean("taxable").notNull().default(true),
  retiredAt: ts("retired_at"),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/**
 * The last number given per kind and year (quote Q-2026-0001, invoice I-2026-0001). Taken by an
 * upsert in the transaction that stores the document, so the row lock makes numbers unique across
 * instances and a rolled-back document gives its number back: no gap, no duplicate.
 */
export const documentNumbers = pgTable(
  "document_numbers",
  {
    kind: text("kind").notNull(),
    year: integer("year").notNull(),
    last: integer("last").notNull(),
  },
  (t) => [primaryKey({ columns: [t.kind, t.year] })],
);

export const quotes = pgTable(
  "quotes",
  {
    id: id(),
    /** Q-2026-0001: given when the quote is created; quotes are never deleted, so numbers have no gap. */
    number: text("number").notNull().unique(),
    /** draft, sent, viewed, accepted, declined, expired. */
    status: text("status").notNull().default("draft"),
    leadId: uuid("lead_id").references(() => leads.id, { onDelete: "set null" }),
    contactId: uuid("contact_id").references(() => contacts.id, { onDelete: "set null" }),
    /** Who it is for, as it was when written (the lead or contact may change or go). */
    customerName: text("customer_name").notNull(),
    customerEmail: text("customer_email").notNull(),
    customerPhone: text("customer_phone"),
    customerAddress: text("customer_address"),
    title: text("title").notNull(),
    notes: text("notes").notNull().default(""),
    terms: text("terms").notNull().default(""),
    /** The alternatives offered (good / better / best), in order: [{ key, label, description }]. */
    options: jsonb("options").$type<Array<{ key: string; label: string; description: string }>>().notNull().default(sql`'[]'::jsonb`),
    /** { kind: "none" } | { kind: "percent", basisPoints } | { kind: "amount", cents } (common/billing/totals.ts). */
    discount: jsonb("discount").$type<{ kind: "none" } | { kind: "percent"; basisPoints: number } | { kind: "amount"; cents: number }>().notNull().default(sql`'{"kind":"none"}'::jsonb`),
    /** Sales tax in basis points (600 = 6 %), copied from Settings when written. */
    taxBasisPoints: integer("tax_basis_points").notNull(),
    expiresAt: ts("expires_at"),
    /** Bumped by every change: a save names the version it changed (409 otherwise), an acceptance the version seen. */
    version: integer("version").notNull().default(1),
    /** The version last sent to the homeowner (null while a draft). */
    sentVersion: integer("sent_version"),
    sentAt: ts("sent_at"),
    viewedAt: ts("viewed_at"),
    answeredAt: ts("answered_at"),
    remindersSent: integer("reminders_sent").notNull().default(0),
    lastReminderAt: ts("last_reminder_at"),
    createdBy: uuid("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("quotes_status_idx").on(t.status), index("quotes_lead_idx").on(t.leadId), index("quotes_contact_idx").on(t.contactId)],
);

export const quoteLines = pgTable(
  "quote_lines",
  {
    id: id(),
    quoteId: uuid("quote_id")
      .notNull()
      .references(() => quotes.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    /** The price-book item it was taken from, if any (a line written on the spot has none). */
    priceBookItemId: uuid("price_book_item_id").references(() => priceBookItems.id, { onDelete: "set null" }),
    description: text("description").notNull(),
    unit: text("unit").notNull(),
    unitCents: integer("unit_cents").notNull(),
    /** Hundredths: 150 = 1.5. */
    quantity: integer("quantity").notNull(),
    taxable: boolean("taxable").notNull(),
    /** The option's key it belongs to; null: part of every option. */
    option: text("option"),
    /** The homeowner may tick it in or out; `preselected` says how the page first shows it. */
    optional: boolean("optional").notNull().default(false),
    preselected: boolean("preselected").notNull().default(false),
  },
  (t) => [index("quote_lines_quote_idx").on(t.quoteId, t.position)],
);

/** A revocable link to a quote's public page; only a hash of its token is kept. */
export const quoteLinks = pgTable("quote_links", {
  id: id(),
  quoteId: uuid("quote_id")
    .notNull()
    .references(() => quotes.id, { onDelete: "cascade" }),
  tokenHash: text("token_hash").notNull().unique(),
  revokedAt: ts("revoked_at"),
  createdAt: createdAt(),
});

/**
 * What was sent each time (the document the homeowner saw, as JSON) and its SHA-256: an answer
 * names the version it answers, so the signature record proves exactly what was accepted.
 */
export const quoteVersions = pgTable(
  "quote_versions",
  {
    quoteId: uuid("quote_id")
      .notNull()
      .references(() => quotes.id, { onDelete: "cascade" }),
    version: integer("version").notNull(),
    document: jsonb("document").$type<Record<string, unknown>>().notNull(),
    sha256: text("sha256").notNull(),
    sentAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.quoteId, t.version] })],
);

/** The homeowner's answer: one per quote (a unique quote id refuses a second). */
export const quoteAnswers = pgTable("quote_answers", {
  quoteId: uuid("quote_id")
    .primaryKey()
    .references(() => quotes.id, { onDelete: "cascade" }),
  decision: text("decision").notNull(), // accepted | declined
  version: integer("version").notNull(),
  /** The typed name (the signature); null for a decline. */
  signedName: text("signed_name"),
  reason: text("reason"),
  /** The option and optional lines chosen, and the totals they came to. */
  choice: jsonb("choice").$type<{ option: string | null; optionalLines: string[] }>(),
  totalCents: integer("total_cents"),
  /** SHA-256 of the version's document as shown, with the choice. */
  sha256: text("sha256").notNull(),
  ipAddress: text("ip_address"),
  userAgent: text("user_agent"),
  answeredAt: createdAt(),
  /** The job an acceptance made (a customer_services row): its invoice starts from the accepted lines. */
  jobId: uuid("job_id").references(() => customerServices.id, { onDelete: "set null" }),
});

// ---------------------------------------------------------------- invoices and payments

/**
 * An invoice: from a finished job (its quote's accepted lines) or written for a contact. Its lines
 * are priced as quote lines are (common/billing/totals.ts); `totalCents` is the lines' total, kept
 * with every save of the lines in the same transaction so lists and figures can sum it in SQL.
 */
export const invoices = pgTable(
  "invoices",
  {
    id: id(),
    /** I-2026-0001: given when the invoice is created; never given back once used, a void keeps it. */
    number: text("number").notNull().unique(),
    /** draft, sent, viewed, partly_paid, paid, overdue, void (common/schemas/invoices.ts). */
    status: text("status").notNull().default("draft"),
    contactId: uuid("contact_id").references(() => contacts.id, { onDelete: "set null" }),
    jobId: uuid("job_id").references(() => customerServices.id, { onDelete: "set null" }),
    quoteId: uuid("quote_id").references(() => quotes.id, { onDelete: "set null" }),
    customerName: text("customer_name").notNull(),
    customerEmail: text("customer_email").notNull(),
    customerPhone: text("customer_phone"),
    customerAddress: text("customer_address"),
    title: text("title").notNull(),
    notes: text("notes").notNull().default(""),
    terms: text("terms").notNull().default(""),
    discount: jsonb("discount").$type<{ kind: "none" } | { kind: "percent"; basisPoints: number } | { kind: "amount"; cents: number }>().notNull().default(sql`'{"kind":"none"}'::jsonb`),
    taxBasisPoints: integer("tax_basis_points").notNull(),
    totalCents: integer("total_cents").notNull().default(0),
    issuedOn: date("issued_on", { mode: "string" }).notNull(),
    dueOn: date("due_on", { mode: "string" }).notNull(),
    version: integer("version").notNull().default(1),
    sentAt: ts("sent_at"),
    viewedAt: ts("viewed_at"),
    paidAt: ts("paid_at"),
    voidedAt: ts("voided_at"),
    voidReason: text("void_reason"),
    /** A card payment the bank disputes (Stripe's charge.dispute.created). */
    disputedAt: ts("disputed_at"),
    remindersSent: integer("reminders_sent").notNull().default(0),
    lastReminderAt: ts("last_reminder_at"),
    createdBy: uuid("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("invoices_status_idx").on(t.status), index("invoices_contact_idx").on(t.contactId), index("invoices_job_idx").on(t.jobId)],
);

export const invoiceLines = pgTable(
  "invoice_lines",
  {
    id: id(),
    invoiceId: uuid("invoice_id")
      .notNull()
      .references(() => invoices.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    priceBookItemId: uuid("price_book_item_id").references(() => priceBookItems.id, { onDelete: "set null" }),
    description: text("description").notNull(),
    unit: text("unit").notNull(),
    unitCents: integer("unit_cents").notNull(),
    /** Hundredths: 150 = 1.5. */
    quantity: integer("quantity").notNull(),
    taxable: boolean("taxable").notNull(),
  },
  (t) => [index("invoice_lines_invoice_idx").on(t.invoiceId, t.position)],
);

/** A revocable link to an invoice's public page; only a hash of its token is kept. */
export const invoiceLinks = pgTable("invoice_links", {
  id: id(),
  invoiceId: uuid("invoice_id")
    .notNull()
    .references(() => invoices.id, { onDelete: "cascade" }),
  tokenHash: text("token_hash").notNull().unique(),
  revokedAt: ts("revoked_at"),
  createdAt: createdAt(),
});

/**
 * Money in and out of an invoice: a payment is positive, a refund negative (kind "refund"). Staff
 * record them by hand; Stripe's signed webhook records card payments and refunds, naming the
 * payment intent, so a refund finds the payment it returns.
 */
export const payments = pgTable(
  "payments",
  {
    id: id(),
    invoiceId: uuid("invoice_id")
      .notNull()
      .references(() => invoices.id, { onDelete: "cascade" }),
    kind: text("kind").notNull(), // payment | refund
    amountCents: integer("amount_cents").notNull(),
    /** check, cash, card, other, stripe. */
    method: text("method").notNull(),
    receivedOn: date("received_on", { mode: "string" }).notNull(),
    reference: text("reference").notNull().default(""),
    stripePaymentIntent: text("stripe_payment_intent"),
    stripeEventId: text("stripe_event_id"),
    recordedBy: uuid("recorded_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [index("payments_invoice_idx").on(t.invoiceId), index("payments_intent_idx").on(t.stripePaymentIntent)],
);

/** Every Stripe event applied, by its id: inserted in the transaction that applies it, so a replay changes nothing. */
export const stripeEvents = pgTable("stripe_events", {
  id: text("id").primaryKey(),
  type: text("type").notNull(),
  invoiceId: uuid("invoice_id").references(() => invoices.id, { onDelete: "set null" }),
  receivedAt: createdAt(),
});

// ---------------------------------------------------------------- the owner's site content

/**
 * One content entry: a page (its slug is its type's name) or an entry of a collection. `published`
 * is what the site shows (null: never published); `draft` is a saved change not yet published (null:
 * none). `version` rises with every save, so a save made against an older version is refused.
 */
export const contentEntries = pgTable(
  "content_entries",
  {
    id: id(),
    type: text("type").notNull(),
    /** Where the entry is shown now (a page's is its type's name). */
    slug: text("slug").notNull(),
    /** A collection's order on its pages. */
    position: integer("position").notNull().default(0),
    published: jsonb("published").$type<Record<string, unknown>>(),
    draft: jsonb("draft").$type<Record<string, unknown>>(),
    /** The slug a saved draft moves the entry to when published (null: it keeps `slug`). */
    draftSlug: text("draft_slug"),
    version: integer("version").notNull().default(1),
    updatedBy: text("updated_by"),
    updatedAt: updatedAt(),
    publishedBy: text("published_by"),
    publishedAt: ts("published_at"),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("content_entries_type_slug_idx").on(t.type, t.slug), index("content_entries_type_position_idx").on(t.type, t.position)],
);

/**
 * A type whose content is in the store. Until it is, the sample is what the site shows; from then
 * on only the stored entries (an emptied collection stays empty).
 */
export const contentTypesStored = pgTable("content_types_stored", {
  type: text("type").primaryKey(),
  createdAt: createdAt(),
});

/** Each publish of an entry keeps a copy, labelled by the version it was; restoring makes it the draft. */
export const contentRevisions = pgTable(
  "content_revisions",
  {
    id: id(),
    entryId: uuid("entry_id")
      .notNull()
      .references(() => contentEntries.id, { onDelete: "cascade" }),
    version: integer("version").notNull(),
    slug: text("slug").notNull(),
    data: jsonb("data").$type<Record<string, unknown>>().notNull(),
    savedBy: text("saved_by"),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("content_revisions_entry_version_idx").on(t.entryId, t.version)],
);

/** A collection entry's earlier public slugs: each answers 301 to the entry's current address. */
export const contentSlugRedirects = pgTable(
  "content_slug_redirects",
  {
    type: text("type").notNull(),
    slug: text("slug").notNull(),
    entryId: uuid("entry_id")
      .notNull()
      .references(() => contentEntries.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.type, t.slug] })],
);

// ---------------------------------------------------------------- visits (a job on the clock)

/**
 * One trip to a job (a customer_services row): when it starts (an instant, entered and shown on
 * the business's clock), how long it takes, who goes (visit_technicians) and how it went. A
 * cancelled visit is kept, marked, so its mails and webhooks still name a record.
 */
export const visits = pgTable(
  "visits",
  {
    id: id(),
    jobId: uuid("job_id")
      .notNull()
      .references(() => customerServices.id, { onDelete: "cascade" }),
    startsAt: ts("starts_at").notNull(),
    minutes: integer("minutes").notNull(),
    /** scheduled, on_the_way, done, cancelled (common/schemas/visits.ts). */
    status: text("status").notNull().default("scheduled"),
    /** [{ id, label, done }]: what the technician ticks off on site. */
    checklist: jsonb("checklist").$type<Array<{ id: string; label: string; done: boolean }>>().notNull().default(sql`'[]'::jsonb`),
    /** What the technician wrote when done. */
    note: text("note"),
    /** Media ids of the photos taken on this visit (also among the job's photos). */
    photos: textList("photos"),
    onTheWayAt: ts("on_the_way_at"),
    doneAt: ts("done_at"),
    cancelledAt: ts("cancelled_at"),
    createdBy: uuid("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("visits_starts_idx").on(t.startsAt), index("visits_job_idx").on(t.jobId)],
);

/** Who goes on a visit: staff users, usually technicians. */
export const visitTechnicians = pgTable(
  "visit_technicians",
  {
    visitId: uuid("visit_id")
      .notNull()
      .references(() => visits.id, { onDelete: "cascade" }),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
  },
  (t) => [primaryKey({ columns: [t.visitId, t.userId] }), index("visit_technicians_user_idx").on(t.userId)],
);
