-- Chat as members expect it: replies, edits and unsends (with every earlier version kept for a
-- report's evidence), reactions, read receipts that can be turned off, search by words.
ALTER TABLE "messages" ADD COLUMN "reply_to_id" bigint;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "edited_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "unsent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "words" tsvector GENERATED ALWAYS AS (to_tsvector('simple', "text")) STORED;--> statement-breakpoint
CREATE INDEX "messages_words_idx" ON "messages" USING gin ("words");--> statement-breakpoint
CREATE TABLE "message_versions" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "message_versions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"message_id" bigint NOT NULL,
	"text" text NOT NULL,
	"written_at" timestamp with time zone NOT NULL,
	"replaced_at" timestamp with time zone NOT NULL
);--> statement-breakpoint
ALTER TABLE "message_versions" ADD CONSTRAINT "message_versions_message_id_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "message_versions_message_idx" ON "message_versions" USING btree ("message_id","id");--> statement-breakpoint
CREATE TABLE "message_reactions" (
	"message_id" bigint NOT NULL,
	"member_id" text NOT NULL,
	"emoji" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "message_reactions_message_id_member_id_pk" PRIMARY KEY("message_id","member_id"),
	CONSTRAINT "message_reactions_emoji" CHECK ("message_reactions"."emoji" in ('❤️', '😂', '😮', '😢', '👍', '👎'))
);--> statement-breakpoint
ALTER TABLE "message_reactions" ADD CONSTRAINT "message_reactions_message_id_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_reactions" ADD CONSTRAINT "message_reactions_member_id_profiles_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "read_receipts" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "notifications" DROP CONSTRAINT "notifications_kind";--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_kind" CHECK ("notifications"."kind" in ('suggestion', 'match', 'message', 'reaction', 'endorsement', 'promptAsked', 'waitlistPromoted', 'dateShared', 'homeSafe', 'warning', 'pairingWaiting', 'pairingApproved', 'pairingMatched', 'invitationAnswered', 'friendJoined', 'photosConfirmed', 'yourTurn', 'eventTomorrow'));
