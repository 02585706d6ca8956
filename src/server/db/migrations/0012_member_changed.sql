-- What /api/session shows of the signed-in member is kept in memory (SessionStore.member); any
-- change to a profile, by whatever code path, tells every listening process at once. Any update,
-- not a list of columns: a column the summary gains later can't be forgotten here.
CREATE OR REPLACE FUNCTION notify_member_changed() RETURNS trigger AS $$
BEGIN
  PERFORM pg_notify('member_changed', COALESCE(NEW.id, OLD.id));
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER member_changed AFTER UPDATE OR DELETE ON profiles
  FOR EACH ROW EXECUTE FUNCTION notify_member_changed();
