import { sql } from "drizzle-orm";
import { queryRows, type Db } from "../../db/client";
import { profiles } from "../../db/schema";

/** Takes one prompt off the member's profile (moderation's removal). False when it isn't there. */
export async function removePromptOf(
  tx: Db,
  { memberId, prompt, now }: { memberId: string; prompt: string; now: Date },
): Promise<boolean> {
  const [updated] = await queryRows<{ id: string }>(
    tx,
    sql`update ${profiles}
           set prompts = coalesce((select jsonb_agg(p) from jsonb_array_elements(prompts) p
                                    where p->>'prompt' <> ${prompt}), '[]'::jsonb),
               updated_at = ${now.toISOString()}::timestamptz
         where id = ${memberId}
           and exists (select 1 from jsonb_array_elements(prompts) p where p->>'prompt' = ${prompt})
     returning id`,
  );
  return Boolean(updated);
}
