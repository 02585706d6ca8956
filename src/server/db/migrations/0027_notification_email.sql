CREATE TABLE "notification_preferences" (
	"member_id" text NOT NULL,
	"kind" text NOT NULL,
	"channel" text NOT NULL,
	"mode" text NOT NULL,
	CONSTRAINT "notification_preferences_member_id_kind_channel_pk" PRIMARY KEY("member_id","kind","channel"),
	CONSTRAINT "notification_preferences_kind" CHECK ("notification_preferences"."kind" in ('suggestion', 'match', 'message', 'endorsement', 'promptAsked', 'waitlistPromoted', 'dateShared', 'homeSafe', 'warning', 'yourTurn', 'eventTomorrow')),
	CONSTRAINT "notification_preferences_channel" CHECK ("notification_preferences"."channel" in ('email')),
	CONSTRAINT "notification_preferences_mode" CHECK ("notification_preferences"."mode" in ('immediately', 'digest', 'off'))
);
--> statement-breakpoint
CREATE TABLE "live_presence" (
	"process_id" text NOT NULL,
	"member_id" text NOT NULL,
	"seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "live_presence_process_id_member_id_pk" PRIMARY KEY("process_id","member_id")
);
--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "round" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "emailed_round" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "notification_preferences" ADD CONSTRAINT "notification_preferences_member_id_profiles_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "live_presence_member_idx" ON "live_presence" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "notifications_unread_idx" ON "notifications" USING btree ("created_at") WHERE "notifications"."read_at" is null;