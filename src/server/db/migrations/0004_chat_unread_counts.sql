ALTER TABLE "matches" ADD COLUMN "user_a_unread" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "matches" ADD COLUMN "user_b_unread" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "matches" ADD COLUMN "unread_counted_through" bigint;--> statement-breakpoint
ALTER TABLE "matches" ADD CONSTRAINT "matches_unread_not_negative" CHECK ("matches"."user_a_unread" >= 0 and "matches"."user_b_unread" >= 0);