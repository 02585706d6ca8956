import { randomUUID } from "node:crypto";
import { and, eq, isNull, ne, sql } from "drizzle-orm";
import { queryRows, type Db } from "../../db/client";
import { account, passwordResetToken, session } from "../../db/schema";

/**
 * Sets the member's password, giving them a password credential if they had none. Every reset
 * link they were sent stops working: one mailed before the change must not undo it.
 */
export async function storePassword(tx: Db, userId: string, passwordHash: string, now: Date) {
  await tx
    .update(passwordResetToken)
    .set({ usedAt: now })
    .where(and(eq(passwordResetToken.userId, userId), isNull(passwordResetToken.usedAt)));
  const updated = await tx
    .update(account)
    .set({ password: passwordHash, updatedAt: now })
    .where(and(eq(account.userId, userId), eq(account.providerId, "credential")))
    .returning({ id: account.id });
  if (updated.length) return;
  await tx.insert(account).values({
    id: randomUUID(),
    accountId: userId,
    providerId: "credential",
    userId,
    password: passwordHash,
  });
}

/**
 * Ends the member's sessions, all of them or all but `keepToken`. Each deleted row tells every
 * process at once (the session table's NOTIFY trigger), which drops it and closes its live streams.
 */
export async function endSessions(tx: Db, userId: string, keepToken?: string): Promise<number> {
  const ended = await tx
    .delete(session)
    .where(
      keepToken
        ? and(eq(session.userId, userId), ne(session.token, keepToken))
        : eq(session.userId, userId),
    )
    .returning({ id: session.id });
  return ended.length;
}

/** The member's email, name and password hash (null without a password credential). */
export async function credentialsOf(db: Db, userId: string) {
  const [row] = await queryRows<{ email: string; name: string; password: string | null }>(
    db,
    sql`select u.email, u.name, a.password
          from "user" u
          left join account a on a.user_id = u.id and a.provider_id = 'credential'
         where u.id = ${userId}`,
  );
  return row;
}
