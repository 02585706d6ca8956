import { and, asc, eq, isNotNull, ne, sql } from "drizzle-orm";
import type { AboutMe, ByMe } from "#shared/schemas/endorsements";
import type { ServiceContext } from "../../http/context";
import { endorsements, friendEntries } from "../../db/schema";
import { mainPhotoOf, toPhoto, type PhotoRow } from "../photos";
import { author, firstNameOf, mayWriteAbout, member } from "./rules";

type Status = AboutMe["items"][number]["status"];
type Prompt = NonNullable<AboutMe["items"][number]["prompt"]>;

/**
 * What the member's friends wrote about them, in every state but a moderator's removal, from
 * friends who may still write; and their linked friends, to ask one for a prompt.
 */
export async function listAboutMe({ db, userId }: ServiceContext): Promise<AboutMe> {
  const [items, friends] = await Promise.all([
    db
      .select({
        id: endorsements.id,
        kind: endorsements.kind,
        prompt: endorsements.prompt,
        text: endorsements.text,
        status: endorsements.status,
        updatedAt: endorsements.updatedAt,
        firstName: firstNameOf(author.name),
        mainPhoto: sql<PhotoRow | null>`${mainPhotoOf(userId, endorsements.authorId)}`.mapWith(
          toPhoto,
        ),
      })
      .from(endorsements)
      .innerJoin(author, eq(author.id, endorsements.authorId))
      .where(
        and(
          eq(endorsements.memberId, userId),
          ne(endorsements.status, "removed"),
          mayWriteAbout(userId, endorsements.authorId),
        ),
      )
      .orderBy(asc(endorsements.createdAt), asc(endorsements.id)),
    db
      .select({
        friendId: friendEntries.id,
        firstName: firstNameOf(author.name),
        asked: sql<boolean>`exists (select 1 from ${endorsements} ae where ae.member_id = ${userId}
          and ae.author_id = ${friendEntries.linkedProfileId} and ae.kind = 'prompt')`,
      })
      .from(friendEntries)
      .innerJoin(author, eq(author.id, friendEntries.linkedProfileId))
      .where(
        and(
          eq(friendEntries.ownerId, userId),
          isNotNull(friendEntries.linkedProfileId),
          mayWriteAbout(userId, friendEntries.linkedProfileId),
        ),
      )
      .orderBy(asc(friendEntries.createdAt), asc(friendEntries.id)),
  ]);
  return {
    items: items.map(({ firstName, mainPhoto, updatedAt, ...item }) => ({
      ...item,
      prompt: item.prompt as Prompt | null,
      status: item.status as Status,
      updatedAt: updatedAt.toISOString(),
      author: { firstName, mainPhoto },
    })),
    friends,
  };
}

/** The member's own words for one member, of one kind, as JSON (null when none). */
const ownWords = (me: string, kind: "endorsement" | "prompt") =>
  sql<{ id: string; text: string | null; status: Status; prompt: Prompt } | null>`(
    select json_build_object('id', oe.id, 'text', oe.text, 'status', oe.status, 'prompt', oe.prompt)
      from ${endorsements} oe
     where oe.member_id = ${member.id} and oe.author_id = ${me} and oe.kind = ${kind})`.mapWith(
    (value: unknown) => (typeof value === "string" ? JSON.parse(value) : value),
  );

/** Members whose circles list this member as a linked friend: whom they can vouch for. */
export async function listByMe({ db, userId }: ServiceContext): Promise<ByMe> {
  const rows = await db
    .select({
      memberId: member.id,
      firstName: firstNameOf(member.name),
      mainPhoto: sql<PhotoRow | null>`${mainPhotoOf(userId, member.id)}`.mapWith(toPhoto),
      endorsement: ownWords(userId, "endorsement"),
      friendPrompt: ownWords(userId, "prompt"),
    })
    .from(friendEntries)
    .innerJoin(member, eq(member.id, friendEntries.ownerId))
    .where(and(eq(friendEntries.linkedProfileId, userId), mayWriteAbout(member.id, userId)))
    .orderBy(asc(member.name), asc(member.id));
  return {
    members: rows.map(({ endorsement, friendPrompt, ...row }) => ({
      ...row,
      endorsement: endorsement && {
        id: endorsement.id,
        text: endorsement.text,
        status: endorsement.status,
      },
      friendPrompt,
    })),
  };
}
