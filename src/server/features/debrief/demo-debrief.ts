import { sql } from "drizzle-orm";
import { DAY_MS } from "#shared/constants";
import { queryRows, type Db } from "../../db/client";
import { recordMeeting } from "../events";
import { askDebriefs } from "./debrief-job";
import { friendMade } from "./rules";

/** How many of the demo world's friend-made matches met in person two days ago. */
const DEMO_MEETINGS = 3;

/**
 * The demo world's debriefs: a few matches friends introduced met two days ago, so their
 * questions wait on both members' home, and their friends' records count them.
 */
export async function seedDemoDebrief(tx: Db, now: Date): Promise<void> {
  const pairs = await queryRows<{ a: string; b: string }>(
    tx,
    sql`select x.user_a_id as a, x.user_b_id as b from matches x
         where x.status = 'active' and ${friendMade("x")}
           and exists (select 1 from profiles p where p.id = x.user_a_id and p.is_demo)
         order by x.created_at, x.id limit ${DEMO_MEETINGS}`,
  );
  const metAt = new Date(now.getTime() - 2 * DAY_MS);
  for (const pair of pairs) await recordMeeting(tx, { ...pair, metAt });
  await askDebriefs(tx, now);
}
