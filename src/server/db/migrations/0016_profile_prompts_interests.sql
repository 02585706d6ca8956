ALTER TABLE "profiles" ADD COLUMN "interests" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "prompts" jsonb DEFAULT '[]'::jsonb NOT NULL;