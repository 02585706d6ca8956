import { and, eq, inArray, or, sql } from "drizzle-orm";
import { notify } from "../notifications";
import { friendPromptAnswerSchema, type EndorsementStatus } from "#shared/schemas/endorsements";
import type { ServiceContext } from "../../http/context";
import { endorsements, friendEntries, profiles } from "../../db/schema";
import { ConflictError, NotFoundError, RuleError, ValidationError } from "../../http/errors";
import { isUuid } from "../../http/validation";
import { endorsementsChanged, firstNameOf, mayWriteAbout } from "./rules";
import { msg } from "#shared/message";

type Changed = { id: string; status: EndorsementStatus };

const assertId = (id: string) => {
  if (!isUuid(id)) throw new NotFoundError("Endorsement");
};

/**
 * A linked circle friend writes an endorsement about the member: it waits for the member's
 * approval. One per friend and member (a unique key); the second is refused.
 */
export async function writeEndorsement(
  { db, userId, now }: ServiceContext,
  { memberId, text }: { memberId: string; text: string },
): Promise<Changed> {
  return db.transaction(async (tx) => {
    const [about] = await tx
      .select({ firstName: firstNameOf(profiles.name) })
      .from(profiles)
      .where(and(eq(profiles.id, memberId), mayWriteAbout(profiles.id, userId)));
    if (!about) throw new NotFoundError("Member");
    const [created] = await tx
      .insert(endorsements)
      .values({
        memberId,
        authorId: userId,
        kind: "endorsement",
        text,
        status: "pending",
        createdAt: now,
        updatedAt: now,
      })
      .onConflictDoNothing()
      .returning({ id: endorsements.id, status: endorsements.status });
    if (!created) {
      throw new ConflictError(
        msg("You've already written about {aboutName}: edit it instead.", {
          aboutName: about.firstName,
        }),
        "already_endorsed",
      );
    }
    await notify(tx, {
      to: memberId,
      kind: "endorsement",
      objectId: created.id,
      actorId: userId,
      now,
    });
    await endorsementsChanged(tx, memberId, userId);
    return created;
  });
}

/**
 * The author edits their endorsement, or answers (or edits the answer to) the prompt asked of
 * them: either way it waits for the member's approval again. A moderator's removal stands.
 */
export async function editWords(
  { db, userId, now }: ServiceContext,
  { id, text }: { id: string; text: string },
): Promise<Changed> {
  assertId(id);
  return db.transaction(async (tx) => {
    const [own] = await tx
      .select({ kind: endorsements.kind, memberId: endorsements.memberId })
      .from(endorsements)
      .where(
        and(
          eq(endorsements.id, id),
          eq(endorsements.authorId, userId),
          mayWriteAbout(endorsements.memberId, userId),
        ),
      )
      .for("update");
    if (!own) throw new NotFoundError("Endorsement");
    if (own.kind === "prompt") {
      const answer = friendPromptAnswerSchema.safeParse(text);
      if (!answer.success) {
        const message = answer.error.issues[0]?.message ?? "Check your answer";
        throw new ValidationError(message, { text: message });
      }
    }
    const [changed] = await tx
      .update(endorsements)
      .set({ text, status: "pending", updatedAt: now })
      .where(and(eq(endorsements.id, id), sql`${endorsements.status} <> 'removed'`))
      .returning({ id: endorsements.id, status: endorsements.status });
    if (!changed) {
      throw new RuleError("A moderator removed these words: they can't be changed.", "removed");
    }
    await notify(tx, {
      to: own.memberId,
      kind: "endorsement",
      objectId: changed.id,
      actorId: userId,
      now,
    });
    await endorsementsChanged(tx, own.memberId, userId);
    return changed;
  });
}

/**
 * The author withdraws their words (any state), or the member takes back a prompt they asked
 * that isn't answered yet.
 */
