import { createHmac, timingSafeEqual } from "node:crypto";
import {
  NOTIFICATION_CHANNELS,
  NOTIFICATION_KINDS,
  type NotificationChannel,
  type NotificationKind,
} from "#shared/schemas/notifications";

export interface UnsubscribeClaim {
  memberId: string;
  channel: NotificationChannel;
  kinds: NotificationKind[];
}

const signature = (secret: string, payload: string) =>
  createHmac("sha256", secret).update(`unsubscribe\n${payload}`).digest("base64url");

/**
 * A mail's unsubscribe token: who, which channel, which kinds, signed with the server's secret.
 * It never expires (an old mail's link still works) and can only turn mail off, so nothing
 * more is kept of it.
 */
export function unsubscribeToken(secret: string, claim: UnsubscribeClaim): string {
  const payload = Buffer.from(
    JSON.stringify([claim.memberId, claim.channel, claim.kinds]),
  ).toString("base64url");
  return `${payload}.${signature(secret, payload)}`;
}

/** The claim a token carries, or null when it isn't one we signed. */
export function readUnsubscribeToken(secret: string, token: string): UnsubscribeClaim | null {
  const [payload, signed, extra] = token.split(".");
  if (!payload || !signed || extra !== undefined) return null;
  const expected = Buffer.from(signature(secret, payload));
  const given = Buffer.from(signed);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  try {
    const [memberId, channel, kinds] = JSON.parse(
      Buffer.from(payload, "base64url").toString(),
    ) as unknown[];
    if (typeof memberId !== "string") return null;
    if (!NOTIFICATION_CHANNELS.includes(channel as NotificationChannel)) return null;
    if (!Array.isArray(kinds) || kinds.length === 0) return null;
    if (!kinds.every((k) => NOTIFICATION_KINDS.includes(k as NotificationKind))) return null;
    return {
      memberId,
      channel: channel as NotificationChannel,
      kinds: kinds as NotificationKind[],
    };
  } catch {
    return null;
  }
}
