import { sql, type SQL } from "drizzle-orm";

/**
 * Hearts' own credit, as common table expressions for a write that is one statement (chat's send)
 * and so can't call creditHearts: `earned` adds `amount` to the member's balance when `due` holds
 * and returns the new `hearts_balance`; `ledger` writes its 'earn' row with that balance_after and
 * returns its `id`. Both are empty when nothing was due. The caller's statement starts
 * `with ... , ` and goes on after these.
 */
export function earnInStatement({
  profileId,
  amount,
  reason,
  due,
}: {
  profileId: SQL;
  amount: number;
  reason: SQL;
  due: SQL;
}): SQL {
  return sql`earned as (
  update profiles set hearts_balance = hearts_balance + ${sql.raw(String(amount))}, updated_at = now()
   where id = ${profileId} and ${due}
  returning hearts_balance
), ledger as (
  insert into heart_transactions (profile_id, amount, type, reason, balance_after)
  select ${profileId}, ${sql.raw(String(amount))}, 'earn', ${reason}, e.hearts_balance from earned e
  returning id
)`;
}
