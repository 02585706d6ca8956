-- The session's member (SessionStore.member) says whether they moderate: granting or taking the
-- role away, from the command line or anywhere, tells every listening process as a profile
-- change does (0012), so the menu's link and /moderation follow at once.
CREATE OR REPLACE FUNCTION notify_moderator_changed() RETURNS trigger AS $$
BEGIN
  PERFORM pg_notify('member_changed', COALESCE(NEW.user_id, OLD.user_id));
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER moderator_changed AFTER INSERT OR UPDATE OR DELETE ON moderators
  FOR EACH ROW EXECUTE FUNCTION notify_moderator_changed();
