ALTER TABLE "pairing_suggestions" DROP CONSTRAINT "pairing_suggestions_suggester_friend_id_friend_entries_id_fk";
--> statement-breakpoint
ALTER TABLE "pairing_suggestions" DROP CONSTRAINT "pairing_suggestions_target_friend_id_friend_entries_id_fk";
--> statement-breakpoint
ALTER TABLE "pairing_suggestions" ALTER COLUMN "suggester_friend_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "pairing_suggestions" ALTER COLUMN "target_friend_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "pairing_suggestions" ADD COLUMN "suggester_friend_name" text;--> statement-breakpoint
ALTER TABLE "pairing_suggestions" ADD COLUMN "target_friend_name" text;--> statement-breakpoint
ALTER TABLE "pairing_suggestions" ADD CONSTRAINT "pairing_suggestions_suggester_friend_id_friend_entries_id_fk" FOREIGN KEY ("suggester_friend_id") REFERENCES "public"."friend_entries"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pairing_suggestions" ADD CONSTRAINT "pairing_suggestions_target_friend_id_friend_entries_id_fk" FOREIGN KEY ("target_friend_id") REFERENCES "public"."friend_entries"("id") ON DELETE set null ON UPDATE no action;