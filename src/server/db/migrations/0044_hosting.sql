-- Hosts make and run events: drafts, publishing, cancelling; a venue's address and verified mark;
-- an end time; Friday or drop-in; an image; no-shows at the door; messages from the host.
ALTER TABLE "events" ADD COLUMN "host_id" text;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_host_id_profiles_id_fk" FOREIGN KEY ("host_id") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "events_host_idx" ON "events" USING btree ("host_id");--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "status" text DEFAULT 'published' NOT NULL;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_status_known" CHECK ("events"."status" in ('draft', 'published', 'cancelled'));--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "kind" text DEFAULT 'friday' NOT NULL;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_kind_known" CHECK ("events"."kind" in ('friday', 'drop-in'));--> statement-breakpoint
UPDATE "events" SET "kind" = 'drop-in' WHERE "is_demo" AND "title" = 'Coffee & Crosswords Drop-in';--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "ends_at" timestamp with time zone;--> statement-breakpoint
UPDATE "events" SET "ends_at" = "starts_at" + interval '3 hours';--> statement-breakpoint
ALTER TABLE "events" ALTER COLUMN "ends_at" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_ends_after_start" CHECK ("events"."ends_at" > "events"."starts_at");--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "venue_address" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "venue_verified" boolean DEFAULT false NOT NULL;--> statement-breakpoint
UPDATE "events" SET "venue_verified" = true;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "image_id" text;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "image_placeholder" text;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "published_at" timestamp with time zone;--> statement-breakpoint
UPDATE "events" SET "published_at" = "created_at";--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "cancelled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_deposit_at_most" CHECK ("events"."deposit_required" <= 20);--> statement-breakpoint
ALTER TABLE "event_attendees" ADD COLUMN "no_show_at" timestamp with time zone;--> statement-breakpoint
CREATE TABLE "event_image_files" (
	"event_id" uuid NOT NULL,
	"size" "photo_size" NOT NULL,
	"bytes" "bytea" NOT NULL,
	CONSTRAINT "event_image_files_event_id_size_pk" PRIMARY KEY("event_id","size")
);--> statement-breakpoint
ALTER TABLE "event_image_files" ADD CONSTRAINT "event_image_files_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE TABLE "event_host_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"event_id" uuid NOT NULL,
	"host_id" text,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "event_host_messages_body_length" CHECK (char_length("event_host_messages"."body") between 1 and 500)
);--> statement-breakpoint
ALTER TABLE "event_host_messages" ADD CONSTRAINT "event_host_messages_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_host_messages" ADD CONSTRAINT "event_host_messages_host_id_profiles_id_fk" FOREIGN KEY ("host_id") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "event_host_messages_event_idx" ON "event_host_messages" USING btree ("event_id","created_at");--> statement-breakpoint
ALTER TABLE "notification_preferences" DROP CONSTRAINT "notification_preferences_kind";--> statement-breakpoint
ALTER TABLE "notifications" DROP CONSTRAINT "notifications_kind";--> statement-breakpoint
ALTER TABLE "notification_preferences" ADD CONSTRAINT "notification_preferences_kind" CHECK ("notification_preferences"."kind" in ('suggestion', 'match', 'message', 'reaction', 'endorsement', 'promptAsked', 'waitlistPromoted', 'dateShared', 'homeSafe', 'warning', 'pairingWaiting', 'pairingApproved', 'pairingMatched', 'invitationAnswered', 'friendJoined', 'photosConfirmed', 'yourTurn', 'eventTomorrow', 'eventChanged', 'eventCancelled', 'hostMessage'));--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_kind" CHECK ("notifications"."kind" in ('suggestion', 'match', 'message', 'reaction', 'endorsement', 'promptAsked', 'waitlistPromoted', 'dateShared', 'homeSafe', 'warning', 'pairingWaiting', 'pairingApproved', 'pairingMatched', 'invitationAnswered', 'friendJoined', 'photosConfirmed', 'yourTurn', 'eventTomorrow', 'eventChanged', 'eventCancelled', 'hostMessage'));
