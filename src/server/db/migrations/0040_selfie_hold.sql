-- Three failed selfie checks in a day put the member on hold, as the other tripwires do.
ALTER TYPE "public"."moderation_hold" ADD VALUE IF NOT EXISTS 'selfie';
