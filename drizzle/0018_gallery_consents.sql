CREATE TABLE "gallery_consents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_service_id" uuid NOT NULL,
	"photos" text[] DEFAULT '{}'::text[] NOT NULL,
	"show_name" boolean DEFAULT false NOT NULL,
	"asked_at" timestamp with time zone,
	"asked_by" text,
	"mail_id" uuid,
	"given_at" timestamp with time zone,
	"given_via" text,
	"given_by" text,
	"withdrawn_at" timestamp with time zone,
	"withdrawn_via" text,
	"withdrawn_by" text,
	"token_nonce" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "gallery_consents_customer_service_id_unique" UNIQUE("customer_service_id")
);
--> statement-breakpoint
ALTER TABLE "gallery_consents" ADD CONSTRAINT "gallery_consents_customer_service_id_customer_services_id_fk" FOREIGN KEY ("customer_service_id") REFERENCES "public"."customer_services"("id") ON DELETE cascade ON UPDATE no action;