-- The questionnaire workspace's scope: roles holding every scope there was (the Owner role, and
-- any role made like it) hold the new one too. Learned knowledge-base answers keep their sources.
UPDATE "roles" SET "scopes" = "scopes" || '["app:questionnaires"]'::jsonb
WHERE "scopes" @> '["statuspage:edit","assets:edit","files:view","files:download","app:cards","app:documents","app:knowledge-base","app:updates","app:access-requests","app:accounts","app:subscribers","app:settings","app:analytics"]'::jsonb
  AND NOT "scopes" @> '["app:questionnaires"]'::jsonb;--> statement-breakpoint
ALTER TABLE "kb_entries" ADD COLUMN "sources" jsonb DEFAULT '[]'::jsonb NOT NULL;
