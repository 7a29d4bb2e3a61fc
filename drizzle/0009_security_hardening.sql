ALTER TABLE "users" ADD COLUMN "totp_pending_for" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "totp_pending_expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "totp_failed_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "totp_failed_since" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "totp_locked_at" timestamp with time zone;--> statement-breakpoint
-- Secrets shown for enrolment before they were bound to a challenge: never usable again.
UPDATE "users" SET "totp_pending_secret" = NULL;
