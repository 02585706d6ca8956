ALTER TYPE "public"."match_status" ADD VALUE 'ended';--> statement-breakpoint
ALTER TYPE "public"."match_status" ADD VALUE 'blocked';--> statement-breakpoint
CREATE TABLE "date_share_friends" (
	"share_id" uuid NOT NULL,
	"friend_entry_id" uuid NOT NULL,
	"profile_id" text NOT NULL,
	CONSTRAINT "date_share_friends_share_id_profile_id_pk" PRIMARY KEY("share_id","profile_id")
);
--> statement-breakpoint
CREATE TABLE "date_shares" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"sharer_id" text NOT NULL,
	"match_id" uuid,
	"partner_name" text NOT NULL,
	"place" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"home_safe_at" timestamp with time zone,
	"stopped_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "date_shares_place_length" CHECK (char_length("date_shares"."place") between 1 and 200),
	CONSTRAINT "date_shares_ends_after_start" CHECK ("date_shares"."ends_at" > "date_shares"."starts_at")
);
--> statement-breakpoint
ALTER TABLE "matches" DROP CONSTRAINT "matches_pair_unique";--> statement-breakpoint
ALTER TABLE "matches" ADD COLUMN "ended_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "nudge" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "date_share_friends" ADD CONSTRAINT "date_share_friends_share_id_date_shares_id_fk" FOREIGN KEY ("share_id") REFERENCES "public"."date_shares"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "date_share_friends" ADD CONSTRAINT "date_share_friends_friend_entry_id_friend_entries_id_fk" FOREIGN KEY ("friend_entry_id") REFERENCES "public"."friend_entries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "date_share_friends" ADD CONSTRAINT "date_share_friends_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "date_shares" ADD CONSTRAINT "date_shares_sharer_id_profiles_id_fk" FOREIGN KEY ("sharer_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "date_shares" ADD CONSTRAINT "date_shares_match_id_matches_id_fk" FOREIGN KEY ("match_id") REFERENCES "public"."matches"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "date_share_friends_profile_idx" ON "date_share_friends" USING btree ("profile_id");--> statement-breakpoint
CREATE INDEX "date_shares_sharer_idx" ON "date_shares" USING btree ("sharer_id","ends_at");--> statement-breakpoint
CREATE UNIQUE INDEX "matches_pair_active_unique" ON "matches" USING btree ("user_a_id","user_b_id") WHERE "matches"."status" = 'active';--> statement-breakpoint
ALTER TABLE "matches" ADD CONSTRAINT "matches_ended_when_not_active" CHECK (("matches"."status" = 'active') = ("matches"."ended_at" is null));