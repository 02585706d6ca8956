-- A match needs two yeses (decision 0049): a member's yes waits on their own
-- suggestion row, and the match remembers who said yes first.
ALTER TABLE "match_suggestions" ADD COLUMN "yes_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "matches" ADD COLUMN "first_yes_by" text;--> statement-breakpoint
ALTER TABLE "matches" ADD CONSTRAINT "matches_first_yes_by_profiles_id_fk" FOREIGN KEY ("first_yes_by") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- Every pending suggestion gets its mirror, so both members are asked. Accepted ones stay as they are.
-- A self-suggest's mirror is the suggester's own yes.
INSERT INTO "match_suggestions" ("target_id", "candidate_id", "suggester_id", "suggested_by_name", "source",
                                 "pairing_suggestion_id", "reason", "tags", "status", "created_at", "yes_at")
SELECT s."candidate_id", s."target_id", s."suggester_id", s."suggested_by_name", s."source",
       s."pairing_suggestion_id", s."reason", s."tags", 'pending', s."created_at",
       CASE WHEN s."source" = 'self' THEN s."created_at" END
  FROM "match_suggestions" s
 WHERE s."status" = 'pending'
   AND NOT EXISTS (SELECT 1 FROM "match_suggestions" m
                    WHERE m."target_id" = s."candidate_id" AND m."candidate_id" = s."target_id"
                      AND m."status" = 'pending');
