CREATE TYPE "public"."moderation_action" AS ENUM('dismiss', 'remove_photo', 'remove_message', 'remove_prompt', 'warn');--> statement-breakpoint
CREATE TYPE "public"."moderation_case_status" AS ENUM('open', 'closed');--> statement-breakpoint
CREATE TYPE "public"."moderation_outcome" AS ENUM('dismissed', 'actioned');--> statement-breakpoint
CREATE TYPE "public"."moderation_reason" AS ENUM('harassment', 'hate', 'sexual', 'scam', 'impersonation', 'safety', 'spam', 'no_violation', 'other');--> statement-breakpoint
CREATE TABLE "moderation_actions" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "moderation_actions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"case_id" uuid NOT NULL,
	"moderator_id" text NOT NULL,
	"member_id" text NOT NULL,
	"action" "moderation_action" NOT NULL,
	"reason" "moderation_reason" NOT NULL,
	"note" text NOT NULL,
	"target" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "moderation_actions_note_length" CHECK (char_length("moderation_actions"."note") between 1 and 1000)
);
--> statement-breakpoint
CREATE TABLE "moderation_cases" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"member_id" text NOT NULL,
	"status" "moderation_case_status" DEFAULT 'open' NOT NULL,
	"severity" integer NOT NULL,
	"opened_at" timestamp with time zone DEFAULT now() NOT NULL,
	"reviewed_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	"outcome" "moderation_outcome",
	CONSTRAINT "moderation_cases_severity_range" CHECK ("moderation_cases"."severity" between 0 and 3),
	CONSTRAINT "moderation_cases_closed_with_outcome" CHECK (("moderation_cases"."status" = 'open') = ("moderation_cases"."closed_at" is null and "moderation_cases"."outcome" is null))
);
--> statement-breakpoint
CREATE TABLE "moderation_evidence" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"case_id" uuid NOT NULL,
	"report_id" uuid,
	"captured_at" timestamp with time zone DEFAULT now() NOT NULL,
	"profile" jsonb NOT NULL,
	"reported_message_id" text,
	"messages" jsonb DEFAULT '[]'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "moderation_evidence_photos" (
	"case_id" uuid NOT NULL,
	"photo_id" text NOT NULL,
	"position" integer NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"placeholder" text NOT NULL,
	"content_type" text NOT NULL,
	"bytes" "bytea" NOT NULL,
	"captured_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "moderation_evidence_photos_case_id_photo_id_pk" PRIMARY KEY("case_id","photo_id")
);
--> statement-breakpoint
CREATE TABLE "moderation_warnings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"member_id" text NOT NULL,
	"case_id" uuid NOT NULL,
	"reason" "moderation_reason" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"acknowledged_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "moderators" (
	"user_id" text PRIMARY KEY NOT NULL,
	"granted_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "reports" ADD COLUMN "case_id" uuid;--> statement-breakpoint
ALTER TABLE "moderation_actions" ADD CONSTRAINT "moderation_actions_case_id_moderation_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."moderation_cases"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "moderation_cases" ADD CONSTRAINT "moderation_cases_member_id_profiles_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."profiles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "moderation_evidence" ADD CONSTRAINT "moderation_evidence_case_id_moderation_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."moderation_cases"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "moderation_evidence_photos" ADD CONSTRAINT "moderation_evidence_photos_case_id_moderation_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."moderation_cases"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "moderation_warnings" ADD CONSTRAINT "moderation_warnings_member_id_profiles_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "moderation_warnings" ADD CONSTRAINT "moderation_warnings_case_id_moderation_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."moderation_cases"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "moderators" ADD CONSTRAINT "moderators_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "moderation_actions_case_idx" ON "moderation_actions" USING btree ("case_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "moderation_cases_one_open_idx" ON "moderation_cases" USING btree ("member_id") WHERE "moderation_cases"."status" = 'open';--> statement-breakpoint
CREATE INDEX "moderation_cases_member_idx" ON "moderation_cases" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "moderation_evidence_case_idx" ON "moderation_evidence" USING btree ("case_id","captured_at");--> statement-breakpoint
CREATE INDEX "moderation_warnings_member_idx" ON "moderation_warnings" USING btree ("member_id");--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_case_id_moderation_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."moderation_cases"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "reports_case_idx" ON "reports" USING btree ("case_id");