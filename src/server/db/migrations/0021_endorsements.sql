CREATE TABLE "endorsements" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"member_id" text NOT NULL,
	"author_id" text NOT NULL,
	"kind" text NOT NULL,
	"prompt" text,
	"text" text,
	"status" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "endorsements_kind" CHECK ("endorsements"."kind" in ('endorsement', 'prompt')),
	CONSTRAINT "endorsements_status" CHECK ("endorsements"."status" in ('asked', 'pending', 'approved', 'hidden', 'removed')),
	CONSTRAINT "endorsements_not_self" CHECK ("endorsements"."member_id" <> "endorsements"."author_id"),
	CONSTRAINT "endorsements_prompt" CHECK (("endorsements"."kind" = 'prompt') = ("endorsements"."prompt" is not null)),
	CONSTRAINT "endorsements_text" CHECK (("endorsements"."status" = 'asked') = ("endorsements"."text" is null)
        and ("endorsements"."status" <> 'asked' or "endorsements"."kind" = 'prompt')
        and char_length("endorsements"."text") between 1 and
          case when "endorsements"."kind" = 'prompt' then 150 else 300 end)
);
--> statement-breakpoint
ALTER TABLE "endorsements" ADD CONSTRAINT "endorsements_member_id_profiles_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "endorsements" ADD CONSTRAINT "endorsements_author_id_profiles_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "endorsements_one_per_friend" ON "endorsements" USING btree ("member_id","author_id","kind");--> statement-breakpoint
CREATE INDEX "endorsements_author_idx" ON "endorsements" USING btree ("author_id");