CREATE TABLE "event_waitlist" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "event_waitlist_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"event_id" uuid NOT NULL,
	"profile_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "event_waitlist_once" UNIQUE("event_id","profile_id")
);
--> statement-breakpoint
CREATE TABLE "pair_meetings" (
	"user_a_id" text NOT NULL,
	"user_b_id" text NOT NULL,
	"event_id" uuid,
	"met_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pair_meetings_user_a_id_user_b_id_pk" PRIMARY KEY("user_a_id","user_b_id"),
	CONSTRAINT "pair_meetings_ordered_pair" CHECK ("pair_meetings"."user_a_id" < "pair_meetings"."user_b_id")
);
--> statement-breakpoint
ALTER TABLE "heart_transactions" ADD COLUMN "event_id" uuid;--> statement-breakpoint
ALTER TABLE "event_waitlist" ADD CONSTRAINT "event_waitlist_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_waitlist" ADD CONSTRAINT "event_waitlist_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pair_meetings" ADD CONSTRAINT "pair_meetings_user_a_id_profiles_id_fk" FOREIGN KEY ("user_a_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pair_meetings" ADD CONSTRAINT "pair_meetings_user_b_id_profiles_id_fk" FOREIGN KEY ("user_b_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pair_meetings" ADD CONSTRAINT "pair_meetings_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "event_waitlist_order_idx" ON "event_waitlist" USING btree ("event_id","id");--> statement-breakpoint
CREATE INDEX "event_waitlist_profile_idx" ON "event_waitlist" USING btree ("profile_id");--> statement-breakpoint
CREATE INDEX "pair_meetings_user_b_idx" ON "pair_meetings" USING btree ("user_b_id");--> statement-breakpoint
ALTER TABLE "heart_transactions" ADD CONSTRAINT "heart_transactions_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE set null ON UPDATE no action;