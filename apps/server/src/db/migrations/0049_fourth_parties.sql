-- The trust feed staff named for a subprocessor entry and what its daily check keeps
-- (docs/fourth-parties.md): one row per entry, removed with it.
CREATE TABLE "fourth_party_feeds" (
	"item_id" uuid PRIMARY KEY NOT NULL,
	"org_id" uuid NOT NULL,
	"url" text NOT NULL,
	"certifications" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"checked_at" timestamp with time zone,
	"failing_since" timestamp with time zone,
	"failure" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "fourth_party_feeds" ADD CONSTRAINT "fourth_party_feeds_item_id_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fourth_party_feeds" ADD CONSTRAINT "fourth_party_feeds_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "fourth_party_feeds_org" ON "fourth_party_feeds" USING btree ("org_id");--> statement-breakpoint
-- The portal's Subprocessors card shows what the check keeps: a content table, raising its
-- organisation's revision like the others (migration 0022).
DO $$
DECLARE
  event text;
BEGIN
  FOREACH event IN ARRAY ARRAY['insert', 'update', 'delete'] LOOP
    EXECUTE format(
      'CREATE TRIGGER %I AFTER %s ON fourth_party_feeds REFERENCING %s FOR EACH STATEMENT EXECUTE FUNCTION content_revision_of_rows(%L, %L)',
      'fourth_party_feeds_content_revision_' || event,
      upper(event),
      CASE event
        WHEN 'insert' THEN 'NEW TABLE AS new_rows'
        WHEN 'update' THEN 'NEW TABLE AS new_rows OLD TABLE AS old_rows'
        ELSE 'OLD TABLE AS old_rows'
      END,
      'org_id',
      'organizations');
  END LOOP;
  EXECUTE 'CREATE TRIGGER fourth_party_feeds_content_revision_truncate AFTER TRUNCATE ON fourth_party_feeds FOR EACH STATEMENT EXECUTE FUNCTION content_revision_of_rows(''org_id'', ''organizations'')';
END
$$;
