-- "Pause all notifications": no mail and no push while paused (the in-app list is still kept).
-- What happened while paused stays unsent after resuming: only what happens after it goes out.
ALTER TABLE "profiles" ADD COLUMN "notifications_paused" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "notifications_resumed_at" timestamp with time zone;
