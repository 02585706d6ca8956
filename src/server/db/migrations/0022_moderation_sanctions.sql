CREATE TYPE "public"."moderation_sanction_kind" AS ENUM('limit', 'suspend', 'ban');--> statement-breakpoint
ALTER TYPE "public"."moderation_action" ADD VALUE 'limit';--> statement-breakpoint
ALTER TYPE "public"."moderation_action" ADD VALUE 'suspend';--> statement-breakpoint
ALTER TYPE "public"."moderation_action" ADD VALUE 'ban';--> statement-breakpoint
CREATE TABLE "moderation_sanctions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"member_id" text NOT NULL,
	"email" text NOT NULL,
	"case_id" uuid NOT NULL,
	"kind" "moderation_sanction_kind" NOT NULL,
	"reason" "moderation_reason" NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone,
	CONSTRAINT "moderation_sanctions_ban_has_no_end" CHECK (("moderation_sanctions"."kind" = 'ban') = ("moderation_sanctions"."ends_at" is null))
);
--> statement-breakpoint
ALTER TABLE "moderation_sanctions" ADD CONSTRAINT "moderation_sanctions_case_id_moderation_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."moderation_cases"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "moderation_sanctions_member_idx" ON "moderation_sanctions" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "moderation_sanctions_email_idx" ON "moderation_sanctions" USING btree ("email");