export async function withdrawWords(
  { db, userId }: ServiceContext,
  { id }: { id: string },
): Promise<void> {
  assertId(id);
  await db.transaction(async (tx) => {
    const [gone] = await tx
      .delete(endorsements)
      .where(
        and(
          eq(endorsements.id, id),
          or(
            eq(endorsements.authorId, userId),
            and(eq(endorsements.memberId, userId), eq(endorsements.status, "asked")),
          ),
        ),
      )
      .returning({ memberId: endorsements.memberId, authorId: endorsements.authorId });
    if (!gone) throw new NotFoundError("Endorsement");
    await endorsementsChanged(tx, gone.memberId, gone.authorId);
  });
}

const DECISIONS = {
  approve: { to: "approved", from: ["pending", "hidden"] },
  hide: { to: "hidden", from: ["pending", "approved"] },
} as const satisfies Record<string, { to: EndorsementStatus; from: EndorsementStatus[] }>;

/**
 * The member approves words about them (they show on their profile) or hides them (a pending
 * one is declined; an approved one leaves the profile). Doing it again changes nothing.
 */
export async function decideWords(
  { db, userId, now }: ServiceContext,
  { id, decision }: { id: string; decision: keyof typeof DECISIONS },
): Promise<Changed> {
  assertId(id);
  const { to, from } = DECISIONS[decision];
  return db.transaction(async (tx) => {
    const [own] = await tx
      .select({ status: endorsements.status, authorId: endorsements.authorId })
      .from(endorsements)
      .where(
        and(
          eq(endorsements.id, id),
          eq(endorsements.memberId, userId),
          sql`${endorsements.status} <> 'removed'`,
          mayWriteAbout(userId, endorsements.authorId),
        ),
      )
      .for("update");
    if (!own) throw new NotFoundError("Endorsement");
    if (own.status === to) return { id, status: to };
    const [changed] = await tx
      .update(endorsements)
      .set({ status: to, updatedAt: now })
      .where(and(eq(endorsements.id, id), inArray(endorsements.status, [...from])))
      .returning({ id: endorsements.id, status: endorsements.status });
    if (!changed) {
      throw new ConflictError("Your friend hasn't answered yet.", "not_answered");
    }
    await endorsementsChanged(tx, userId, own.authorId);
    return changed;
  });
}

/** The member asks one linked friend to answer one prompt about them; one prompt per friend. */
export async function askFriendPrompt(
  { db, userId, now }: ServiceContext,
  { friendId, prompt }: { friendId: string; prompt: string },
): Promise<Changed> {
  if (!isUuid(friendId)) throw new NotFoundError("Friend");
  return db.transaction(async (tx) => {
    const [entry] = await tx
      .select({ linked: friendEntries.linkedProfileId, name: friendEntries.name })
      .from(friendEntries)
      .where(and(eq(friendEntries.id, friendId), eq(friendEntries.ownerId, userId)));
    if (!entry) throw new NotFoundError("Friend");
    const [may] = entry.linked
      ? await tx
          .select({ firstName: firstNameOf(profiles.name) })
          .from(profiles)
          .where(and(eq(profiles.id, entry.linked), mayWriteAbout(userId, profiles.id)))
      : [];
    if (!entry.linked || !may) {
      throw new RuleError(
        "Only a friend who is on Vouch and linked in your circle can answer a prompt.",
        "not_linked",
      );
    }
    const [asked] = await tx
      .insert(endorsements)
      .values({
        memberId: userId,
        authorId: entry.linked,
        kind: "prompt",
        prompt,
        status: "asked",
        createdAt: now,
        updatedAt: now,
      })
      .onConflictDoNothing()
      .returning({ id: endorsements.id, status: endorsements.status });
    if (!asked) {
      throw new ConflictError(
        msg("{mayName} already has a prompt from you: one per friend.", { mayName: may.firstName }),
        "already_asked",
      );
    }
    await notify(tx, {
      to: entry.linked,
      kind: "promptAsked",
      objectId: asked.id,
      actorId: userId,
      now,
    });
    await endorsementsChanged(tx, userId, entry.linked);
    return asked;
  });
}
