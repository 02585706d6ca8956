import { sql } from "drizzle-orm";
import { queryRows, type Db } from "../db/client";
import { DEFAULT_LANGUAGE, knownLanguage, type Language } from "#shared/i18n/languages";

/** The language a member reads Vouch in: their mails, pushes and .ics files are said in it. */
export async function memberLanguage(ctx: { db: Db }, memberId: string): Promise<Language> {
  const [row] = await queryRows<{ language: string | null }>(
    ctx.db,
    sql`select language from "user" where id = ${memberId}`,
  );
  return knownLanguage(row?.language) ?? DEFAULT_LANGUAGE;
}
