-- Planned subprocessor changes customers may object to (docs/editing.md, Planned subprocessor
-- changes): the organisation's notice period, each planned addition or replacement, and the
-- objections of account members with the staff's answers.
CREATE TABLE "subprocessor_notice_settings" (
	"org_id" uuid PRIMARY KEY NOT NULL,
	"notice_days" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "subprocessor_notice_settings" ADD CONSTRAINT "subprocessor_notice_settings_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE TABLE "subprocessor_changes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"org_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"card_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"replaced_item_id" uuid,
	"replaced_name" text,
	"company" jsonb NOT NULL,
	"purpose" text NOT NULL,
	"location" text NOT NULL,
	"access" text DEFAULT 'public' NOT NULL,
	"effective_on" text NOT NULL,
	"state" text DEFAULT 'planned' NOT NULL,
	"created_by" uuid,
	"applied_item_id" uuid,
	"applied_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "subprocessor_changes" ADD CONSTRAINT "subprocessor_changes_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "subprocessor_changes" ADD CONSTRAINT "subprocessor_changes_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "subprocessor_changes" ADD CONSTRAINT "subprocessor_changes_card_id_cards_id_fk" FOREIGN KEY ("card_id") REFERENCES "public"."cards"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "subprocessor_changes" ADD CONSTRAINT "subprocessor_changes_replaced_item_id_items_id_fk" FOREIGN KEY ("replaced_item_id") REFERENCES "public"."items"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "subprocessor_changes" ADD CONSTRAINT "subprocessor_changes_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "subprocessor_changes" ADD CONSTRAINT "subprocessor_changes_applied_item_id_items_id_fk" FOREIGN KEY ("applied_item_id") REFERENCES "public"."items"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "subprocessor_changes_org" ON "subprocessor_changes" USING btree ("org_id","state");
--> statement-breakpoint
CREATE INDEX "subprocessor_changes_due" ON "subprocessor_changes" USING btree ("effective_on") WHERE "subprocessor_changes"."state" = 'planned';
--> statement-breakpoint
CREATE TABLE "subprocessor_objections" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"org_id" uuid NOT NULL,
	"change_id" uuid NOT NULL,
	"account_id" uuid NOT NULL,
	"account_member_id" uuid NOT NULL,
	"reason" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"answer" text,
	"answered_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "subprocessor_objections" ADD CONSTRAINT "subprocessor_objections_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "subprocessor_objections" ADD CONSTRAINT "subprocessor_objections_change_id_subprocessor_changes_id_fk" FOREIGN KEY ("change_id") REFERENCES "public"."subprocessor_changes"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "subprocessor_objections" ADD CONSTRAINT "subprocessor_objections_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "subprocessor_objections" ADD CONSTRAINT "subprocessor_objections_account_member_id_account_members_id_fk" FOREIGN KEY ("account_member_id") REFERENCES "public"."account_members"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE UNIQUE INDEX "subprocessor_objections_member" ON "subprocessor_objections" USING btree ("change_id","account_member_id");
--> statement-breakpoint
CREATE INDEX "subprocessor_objections_account" ON "subprocessor_objections" USING btree ("account_id");
