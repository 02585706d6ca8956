ALTER TYPE "public"."match_status" ADD VALUE 'ended';--> statement-breakpoint
ALTER TYPE "public"."match_status" ADD VALUE 'blocked';--> statement-breakpoint
ALTER TABLE "matches" DROP CONSTRAINT "matches_pair_unique";--> statement-breakpoint
ALTER TABLE "matches" ADD COLUMN "ended_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "matches_pair_active_unique" ON "matches" USING btree ("user_a_id","user_b_id") WHERE "matches"."status" = 'active';--> statement-breakpoint
ALTER TABLE "matches" ADD CONSTRAINT "matches_ended_when_not_active" CHECK (("matches"."status" = 'active') = ("matches"."ended_at" is null));