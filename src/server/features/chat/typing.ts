import { sql } from "drizzle-orm";
import { TYPING_EVERY_MS } from "#shared/constants";
import type { ServiceContext } from "../../http/context";
import { preparedRows } from "../../db/client";
import { NotFoundError } from "../../http/errors";
import { isUuid } from "../../http/validation";
import { EVENTS_CHANNEL } from "../../realtime/hub";
import { notBlocked, partnerOf } from "../relations";
import { extrasAllowed } from "./open-conversation";

/** When each member last signalled typing in each conversation, in this process. */
const lastSignal = new Map<string, number>();
const SIGNALS_KEPT = 10_000;

function throttled(key: string, at: number): boolean {
  const last = lastSignal.get(key);
  if (last !== undefined && at - last < TYPING_EVERY_MS) return true;
  if (lastSignal.size >= SIGNALS_KEPT) {
    for (const [k, t] of lastSignal) if (at - t >= TYPING_EVERY_MS) lastSignal.delete(k);
  }
  lastSignal.set(key, at);
  return false;
}

/**
 * Tells the partner's screens that the member is typing: nothing is stored, one statement checks
 * the conversation (the member's, active, no block, muted by neither) and notifies. A signal
 * less than 2 s after the last one is dropped (false). 404 when the conversation isn't open to it.
 */
export async function signalTyping(
  { database, userId, now }: ServiceContext,
  { matchId }: { matchId: string },
): Promise<boolean> {
  if (!isUuid(matchId)) throw new NotFoundError("Conversation");
  const key = `${userId}:${matchId}`;
  if (throttled(key, now.getTime())) return false;
  const partner = partnerOf("m", userId);
  const [sent] = await preparedRows<{ ok: number }>(
    database,
    sql`select 1 as ok, pg_notify(${EVENTS_CHANNEL}, json_build_object(
          'type', 'typing', 'to', json_build_array(${partner}),
          'data', json_build_object('matchId', m.id, 'memberId', ${userId}::text))::text)
          from matches m
         where m.id = ${matchId}::uuid and (m.user_a_id = ${userId} or m.user_b_id = ${userId})
           and ${extrasAllowed("m")} and ${notBlocked(userId, partner)}`,
  );
  if (!sent) {
    lastSignal.delete(key);
    throw new NotFoundError("Conversation");
  }
  return true;
}
