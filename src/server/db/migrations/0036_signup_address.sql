-- Where a member signed up from, as a keyed hash of the address (its /64 for IPv6), never the
-- address itself: reporters who joined from one address count as one for the reports tripwire.
ALTER TABLE "profiles" ADD COLUMN "signup_address_hash" text;
