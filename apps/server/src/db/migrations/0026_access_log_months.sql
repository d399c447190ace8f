CREATE TABLE "access_log_months" (
	"org_id" uuid NOT NULL,
	"month" date NOT NULL,
	"action" text NOT NULL,
	"count" integer NOT NULL,
	CONSTRAINT "access_log_months_org_id_month_action_pk" PRIMARY KEY("org_id","month","action")
);
--> statement-breakpoint
ALTER TABLE "access_log_months" ADD CONSTRAINT "access_log_months_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;