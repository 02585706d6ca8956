DROP INDEX "notifications_unread_idx";--> statement-breakpoint
CREATE INDEX "notifications_recent_idx" ON "notifications" USING brin ("created_at");