CREATE TABLE "notifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"member_id" text NOT NULL,
	"kind" text NOT NULL,
	"object_id" text NOT NULL,
	"actor_id" text,
	"count" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"read_at" timestamp with time zone,
	CONSTRAINT "notifications_kind" CHECK ("notifications"."kind" in ('suggestion', 'match', 'message', 'endorsement', 'promptAsked', 'waitlistPromoted', 'dateShared', 'homeSafe', 'warning')),
	CONSTRAINT "notifications_not_own" CHECK ("notifications"."actor_id" is null or "notifications"."actor_id" <> "notifications"."member_id"),
	CONSTRAINT "notifications_count" CHECK ("notifications"."count" > 0)
);
--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_member_id_profiles_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_actor_id_profiles_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "notifications_one_per_object" ON "notifications" USING btree ("member_id","kind","object_id");--> statement-breakpoint
CREATE INDEX "notifications_member_idx" ON "notifications" USING btree ("member_id","created_at");