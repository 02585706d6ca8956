-- What /api/session shows of the signed-in member is kept in memory (SessionStore.member); any
-- change to it, by whatever code path, tells every listening process at once.
CREATE OR REPLACE FUNCTION notify_member_changed() RETURNS trigger AS $$
BEGIN
  PERFORM pg_notify('member_changed', COALESCE(NEW.id, OLD.id));
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER member_changed
  AFTER UPDATE OF id, name, username, neighborhood, hearts_balance, deleted_at OR DELETE ON profiles
  FOR EACH ROW EXECUTE FUNCTION notify_member_changed();
