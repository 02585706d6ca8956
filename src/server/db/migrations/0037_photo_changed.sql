-- The session's member (SessionStore.member) shows their main photo: adding, reordering or
-- removing a photo, by the member or a moderator, tells every listening process as a profile
-- change does (0012), so no writer has to remember to.
CREATE OR REPLACE FUNCTION notify_photo_changed() RETURNS trigger AS $$
BEGIN
  PERFORM pg_notify('member_changed', COALESCE(NEW.owner_id, OLD.owner_id));
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER photo_changed AFTER INSERT OR UPDATE OR DELETE ON photos
  FOR EACH ROW EXECUTE FUNCTION notify_photo_changed();
