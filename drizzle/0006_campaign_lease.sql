ALTER TABLE "blog_campaigns" ADD COLUMN "claim_token" uuid;--> statement-breakpoint
ALTER TABLE "blog_campaigns" ADD COLUMN "claimed_until" timestamp with time zone;