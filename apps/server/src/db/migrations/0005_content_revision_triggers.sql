-- Every statement that changes portal content raises the one content revision, so cached
-- renderings (and ETags) of any server instance are checked against the database in one query.
-- Sessions, rate limits and bulk download grants are not content and have no trigger.
INSERT INTO "content_revision" ("id", "revision") VALUES (1, 1) ON CONFLICT DO NOTHING;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION bump_content_revision() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "content_revision" SET "revision" = "revision" + 1 WHERE "id" = 1;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "organizations_content_revision" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "organizations" FOR EACH STATEMENT EXECUTE FUNCTION bump_content_revision();
--> statement-breakpoint
CREATE TRIGGER "custom_domains_content_revision" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "custom_domains" FOR EACH STATEMENT EXECUTE FUNCTION bump_content_revision();
--> statement-breakpoint
CREATE TRIGGER "portal_customizations_content_revision" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "portal_customizations" FOR EACH STATEMENT EXECUTE FUNCTION bump_content_revision();
--> statement-breakpoint
CREATE TRIGGER "products_content_revision" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "products" FOR EACH STATEMENT EXECUTE FUNCTION bump_content_revision();
--> statement-breakpoint
CREATE TRIGGER "product_links_content_revision" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "product_links" FOR EACH STATEMENT EXECUTE FUNCTION bump_content_revision();
--> statement-breakpoint
CREATE TRIGGER "product_configs_content_revision" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "product_configs" FOR EACH STATEMENT EXECUTE FUNCTION bump_content_revision();
--> statement-breakpoint
CREATE TRIGGER "assets_content_revision" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "assets" FOR EACH STATEMENT EXECUTE FUNCTION bump_content_revision();
--> statement-breakpoint
CREATE TRIGGER "cards_content_revision" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "cards" FOR EACH STATEMENT EXECUTE FUNCTION bump_content_revision();
--> statement-breakpoint
CREATE TRIGGER "items_content_revision" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "items" FOR EACH STATEMENT EXECUTE FUNCTION bump_content_revision();
--> statement-breakpoint
CREATE TRIGGER "files_content_revision" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "files" FOR EACH STATEMENT EXECUTE FUNCTION bump_content_revision();
--> statement-breakpoint
CREATE TRIGGER "item_files_content_revision" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "item_files" FOR EACH STATEMENT EXECUTE FUNCTION bump_content_revision();
--> statement-breakpoint
CREATE TRIGGER "topics_content_revision" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "topics" FOR EACH STATEMENT EXECUTE FUNCTION bump_content_revision();
--> statement-breakpoint
CREATE TRIGGER "topic_products_content_revision" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "topic_products" FOR EACH STATEMENT EXECUTE FUNCTION bump_content_revision();
--> statement-breakpoint
CREATE TRIGGER "updates_content_revision" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "updates" FOR EACH STATEMENT EXECUTE FUNCTION bump_content_revision();
--> statement-breakpoint
CREATE TRIGGER "kb_entries_content_revision" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "kb_entries" FOR EACH STATEMENT EXECUTE FUNCTION bump_content_revision();
--> statement-breakpoint
CREATE TRIGGER "roles_content_revision" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "roles" FOR EACH STATEMENT EXECUTE FUNCTION bump_content_revision();
--> statement-breakpoint
CREATE TRIGGER "users_content_revision" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "users" FOR EACH STATEMENT EXECUTE FUNCTION bump_content_revision();
--> statement-breakpoint
CREATE TRIGGER "permission_profiles_content_revision" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "permission_profiles" FOR EACH STATEMENT EXECUTE FUNCTION bump_content_revision();
--> statement-breakpoint
CREATE TRIGGER "permission_profile_items_content_revision" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "permission_profile_items" FOR EACH STATEMENT EXECUTE FUNCTION bump_content_revision();
--> statement-breakpoint
CREATE TRIGGER "accounts_content_revision" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "accounts" FOR EACH STATEMENT EXECUTE FUNCTION bump_content_revision();
