import { eq, sql, type SQL } from "drizzle-orm";
import { EVENT_TABLE_SIZE_DEFAULT } from "#shared/constants";
import type { Seating } from "#shared/schemas/hosting";
import type { ServiceContext } from "../../http/context";
import { queryRows, type Db } from "../../db/client";
import { eventPairs, events, eventSeats } from "../../db/schema";
import { ConflictError, NotFoundError, RuleError } from "../../http/errors";
import { publish } from "../../realtime/publish";
import { matchEndedBetween } from "../matching";
import { openIntroductionsAmong } from "../pairing";
import { blockedBetween, notBlocked, notReportedBy } from "../relations";
import { recordHostAction } from "./host-audit";
import { hostEvent } from "./host-reads";
import { assertNotCancelled, assertNotOver, lockHostedEvent } from "./host-service";
import { confirmedPairs } from "./pair-reads";
import { planSeating } from "./seating-plan";
import type { EventRow } from "./service";
import { msg } from "#shared/message";

// Tables: the host turns them on, Vouch proposes a plan (seating-plan.ts, decision 0064) when the
// host asks, the host moves guests and publishes it; members see their table at check-in.

/** The guests of the plan: every member going (a no-show is marked only after the end). */
const going = (eventId: string): SQL =>
  sql`select a.profile_id from event_attendees a where a.event_id = ${eventId}`;

/**
 * Twos among the guests who never share a table: either blocked the other, their match ended
 * (an unmatch or a block), or either reported the other. `among`, when given, narrows the first
 * of each two to those members.
 */
async function apartAmong(db: Db, eventId: string, among?: string[]) {
  const [a, b] = [sql.raw("a.profile_id"), sql.raw("b.profile_id")];
  const narrowed = among
    ? sql`and a.profile_id in (${sql.join(
        among.map((m) => sql`${m}`),
        sql`, `,
      )})`
    : sql`and a.profile_id < b.profile_id`;
  const rows = await queryRows<{ a: string; b: string }>(
    db,
    sql`select a.profile_id as a, b.profile_id as b
          from event_attendees a
          join event_attendees b on b.event_id = a.event_id and b.profile_id <> a.profile_id
         where a.event_id = ${eventId} ${narrowed}
           and (${blockedBetween(a, b)} or ${matchEndedBetween(a, b)}
             or not ${notReportedBy(a, b)} or not ${notReportedBy(b, a)})`,
  );
  return rows.map((r) => [r.a, r.b] as const);
}

/** The guests who sit together: each confirmed pair whose two are both going. */
async function pairsGoing(db: Db, eventId: string) {
  const guests = new Set(
    (
      await queryRows<{ id: string }>(db, sql`select profile_id as id from (${going(eventId)}) g`)
    ).map((g) => g.id),
  );
  return (await confirmedPairs(db, eventId))
    .filter((p) => guests.has(p.memberId) && guests.has(p.wingpersonId))
    .map((p) => [p.memberId, p.wingpersonId] as const);
}

/** The seating plan of one of the host's events, as the host sees it. */
export async function seatingOf(ctx: ServiceContext, eventId: string): Promise<Seating> {
  await hostEvent(ctx, eventId);
  const { db, userId } = ctx;
  const [event] = await db
    .select({ tableSize: events.tableSize, publishedAt: events.seatingPublishedAt })
    .from(events)
    .where(eq(events.id, eventId));
  const rows = await queryRows<{ id: string; name: string; table: number | null; shown: boolean }>(
    db,
    sql`select p.id, p.name, s.table_number as "table",
               ${notBlocked(userId, sql.raw("p.id"))} as shown
          from event_attendees a
          join profiles p on p.id = a.profile_id
          left join event_seats s on s.event_id = a.event_id and s.profile_id = a.profile_id
         where a.event_id = ${eventId}
         order by s.table_number nulls last, p.name, p.id`,
  );
  const tables = new Map<number, Seating["tables"][number]>();
  const unseated: Seating["unseated"] = [];
  for (const row of rows) {
    const guest = { id: row.id, name: row.name };
    if (row.table === null) {
      if (row.shown) unseated.push(guest);
      continue;
    }
    const table = tables.get(row.table) ?? { number: row.table, guests: [], unnamed: 0 };
    tables.set(row.table, table);
    if (row.shown) table.guests.push(guest);
    else table.unnamed++;
  }
  return {
    tableSize: event!.tableSize,
    publishedAt: event!.publishedAt?.toISOString() ?? null,
    tables: [...tables.values()],
    unseated,
  };
}

