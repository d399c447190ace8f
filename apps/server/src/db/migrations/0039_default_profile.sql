ALTER TABLE "permission_profiles" ADD COLUMN "all_restricted" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "permission_profiles" ADD COLUMN "is_default" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "permission_profiles_default" ON "permission_profiles" USING btree ("org_id") WHERE "permission_profiles"."is_default";--> statement-breakpoint
-- Each organisation's default profile for approved accounts (docs/access.md, Permission
-- profiles): 'Approved customers', holding every restricted item that is not hidden. An
-- organisation that already named a profile so has that one made the default, its items kept.
UPDATE "permission_profiles" SET "is_default" = true WHERE "name" = 'Approved customers';--> statement-breakpoint
INSERT INTO "permission_profiles" ("org_id", "name", "all_restricted", "is_default")
SELECT "id", 'Approved customers', true, true FROM "organizations" o
WHERE NOT EXISTS (
  SELECT 1 FROM "permission_profiles" p WHERE p."org_id" = o."id" AND p."name" = 'Approved customers'
);--> statement-breakpoint
-- Members opt in to the weekly digest (docs/updates.md, Weekly digest); the choices of members
-- who have one stay as they are.
ALTER TABLE "member_visits" ALTER COLUMN "weekly_digest" SET DEFAULT false;
