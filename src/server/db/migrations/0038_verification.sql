CREATE TABLE "face_checks" (
	"id" text PRIMARY KEY NOT NULL,
	"member_id" text NOT NULL,
	"passed" boolean NOT NULL,
	"failure" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"descriptor_hash" text,
	"descriptor" real[],
	"descriptor_expires_at" timestamp with time zone,
	CONSTRAINT "face_checks_descriptor_expires" CHECK ("face_checks"."descriptor" is null or "face_checks"."descriptor_expires_at" is not null)
);
--> statement-breakpoint
CREATE TABLE "photo_confirmations" (
	"member_id" text NOT NULL,
	"friend_id" text NOT NULL,
	"photo_set" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "photo_confirmations_member_id_friend_id_pk" PRIMARY KEY("member_id","friend_id"),
	CONSTRAINT "photo_confirmations_not_self" CHECK ("photo_confirmations"."member_id" <> "photo_confirmations"."friend_id")
);
--> statement-breakpoint
CREATE TABLE "photo_verifications" (
	"photo_id" text PRIMARY KEY NOT NULL,
	"member_id" text NOT NULL,
	"similarity" real NOT NULL,
	"verified_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "verification_challenges" (
	"id" text PRIMARY KEY NOT NULL,
	"member_id" text NOT NULL,
	"poses" text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "verified_only" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "face_checks" ADD CONSTRAINT "face_checks_member_id_profiles_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "photo_confirmations" ADD CONSTRAINT "photo_confirmations_member_id_profiles_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "photo_confirmations" ADD CONSTRAINT "photo_confirmations_friend_id_profiles_id_fk" FOREIGN KEY ("friend_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "photo_verifications" ADD CONSTRAINT "photo_verifications_photo_id_photos_id_fk" FOREIGN KEY ("photo_id") REFERENCES "public"."photos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "photo_verifications" ADD CONSTRAINT "photo_verifications_member_id_profiles_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "verification_challenges" ADD CONSTRAINT "verification_challenges_member_id_profiles_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "face_checks_member_idx" ON "face_checks" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE INDEX "photo_confirmations_friend_idx" ON "photo_confirmations" USING btree ("friend_id");--> statement-breakpoint
CREATE INDEX "verification_challenges_member_idx" ON "verification_challenges" USING btree ("member_id","created_at");