/**
 * Tells the guests going that the seating they may see changed: a checked-in guest's table and
 * its icebreaker show at once. Only a published plan is seen, so only one that was or is now.
 */
async function tellGuests(tx: Db, eventId: string): Promise<void> {
  const guests = await queryRows<{ id: string }>(
    tx,
    sql`select profile_id as id from (${going(eventId)}) g`,
  );
  if (guests.length > 0)
    await publish(tx, { type: "seating.changed", to: guests.map((g) => g.id) });
}

async function lockSeatable(ctx: ServiceContext, tx: Db, eventId: string): Promise<EventRow> {
  const event = await lockHostedEvent(tx, ctx.userId, eventId);
  assertNotCancelled(event);
  assertNotOver(event, ctx.now, "seated");
  return event;
}

function tableSizeOf(event: EventRow): number {
  if (event.tableSize === null)
    throw new RuleError("Turn on tables first: choose how many sit at a table.", "no_tables");
  return event.tableSize;
}

/**
 * Turns tables on (a size; the screen offers EVENT_TABLE_SIZE_DEFAULT) or off (null). A new size
 * makes the plan start again: its tables may no longer fit.
 */
export async function setTableSize(
  ctx: ServiceContext,
  { eventId, tableSize }: { eventId: string; tableSize: number | null },
): Promise<Seating> {
  await ctx.db.transaction(async (tx) => {
    const event = await lockSeatable(ctx, tx, eventId);
    if (event.tableSize === tableSize) return;
    await tx
      .update(events)
      .set({ tableSize, seatingPublishedAt: null })
      .where(eq(events.id, eventId));
    await tx.delete(eventSeats).where(eq(eventSeats.eventId, eventId));
    if (event.seatingPublishedAt) await tellGuests(tx, eventId);
    await recordHostAction(tx, {
      actorId: ctx.userId,
      action: "event.tableSizeSet",
      target: eventId,
      detail: { tableSize },
    });
  });
  return seatingOf(ctx, eventId);
}

/** Seats every guest going by the plan (seating-plan.ts), in place of any earlier seats. */
async function writeProposal(tx: Db, eventId: string, tableSize: number) {
  const guests = (
    await queryRows<{ id: string }>(tx, sql`select profile_id as id from (${going(eventId)}) g`)
  ).map((g) => g.id);
  if (guests.length === 0)
    throw new RuleError("Nobody is going yet: there is nobody to seat.", "no_guests");
  const { tables } = planSeating({
    guests,
    tableSize,
    pairs: await pairsGoing(tx, eventId),
    introductions: (await openIntroductionsAmong(tx, going(eventId))).map(
      (i) => [i.a, i.b] as const,
    ),
    apart: await apartAmong(tx, eventId),
  });
  await tx.delete(eventSeats).where(eq(eventSeats.eventId, eventId));
  await tx
    .insert(eventSeats)
    .values(
      tables.flatMap((table, i) =>
        table.map((profileId) => ({ eventId, profileId, tableNumber: i + 1 })),
      ),
    );
  return { tables: tables.length, guests: guests.length };
}

/**
 * Vouch's proposal, when the host asks (the guests may still change until the start): every
 * guest going seated by the plan, replacing any earlier one, unpublished until the host says so.
 */
export async function proposeSeating(ctx: ServiceContext, eventId: string): Promise<Seating> {
  await ctx.db.transaction(async (tx) => {
    const event = await lockSeatable(ctx, tx, eventId);
    const { tables, guests } = await writeProposal(tx, eventId, tableSizeOf(event));
    await tx.update(events).set({ seatingPublishedAt: null }).where(eq(events.id, eventId));
    if (event.seatingPublishedAt) await tellGuests(tx, eventId);
    await recordHostAction(tx, {
      actorId: ctx.userId,
      action: "event.seatingProposed",
      target: eventId,
      detail: { tables, guests },
    });
  });
  return seatingOf(ctx, eventId);
}

/**
 * The host moves a guest to a table (an existing one, or the next new one), with whoever came as
 * their pair. Refused when the table has no room for them, or seats someone they must sit apart
 * from (never said who: that is theirs).
 */
