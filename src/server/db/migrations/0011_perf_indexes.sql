CREATE INDEX "friend_entries_consenting_owner_idx" ON "friend_entries" USING btree ("owner_id") WHERE "friend_entries"."consent";--> statement-breakpoint
CREATE INDEX "match_suggestions_suggester_idx" ON "match_suggestions" USING btree ("suggester_id");--> statement-breakpoint
CREATE INDEX "match_suggestions_pairing_idx" ON "match_suggestions" USING btree ("pairing_suggestion_id");