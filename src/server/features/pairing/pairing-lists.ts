import { sql, type SQL } from "drizzle-orm";
import type { Pairing, PairingLists } from "#shared/schemas/pairing";
import type { RelationshipStatus } from "#shared/options";
import { preparedRows, type Database } from "../../db/client";
import { cachePerDatabase, keptRead } from "../../db/snapshot-cache";
import { NotFoundError } from "../../http/errors";
import { notBlocked } from "../relations";
import { shownWish, wishAdmits } from "../matching";
import type { ServiceContext } from "../../http/context";
import { mainPhotoOf, toPhoto, type PhotoRow } from "../photos";

const SECTION_LIMIT = 50;

type Section = keyof PairingLists;

interface PairingRow {
  id: string;
  status: Pairing["status"];
  made: boolean;
  suggesterName: string;
  targetName: string;
  reason: string;
  tags: string[];
  costHearts: number;
  createdAt: Date | string;
  decidedAt: Date | string | null;
  sfId: string | null;
  sfName: string;
  sfGender: string;
  sfSexuality: string;
  sfBio: string;
  sfStatus: RelationshipStatus;
  sfMember: boolean;
  sfPhoto: PhotoRow | string | null;
  tfId: string | null;
  tfName: string;
  tfGender: string;
  tfSexuality: string;
  tfBio: string;
  tfStatus: RelationshipStatus;
  tfMember: boolean;
  tfPhoto: PhotoRow | string | null;
  section: Section;
  total: number;
  fitCheck: Pairing["fitCheck"];
}

/**
 * The pairings you made or received, newest first, in one query: each with its section and
 * the section's total, at most 50 rows per section. Rows across a block are left out.
 */
async function selectPairings(
  database: Database,
  userId: string,
  where: SQL,
): Promise<PairingRow[]> {
  const otherMember = sql`case when ps.suggester_id = ${userId} then ps.target_id else ps.suggester_id end`;
  return preparedRows<PairingRow>(
    database,
    sql`select * from (
      select ps.id, ps.status, ps.suggester_id = ${userId} as made,
             sp.name as "suggesterName", tp.name as "targetName",
             ps.reason, ps.tags, ps.created_at as "createdAt", ps.decided_at as "decidedAt",
             case when ps.suggester_id = ${userId} then ps.cost_hearts else 0 end as "costHearts",
             sf.id as "sfId", coalesce(sf.name, ps.suggester_friend_name, '') as "sfName",
             coalesce(sf.gender, '') as "sfGender", coalesce(sf.sexuality, '') as "sfSexuality",
             coalesce(sf.bio, '') as "sfBio", coalesce(sf.relationship_status, 'single') as "sfStatus",
             sf.linked_profile_id is not null as "sfMember",
             ${mainPhotoOf(userId, sql.raw("sf.linked_profile_id"))} as "sfPhoto",
             tf.id as "tfId", coalesce(tf.name, ps.target_friend_name, '') as "tfName",
             coalesce(tf.gender, '') as "tfGender", coalesce(tf.sexuality, '') as "tfSexuality",
             coalesce(tf.bio, '') as "tfBio", coalesce(tf.relationship_status, 'single') as "tfStatus",
             tf.linked_profile_id is not null as "tfMember",
             ${mainPhotoOf(userId, sql.raw("tf.linked_profile_id"))} as "tfPhoto",
             s.section,
             case when s.section = 'waitingForYou' and sl.id is not null and tl.id is not null
                  then json_build_object(
                    'first', json_build_object('age', sl.age, 'wish', ${shownWish("sl")}),
                    'second', json_build_object('age', tl.age, 'wish', ${shownWish("tl")}),
                    'fit', json_build_object(
                      'firstSuitsSecond', ${wishAdmits(sql.raw("tl.id"), sql.raw("sl.id"))},
                      'secondSuitsFirst', ${wishAdmits(sql.raw("sl.id"), sql.raw("tl.id"))}))
             end as "fitCheck",
             (count(*) over (partition by s.section))::int as total,
             row_number() over (partition by s.section order by ps.created_at desc, ps.id desc) as n
        from pairing_suggestions ps
        join profiles sp on sp.id = ps.suggester_id
        join profiles tp on tp.id = ps.target_id
        left join friend_entries sf on sf.id = ps.suggester_friend_id
        left join friend_entries tf on tf.id = ps.target_friend_id
        left join profiles sl on sl.id = sf.linked_profile_id and sl.deleted_at is null
        left join profiles tl on tl.id = tf.linked_profile_id and tl.deleted_at is null
        cross join lateral (select case
            when ps.target_id = ${userId} and ps.status = 'pending' then 'waitingForYou'
            when ps.suggester_id = ${userId} and ps.status = 'pending' then 'pending'
            when ps.suggester_id = ${userId} and ps.status in ('approved', 'matched') then 'succeeded'
            else 'history' end as section) s
       where (ps.suggester_id = ${userId} or ps.target_id = ${userId})
         and ${notBlocked(userId, otherMember)}
         and ${where}
    ) ranked
    where ranked.n <= ${SECTION_LIMIT}
    order by ranked."createdAt" desc, ranked.id desc`,
  );
}

const iso = (value: Date | string) => new Date(value).toISOString();

function toPairing(row: PairingRow): Pairing {
  return {
    id: row.id,
    status: row.status,
    role: row.made ? "made" : "received",
    suggesterName: row.suggesterName,
    targetName: row.targetName,
    suggesterFriend: {
      id: row.sfId,
      name: row.sfName,
      gender: row.sfGender,
      sexuality: row.sfSexuality,
      bio: row.sfBio,
      relationshipStatus: row.sfStatus,
      isMember: row.sfMember,
      mainPhoto: toPhoto(row.sfPhoto),
    },
    targetFriend: {
      id: row.tfId,
      name: row.tfName,
      gender: row.tfGender,
      sexuality: row.tfSexuality,
      bio: row.tfBio,
      relationshipStatus: row.tfStatus,
      isMember: row.tfMember,
      mainPhoto: toPhoto(row.tfPhoto),
    },
    reason: row.reason,
    tags: row.tags,
    costHearts: row.costHearts,
    createdAt: iso(row.createdAt),
    decidedAt: row.decidedAt === null ? null : iso(row.decidedAt),
    fitCheck: row.fitCheck,
  };
}

const listsOf = cachePerDatabase<PairingLists>(256);

/**
 * The Suggestions tab: Waiting for You, Pending, Succeed, and the rest as history; kept until
 * anything is written (decision 0019).
 */
export async function listPairings({ database, userId }: ServiceContext): Promise<PairingLists> {
  return keptRead(listsOf(database), database, userId, () => readPairings(database, userId));
}

async function readPairings(database: Database, userId: string): Promise<PairingLists> {
  const rows = await selectPairings(database, userId, sql`true`);
  const lists: PairingLists = {
    waitingForYou: { total: 0, items: [] },
    pending: { total: 0, items: [] },
    succeeded: { total: 0, items: [] },
    history: { total: 0, items: [] },
  };
  for (const row of rows) {
    const section = lists[row.section];
    section.total = row.total;
    section.items.push(toPairing(row));
  }
  return lists;
}

export async function pairingById(
  { database, userId }: ServiceContext,
  { pairingId }: { pairingId: string },
): Promise<Pairing> {
  const [row] = await selectPairings(database, userId, sql`ps.id = ${pairingId}`);
  if (!row) throw new NotFoundError("Suggestion");
  return toPairing(row);
}
