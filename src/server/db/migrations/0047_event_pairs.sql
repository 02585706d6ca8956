-- Come as a pair: an RSVP naming a linked circle friend as wingperson, pending until they confirm.
CREATE TABLE "event_pairs" (
	"event_id" uuid NOT NULL,
	"member_id" text NOT NULL,
	"wingperson_id" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "event_pairs_event_id_member_id_pk" PRIMARY KEY("event_id","member_id"),
	CONSTRAINT "event_pairs_wingperson_once" UNIQUE("event_id","wingperson_id"),
	CONSTRAINT "event_pairs_two_people" CHECK ("event_pairs"."member_id" <> "event_pairs"."wingperson_id"),
	CONSTRAINT "event_pairs_status_known" CHECK ("event_pairs"."status" in ('pending', 'confirmed'))
);--> statement-breakpoint
ALTER TABLE "event_pairs" ADD CONSTRAINT "event_pairs_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_pairs" ADD CONSTRAINT "event_pairs_member_id_profiles_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_pairs" ADD CONSTRAINT "event_pairs_wingperson_id_profiles_id_fk" FOREIGN KEY ("wingperson_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "event_pairs_wingperson_idx" ON "event_pairs" USING btree ("wingperson_id");
