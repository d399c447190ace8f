-- The history of what each trust center published (docs/portal.md, History): the feed kept each
-- time it changed, the changes between, and the revision each organisation was last checked at.
CREATE TABLE "trust_changes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"org_id" uuid NOT NULL,
	"snapshot_id" uuid NOT NULL,
	"recorded_at" timestamp with time zone NOT NULL,
	"position" integer NOT NULL,
	"kind" text NOT NULL,
	"entry" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "trust_history_checks" (
	"org_id" uuid PRIMARY KEY NOT NULL,
	"revision" bigint NOT NULL,
	"checked_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "trust_snapshots" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"org_id" uuid NOT NULL,
	"revision" bigint NOT NULL,
	"taken_at" timestamp with time zone NOT NULL,
	"feed" text NOT NULL,
	"staff" jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "trust_changes" ADD CONSTRAINT "trust_changes_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trust_changes" ADD CONSTRAINT "trust_changes_snapshot_id_trust_snapshots_id_fk" FOREIGN KEY ("snapshot_id") REFERENCES "public"."trust_snapshots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trust_history_checks" ADD CONSTRAINT "trust_history_checks_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trust_snapshots" ADD CONSTRAINT "trust_snapshots_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "trust_changes_org_recorded" ON "trust_changes" USING btree ("org_id","recorded_at","position");--> statement-breakpoint
CREATE INDEX "trust_changes_snapshot" ON "trust_changes" USING btree ("snapshot_id");--> statement-breakpoint
CREATE INDEX "trust_snapshots_org_taken" ON "trust_snapshots" USING btree ("org_id","taken_at");