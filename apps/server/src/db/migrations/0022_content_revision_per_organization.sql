CREATE TABLE "content_revisions" (
	"org_id" uuid PRIMARY KEY NOT NULL,
	"revision" bigint NOT NULL
);
--> statement-breakpoint
-- Hand-written below. Each organisation has its own content revision: a write to what one
-- portal shows raises that organisation's revision only, so other portals keep their cached
-- answers and writers of different organisations do not queue on one row. Sign-ins, sessions,
-- staff, roles, accounts and permission profiles, analytics, mails, jobs, rate limits and
-- access requests are not content: what of them an answer depends on (the caller's access) is
-- read on every request and is part of the cache key itself.
-- Every organisation starts at the revision all shared until now, so none goes back. A row is
-- kept when its organisation is deleted, for the same reason.
INSERT INTO "content_revisions" ("org_id", "revision")
SELECT o."id", coalesce((SELECT "revision" FROM "content_revision" WHERE "id" = 1), 1)
FROM "organizations" o
ON CONFLICT DO NOTHING;
--> statement-breakpoint
-- Raises the revision of each organisation named (once each, in a fixed order so that two
-- statements naming the same organisations lock their rows in the same order) and announces
-- `{org id}:{revision}` on the 'content_revision' channel, which the embedded database's one
-- process follows instead of asking on every request.
CREATE OR REPLACE FUNCTION raise_content_revisions(org_ids uuid[]) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  raised record;
BEGIN
  FOR raised IN
    INSERT INTO "content_revisions" AS c ("org_id", "revision")
    SELECT DISTINCT o, 1 FROM unnest(org_ids) AS o WHERE o IS NOT NULL ORDER BY o
    ON CONFLICT ("org_id") DO UPDATE SET "revision" = c."revision" + 1
    RETURNING c."org_id", c."revision"
  LOOP
    PERFORM pg_notify('content_revision', raised."org_id"::text || ':' || raised."revision"::text);
  END LOOP;
END
$$;
--> statement-breakpoint
-- The statement-level trigger of a content table: it finds the organisations of the rows the
-- statement wrote in its transition tables. TG_ARGV[0] names the column that leads to the
-- organisation, TG_ARGV[1] the table that column points into, whose rows carry "org_id"
-- ('organizations' when the column holds the organisation's id itself). A TRUNCATE names no
-- rows: it raises every organisation. Rows deleted with their parent (a cascade) may no longer
-- lead anywhere: the parent's own trigger has raised its organisation then.
CREATE OR REPLACE FUNCTION content_revision_of_rows() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  key_column text := TG_ARGV[0];
  parent text := TG_ARGV[1];
  keys text;
  org_ids uuid[];
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    PERFORM raise_content_revisions(ARRAY(SELECT "id" FROM "organizations"));
    RETURN NULL;
  END IF;
  keys := CASE TG_OP
    WHEN 'INSERT' THEN format('SELECT %I FROM new_rows', key_column)
    WHEN 'UPDATE' THEN format('SELECT %1$I FROM new_rows UNION SELECT %1$I FROM old_rows', key_column)
    ELSE format('SELECT %I FROM old_rows', key_column)
  END;
  IF parent <> 'organizations' THEN
    keys := format('SELECT p."org_id" FROM %I p WHERE p."id" IN (%s)', parent, keys);
  END IF;
  EXECUTE format('SELECT ARRAY(%s)', keys) INTO org_ids;
  PERFORM raise_content_revisions(org_ids);
  RETURN NULL;
END
$$;
--> statement-breakpoint
DROP TRIGGER IF EXISTS "organizations_content_revision" ON "organizations";
--> statement-breakpoint
DROP TRIGGER IF EXISTS "custom_domains_content_revision" ON "custom_domains";
--> statement-breakpoint
DROP TRIGGER IF EXISTS "portal_customizations_content_revision" ON "portal_customizations";
--> statement-breakpoint
DROP TRIGGER IF EXISTS "products_content_revision" ON "products";
--> statement-breakpoint
DROP TRIGGER IF EXISTS "product_links_content_revision" ON "product_links";
--> statement-breakpoint
DROP TRIGGER IF EXISTS "product_configs_content_revision" ON "product_configs";
--> statement-breakpoint
DROP TRIGGER IF EXISTS "assets_content_revision" ON "assets";
--> statement-breakpoint
DROP TRIGGER IF EXISTS "cards_content_revision" ON "cards";
--> statement-breakpoint
DROP TRIGGER IF EXISTS "items_content_revision" ON "items";
--> statement-breakpoint
DROP TRIGGER IF EXISTS "files_content_revision" ON "files";
--> statement-breakpoint
DROP TRIGGER IF EXISTS "item_files_content_revision" ON "item_files";
--> statement-breakpoint
DROP TRIGGER IF EXISTS "topics_content_revision" ON "topics";
--> statement-breakpoint
DROP TRIGGER IF EXISTS "topic_products_content_revision" ON "topic_products";
--> statement-breakpoint
DROP TRIGGER IF EXISTS "updates_content_revision" ON "updates";
--> statement-breakpoint
DROP TRIGGER IF EXISTS "kb_entries_content_revision" ON "kb_entries";
--> statement-breakpoint
DROP TRIGGER IF EXISTS "roles_content_revision" ON "roles";
--> statement-breakpoint
DROP TRIGGER IF EXISTS "users_content_revision" ON "users";
--> statement-breakpoint
DROP TRIGGER IF EXISTS "permission_profiles_content_revision" ON "permission_profiles";
--> statement-breakpoint
DROP TRIGGER IF EXISTS "permission_profile_items_content_revision" ON "permission_profile_items";
--> statement-breakpoint
DROP TRIGGER IF EXISTS "accounts_content_revision" ON "accounts";
--> statement-breakpoint
DROP TRIGGER IF EXISTS "controls_content_revision" ON "controls";
--> statement-breakpoint
DROP TRIGGER IF EXISTS "facts_content_revision" ON "facts";
--> statement-breakpoint
DROP TRIGGER IF EXISTS "webpages_content_revision" ON "webpages";
--> statement-breakpoint
DROP TRIGGER IF EXISTS "document_texts_content_revision" ON "document_texts";
--> statement-breakpoint
DROP FUNCTION IF EXISTS bump_content_revision();
--> statement-breakpoint
DROP TABLE "content_revision" CASCADE;
--> statement-breakpoint
-- The content tables: every table whose rows appear in a portal answer (the view, the knowledge
-- base, trust updates, documents, search, the social image, assets, the page's head), each with
-- the column that leads to its organisation. A transition table serves one event only, hence a
-- trigger per event.
DO $$
DECLARE
  content record;
  event text;
BEGIN
  FOR content IN
    SELECT * FROM (VALUES
      ('organizations', 'id', 'organizations'),
      ('custom_domains', 'org_id', 'organizations'),
      ('portal_customizations', 'org_id', 'organizations'),
      ('products', 'org_id', 'organizations'),
      ('product_links', 'org_id', 'organizations'),
      ('product_configs', 'product_id', 'products'),
      ('assets', 'org_id', 'organizations'),
      ('cards', 'product_id', 'products'),
      ('items', 'product_id', 'products'),
      ('files', 'org_id', 'organizations'),
      ('item_files', 'file_id', 'files'),
      ('topics', 'org_id', 'organizations'),
      ('topic_products', 'topic_id', 'topics'),
      ('updates', 'topic_id', 'topics'),
      ('kb_entries', 'org_id', 'organizations'),
      ('controls', 'org_id', 'organizations'),
      ('facts', 'org_id', 'organizations'),
      ('webpages', 'org_id', 'organizations'),
      ('document_texts', 'org_id', 'organizations')
    ) AS t (tbl, key_column, parent)
  LOOP
    FOREACH event IN ARRAY ARRAY['insert', 'update', 'delete'] LOOP
      EXECUTE format(
        'CREATE TRIGGER %I AFTER %s ON %I REFERENCING %s FOR EACH STATEMENT EXECUTE FUNCTION content_revision_of_rows(%L, %L)',
        content.tbl || '_content_revision_' || event,
        upper(event),
        content.tbl,
        CASE event
          WHEN 'insert' THEN 'NEW TABLE AS new_rows'
          WHEN 'update' THEN 'NEW TABLE AS new_rows OLD TABLE AS old_rows'
          ELSE 'OLD TABLE AS old_rows'
        END,
        content.key_column,
        content.parent);
    END LOOP;
    EXECUTE format(
      'CREATE TRIGGER %I AFTER TRUNCATE ON %I FOR EACH STATEMENT EXECUTE FUNCTION content_revision_of_rows(%L, %L)',
      content.tbl || '_content_revision_truncate',
      content.tbl,
      content.key_column,
      content.parent);
  END LOOP;
END
$$;
