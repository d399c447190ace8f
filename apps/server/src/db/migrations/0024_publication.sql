-- Publication of a trust center (docs/portal.md, Publication): every organisation that exists
-- now is published (the column's default fills them); the operator's new organisations are
-- written with null and stay unpublished until their staff publish them.
ALTER TABLE "organizations" ADD COLUMN "published_at" timestamp with time zone DEFAULT now();
