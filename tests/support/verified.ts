import { sql } from "drizzle-orm";
import { queryRows } from "../../src/server/db/client";
import { eventAttendees, events, photoVerifications } from "../../src/server/db/schema";
import { addPhoto } from "./photos";
import type { TestApp, TestMember } from "./test-app";

/**
 * Makes `member` verified without a selfie: a photo if they have none, and the selfie's mark on
 * their main photo, written straight in (what a passed selfie check writes).
 */
export async function verifyMember(app: TestApp, member: TestMember): Promise<void> {
  const main = async () =>
    (
      await queryRows<{ id: string }>(
        app.db,
        sql`select id from photos where owner_id = ${member.id} and status <> 'removed'
             order by position limit 1`,
      )
    )[0]?.id;
  const photoId = (await main()) ?? (await addPhoto(app, member), await main());
  await app.db
    .insert(photoVerifications)
    .values({ photoId: photoId!, memberId: member.id, similarity: 0.9 })
    .onConflictDoNothing();
}

/** An event that started `daysAgo` days ago, at which each of `members` checked in. */
export async function checkedInTogether(
  app: TestApp,
  members: TestMember[],
  { daysAgo = 7, title = "Friday Mixer" }: { daysAgo?: number; title?: string } = {},
): Promise<string> {
  const startsAt = new Date(Date.now() - daysAgo * 86_400_000);
  const [event] = await app.db
    .insert(events)
    .values({
      title,
      description: "An evening.",
      startsAt,
      endsAt: new Date(new Date(startsAt).getTime() + 3 * 3_600_000),
      venue: "The Bar",
      capacity: 40,
      checkInCode: "ABC123",
    })
    .returning({ id: events.id });
  await app.db.insert(eventAttendees).values(
    members.map((m) => ({
      eventId: event!.id,
      profileId: m.id,
      checkedIn: true,
      checkedInAt: new Date(startsAt.getTime() + 30 * 60_000),
    })),
  );
  return event!.id;
}
