CREATE TYPE "public"."photo_size" AS ENUM('small', 'medium', 'large');--> statement-breakpoint
CREATE TYPE "public"."photo_status" AS ENUM('pending', 'approved', 'removed');--> statement-breakpoint
CREATE TABLE "photo_files" (
	"photo_id" text NOT NULL,
	"size" "photo_size" NOT NULL,
	"content_type" text NOT NULL,
	"bytes" "bytea" NOT NULL,
	CONSTRAINT "photo_files_photo_id_size_pk" PRIMARY KEY("photo_id","size")
);
--> statement-breakpoint
CREATE TABLE "photos" (
	"id" text PRIMARY KEY NOT NULL,
	"owner_id" text NOT NULL,
	"position" integer NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"placeholder" text NOT NULL,
	"status" "photo_status" DEFAULT 'pending' NOT NULL,
	"storage" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"reviewed_at" timestamp with time zone,
	CONSTRAINT "photos_position_range" CHECK ("photos"."position" >= 0),
	CONSTRAINT "photos_storage_known" CHECK ("photos"."storage" in ('db', 's3'))
);
--> statement-breakpoint
ALTER TABLE "reports" ADD COLUMN "target_photo_id" text;--> statement-breakpoint
ALTER TABLE "photo_files" ADD CONSTRAINT "photo_files_photo_id_photos_id_fk" FOREIGN KEY ("photo_id") REFERENCES "public"."photos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "photos" ADD CONSTRAINT "photos_owner_id_profiles_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "photos_owner_position_idx" ON "photos" USING btree ("owner_id","position");--> statement-breakpoint
CREATE INDEX "photos_pending_idx" ON "photos" USING btree ("created_at") WHERE "photos"."status" = 'pending';--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_target_photo_id_photos_id_fk" FOREIGN KEY ("target_photo_id") REFERENCES "public"."photos"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_photo_with_its_owner" CHECK ("reports"."target_photo_id" is null or ("reports"."target_message_id" is null and "reports"."target_event_id" is null));