-- The matchmaker's debrief and "We found each other": each member's private answers about a
-- match they met, each member's word that they found each other, and the couples both words made.
CREATE TABLE "debrief_answers" (
	"member_id" text NOT NULL,
	"partner_id" text NOT NULL,
	"see_again" boolean NOT NULL,
	"good_fit" boolean NOT NULL,
	"answered_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "debrief_answers_member_id_partner_id_pk" PRIMARY KEY("member_id","partner_id"),
	CONSTRAINT "debrief_answers_two_people" CHECK ("debrief_answers"."member_id" <> "debrief_answers"."partner_id")
);--> statement-breakpoint
CREATE TABLE "couple_claims" (
	"member_id" text PRIMARY KEY NOT NULL,
	"partner_id" text NOT NULL,
	"said_at" timestamp with time zone NOT NULL,
	CONSTRAINT "couple_claims_two_people" CHECK ("couple_claims"."member_id" <> "couple_claims"."partner_id")
);--> statement-breakpoint
CREATE TABLE "couples" (
	"user_a_id" text NOT NULL,
	"user_b_id" text NOT NULL,
	"match_id" uuid,
	"formed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "couples_user_a_id_user_b_id_pk" PRIMARY KEY("user_a_id","user_b_id"),
	CONSTRAINT "couples_ordered_pair" CHECK ("couples"."user_a_id" < "couples"."user_b_id")
);--> statement-breakpoint
ALTER TABLE "debrief_answers" ADD CONSTRAINT "debrief_answers_member_id_profiles_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "debrief_answers" ADD CONSTRAINT "debrief_answers_partner_id_profiles_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "couple_claims" ADD CONSTRAINT "couple_claims_member_id_profiles_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "couple_claims" ADD CONSTRAINT "couple_claims_partner_id_profiles_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "couples" ADD CONSTRAINT "couples_user_a_id_profiles_id_fk" FOREIGN KEY ("user_a_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "couples" ADD CONSTRAINT "couples_user_b_id_profiles_id_fk" FOREIGN KEY ("user_b_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "couples" ADD CONSTRAINT "couples_match_id_matches_id_fk" FOREIGN KEY ("match_id") REFERENCES "public"."matches"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "debrief_answers_partner_idx" ON "debrief_answers" USING btree ("partner_id");--> statement-breakpoint
CREATE INDEX "couple_claims_partner_idx" ON "couple_claims" USING btree ("partner_id");--> statement-breakpoint
CREATE INDEX "couples_user_b_idx" ON "couples" USING btree ("user_b_id");--> statement-breakpoint
ALTER TABLE "notification_preferences" DROP CONSTRAINT "notification_preferences_kind";--> statement-breakpoint
ALTER TABLE "notifications" DROP CONSTRAINT "notifications_kind";--> statement-breakpoint
ALTER TABLE "notification_preferences" ADD CONSTRAINT "notification_preferences_kind" CHECK ("notification_preferences"."kind" in ('suggestion', 'match', 'message', 'reaction', 'endorsement', 'promptAsked', 'waitlistPromoted', 'dateShared', 'homeSafe', 'warning', 'pairingWaiting', 'pairingApproved', 'pairingMatched', 'invitationAnswered', 'friendJoined', 'photosConfirmed', 'yourTurn', 'eventTomorrow', 'eventChanged', 'eventCancelled', 'hostMessage', 'pairInvited', 'pairConfirmed', 'pairDeclined', 'debriefAsked', 'coupleThanks'));--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_kind" CHECK ("notifications"."kind" in ('suggestion', 'match', 'message', 'reaction', 'endorsement', 'promptAsked', 'waitlistPromoted', 'dateShared', 'homeSafe', 'warning', 'pairingWaiting', 'pairingApproved', 'pairingMatched', 'invitationAnswered', 'friendJoined', 'photosConfirmed', 'yourTurn', 'eventTomorrow', 'eventChanged', 'eventCancelled', 'hostMessage', 'pairInvited', 'pairConfirmed', 'pairDeclined', 'debriefAsked', 'coupleThanks'));
