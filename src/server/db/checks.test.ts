import { describe, expect, it } from "vitest";
import { useTestApp } from "#tests/support/test-app";
import {
  AGE_MAX,
  AGE_MIN,
  BIO_MAX,
  CHECK_IN_CODE_LENGTH,
  MESSAGE_MAX,
  NAME_MAX,
  REASON_MAX,
  REPORT_DETAILS_MAX,
  USERNAME_MAX,
  USERNAME_MIN,
} from "#shared/constants";

const t = useTestApp();

/**
 * The numbers in each CHECK of the migrated database, against the constants the forms and routes
 * validate with: a constant changed without a migration (or the reverse) fails here.
 */
const expected: Record<string, number[]> = {
  friend_entries_name_present: [1, NAME_MAX],
  friend_entries_bio_length: [BIO_MAX],
  profiles_age_adult: [AGE_MIN, AGE_MAX],
  profiles_bio_length: [BIO_MAX],
  profiles_username_format: [USERNAME_MIN, USERNAME_MAX],
  match_suggestions_reason_length: [1, REASON_MAX],
  pairing_reason_length: [1, REASON_MAX],
  messages_text_length: [1, MESSAGE_MAX],
  reports_details_length: [1, REPORT_DETAILS_MAX],
  events_check_in_code_format: [CHECK_IN_CODE_LENGTH],
};

describe("database CHECKs", () => {
  it("use the same limits as the shared constants", async () => {
    const rows = await t().database.query<{ name: string; def: string }>(
      `select conname as name, pg_get_constraintdef(oid) as def
       from pg_constraint where contype = 'c'`,
      [],
    );
    const found = Object.fromEntries(
      rows.filter((r) => r.name in expected).map((r) => [r.name, r.def]),
    );
    expect(Object.keys(found).sort()).toEqual(Object.keys(expected).sort());
    for (const [name, numbers] of Object.entries(expected)) {
      // Ignore the digits inside a character class such as [a-z0-9].
      const literals = found[name]!.replace(/\[[^\]]*\]/g, "")
        .match(/\d+/g)!
        .map(Number);
      expect(new Set(literals), `${name}: ${found[name]}`).toEqual(new Set(numbers));
    }
  });
});
