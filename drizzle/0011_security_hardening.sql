CREATE TABLE "media_file_deletions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"hash" text NOT NULL,
	"keys" jsonb NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "media_items" ADD COLUMN "collection" text DEFAULT 'blog' NOT NULL;--> statement-breakpoint
ALTER TABLE "refresh_tokens" ADD COLUMN "session_version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "totp_pending_for" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "totp_pending_expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "totp_failed_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "totp_failed_since" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "totp_locked_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "media_items_hash_idx" ON "media_items" USING btree ("hash");--> statement-breakpoint
-- Secrets shown for enrolment before they were bound to a challenge: never usable again.
UPDATE "users" SET "totp_pending_secret" = NULL;
--> statement-breakpoint
-- The audit log is append-only for everyone who connects: entries can be added, never changed or removed.
CREATE FUNCTION "audit_log_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'audit_log is append-only: % refused', TG_OP USING ERRCODE = 'insufficient_privilege';
END
$$;--> statement-breakpoint
CREATE TRIGGER "audit_log_no_update_or_delete" BEFORE UPDATE OR DELETE ON "audit_log" FOR EACH ROW EXECUTE FUNCTION "audit_log_append_only"();--> statement-breakpoint
CREATE TRIGGER "audit_log_no_truncate" BEFORE TRUNCATE ON "audit_log" FOR EACH STATEMENT EXECUTE FUNCTION "audit_log_append_only"();
--> statement-breakpoint
-- Photos already attached to a customer's job are job photos.
UPDATE "media_items" SET "collection" = 'job' WHERE "id"::text IN (SELECT unnest("photos") FROM "customer_services");
--> statement-breakpoint
-- Sessions already open belong to their user's current version.
UPDATE "refresh_tokens" SET "session_version" = "users"."session_version" FROM "users" WHERE "users"."id" = "refresh_tokens"."user_id";
