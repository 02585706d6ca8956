import { and, eq, isNull, sql } from "drizzle-orm";
import type { Interest } from "#shared/options";
import { COST } from "#shared/constants";
import type { UnlockResult } from "#shared/schemas/pairing";
import { profileUnlocks, profiles } from "../../db/schema";
import { NotFoundError } from "../../http/errors";
import { LEDGER_REASON, spendHearts } from "../hearts";
import type { ServiceContext } from "../../http/context";
import { explorable } from "./explorable";
import { certifiedClubNames } from "../clubs";
import { qualified } from "./friends";
import { mainPhotoOf, toPhoto, type PhotoRow } from "../photos";

/**
 * Unlocks another member's full profile for 1 heart, once: the unlock row is the receipt, so
 * unlocking again (or twice at once) costs nothing more.
 */
export async function unlockProfile(
  { db, userId }: ServiceContext,
  { memberId }: { memberId: string },
): Promise<UnlockResult> {
  return db.transaction(async (tx) => {
    const [member] = await tx
      .select({
        occupation: profiles.occupation,
        bio: profiles.bio,
        interests: sql<Interest[]>`${profiles.interests}`,
        prompts: profiles.prompts,
        certifications: certifiedClubNames(memberId),
      })
      .from(profiles)
      .where(
        and(
          eq(profiles.id, memberId),
          isNull(profiles.deletedAt),
          explorable(userId, qualified(profiles.id)),
        ),
      );
    if (!member) throw new NotFoundError("Member");
    const [unlocked] = await tx
      .insert(profileUnlocks)
      .values({ viewerId: userId, unlockedId: memberId })
      .onConflictDoNothing()
      .returning({ at: profileUnlocks.createdAt });
    let heartsBalance: number;
    if (unlocked) {
      heartsBalance = await spendHearts(tx, {
        profileId: userId,
        amount: COST.unlockProfile,
        reason: LEDGER_REASON.profileUnlock,
      });
    } else {
      const [me] = await tx
        .select({ balance: profiles.heartsBalance })
        .from(profiles)
        .where(eq(profiles.id, userId));
      heartsBalance = me?.balance ?? 0;
    }
    // Unlocked, their photos show to the member (photos' rule): the card's photo, at once.
    const [shown] = await tx
      .select({
        mainPhoto: sql<PhotoRow | null>`${mainPhotoOf(userId, memberId)}`.mapWith(toPhoto),
      })
      .from(profiles)
      .where(eq(profiles.id, memberId));
    return { details: member, heartsBalance, mainPhoto: shown?.mainPhoto ?? null };
  });
}
