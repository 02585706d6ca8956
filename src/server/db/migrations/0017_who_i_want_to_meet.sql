CREATE TYPE "public"."gender" AS ENUM('woman', 'man', 'nonbinary', 'own_words');--> statement-breakpoint
CREATE TYPE "public"."looking_for" AS ENUM('relationship', 'casual', 'not_sure');--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "gender" "gender";--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "gender_words" text;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "interested_in" text[];--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "age_min" integer;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "age_max" integer;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "looking_for" "looking_for";--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "paused" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "profiles" ADD CONSTRAINT "profiles_wish_whole" CHECK (num_nulls("profiles"."gender", "profiles"."gender_words", "profiles"."interested_in", "profiles"."age_min", "profiles"."age_max", "profiles"."looking_for") in (0, 6));--> statement-breakpoint
ALTER TABLE "profiles" ADD CONSTRAINT "profiles_gender_words" CHECK (char_length("profiles"."gender_words") <= 30
        and ("profiles"."gender" = 'own_words') = (char_length("profiles"."gender_words") > 0));--> statement-breakpoint
ALTER TABLE "profiles" ADD CONSTRAINT "profiles_interested_in" CHECK (cardinality("profiles"."interested_in") > 0
        and "profiles"."interested_in" <@ array['woman', 'man', 'nonbinary']::text[]);--> statement-breakpoint
ALTER TABLE "profiles" ADD CONSTRAINT "profiles_wish_ages" CHECK ("profiles"."age_min" between 18 and 99
        and "profiles"."age_max" between "profiles"."age_min" and 99);