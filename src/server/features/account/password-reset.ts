import { createHash, randomBytes, randomUUID } from "node:crypto";
import { and, eq, gt, isNull, sql } from "drizzle-orm";
import type { PasswordReset, ResetLinkState } from "#shared/schemas/account";
import { PASSWORD_RESET_MINUTES } from "#shared/constants";
import { msg } from "#shared/message";
import type { GuestContext } from "../../http/context";
import { queryRows } from "../../db/client";
import { passwordResetToken } from "../../db/schema";
import { AppError } from "../../http/errors";
import { say, type Said } from "../../i18n/say";
import { DEFAULT_LANGUAGE, knownLanguage, type Language } from "#shared/i18n/languages";
import { errorForLog } from "../../process/logger";
import { hashPassword } from "../../sessions/password";
import { assertPasswordAllowed } from "./password-policy";
import { resetPasswordMail } from "./reset-mail";
import { credentialsOf, endSessions, storePassword } from "./set-password";

const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");

/**
 * Starts a reset for the account using `email` and mails its link, when an account uses it; the
 * caller answers the same either way. The mail isn't waited for: waiting on the mail server would
 * tell who has an account by the time taken.
 */
export async function requestPasswordReset(ctx: GuestContext, email: string): Promise<void> {
  const reset = await createPasswordReset(ctx, email);
  if (!reset) return;
  const { mailer, logger, baseURL } = ctx;
  const language = knownLanguage(reset.language) ?? DEFAULT_LANGUAGE;
  mailer
    .send(resetPasswordMail({ to: email, name: reset.name, token: reset.token, baseURL, language }))
    .catch((error: Error) => logger.error({ err: errorForLog(error) }, "reset mail failed"));
}

/**
 * A one-time token for the account using `email`, of which only the hash is kept; what the mail
 * needs, or null when no account uses the email.
 */
async function createPasswordReset(
  { db, now }: GuestContext,
  email: string,
): Promise<{ id: string; name: string; language: string | null; token: string } | null> {
  const token = randomBytes(32).toString("base64url");
  const expiresAt = new Date(now.getTime() + PASSWORD_RESET_MINUTES * 60_000);
  // One statement whether or not the email is known, so both take about the same time.
  const [member] = await queryRows<{ id: string; name: string; language: string | null }>(
    db,
    sql`with member as (select id, name, language from "user" where email = ${email}),
             issued as (
               insert into password_reset_token (id, user_id, token_hash, expires_at, created_at)
               select ${randomUUID()}, id, ${hashToken(token)}, ${expiresAt.toISOString()}, ${now.toISOString()}
                 from member
               returning user_id)
        select member.id, member.name, member.language from member join issued on issued.user_id = member.id`,
  );
  return member ? { ...member, token } : null;
}

type DeadLink = "unknown" | "used" | "expired";

const DEAD_LINK_MESSAGES: Record<DeadLink, Said> = {
  unknown: "This reset link isn't valid. Ask for a new one.",
  used: "This reset link has already been used. Ask for a new one if you still need it.",
  expired: msg(
    "This reset link has expired: links work for {minutes} minutes. Ask for a new one.",
    {
      minutes: PASSWORD_RESET_MINUTES,
    },
  ),
};

export class ResetLinkError extends AppError {
  constructor(kind: DeadLink) {
    super(410, `reset_link_${kind}`, DEAD_LINK_MESSAGES[kind]);
  }
}

async function findLink(db: GuestContext["db"], token: string) {
  const [link] = await db
    .select()
    .from(passwordResetToken)
    .where(eq(passwordResetToken.tokenHash, hashToken(token)));
  return link;
}

function deadLink(
  link: typeof passwordResetToken.$inferSelect | undefined,
  now: Date,
): DeadLink | null {
  if (!link) return "unknown";
  if (link.usedAt) return "used";
  if (link.expiresAt <= now) return "expired";
  return null;
}

/**
 * Whether the link can still set a password, for the screen it opens to say so at once, in
 * `language`.
 */
export async function resetLinkState(
  { db, now }: GuestContext,
  token: string,
  language: Language,
): Promise<ResetLinkState> {
  const dead = deadLink(await findLink(db, token), now);
  return dead
    ? { state: dead, message: say(language, DEAD_LINK_MESSAGES[dead]) }
    : { state: "valid", message: null };
}

/**
 * Sets a new password with an emailed token: once, within its time, following the password
 * rules. Ends every session of the member (and closes their live streams) and, as every password
 * change does, every other reset link they were sent.
 */
export async function resetPassword(
  { db, now }: GuestContext,
  { token, password }: PasswordReset,
): Promise<{ email: string }> {
  const link = await findLink(db, token);
  const dead = deadLink(link, now);
  if (dead || !link) throw new ResetLinkError(dead ?? "unknown");
  const member = await credentialsOf(db, link.userId);
  if (!member) throw new ResetLinkError("unknown");
  assertPasswordAllowed(password, member);
  const passwordHash = await hashPassword(password);

  await db.transaction(async (tx) => {
    // Conditional, so two uses of one link racing each other set the password once.
    const [claimed] = await tx
      .update(passwordResetToken)
      .set({ usedAt: now })
      .where(
        and(
          eq(passwordResetToken.id, link.id),
          isNull(passwordResetToken.usedAt),
          gt(passwordResetToken.expiresAt, now),
        ),
      )
      .returning({ id: passwordResetToken.id });
    if (!claimed) throw new ResetLinkError("used");
    await storePassword(tx, link.userId, passwordHash, now);
    await endSessions(tx, link.userId);
  });
  return { email: member.email };
}
