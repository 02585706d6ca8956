import { sql } from "drizzle-orm";
import { DEBRIEF_TOTALS_FROM } from "#shared/constants";
import type { DebriefAnswer, DebriefTotals, PendingDebrief } from "#shared/schemas/debrief";
import type { ServiceContext } from "../../http/context";
import { queryRows } from "../../db/client";
import { ConflictError, NotFoundError } from "../../http/errors";
import { publish } from "../../realtime/publish";
import { newYorkDay } from "../../process/new-york-day";
import { introducersOf, pairsIntroducedBy } from "../events";
import { firstNameOf, markReadAbout } from "../notifications";

import { debriefDue, latestMatchOf, otherOf } from "./rules";

/** The meetings whose two questions wait for the member, most recent first. */
export async function pendingDebriefs({
  db,
  userId,
  now,
}: ServiceContext): Promise<PendingDebrief[]> {
  const rows = await queryRows<PendingDebrief & { metAt: Date | string }>(
    db,
    sql`select ${latestMatchOf("pm")} as "matchId", ${firstNameOf(sql`o.name`)} as "firstName",
               e.title as "eventTitle", pm.met_at as "metAt"
          from pair_meetings pm
          join profiles o on o.id = ${otherOf("pm", userId)}
          left join events e on e.id = pm.event_id
         where ${debriefDue(userId, newYorkDay(now).start)}
         order by pm.met_at desc`,
  );
  return rows.map((r) => ({ ...r, metAt: new Date(r.metAt).toISOString() }));
}

/**
 * The member's two answers about the match they met, once: a second answer is refused, and an
 * answer about a match not met, not introduced by a friend or not the member's is not found.
 */
export async function answerDebrief(
  ctx: ServiceContext,
  { matchId, ...answer }: DebriefAnswer & { matchId: string },
): Promise<void> {
  const { db, userId, now } = ctx;
  await db.transaction(async (tx) => {
    const [meeting] = await queryRows<{ partnerId: string; due: boolean }>(
      tx,
      sql`select ${otherOf("pm", userId)} as "partnerId",
                 (${debriefDue(userId, newYorkDay(now).start)}) as due
            from matches x
            join pair_meetings pm on pm.user_a_id = x.user_a_id and pm.user_b_id = x.user_b_id
           where x.id = ${matchId} and ${userId} in (x.user_a_id, x.user_b_id)`,
    );
    if (!meeting) throw new NotFoundError("Debrief");
    if (!meeting.due) {
      const [answered] = await queryRows<{ one: number }>(
        tx,
        sql`select 1 as one from debrief_answers
             where member_id = ${userId} and partner_id = ${meeting.partnerId}`,
      );
      if (answered) throw new ConflictError("You've already answered.", "already_answered");
      throw new NotFoundError("Debrief");
    }
    const inserted = await queryRows<{ one: number }>(
      tx,
      sql`insert into debrief_answers (member_id, partner_id, see_again, good_fit, answered_at)
          values (${userId}, ${meeting.partnerId}, ${answer.seeAgain}, ${answer.goodFit},
                  ${now.toISOString()}::timestamptz)
          on conflict do nothing returning 1 as one`,
    );
    if (inserted.length === 0)
      throw new ConflictError("You've already answered.", "already_answered");
    await markReadAbout(tx, { memberId: userId, kinds: ["debriefAsked"], objectId: matchId, now });
    const introducers = await queryRows<{ id: string }>(
      tx,
      introducersOf(
        sql`least(${userId}::text, ${meeting.partnerId}::text)`,
        sql`greatest(${userId}::text, ${meeting.partnerId}::text)`,
      ),
    );
    await publish(tx, {
      type: "debrief.changed",
      to: [userId, ...introducers.map((i) => i.id)],
    });
  });
}

/**
 * The totals of the answers about the member's introductions. Below DEBRIEF_TOTALS_FROM answers
 * only their number, so nobody can tell one answer (decision 0065).
 */
export async function debriefTotals({ db, userId }: ServiceContext): Promise<DebriefTotals> {
  const [row] = await queryRows<{ answers: number; seeAgainYes: number; goodFitYes: number }>(
    db,
    sql`select count(*)::int as answers,
               (count(*) filter (where d.see_again))::int as "seeAgainYes",
               (count(*) filter (where d.good_fit))::int as "goodFitYes"
          from (${pairsIntroducedBy(userId)}) i
          join debrief_answers d
            on (d.member_id = i.a and d.partner_id = i.b) or (d.member_id = i.b and d.partner_id = i.a)`,
  );
  const answers = row?.answers ?? 0;
  if (answers < DEBRIEF_TOTALS_FROM) return { answers, seeAgainYes: null, goodFitYes: null };
  return { answers, seeAgainYes: row!.seeAgainYes, goodFitYes: row!.goodFitYes };
}
