import { sql } from "drizzle-orm";
import { queryRows, type Db } from "../db/client";
import { DEFAULT_LANGUAGE, knownLanguage, type Language } from "#shared/i18n/languages";

const hasLanguage = new WeakMap<Db, Promise<boolean>>();

/** Whether this database's accounts keep a language yet (the column's migration may not have run). */
function keepsLanguage(db: Db): Promise<boolean> {
  let known = hasLanguage.get(db);
  if (!known) {
    known = queryRows<{ found: boolean }>(
      db,
      sql`select exists (select 1 from information_schema.columns
            where table_name = 'user' and column_name = 'language') as found`,
    ).then(([row]) => row?.found === true);
    hasLanguage.set(db, known);
  }
  return known;
}

/** The language a member reads Vouch in: their mails, pushes and .ics files are said in it. */
export async function memberLanguage(ctx: { db: Db }, memberId: string): Promise<Language> {
  if (!(await keepsLanguage(ctx.db))) return DEFAULT_LANGUAGE;
  const [row] = await queryRows<{ language: string | null }>(
    ctx.db,
    sql`select language from "user" where id = ${memberId}`,
  );
  return knownLanguage(row?.language) ?? DEFAULT_LANGUAGE;
}
