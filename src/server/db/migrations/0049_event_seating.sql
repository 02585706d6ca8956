-- Tables: an event seated at tables of table_size (null: no tables), the plan's seats, and when it was published.
ALTER TABLE "events" ADD COLUMN "table_size" integer;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "seating_published_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_table_size_range" CHECK ("events"."table_size" is null or "events"."table_size" between 2 and 20);--> statement-breakpoint
CREATE TABLE "event_seats" (
	"event_id" uuid NOT NULL,
	"profile_id" text NOT NULL,
	"table_number" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "event_seats_event_id_profile_id_pk" PRIMARY KEY("event_id","profile_id"),
	CONSTRAINT "event_seats_table_number_positive" CHECK ("event_seats"."table_number" > 0)
);--> statement-breakpoint
ALTER TABLE "event_seats" ADD CONSTRAINT "event_seats_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_seats" ADD CONSTRAINT "event_seats_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "event_seats_profile_idx" ON "event_seats" USING btree ("profile_id");
