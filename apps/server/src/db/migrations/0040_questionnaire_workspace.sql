-- The questionnaire workspace (docs/questionnaires.md): imported questionnaires, their questions
-- with drafts and review, and the team's comments.
CREATE TABLE "workspace_questionnaires" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"org_id" uuid NOT NULL REFERENCES "organizations"("id") ON DELETE cascade,
	"file_name" text NOT NULL,
	"format" text NOT NULL,
	"storage_key" text NOT NULL,
	"sheets" jsonb NOT NULL,
	"status" text DEFAULT 'imported' NOT NULL,
	"member_questionnaire_id" uuid REFERENCES "questionnaires"("id") ON DELETE set null,
	"created_by" uuid REFERENCES "users"("id") ON DELETE set null,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE INDEX "workspace_questionnaires_org" ON "workspace_questionnaires" USING btree ("org_id","created_at");--> statement-breakpoint
CREATE INDEX "workspace_questionnaires_member" ON "workspace_questionnaires" USING btree ("member_questionnaire_id");--> statement-breakpoint
CREATE TABLE "workspace_questions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"org_id" uuid NOT NULL REFERENCES "organizations"("id") ON DELETE cascade,
	"questionnaire_id" uuid NOT NULL REFERENCES "workspace_questionnaires"("id") ON DELETE cascade,
	"position" integer NOT NULL,
	"sheet" text NOT NULL,
	"row" integer NOT NULL,
	"ref" text,
	"section" text,
	"text" text NOT NULL,
	"answer_options" jsonb,
	"state" text DEFAULT 'new' NOT NULL,
	"draft" jsonb,
	"member_draft" jsonb,
	"edited_answer" text,
	"edited_explanation" text,
	"approved_by" uuid REFERENCES "users"("id") ON DELETE set null,
	"approved_at" timestamp with time zone,
	"assignee_id" uuid REFERENCES "users"("id") ON DELETE set null,
	"kb_entry_id" uuid REFERENCES "kb_entries"("id") ON DELETE set null,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE INDEX "workspace_questions_questionnaire" ON "workspace_questions" USING btree ("questionnaire_id","position");--> statement-breakpoint
CREATE TABLE "workspace_comments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"org_id" uuid NOT NULL REFERENCES "organizations"("id") ON DELETE cascade,
	"question_id" uuid NOT NULL REFERENCES "workspace_questions"("id") ON DELETE cascade,
	"author_id" uuid REFERENCES "users"("id") ON DELETE set null,
	"author_name" text NOT NULL,
	"text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE INDEX "workspace_comments_question" ON "workspace_comments" USING btree ("question_id","created_at");--> statement-breakpoint
CREATE TABLE "workspace_sent_files" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"org_id" uuid NOT NULL REFERENCES "organizations"("id") ON DELETE cascade,
	"questionnaire_id" uuid NOT NULL REFERENCES "workspace_questionnaires"("id") ON DELETE cascade,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"storage_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE INDEX "workspace_sent_files_questionnaire" ON "workspace_sent_files" USING btree ("questionnaire_id","created_at");
