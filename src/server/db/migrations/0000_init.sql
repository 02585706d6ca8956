CREATE TYPE "public"."heart_transaction_type" AS ENUM('earn', 'spend', 'purchase');--> statement-breakpoint
CREATE TYPE "public"."match_status" AS ENUM('active');--> statement-breakpoint
CREATE TYPE "public"."neighborhood" AS ENUM('West Village', 'East Village', 'Chelsea', 'SoHo', 'Williamsburg', 'Park Slope', 'Astoria', 'Upper East Side', 'Upper West Side');--> statement-breakpoint
CREATE TYPE "public"."pairing_status" AS ENUM('pending', 'approved', 'declined', 'matched');--> statement-breakpoint
CREATE TYPE "public"."relationship_status" AS ENUM('single', 'in_a_relationship', 'married', 'its_complicated');--> statement-breakpoint
CREATE TYPE "public"."report_reason" AS ENUM('harassment', 'fake', 'safety', 'other');--> statement-breakpoint
CREATE TYPE "public"."sexuality" AS ENUM('straight', 'gay', 'lesbian', 'bisexual', 'pansexual', 'queer', 'questioning', 'other');--> statement-breakpoint
CREATE TYPE "public"."suggestion_source" AS ENUM('pairing', 'direct', 'self');--> statement-breakpoint
CREATE TYPE "public"."suggestion_status" AS ENUM('pending', 'accepted', 'declined');--> statement-breakpoint
CREATE TYPE "public"."trust_level" AS ENUM('Casual', 'Familiar', 'Close');--> statement-breakpoint
CREATE TABLE "account" (
	"id" text PRIMARY KEY NOT NULL,
	"account_id" text NOT NULL,
	"provider_id" text NOT NULL,
	"user_id" text NOT NULL,
	"access_token" text,
	"refresh_token" text,
	"id_token" text,
	"access_token_expires_at" timestamp with time zone,
	"refresh_token_expires_at" timestamp with time zone,
	"scope" text,
	"password" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rate_limit" (
	"key" text PRIMARY KEY NOT NULL,
	"count" integer NOT NULL,
	"window_started_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "session" (
	"id" text PRIMARY KEY NOT NULL,
	"token" text NOT NULL,
	"user_id" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"ip_address" text,
	"user_agent" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "session_token_unique" UNIQUE("token")
);
--> statement-breakpoint
CREATE TABLE "user" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"email_verified" boolean DEFAULT false NOT NULL,
	"image" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_email_unique" UNIQUE("email")
);
--> statement-breakpoint
CREATE TABLE "verification" (
	"id" text PRIMARY KEY NOT NULL,
	"identifier" text NOT NULL,
	"value" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "friend_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" text NOT NULL,
	"linked_profile_id" text,
	"name" text NOT NULL,
	"gender" text NOT NULL,
	"sexuality" text NOT NULL,
	"bio" text DEFAULT '' NOT NULL,
	"consent" boolean DEFAULT true NOT NULL,
	"trust_level" "trust_level" DEFAULT 'Familiar' NOT NULL,
	"relationship_status" "relationship_status" DEFAULT 'single' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "friend_entries_name_present" CHECK (char_length("friend_entries"."name") between 1 and 80),
	CONSTRAINT "friend_entries_bio_length" CHECK (char_length("friend_entries"."bio") <= 80),
	CONSTRAINT "friend_entries_not_self" CHECK ("friend_entries"."linked_profile_id" is null or "friend_entries"."linked_profile_id" <> "friend_entries"."owner_id")
);
--> statement-breakpoint
CREATE TABLE "certifications" (
	"profile_id" text NOT NULL,
	"club_id" text NOT NULL,
	"passed" boolean NOT NULL,
	"score" integer NOT NULL,
	"certified_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "certifications_profile_id_club_id_pk" PRIMARY KEY("profile_id","club_id"),
	CONSTRAINT "certifications_score_range" CHECK ("certifications"."score" between 0 and 100)
);
--> statement-breakpoint
CREATE TABLE "clubs" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "clubs_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "quiz_attempts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"profile_id" text NOT NULL,
	"club_id" text NOT NULL,
	"answers" integer[] NOT NULL,
	"score" integer NOT NULL,
	"passed" boolean NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "quiz_attempts_score_range" CHECK ("quiz_attempts"."score" between 0 and 100)
);
--> statement-breakpoint
CREATE TABLE "quiz_questions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"club_id" text NOT NULL,
	"position" integer NOT NULL,
	"question" text NOT NULL,
	"options" text[] NOT NULL,
	"answer_index" integer NOT NULL,
	CONSTRAINT "quiz_questions_answer_in_range" CHECK ("quiz_questions"."answer_index" >= 0 and "quiz_questions"."answer_index" < cardinality("quiz_questions"."options"))
);
--> statement-breakpoint
CREATE TABLE "event_attendees" (
	"event_id" uuid NOT NULL,
	"profile_id" text NOT NULL,
	"deposit_paid" integer DEFAULT 0 NOT NULL,
	"checked_in" boolean DEFAULT false NOT NULL,
	"checked_in_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "event_attendees_event_id_profile_id_pk" PRIMARY KEY("event_id","profile_id"),
	CONSTRAINT "event_attendees_deposit_non_negative" CHECK ("event_attendees"."deposit_paid" >= 0)
);
--> statement-breakpoint
CREATE TABLE "events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"venue" text NOT NULL,
	"neighborhood" text DEFAULT '' NOT NULL,
	"capacity" integer NOT NULL,
	"deposit_required" integer DEFAULT 0 NOT NULL,
	"check_in_code" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "events_capacity_positive" CHECK ("events"."capacity" > 0),
	CONSTRAINT "events_deposit_non_negative" CHECK ("events"."deposit_required" >= 0),
	CONSTRAINT "events_check_in_code_format" CHECK ("events"."check_in_code" ~ '^[A-Z0-9]{6}$')
);
--> statement-breakpoint
CREATE TABLE "heart_transactions" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "heart_transactions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"profile_id" text NOT NULL,
	"amount" integer NOT NULL,
	"type" "heart_transaction_type" NOT NULL,
	"reason" text NOT NULL,
	"balance_after" integer NOT NULL,
	"idempotency_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "heart_transactions_idempotency" UNIQUE("profile_id","idempotency_key"),
	CONSTRAINT "heart_transactions_sign" CHECK (("heart_transactions"."type" = 'spend' and "heart_transactions"."amount" < 0) or ("heart_transactions"."type" <> 'spend' and "heart_transactions"."amount" > 0)),
	CONSTRAINT "heart_transactions_balance_non_negative" CHECK ("heart_transactions"."balance_after" >= 0)
);
--> statement-breakpoint
CREATE TABLE "match_suggestions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"target_id" text NOT NULL,
	"candidate_id" text NOT NULL,
	"suggester_id" text,
	"suggested_by_name" text NOT NULL,
	"source" "suggestion_source" NOT NULL,
	"pairing_suggestion_id" uuid,
	"reason" text NOT NULL,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"status" "suggestion_status" DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	CONSTRAINT "match_suggestions_not_self" CHECK ("match_suggestions"."target_id" <> "match_suggestions"."candidate_id"),
	CONSTRAINT "match_suggestions_reason_length" CHECK (char_length("match_suggestions"."reason") between 1 and 500)
);
--> statement-breakpoint
CREATE TABLE "matches" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_a_id" text NOT NULL,
	"user_b_id" text NOT NULL,
	"status" "match_status" DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_message_at" timestamp with time zone,
	"last_message_sender_id" text,
	"user_a_read_at" timestamp with time zone,
	"user_b_read_at" timestamp with time zone,
	"first_message_rewarded" boolean DEFAULT false NOT NULL,
	CONSTRAINT "matches_pair_unique" UNIQUE("user_a_id","user_b_id"),
	CONSTRAINT "matches_ordered_pair" CHECK ("matches"."user_a_id" < "matches"."user_b_id")
);
--> statement-breakpoint
CREATE TABLE "messages" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "messages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"match_id" uuid NOT NULL,
	"sender_id" text NOT NULL,
	"text" text NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "messages_text_length" CHECK (char_length("messages"."text") between 1 and 2000)
);
--> statement-breakpoint
CREATE TABLE "pairing_suggestions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"suggester_id" text NOT NULL,
	"suggester_friend_id" uuid NOT NULL,
	"target_id" text NOT NULL,
	"target_friend_id" uuid NOT NULL,
	"reason" text NOT NULL,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"status" "pairing_status" DEFAULT 'pending' NOT NULL,
	"cost_hearts" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	CONSTRAINT "pairing_reason_length" CHECK (char_length("pairing_suggestions"."reason") between 1 and 500),
	CONSTRAINT "pairing_not_self" CHECK ("pairing_suggestions"."suggester_id" <> "pairing_suggestions"."target_id"),
	CONSTRAINT "pairing_cost_non_negative" CHECK ("pairing_suggestions"."cost_hearts" >= 0)
);
--> statement-breakpoint
CREATE TABLE "profile_unlocks" (
	"viewer_id" text NOT NULL,
	"unlocked_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "profile_unlocks_viewer_id_unlocked_id_pk" PRIMARY KEY("viewer_id","unlocked_id"),
	CONSTRAINT "profile_unlocks_not_self" CHECK ("profile_unlocks"."viewer_id" <> "profile_unlocks"."unlocked_id")
);
--> statement-breakpoint
CREATE TABLE "profiles" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"username" text NOT NULL,
	"age" integer NOT NULL,
	"pronouns" text NOT NULL,
	"sexuality" "sexuality" NOT NULL,
	"relationship_status" "relationship_status" DEFAULT 'single' NOT NULL,
	"occupation" text DEFAULT '' NOT NULL,
	"neighborhood" "neighborhood" NOT NULL,
	"bio" text DEFAULT '' NOT NULL,
	"hobbies" text[] DEFAULT '{}'::text[] NOT NULL,
	"hearts_balance" integer DEFAULT 0 NOT NULL,
	"is_demo" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "profiles_username_unique" UNIQUE("username"),
	CONSTRAINT "profiles_age_adult" CHECK ("profiles"."age" between 18 and 120),
	CONSTRAINT "profiles_bio_length" CHECK (char_length("profiles"."bio") <= 80),
	CONSTRAINT "profiles_hearts_non_negative" CHECK ("profiles"."hearts_balance" >= 0),
	CONSTRAINT "profiles_username_format" CHECK ("profiles"."username" ~ '^[a-z0-9]{3,30}$')
);
--> statement-breakpoint
CREATE TABLE "blocks" (
	"blocker_id" text NOT NULL,
	"blocked_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "blocks_blocker_id_blocked_id_pk" PRIMARY KEY("blocker_id","blocked_id"),
	CONSTRAINT "blocks_not_self" CHECK ("blocks"."blocker_id" <> "blocks"."blocked_id")
);
--> statement-breakpoint
CREATE TABLE "mutes" (
	"profile_id" text NOT NULL,
	"match_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mutes_profile_id_match_id_pk" PRIMARY KEY("profile_id","match_id")
);
--> statement-breakpoint
CREATE TABLE "reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"reporter_id" text NOT NULL,
	"target_profile_id" text,
	"target_message_id" bigint,
	"target_event_id" uuid,
	"reason" "report_reason" NOT NULL,
	"details" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reports_details_length" CHECK (char_length("reports"."details") between 1 and 2000),
	CONSTRAINT "reports_one_target" CHECK (num_nonnulls("reports"."target_profile_id", "reports"."target_message_id", "reports"."target_event_id") <= 1)
);
--> statement-breakpoint
ALTER TABLE "account" ADD CONSTRAINT "account_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session" ADD CONSTRAINT "session_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "friend_entries" ADD CONSTRAINT "friend_entries_owner_id_profiles_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "friend_entries" ADD CONSTRAINT "friend_entries_linked_profile_id_profiles_id_fk" FOREIGN KEY ("linked_profile_id") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certifications" ADD CONSTRAINT "certifications_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certifications" ADD CONSTRAINT "certifications_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quiz_attempts" ADD CONSTRAINT "quiz_attempts_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quiz_attempts" ADD CONSTRAINT "quiz_attempts_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quiz_questions" ADD CONSTRAINT "quiz_questions_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_attendees" ADD CONSTRAINT "event_attendees_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_attendees" ADD CONSTRAINT "event_attendees_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "heart_transactions" ADD CONSTRAINT "heart_transactions_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_suggestions" ADD CONSTRAINT "match_suggestions_target_id_profiles_id_fk" FOREIGN KEY ("target_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_suggestions" ADD CONSTRAINT "match_suggestions_candidate_id_profiles_id_fk" FOREIGN KEY ("candidate_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_suggestions" ADD CONSTRAINT "match_suggestions_suggester_id_profiles_id_fk" FOREIGN KEY ("suggester_id") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_suggestions" ADD CONSTRAINT "match_suggestions_pairing_suggestion_id_pairing_suggestions_id_fk" FOREIGN KEY ("pairing_suggestion_id") REFERENCES "public"."pairing_suggestions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "matches" ADD CONSTRAINT "matches_user_a_id_profiles_id_fk" FOREIGN KEY ("user_a_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "matches" ADD CONSTRAINT "matches_user_b_id_profiles_id_fk" FOREIGN KEY ("user_b_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_match_id_matches_id_fk" FOREIGN KEY ("match_id") REFERENCES "public"."matches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_sender_id_profiles_id_fk" FOREIGN KEY ("sender_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pairing_suggestions" ADD CONSTRAINT "pairing_suggestions_suggester_id_profiles_id_fk" FOREIGN KEY ("suggester_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pairing_suggestions" ADD CONSTRAINT "pairing_suggestions_suggester_friend_id_friend_entries_id_fk" FOREIGN KEY ("suggester_friend_id") REFERENCES "public"."friend_entries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pairing_suggestions" ADD CONSTRAINT "pairing_suggestions_target_id_profiles_id_fk" FOREIGN KEY ("target_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pairing_suggestions" ADD CONSTRAINT "pairing_suggestions_target_friend_id_friend_entries_id_fk" FOREIGN KEY ("target_friend_id") REFERENCES "public"."friend_entries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profile_unlocks" ADD CONSTRAINT "profile_unlocks_viewer_id_profiles_id_fk" FOREIGN KEY ("viewer_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profile_unlocks" ADD CONSTRAINT "profile_unlocks_unlocked_id_profiles_id_fk" FOREIGN KEY ("unlocked_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profiles" ADD CONSTRAINT "profiles_id_user_id_fk" FOREIGN KEY ("id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blocks" ADD CONSTRAINT "blocks_blocker_id_profiles_id_fk" FOREIGN KEY ("blocker_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blocks" ADD CONSTRAINT "blocks_blocked_id_profiles_id_fk" FOREIGN KEY ("blocked_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mutes" ADD CONSTRAINT "mutes_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mutes" ADD CONSTRAINT "mutes_match_id_matches_id_fk" FOREIGN KEY ("match_id") REFERENCES "public"."matches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_reporter_id_profiles_id_fk" FOREIGN KEY ("reporter_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_target_profile_id_profiles_id_fk" FOREIGN KEY ("target_profile_id") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_target_message_id_messages_id_fk" FOREIGN KEY ("target_message_id") REFERENCES "public"."messages"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_target_event_id_events_id_fk" FOREIGN KEY ("target_event_id") REFERENCES "public"."events"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "account_user_id_idx" ON "account" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "session_user_id_idx" ON "session" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "verification_identifier_idx" ON "verification" USING btree ("identifier");--> statement-breakpoint
CREATE INDEX "friend_entries_owner_idx" ON "friend_entries" USING btree ("owner_id","trust_level");--> statement-breakpoint
CREATE INDEX "friend_entries_linked_idx" ON "friend_entries" USING btree ("linked_profile_id");--> statement-breakpoint
CREATE INDEX "quiz_attempts_profile_idx" ON "quiz_attempts" USING btree ("profile_id","club_id");--> statement-breakpoint
CREATE INDEX "quiz_questions_club_idx" ON "quiz_questions" USING btree ("club_id","position");--> statement-breakpoint
CREATE INDEX "event_attendees_profile_idx" ON "event_attendees" USING btree ("profile_id");--> statement-breakpoint
CREATE INDEX "events_starts_at_idx" ON "events" USING btree ("starts_at");--> statement-breakpoint
CREATE INDEX "heart_transactions_profile_idx" ON "heart_transactions" USING btree ("profile_id","id");--> statement-breakpoint
CREATE INDEX "match_suggestions_target_idx" ON "match_suggestions" USING btree ("target_id","status","candidate_id");--> statement-breakpoint
CREATE INDEX "matches_user_a_idx" ON "matches" USING btree ("user_a_id","last_message_at");--> statement-breakpoint
CREATE INDEX "matches_user_b_idx" ON "matches" USING btree ("user_b_id","last_message_at");--> statement-breakpoint
CREATE INDEX "messages_match_idx" ON "messages" USING btree ("match_id","id");--> statement-breakpoint
CREATE INDEX "pairing_suggester_idx" ON "pairing_suggestions" USING btree ("suggester_id","created_at");--> statement-breakpoint
CREATE INDEX "pairing_target_idx" ON "pairing_suggestions" USING btree ("target_id","created_at");--> statement-breakpoint
CREATE INDEX "pairing_suggester_friend_idx" ON "pairing_suggestions" USING btree ("suggester_friend_id");--> statement-breakpoint
CREATE INDEX "pairing_target_friend_idx" ON "pairing_suggestions" USING btree ("target_friend_id");--> statement-breakpoint
CREATE INDEX "profiles_neighborhood_idx" ON "profiles" USING btree ("neighborhood");--> statement-breakpoint
CREATE INDEX "blocks_blocked_idx" ON "blocks" USING btree ("blocked_id");--> statement-breakpoint
CREATE INDEX "reports_reporter_idx" ON "reports" USING btree ("reporter_id");