CREATE TYPE "public"."moderation_hold" AS ENUM('activity', 'reports');--> statement-breakpoint
ALTER TYPE "public"."moderation_action" ADD VALUE 'hold';--> statement-breakpoint
ALTER TABLE "moderation_cases" ADD COLUMN "hold" "moderation_hold";--> statement-breakpoint
ALTER TABLE "moderation_cases" ADD COLUMN "held_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "moderation_cases" ADD CONSTRAINT "moderation_cases_hold_when" CHECK (("moderation_cases"."hold" is null) = ("moderation_cases"."held_at" is null));