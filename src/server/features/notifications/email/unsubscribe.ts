import type { GuestContext } from "../../../http/context";
import { AppError } from "../../../http/errors";
import type { Unsubscribed } from "#shared/schemas/notifications";
import { turnOff } from "../preferences";
import { readUnsubscribeToken } from "./unsubscribe-token";

/**
 * A mail's unsubscribe link, followed by a person (the page's button) or a mail reader (one-click
 * POST), signed in or not: the kinds it names no longer reach the member on its channel. Again
 * is fine; a member since departed is fine too (nothing is left to turn off). Only a link we
 * didn't sign is limited (`countRefusal`, per address): mail providers post signed ones from
 * addresses many people share, and a signed one can only turn its own member's mail off.
 */
export async function unsubscribe(
  { db, env }: GuestContext,
  token: string,
  countRefusal: () => Promise<void>,
): Promise<Unsubscribed> {
  const claim = readUnsubscribeToken(env.authSecret, token);
  if (!claim) {
    await countRefusal();
    throw new AppError(400, "bad_token", "This unsubscribe link isn't valid.");
  }
  await turnOff(db, claim.memberId, claim.channel, claim.kinds);
  return { channel: claim.channel, kinds: claim.kinds };
}
