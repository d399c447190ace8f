CREATE TABLE "staff_sign_in_failures" (
	"email" text PRIMARY KEY NOT NULL,
	"failures" integer NOT NULL,
	"next_attempt_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "document_events" ADD COLUMN "invited_email" text;--> statement-breakpoint
CREATE INDEX "document_events_member_action" ON "document_events" USING btree ("account_member_id","action","created_at");