export async function moveGuest(
  ctx: ServiceContext,
  { eventId, memberId, tableNumber }: { eventId: string; memberId: string; tableNumber: number },
): Promise<Seating> {
  await ctx.db.transaction(async (tx) => {
    const event = await lockSeatable(ctx, tx, eventId);
    const tableSize = tableSizeOf(event);
    const seats = await queryRows<{ id: string; table: number | null; shown: boolean }>(
      tx,
      sql`select a.profile_id as id, s.table_number as "table",
                 ${notBlocked(ctx.userId, sql.raw("a.profile_id"))} as shown
            from event_attendees a
            left join event_seats s on s.event_id = a.event_id and s.profile_id = a.profile_id
           where a.event_id = ${eventId}`,
    );
    if (!seats.some((s) => s.id === memberId && s.shown)) throw new NotFoundError("Guest");
    const tableCount = Math.max(0, ...seats.map((s) => s.table ?? 0));
    if (tableNumber > tableCount + 1)
      throw new RuleError(
        msg("Choose a table from 1 to {last}.", { last: tableCount + 1 }),
        "no_such_table",
        {
          tableNumber: "Choose a table",
        },
      );
    const pair = (await pairsGoing(tx, eventId)).find((p) => p.includes(memberId));
    const unit = pair ? [...pair] : [memberId];
    const others = seats.filter((s) => s.table === tableNumber && !unit.includes(s.id));
    if (others.length + unit.length > tableSize)
      throw new ConflictError(msg("Table {tableNumber} is full.", { tableNumber }), "table_full");
    const apart = await apartAmong(tx, eventId, unit);
    if (apart.some(([, other]) => others.some((s) => s.id === other)))
      throw new ConflictError(
        msg("This guest can't sit at table {tableNumber}. Choose another.", { tableNumber }),
        "must_sit_apart",
      );
    for (const profileId of unit)
      await tx
        .insert(eventSeats)
        .values({ eventId, profileId, tableNumber })
        .onConflictDoUpdate({
          target: [eventSeats.eventId, eventSeats.profileId],
          set: { tableNumber },
        });
    if (event.seatingPublishedAt) await tellGuests(tx, eventId);
    await recordHostAction(tx, {
      actorId: ctx.userId,
      action: "event.guestMoved",
      target: eventId,
      detail: { members: unit, tableNumber },
    });
  });
  return seatingOf(ctx, eventId);
}

/** Publishes the plan: from now on each guest sees their table when they check in. */
export async function publishSeating(ctx: ServiceContext, eventId: string): Promise<Seating> {
  await ctx.db.transaction(async (tx) => {
    const event = await lockSeatable(ctx, tx, eventId);
    tableSizeOf(event);
    const [seated] = await queryRows<{ n: number }>(
      tx,
      sql`select count(*)::int as n from event_seats s
           join event_attendees a on a.event_id = s.event_id and a.profile_id = s.profile_id
          where s.event_id = ${eventId}`,
    );
    if (!seated || seated.n === 0)
      throw new RuleError("Propose a seating first: there is no plan to publish.", "no_plan");
    await tx.update(events).set({ seatingPublishedAt: ctx.now }).where(eq(events.id, eventId));
    await tellGuests(tx, eventId);
    await recordHostAction(tx, {
      actorId: ctx.userId,
      action: "event.seatingPublished",
      target: eventId,
    });
  });
  return seatingOf(ctx, eventId);
}

/**
 * The demo world's event at tables: two of its guests, one a linked friend in the other's
 * circle, come as a confirmed pair, and its host's seating (the default table size, Vouch's
 * proposal) is published, so a newcomer sees both on /host and at the event.
 */
export async function seatDemoEvent(tx: Db, eventId: string, now: Date): Promise<void> {
  const [two] = await queryRows<{ memberId: string; wingpersonId: string }>(
    tx,
    sql`select a.profile_id as "memberId", b.profile_id as "wingpersonId"
          from event_attendees a
          join friend_entries f on f.owner_id = a.profile_id
          join event_attendees b on b.event_id = a.event_id and b.profile_id = f.linked_profile_id
         where a.event_id = ${eventId} and ${notBlocked(sql.raw("a.profile_id"), sql.raw("b.profile_id"))}
           and not exists (select 1 from event_pairs x where x.event_id = a.event_id
                            and (a.profile_id in (x.member_id, x.wingperson_id)
                              or b.profile_id in (x.member_id, x.wingperson_id)))
         order by a.profile_id, b.profile_id limit 1`,
  );
  if (two)
    await tx
      .insert(eventPairs)
      .values({ eventId, ...two, status: "confirmed", expiresAt: now, createdAt: now });
  await tx
    .update(events)
    .set({ tableSize: EVENT_TABLE_SIZE_DEFAULT, seatingPublishedAt: now })
    .where(eq(events.id, eventId));
  await writeProposal(tx, eventId, EVENT_TABLE_SIZE_DEFAULT);
}
