ALTER TABLE "portal_customizations" ADD COLUMN "languages" jsonb DEFAULT '["en"]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "portal_customizations" ADD COLUMN "default_language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "subscribers" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
CREATE TABLE "translations" (
	"org_id" uuid NOT NULL,
	"entity" text NOT NULL,
	"entity_id" uuid NOT NULL,
	"field" text NOT NULL,
	"language" text NOT NULL,
	"text" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "translations_org_id_entity_entity_id_field_language_pk" PRIMARY KEY("org_id","entity","entity_id","field","language")
);
--> statement-breakpoint
ALTER TABLE "translations" ADD CONSTRAINT "translations_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Translations appear in portal answers: a content table, raising its organisation's revision
-- like the others (migration 0022).
DO $$
DECLARE
  event text;
BEGIN
  FOREACH event IN ARRAY ARRAY['insert', 'update', 'delete'] LOOP
    EXECUTE format(
      'CREATE TRIGGER %I AFTER %s ON translations REFERENCING %s FOR EACH STATEMENT EXECUTE FUNCTION content_revision_of_rows(%L, %L)',
      'translations_content_revision_' || event,
      upper(event),
      CASE event
        WHEN 'insert' THEN 'NEW TABLE AS new_rows'
        WHEN 'update' THEN 'NEW TABLE AS new_rows OLD TABLE AS old_rows'
        ELSE 'OLD TABLE AS old_rows'
      END,
      'org_id',
      'organizations');
  END LOOP;
  EXECUTE 'CREATE TRIGGER translations_content_revision_truncate AFTER TRUNCATE ON translations FOR EACH STATEMENT EXECUTE FUNCTION content_revision_of_rows(''org_id'', ''organizations'')';
END
$$;
