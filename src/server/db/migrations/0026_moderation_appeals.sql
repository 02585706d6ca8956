CREATE TYPE "public"."moderation_appeal_status" AS ENUM('pending', 'upheld', 'overturned');--> statement-breakpoint
ALTER TYPE "public"."moderation_action" ADD VALUE 'remove_endorsement';--> statement-breakpoint
ALTER TYPE "public"."moderation_action" ADD VALUE 'appeal_upheld';--> statement-breakpoint
ALTER TYPE "public"."moderation_action" ADD VALUE 'appeal_overturned';--> statement-breakpoint
CREATE TABLE "moderation_appeals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"action_id" bigint NOT NULL,
	"member_id" text NOT NULL,
	"text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"status" "moderation_appeal_status" DEFAULT 'pending' NOT NULL,
	"decided_by" text,
	"decided_at" timestamp with time zone,
	"answer" text,
	CONSTRAINT "moderation_appeals_text_length" CHECK (char_length("moderation_appeals"."text") between 1 and 1000),
	CONSTRAINT "moderation_appeals_decided" CHECK (("moderation_appeals"."status" = 'pending') = ("moderation_appeals"."decided_at" is null and "moderation_appeals"."decided_by" is null and "moderation_appeals"."answer" is null))
);
--> statement-breakpoint
ALTER TABLE "moderation_evidence" ADD COLUMN "endorsements" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "moderation_appeals" ADD CONSTRAINT "moderation_appeals_action_id_moderation_actions_id_fk" FOREIGN KEY ("action_id") REFERENCES "public"."moderation_actions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "moderation_appeals_one_per_action" ON "moderation_appeals" USING btree ("action_id");--> statement-breakpoint
CREATE INDEX "moderation_appeals_member_idx" ON "moderation_appeals" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "moderation_appeals_pending_idx" ON "moderation_appeals" USING btree ("created_at") WHERE "moderation_appeals"."status" = 'pending';