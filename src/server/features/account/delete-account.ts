import { and, eq, isNotNull, sql } from "drizzle-orm";
import { REAUTH_WINDOW_MINUTES } from "#shared/constants";
import type { DeleteAccountInput } from "#shared/schemas/account";
import { FORMER_MEMBER_NAME } from "#shared/texts";
import type { ServiceContext } from "../../http/context";
import { queryRows, type Db } from "../../db/client";
import { account, profiles, session, user } from "../../db/schema";
import { ForbiddenError, NotFoundError, ValidationError } from "../../http/errors";
import { verifyPassword } from "../../sessions/password";
import { publish } from "../../realtime/publish";
import { releaseSeatsOf } from "../events";
import { leaveMatching } from "../matching";
import { audienceOf } from "../relations";
import { closePairingsOf } from "../pairing";
import { photosOf, removeFiles } from "../photos";
import { emptyProfile } from "../profile";
import { referencesOfFate } from "./member-references";
import { msg } from "#shared/message";

export const WRONG_PASSWORD = "That password isn't right";

/**
 * Proves the person asking is the member: their password, or, for an account without one
 * (Google only), a session started within the last few minutes.
 */
async function confirmIdentity(
  { db, userId, now }: ServiceContext,
  sessionToken: string,
  { password }: DeleteAccountInput,
): Promise<void> {
  const [credential] = await db
    .select({ hash: account.password })
    .from(account)
    .where(and(eq(account.userId, userId), isNotNull(account.password)));
  if (credential?.hash) {
    if (!password) {
      throw new ValidationError("Enter your password to delete your account.", {
        password: "Enter your password",
      });
    }
    if (!(await verifyPassword({ hash: credential.hash, password }))) {
      throw new ValidationError(WRONG_PASSWORD, { password: WRONG_PASSWORD });
    }
    return;
  }
  const [current] = await db
    .select({ createdAt: session.createdAt })
    .from(session)
    .where(and(eq(session.token, sessionToken), eq(session.userId, userId)));
  if (!current || now.getTime() - current.createdAt.getTime() > REAUTH_WINDOW_MINUTES * 60_000) {
    throw new ForbiddenError(
      msg(
        "To delete your account, sign in again and delete it within {reauthWindowMinutes} minutes.",
        { reauthWindowMinutes: REAUTH_WINDOW_MINUTES },
      ),
      "reauth_required",
    );
  }
}

/**
 * Deletes the member's account in one transaction: everything personal goes, and what other
 * members keep (pairings, decided suggestions, meetings) points at an emptied profile named
 * "a former member". Others' ledgers are untouched. Every session ends, and the member's open
 * live streams are told to close.
 */
export async function deleteAccount(
  ctx: ServiceContext,
  sessionToken: string,
  input: DeleteAccountInput,
): Promise<void> {
  await confirmIdentity(ctx, sessionToken, input);
  const photos = await ctx.db.transaction(async (tx) => {
    if (await eraseIncompleteAccount(tx, ctx.userId)) return [];
    // Their rows (and files kept in the database) go with the member's rows below.
    const kept = await photosOf(tx, ctx.userId);
    await eraseMember(tx, ctx.userId, ctx.now);
    return kept;
  });
  // Files in object storage can't be part of the transaction: deleted once it committed.
  await removeFiles(ctx, ctx.env, photos);
}

/**
 * A member who signed in with Google and never completed their profile: nothing of theirs is
 * anyone else's, so the account goes whole (its sessions and Google link with it). False when
 * the member has a profile.
 */
async function eraseIncompleteAccount(tx: Db, me: string): Promise<boolean> {
  const [gone] = await queryRows<{ email: string }>(
    tx,
    sql`delete from "user" u
         where u.id = ${me} and not exists (select 1 from profiles p where p.id = u.id)
     returning u.email`,
  );
  if (!gone) return false;
  await forgetEmail(tx, me, gone.email);
  await publish(tx, { type: "account.deleted", to: [me] });
  return true;
}

/** What the auth tables keep under the member's id or email: pending verifications, counters. */
async function forgetEmail(tx: Db, me: string, email: string): Promise<void> {
  await tx.execute(sql`delete from verification where value = ${me} or identifier = ${email}`);
  // Counters name the email inside their key (`sign-in:email-ip:<email>:<address>`) or at its end.
  const named = `:${email}`;
  await tx.execute(
    sql`delete from rate_limit
        where strpos(key, ${`${named}:`}) > 0 or right(key, ${named.length}::int) = ${named}`,
  );
}

async function eraseMember(tx: Db, me: string, now: Date): Promise<void> {
  const [found] = await tx
    .select({ email: user.email })
    .from(profiles)
    .innerJoin(user, eq(user.id, profiles.id))
    .where(and(eq(profiles.id, me), sql`${profiles.deletedAt} is null`))
    .for("update", { of: profiles });
  if (!found) throw new NotFoundError("Profile");

  // Everyone whose screens show something of the member, told once it is done.
  const others = await audienceOf(tx, me, { blockers: true });

  await closePairingsOf(tx, me, now);
  await leaveMatching(tx, me, now);
  await releaseSeatsOf(tx, me, now);
  for (const { table, column } of referencesOfFate("deleted")) {
    await tx.execute(
      sql`delete from ${sql.identifier(table)} where ${sql.identifier(column)} = ${me}`,
    );
  }
  for (const { table, column } of referencesOfFate("unlinked")) {
    await tx.execute(
      sql`update ${sql.identifier(table)} set ${sql.identifier(column)} = null where ${sql.identifier(column)} = ${me}`,
    );
  }

  await forgetEmail(tx, me, found.email);

  await emptyProfile(tx, me, FORMER_MEMBER_NAME, now);
  await tx
    .update(user)
    .set({
      name: FORMER_MEMBER_NAME,
      email: `${me}@deleted.invalid`,
      emailVerified: false,
      image: null,
      updatedAt: now,
    })
    .where(eq(user.id, me));

  await publish(tx, { type: "account.deleted", to: [me] });
  await publish(tx, { type: "member.left", to: others });
}
