import { randomUUID } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import type {
  CompleteProfile,
  ProfileToComplete,
  SessionUser,
  SignUp,
} from "#shared/schemas/account";
import type { AppDeps, GuestContext, ServiceContext } from "../../http/context";
import { sqlText } from "../../db/client";
import { account, user } from "../../db/schema";
import type { Language } from "#shared/i18n/languages";
import { BANNED_EMAIL_TEXT, sanctionedSignInText } from "#shared/texts";
import {
  AppError,
  ConflictError,
  ForbiddenError,
  NotFoundError,
  pgConstraint,
  pgErrorCode,
} from "../../http/errors";
import { hashPassword } from "../../sessions/password";
import { assertPasswordAllowed } from "./password-policy";
import { mainPhotoOf, toPhoto, type PhotoRow } from "../photos";
import { sanctionOfEmail } from "../moderation";
import { staffRolesOf } from "../staff";
import { createProfile } from "../profile";

/** Creates the auth user, its password credential and the profile in one transaction. */
export async function signUp(
  { db, now }: GuestContext,
  input: SignUp,
  signupAddressHash: string | null,
  /** The language the sign-up was asked in: the member's until they choose another. */
  language: Language,
): Promise<{ userId: string }> {
  assertPasswordAllowed(input.password, { email: input.email, name: input.name });
  if ((await sanctionOfEmail(db, input.email, now))?.kind === "ban") {
    throw new ForbiddenError(BANNED_EMAIL_TEXT, "email_banned");
  }
  const passwordHash = await hashPassword(input.password);
  for (let attempt = 0; ; attempt++) {
    try {
      return await db.transaction(async (tx) => {
        const userId = randomUUID();
        await tx
          .insert(user)
          .values({ id: userId, name: input.name, email: input.email, language });
        await tx.insert(account).values({
          id: randomUUID(),
          accountId: userId,
          providerId: "credential",
          userId,
          password: passwordHash,
        });
        await createProfile(tx, userId, input, signupAddressHash);
        return { userId };
      });
    } catch (error) {
      if (pgErrorCode(error) !== "23505") throw error;
      if (pgConstraint(error) === "user_email_unique") {
        throw new ConflictError("An account with this email already exists.", "email_taken", {
          email: "An account with this email already exists",
        });
      }
      // Two sign-ups raced for the same username: pick again.
      if (attempt >= 3) throw error;
    }
  }
}

/**
 * Gives a member who signed in with Google the profile Google doesn't provide, once. Their name
 * becomes the one they chose here. A member who already has a profile gets 409.
 */
export async function completeProfile(
  { db, userId }: ServiceContext,
  input: CompleteProfile,
  signupAddressHash: string | null,
  /** The language the profile was completed in, kept unless one was chosen before. */
  language: Language,
): Promise<void> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await db.transaction(async (tx) => {
        if (!(await createProfile(tx, userId, input, signupAddressHash))) {
          throw new ConflictError("Your profile is already complete.", "profile_complete");
        }
        await tx
          .update(user)
          .set({
            name: input.name,
            language: sql`coalesce(${user.language}, ${language})`,
            updatedAt: new Date(),
          })
          .where(eq(user.id, userId));
      });
    } catch (error) {
      // Two members raced for the same username: pick again.
      if (pgErrorCode(error) !== "23505" || attempt >= 3) throw error;
    }
  }
}

/**
 * For a session whose member has no profile (signed in with Google, not completed): the name
 * Google gave. Null when the member has a profile, or no longer exists.
 */
export async function getProfileToComplete({
  database,
  userId,
}: ServiceContext): Promise<ProfileToComplete | null> {
  const [row] = await database.query<ProfileToComplete>(
    `select u.name from "user" u
      where u.id = $1 and not exists (select 1 from profiles p where p.id = u.id)`,
    [userId],
  );
  return row ?? null;
}

/**
 * The session signing up starts is dated with the account itself: any later session came from
 * signing in again, which is how home tells a returning member from one who just joined.
 */
export async function dateSignUpSession({ db, userId }: ServiceContext): Promise<void> {
  await db.execute(
    sql`update session s set created_at = u.created_at
          from "user" u where u.id = ${userId} and s.user_id = u.id`,
  );
}

const SESSION_REFUSED = "FAILED_TO_CREATE_SESSION";

/**
 * Signs in through better-auth: the member's id, and the cookies (the session) the answer must
 * set. Wrong credentials are a 401; a suspended or banned member's right ones a 403 naming the end.
 */
export async function signInWithPassword(
  { auth, db, now }: GuestContext,
  { email, password }: { email: string; password: string },
  request: Request,
): Promise<{ userId: string; cookies: string[] }> {
  const response = await auth.api.signInEmail({
    body: { email, password },
    headers: request.headers,
    asResponse: true,
  });
  if (!response.ok) {
    // Only after the password was checked does better-auth try the session our hook refuses.
    if (response.status === 401 && (await response.clone().json()).code === SESSION_REFUSED) {
      const sanction = await sanctionOfEmail(db, email, now);
      if (sanction) throw new ForbiddenError(sanctionedSignInText(sanction.endsAt), "sanctioned");
    }
    if (response.status === 401 || response.status === 400) {
      throw new AppError(401, "invalid_credentials", "Invalid email or password");
    }
    throw new Error(`sign-in failed with ${response.status}`);
  }
  const { user } = (await response.json()) as { user: { id: string } };
  return { userId: user.id, cookies: response.headers.getSetCookie() };
}

const ME = `select id, name, username, neighborhood, hearts_balance as "heartsBalance",
       gender is null as "wishToGive", ${sqlText(mainPhotoOf(sql.raw("$1"), sql.raw("$1")))} as "mainPhoto",
       ${sqlText(staffRolesOf(sql.raw("$1")))} as roles
  from profiles where id = $1`;

/**
 * The signed-in member, read on every page load: one indexed query, straight to the driver.
 * Kept per member until their profile row changes (decision 0021): photo changes touch it.
 */
export async function getMe({ database, userId }: ServiceContext): Promise<SessionUser> {
  const [row] = await database.query<
    Omit<SessionUser, "mainPhoto"> & { mainPhoto: PhotoRow | null }
  >(ME, [userId]);
  if (!row) throw new NotFoundError("Profile");
  return { ...row, mainPhoto: toPhoto(row.mainPhoto) };
}

/**
 * Ends the request's session through better-auth, and drops it from this process's session
 * cache at once (other processes hear of it through NOTIFY).
 */
export async function signOut(
  { auth, sessions }: Pick<AppDeps, "auth" | "sessions">,
  request: Request,
) {
  const token = sessions.readToken(request.headers.get("cookie") ?? undefined);
  const response = await auth.api.signOut({ headers: request.headers, asResponse: true });
  if (token && response.ok) sessions.revoke(token);
  return response;
}

/** The language the member reads Vouch in: their screens, mails and pushes. */
export async function chooseLanguage({ db, userId }: ServiceContext, language: Language) {
  await db.update(user).set({ language, updatedAt: new Date() }).where(eq(user.id, userId));
}
