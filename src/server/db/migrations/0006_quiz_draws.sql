DROP INDEX "quiz_questions_club_idx";--> statement-breakpoint
DROP INDEX "quiz_attempts_profile_idx";--> statement-breakpoint
ALTER TABLE "quiz_attempts" ALTER COLUMN "answers" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "quiz_attempts" ALTER COLUMN "score" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "quiz_attempts" ALTER COLUMN "passed" DROP NOT NULL;--> statement-breakpoint
-- Attempts stored before draws existed were scored on the whole pool and submitted at once.
ALTER TABLE "quiz_attempts" ADD COLUMN "draw" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "quiz_attempts" ALTER COLUMN "draw" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "quiz_attempts" ADD COLUMN "submitted_at" timestamp with time zone;--> statement-breakpoint
UPDATE "quiz_attempts" SET "submitted_at" = "created_at";--> statement-breakpoint
CREATE UNIQUE INDEX "quiz_questions_club_position_key" ON "quiz_questions" USING btree ("club_id","position");--> statement-breakpoint
CREATE INDEX "quiz_attempts_profile_idx" ON "quiz_attempts" USING btree ("profile_id","club_id","created_at");--> statement-breakpoint
ALTER TABLE "quiz_attempts" ADD CONSTRAINT "quiz_attempts_scored_when_submitted" CHECK (("quiz_attempts"."submitted_at" is null) = ("quiz_attempts"."score" is null)
        and ("quiz_attempts"."submitted_at" is null) = ("quiz_attempts"."passed" is null)
        and ("quiz_attempts"."submitted_at" is null) = ("quiz_attempts"."answers" is null));