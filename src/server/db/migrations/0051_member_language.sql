-- The language a member reads Vouch in: null until their browser's was taken at sign-up or they
-- chose one in Settings.
ALTER TABLE "user" ADD COLUMN "language" text;--> statement-breakpoint
ALTER TABLE "user" ADD CONSTRAINT "user_language_known" CHECK ("user"."language" in ('en', 'es'));
