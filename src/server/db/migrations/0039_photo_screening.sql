-- Every new photo is scored by the nudity model before anyone sees it: a clear one is "approved"
-- at once, a doubtful one (or one the model could not score) stays "pending", which now means
-- hidden from everyone but its owner until a moderator looks. The score is kept for that look.
ALTER TABLE photos ADD COLUMN nsfw_score real;
--> statement-breakpoint
ALTER TABLE photos ADD CONSTRAINT photos_nsfw_score_range CHECK (nsfw_score >= 0 AND nsfw_score <= 1);
--> statement-breakpoint
-- Photos uploaded before screening were shown while "pending" and no screen ever listed them for
-- a moderator: they stay shown (approved, never scored, no review time), so no member's face
-- disappears and the new queue doesn't open with every old photo.
UPDATE photos SET status = 'approved' WHERE status = 'pending';
