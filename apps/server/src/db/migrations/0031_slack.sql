CREATE TABLE "slack_integrations" (
	"org_id" uuid PRIMARY KEY NOT NULL,
	"channel_id" text NOT NULL,
	"sealed_bot_token" text NOT NULL,
	"sealed_signing_secret" text NOT NULL,
	"team" text,
	"team_id" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid
);
--> statement-breakpoint
ALTER TABLE "slack_integrations" ADD CONSTRAINT "slack_integrations_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "slack_integrations" ADD CONSTRAINT "slack_integrations_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
