-- Staff roles (decision 0059): hosts, editors, moderators and admins in one table, the moderators
-- of before carried over. A grant or revocation tells every listening process as a profile change
-- does, so menus and staff pages follow at once.
CREATE TYPE "public"."staff_role" AS ENUM('host', 'editor', 'moderator', 'admin');--> statement-breakpoint
CREATE TABLE "staff_roles" (
	"user_id" text NOT NULL,
	"role" "staff_role" NOT NULL,
	"granted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"granted_by" text,
	CONSTRAINT "staff_roles_user_id_role_pk" PRIMARY KEY("user_id","role")
);--> statement-breakpoint
ALTER TABLE "staff_roles" ADD CONSTRAINT "staff_roles_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
INSERT INTO "staff_roles" ("user_id", "role", "granted_at") SELECT "user_id", 'moderator', "granted_at" FROM "moderators";--> statement-breakpoint
DROP TABLE "moderators";--> statement-breakpoint
DROP FUNCTION notify_moderator_changed();--> statement-breakpoint
CREATE FUNCTION notify_staff_changed() RETURNS trigger AS $$
BEGIN
  PERFORM pg_notify('member_changed', COALESCE(NEW.user_id, OLD.user_id));
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;--> statement-breakpoint
CREATE TRIGGER staff_changed AFTER INSERT OR UPDATE OR DELETE ON staff_roles
  FOR EACH ROW EXECUTE FUNCTION notify_staff_changed();--> statement-breakpoint
CREATE TABLE "staff_audit" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "staff_audit_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"actor_id" text,
	"action" text NOT NULL,
	"target" text NOT NULL,
	"detail" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "staff_audit_action_length" CHECK (char_length("action") between 1 and 60)
);--> statement-breakpoint
CREATE INDEX "staff_audit_created_idx" ON "staff_audit" USING btree ("created_at" DESC, "id" DESC);--> statement-breakpoint
CREATE FUNCTION staff_audit_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'staff_audit is append-only: % refused', TG_OP
    USING ERRCODE = 'insufficient_privilege';
END
$$;--> statement-breakpoint
CREATE TRIGGER staff_audit_append_only
  BEFORE UPDATE OR DELETE ON staff_audit
  FOR EACH ROW EXECUTE FUNCTION staff_audit_append_only();
