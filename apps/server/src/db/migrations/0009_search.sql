CREATE TABLE "controls" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"org_id" uuid NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"status" text DEFAULT 'implemented' NOT NULL,
	"visibility" text DEFAULT 'public' NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"tsv" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english', coalesce("name", '')), 'A') || setweight(to_tsvector('english', coalesce("description", '')), 'B')) STORED NOT NULL
);
--> statement-breakpoint
CREATE TABLE "document_texts" (
	"file_id" uuid PRIMARY KEY NOT NULL,
	"org_id" uuid NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"tsv" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english', coalesce("title", '')), 'A') || setweight(to_tsvector('english', coalesce("body", '')), 'B')) STORED NOT NULL
);
--> statement-breakpoint
CREATE TABLE "facts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"org_id" uuid NOT NULL,
	"statement" text NOT NULL,
	"details" text DEFAULT '' NOT NULL,
	"visibility" text DEFAULT 'public' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"tsv" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english', coalesce("statement", '')), 'A') || setweight(to_tsvector('english', coalesce("details", '')), 'B')) STORED NOT NULL
);
--> statement-breakpoint
CREATE TABLE "search_entries" (
	"kind" text NOT NULL,
	"ref_id" uuid NOT NULL,
	"org_id" uuid NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"tsv" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english', coalesce("title", '')), 'A') || setweight(to_tsvector('english', coalesce("body", '')), 'B')) STORED NOT NULL,
	CONSTRAINT "search_entries_kind_ref_id_pk" PRIMARY KEY("kind","ref_id")
);
--> statement-breakpoint
CREATE TABLE "unanswered_questions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"org_id" uuid NOT NULL,
	"question" text NOT NULL,
	"question_key" text NOT NULL,
	"times_asked" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_asked_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "webpages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"org_id" uuid NOT NULL,
	"title" text NOT NULL,
	"url" text NOT NULL,
	"body" text NOT NULL,
	"visibility" text DEFAULT 'public' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"tsv" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english', coalesce("title", '')), 'A') || setweight(to_tsvector('english', coalesce("body", '')), 'B')) STORED NOT NULL
);
--> statement-breakpoint
ALTER TABLE "controls" ADD CONSTRAINT "controls_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_texts" ADD CONSTRAINT "document_texts_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_texts" ADD CONSTRAINT "document_texts_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "facts" ADD CONSTRAINT "facts_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "search_entries" ADD CONSTRAINT "search_entries_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unanswered_questions" ADD CONSTRAINT "unanswered_questions_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webpages" ADD CONSTRAINT "webpages_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "controls_tsv" ON "controls" USING gin ("tsv");--> statement-breakpoint
CREATE INDEX "controls_name_trgm" ON "controls" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "document_texts_tsv" ON "document_texts" USING gin ("tsv");--> statement-breakpoint
CREATE INDEX "document_texts_org" ON "document_texts" USING btree ("org_id");--> statement-breakpoint
CREATE INDEX "facts_tsv" ON "facts" USING gin ("tsv");--> statement-breakpoint
CREATE INDEX "facts_statement_trgm" ON "facts" USING gin ("statement" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "search_entries_tsv" ON "search_entries" USING gin ("tsv");--> statement-breakpoint
CREATE INDEX "search_entries_title_trgm" ON "search_entries" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "search_entries_org" ON "search_entries" USING btree ("org_id","kind");--> statement-breakpoint
CREATE UNIQUE INDEX "unanswered_questions_key" ON "unanswered_questions" USING btree ("org_id","question_key");--> statement-breakpoint
CREATE INDEX "webpages_tsv" ON "webpages" USING gin ("tsv");--> statement-breakpoint
CREATE INDEX "webpages_title_trgm" ON "webpages" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
-- Hand-written below: the triggers that keep "search_entries" current with items, knowledge
-- base entries and updates (every way of writing them, no application hook to forget), the
-- backfill of existing rows, and the content revision of the new content tables.
CREATE OR REPLACE FUNCTION search_item_body(card_id uuid, details jsonb) RETURNS text LANGUAGE sql STABLE AS $$
  SELECT concat_ws(' ',
    (SELECT coalesce(c.title, regexp_replace(c.kind, '([a-z])([A-Z])', '\1 \2', 'g')) FROM cards c WHERE c.id = card_id),
    details->>'explanation', details->>'type', details->>'auditor', details->>'purpose',
    details->>'location', details->>'additionalDetails', details->'company'->>'name',
    (SELECT string_agg(e, ' ') FROM jsonb_array_elements_text(coalesce(details->'listEntries', '[]'::jsonb)) AS e))
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION search_index_item() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    DELETE FROM "search_entries" WHERE "kind" = 'item' AND "ref_id" = OLD."id";
    RETURN NULL;
  END IF;
  INSERT INTO "search_entries" ("kind", "ref_id", "org_id", "title", "body")
  SELECT 'item', NEW."id", p."org_id", NEW."title", search_item_body(NEW."card_id", NEW."details")
  FROM "products" p WHERE p."id" = NEW."product_id"
  ON CONFLICT ("kind", "ref_id") DO UPDATE SET "title" = EXCLUDED."title", "body" = EXCLUDED."body";
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "items_search_index" AFTER INSERT OR UPDATE OR DELETE ON "items" FOR EACH ROW EXECUTE FUNCTION search_index_item();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION search_index_card() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "search_entries" e SET "body" = search_item_body(i."card_id", i."details")
  FROM "items" i WHERE i."card_id" = NEW."id" AND e."kind" = 'item' AND e."ref_id" = i."id";
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "cards_search_index" AFTER UPDATE OF "title" ON "cards" FOR EACH ROW EXECUTE FUNCTION search_index_card();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION search_index_kb() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    DELETE FROM "search_entries" WHERE "kind" = 'kb' AND "ref_id" = OLD."id";
    RETURN NULL;
  END IF;
  INSERT INTO "search_entries" ("kind", "ref_id", "org_id", "title", "body")
  VALUES ('kb', NEW."id", NEW."org_id", NEW."question", concat_ws(' ', NEW."answer", NEW."comment"))
  ON CONFLICT ("kind", "ref_id") DO UPDATE SET "title" = EXCLUDED."title", "body" = EXCLUDED."body";
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "kb_entries_search_index" AFTER INSERT OR UPDATE OR DELETE ON "kb_entries" FOR EACH ROW EXECUTE FUNCTION search_index_kb();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION search_index_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    DELETE FROM "search_entries" WHERE "kind" = 'update' AND "ref_id" = OLD."id";
    RETURN NULL;
  END IF;
  INSERT INTO "search_entries" ("kind", "ref_id", "org_id", "title", "body")
  SELECT 'update', NEW."id", t."org_id", t."subject", NEW."message"
  FROM "topics" t WHERE t."id" = NEW."topic_id"
  ON CONFLICT ("kind", "ref_id") DO UPDATE SET "title" = EXCLUDED."title", "body" = EXCLUDED."body";
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "updates_search_index" AFTER INSERT OR UPDATE OR DELETE ON "updates" FOR EACH ROW EXECUTE FUNCTION search_index_update();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION search_index_topic() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "search_entries" e SET "title" = NEW."subject"
  FROM "updates" u WHERE u."topic_id" = NEW."id" AND e."kind" = 'update' AND e."ref_id" = u."id";
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "topics_search_index" AFTER UPDATE OF "subject" ON "topics" FOR EACH ROW EXECUTE FUNCTION search_index_topic();
--> statement-breakpoint
INSERT INTO "search_entries" ("kind", "ref_id", "org_id", "title", "body")
SELECT 'item', i."id", p."org_id", i."title", search_item_body(i."card_id", i."details")
FROM "items" i JOIN "products" p ON p."id" = i."product_id";
--> statement-breakpoint
INSERT INTO "search_entries" ("kind", "ref_id", "org_id", "title", "body")
SELECT 'kb', k."id", k."org_id", k."question", concat_ws(' ', k."answer", k."comment") FROM "kb_entries" k;
--> statement-breakpoint
INSERT INTO "search_entries" ("kind", "ref_id", "org_id", "title", "body")
SELECT 'update', u."id", t."org_id", t."subject", u."message" FROM "updates" u JOIN "topics" t ON t."id" = u."topic_id";
--> statement-breakpoint
CREATE TRIGGER "controls_content_revision" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "controls" FOR EACH STATEMENT EXECUTE FUNCTION bump_content_revision();
--> statement-breakpoint
CREATE TRIGGER "facts_content_revision" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "facts" FOR EACH STATEMENT EXECUTE FUNCTION bump_content_revision();
--> statement-breakpoint
CREATE TRIGGER "webpages_content_revision" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "webpages" FOR EACH STATEMENT EXECUTE FUNCTION bump_content_revision();
