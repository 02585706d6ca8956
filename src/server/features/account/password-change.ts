import type { PasswordChange } from "#shared/schemas/account";
import type { ServiceContext } from "../../http/context";
import { NotFoundError, ValidationError } from "../../http/errors";
import { hashPassword, verifyPassword } from "../../sessions/password";
import { assertPasswordAllowed } from "./password-policy";
import { credentialsOf, endSessions, storePassword } from "./set-password";

/**
 * Changes the signed-in member's password after checking their current one, and ends their other
 * sessions (closing those sessions' live streams); the session asking stays signed in.
 */
export async function changePassword(
  { db, now, userId }: ServiceContext,
  { currentPassword, newPassword }: PasswordChange,
  currentSessionToken: string,
): Promise<{ otherSessionsEnded: number }> {
  const member = await credentialsOf(db, userId);
  if (!member) throw new NotFoundError("Account");
  const matches =
    member.password !== null &&
    (await verifyPassword({ hash: member.password, password: currentPassword }));
  if (!matches) {
    const message = "That isn't your current password";
    throw new ValidationError(message, { currentPassword: message });
  }
  if (newPassword === currentPassword) {
    const message = "Choose a password different from your current one";
    throw new ValidationError(message, { newPassword: message });
  }
  assertPasswordAllowed(newPassword, member, "newPassword");
  const passwordHash = await hashPassword(newPassword);
  return db.transaction(async (tx) => {
    await storePassword(tx, userId, passwordHash, now);
    return { otherSessionsEnded: await endSessions(tx, userId, currentSessionToken) };
  });
}
