-- The reminders mailed 14 and 2 days before an account's access ends (docs/access.md, Access
-- reminders): one row per member, end of access and threshold, so none is sent twice.
CREATE TABLE "access_reminders" (
	"member_id" uuid NOT NULL,
	"access_expires_at" timestamp with time zone NOT NULL,
	"days" integer NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "access_reminders_member_id_access_expires_at_days_pk" PRIMARY KEY("member_id","access_expires_at","days")
);
--> statement-breakpoint
ALTER TABLE "access_reminders" ADD CONSTRAINT "access_reminders_member_id_account_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."account_members"("id") ON DELETE cascade ON UPDATE no action;
