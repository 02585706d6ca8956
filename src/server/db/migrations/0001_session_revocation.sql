-- Every server process caches sessions; deleting one (sign-out, revocation, expiry clean-up)
-- tells all of them at once through NOTIFY, whatever code path deleted it.
CREATE OR REPLACE FUNCTION notify_session_revoked() RETURNS trigger AS $$
BEGIN
  PERFORM pg_notify('session_revoked', OLD.token);
  RETURN OLD;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER session_revoked AFTER DELETE ON "session"
  FOR EACH ROW EXECUTE FUNCTION notify_session_revoked();
--> statement-breakpoint
CREATE TRIGGER session_token_changed AFTER UPDATE OF token, expires_at ON "session"
  FOR EACH ROW WHEN (OLD.expires_at > NEW.expires_at OR OLD.token <> NEW.token)
  EXECUTE FUNCTION notify_session_revoked();
