-- A pending custom domain is nobody's: several organisations may add the same one, and the first
-- whose TXT record passes verification holds it (docs/portal.md, Verifying a custom domain).
ALTER TABLE "custom_domains" DROP CONSTRAINT "custom_domains_pkey";--> statement-breakpoint
ALTER TABLE "custom_domains" ADD CONSTRAINT "custom_domains_domain_org_id_pk" PRIMARY KEY("domain","org_id");--> statement-breakpoint
CREATE UNIQUE INDEX "custom_domains_held" ON "custom_domains" USING btree ("domain") WHERE "verified_at" IS NOT NULL;
