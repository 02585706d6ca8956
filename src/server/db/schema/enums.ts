import { pgEnum } from "drizzle-orm/pg-core";
import { TRUST_LEVELS } from "#shared/constants";
import {
  GENDER_VALUES,
  LOOKING_FOR_VALUES,
  NEIGHBORHOODS,
  RELATIONSHIP_STATUS_VALUES,
  REPORT_REASONS,
  SEXUALITIES,
} from "#shared/options";

export const sexualityEnum = pgEnum("sexuality", SEXUALITIES);
export const neighborhoodEnum = pgEnum("neighborhood", NEIGHBORHOODS);
export const relationshipStatusEnum = pgEnum("relationship_status", RELATIONSHIP_STATUS_VALUES);
export const genderEnum = pgEnum("gender", GENDER_VALUES);
export const lookingForEnum = pgEnum("looking_for", LOOKING_FOR_VALUES);
export const trustLevelEnum = pgEnum("trust_level", TRUST_LEVELS);
export const suggestionStatusEnum = pgEnum("suggestion_status", [
  "pending",
  "accepted",
  "declined",
]);
export const suggestionSourceEnum = pgEnum("suggestion_source", ["pairing", "direct", "self"]);
// "ended" by an unmatch, "blocked" by a block, "left" when one member deleted their account (the
// other keeps the conversation, read-only). Only an active or left match is a conversation.
export const matchStatusEnum = pgEnum("match_status", ["active", "ended", "blocked", "left"]);
export const pairingStatusEnum = pgEnum("pairing_status", [
  "pending",
  "approved",
  "declined",
  "matched",
]);
export const heartTransactionTypeEnum = pgEnum("heart_transaction_type", [
  "earn",
  "spend",
  "purchase",
]);
export const reportReasonEnum = pgEnum(
  "report_reason",
  REPORT_REASONS.map((r) => r.value) as [string, ...string[]],
);
