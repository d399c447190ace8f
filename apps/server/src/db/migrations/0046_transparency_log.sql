-- The transparency log of each trust center (docs/transparency-log.md): the Merkle tree of the
-- changes its history recorded, with its newest signed checkpoint. The history recorded before
-- is appended in the order it was recorded when the server starts (it signs with the feed's key,
-- which SQL does not hold).
CREATE TABLE "transparency_logs" (
	"org_id" uuid PRIMARY KEY NOT NULL,
	"log_id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"size" bigint NOT NULL,
	"root_hash" text NOT NULL,
	"checkpoint" text,
	"checkpoint_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "transparency_log_entries" (
	"org_id" uuid NOT NULL,
	"position" bigint NOT NULL,
	"change_id" uuid NOT NULL,
	"recorded_at" timestamp with time zone NOT NULL,
	"leaf_hash" text NOT NULL,
	"redacted_at" timestamp with time zone,
	CONSTRAINT "transparency_log_entries_org_id_position_pk" PRIMARY KEY("org_id","position"),
	CONSTRAINT "transparency_log_entries_change_id_unique" UNIQUE("change_id")
);
--> statement-breakpoint
ALTER TABLE "transparency_logs" ADD CONSTRAINT "transparency_logs_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transparency_log_entries" ADD CONSTRAINT "transparency_log_entries_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "transparency_log_entries_recorded" ON "transparency_log_entries" USING btree ("org_id","recorded_at");
