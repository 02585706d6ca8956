import type { Explore, ExploredMember, PairingFriend } from "../api";
import type { FitPerson } from "./fit-check";
import type { PairDraft } from "./suggest-match-dialog";

const person = (friend: PairingFriend, full?: FitPerson) => ({
  name: friend.name,
  age: full?.age ?? null,
  wish: full?.wish ?? null,
});

/** The two friends a pair would introduce, and how they fit, from what Explore sent. */
export const pairFitOf =
  (me: Explore["me"], member: ExploredMember) =>
  ({ mine, theirs }: PairDraft) => ({
    first: person(
      mine,
      me.friends.find((f) => f.id === mine.id),
    ),
    second: person(
      theirs,
      member.friends.find((f) => f.id === theirs.id),
    ),
    fit: member.fits.pairs.find((p) => p.myFriendId === mine.id && p.theirFriendId === theirs.id),
  });
