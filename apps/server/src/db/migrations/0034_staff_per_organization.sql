ALTER TABLE "users" DROP CONSTRAINT "users_email_unique";--> statement-breakpoint
CREATE UNIQUE INDEX "users_org_email" ON "users" USING btree ("org_id","email");--> statement-breakpoint
CREATE INDEX "users_email" ON "users" USING btree ("email");--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "signed_in_by" text;--> statement-breakpoint
-- Failures are counted per e-mail and client network from now on; earlier counts keep an empty
-- client, which no attempt names, and no longer slow anyone down.
ALTER TABLE "staff_sign_in_failures" ADD COLUMN "client" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "staff_sign_in_failures" ALTER COLUMN "client" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "staff_sign_in_failures" DROP CONSTRAINT "staff_sign_in_failures_pkey";--> statement-breakpoint
ALTER TABLE "staff_sign_in_failures" ADD CONSTRAINT "staff_sign_in_failures_email_client_pk" PRIMARY KEY("email","client");
