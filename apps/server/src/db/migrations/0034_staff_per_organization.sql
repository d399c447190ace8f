ALTER TABLE "users" DROP CONSTRAINT "users_email_unique";--> statement-breakpoint
CREATE UNIQUE INDEX "users_org_email" ON "users" USING btree ("org_id","email");--> statement-breakpoint
CREATE INDEX "users_email" ON "users" USING btree ("email");--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "signed_in_by" text;--> statement-breakpoint
DROP TABLE "staff_sign_in_failures";--> statement-breakpoint
CREATE TABLE "staff_sign_in_failures" (
	"email" text NOT NULL,
	"client" text NOT NULL,
	"failures" integer NOT NULL,
	"next_attempt_at" timestamp with time zone NOT NULL,
	CONSTRAINT "staff_sign_in_failures_email_client_pk" PRIMARY KEY("email","client")
);
