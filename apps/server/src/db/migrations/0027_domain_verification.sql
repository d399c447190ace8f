ALTER TABLE "custom_domains" ADD COLUMN "token" text DEFAULT replace(gen_random_uuid()::text, '-', '') NOT NULL;--> statement-breakpoint
ALTER TABLE "custom_domains" ADD COLUMN "verified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "custom_domains" ADD COLUMN "last_checked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "custom_domains" ADD COLUMN "failure" text;--> statement-breakpoint
ALTER TABLE "custom_domains" ADD COLUMN "failing_since" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "custom_domains" ADD COLUMN "created_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
-- Domains added before verification existed stay served for the grace period (three days, as a
-- failing verified domain): their staff create the TXT record meanwhile, or the domain lapses.
UPDATE "custom_domains" SET "verified_at" = now(), "failing_since" = now();