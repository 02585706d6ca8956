import { addCertifications } from "./sections/certifications";
import { addCircles } from "./sections/circles";
import { addEvents } from "./sections/events";
import { addFriendWords } from "./sections/friend-words";
import { addHeartsLedger } from "./sections/hearts";
import { addMatches } from "./sections/matches";
import { addPairings } from "./sections/pairings";
import { addPeople } from "./sections/people";
import { addPhotos } from "./sections/photos";
import { buildRing } from "./sections/ring";
import { addSafetyAndUnlocks } from "./sections/safety";
import { addSuggestions } from "./sections/suggestions";
import { addVerification } from "./sections/verification";
import { type SeededEvent, type SeedPlan, type SeedWorld } from "./sections/world";

export { emptyPlan, type Row, type SeedPlan } from "./sections/world";

/*
 * The demo world is built around a ring of members, so every member has the same shapes of data
 * whatever the size (needs 30+ members):
 *   circle      i links friends i+10, i+11 (consenting) and i+12 (consent off), plus 2 others
 *   matches     i and the next compatible members after it: an active chat on each side's turn,
 *               one silent 7+ days, one new without messages
 *   suggestions for i: the next compatible member from i+5 (direct, from the two members whose
 *               first and second friends they are), and from i+7 (self-suggest)
 *   pairings    i pairs with i+6 (pending), i+8 (declined), a compatible pair of its first friend
 *               and a target's second friend (approved), and the quiet match of its first friend
 *               (matched)
 *   words       i+10 endorses i and i+11 answers a prompt about i (approved); the first member by
 *               name has i+11's endorsement to approve
 *   blocks      i blocks i+14 (every tenth member); mutes: i mutes its silent chat (every fifth)
 * Compatible means each is interested in the other (compatibility.ts); matches and suggestions
 * never join a blocked or an already matched pair.
 */
export const MIN_DEMO_MEMBERS = 30;

/**
 * The demo world, built in steps: each step adds rows to `plan` and yields the tables now
 * complete, whose rows the caller writes and may then drop, so a 100,000-member world is never
 * all in memory at once. Tables come in an order their references allow; later steps read the
 * members (and their friends and ledgers), never rows already yielded.
 */
export function* seedPlanSteps(
  plan: SeedPlan,
  options: {
    members: number;
    now: Date;
    passwordHash: string;
    /** Usernames already taken by real members: demo members pick others. */
    takenUsernames?: ReadonlySet<string>;
    /**
     * The demo events, made by the caller through the host's service once the members are
     * written (after the first step), and read when their RSVPs are planned.
     */
    events?: SeededEvent[];
  },
): Generator<(keyof SeedPlan)[], void> {
  const { now, passwordHash } = options;
  const n = options.members;
  if (!Number.isInteger(n) || n < MIN_DEMO_MEMBERS) {
    throw new Error(`The demo needs at least ${MIN_DEMO_MEMBERS} members.`);
  }
  const ago = (ms: number) => new Date(now.getTime() - ms);
  const index = (i: number) => ((i % n) + n) % n;
  const members = addPeople(plan, n, ago, passwordHash, new Set(options.takenUsernames ?? []));
  const world: SeedWorld = {
    plan,
    events: options.events ?? [],
    members,
    n,
    now,
    m: (i) => members[index(i)]!,
    profileOf: (i) => plan.profiles[index(i)]!,
    index,
    ago,
  };

  // The order matters: each section draws ids in turn, and later ones build on earlier ones.
  addCircles(world);
  addFriendWords(world);
  // The profiles' hearts balances come last, in `heartBalances`, for the caller to set.
  yield ["users", "accounts", "profiles", "friendEntries", "inviteLinks", "endorsements"];
  const ring = buildRing(world);
  const matches = addMatches(world, ring);
  yield ["matches", "messages"];
  addSuggestions(world, ring);
  addPairings(world, ring, matches);
  yield ["pairingSuggestions", "matchSuggestions"];
  addCertifications(world);
  addEvents(world);
  addSafetyAndUnlocks(world, matches);
  addHeartsLedger(world);
  addPhotos(world);
  addVerification(world);
  yield [
    "certifications",
    "quizAttempts",
    "eventAttendees",
    "heartTransactions",
    "blocks",
    "mutes",
    "profileUnlocks",
    "photos",
    "photoFiles",
    "photoVerifications",
    "photoConfirmations",
  ];
}

/** How many demo members the seed result lists (a load-test seed has thousands). */
export const DEMO_USERS_SHOWN = 100;
