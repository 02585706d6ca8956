import { z } from "zod";
import { mainPhotoSchema } from "./photos";
import { shownExtras } from "./profile-fields";
import { uuidParam } from "./common";
import { REASON_MAX } from "../constants";
import { PAIRING_TAGS, RELATIONSHIP_STATUS_VALUES } from "../options";
import { plainText } from "./text";
import { normalizeUsernameInput } from "../usernames";
import { pairFitSchema, shownWishSchema } from "./wish";

const id = (what: string) =>
  z
    .string({ error: `Choose ${what}` })
    .trim()
    .min(1, `Choose ${what}`)
    .max(100, `Choose ${what}`);

export const reasonSchema = z
  .string({ error: "Write a reason" })
  .trim()
  .min(1, "Write a reason")
  .max(REASON_MAX, `Keep the reason to ${REASON_MAX} characters`)
  .refine(...plainText("The reason"));

/** 'Suggest a Match': one of your friends with one of the explored member's friends. */
export const createPairingSchema = z.strictObject({
  myFriendId: id("one of your friends"),
  theirFriendId: id("one of their friends"),
  reason: reasonSchema,
  tags: z
    .array(z.enum(PAIRING_TAGS, { error: "Choose tags from the list" }))
    .max(PAIRING_TAGS.length)
    .optional()
    .default([]),
});
export type CreatePairing = z.output<typeof createPairingSchema>;

/** Direct Match: one of your own linked friends suggested straight to the explored member. */
export const directMatchSchema = z.strictObject({
  memberId: id("a member"),
  friendId: id("one of your friends"),
  reason: reasonSchema,
});
export type DirectMatchInput = z.input<typeof directMatchSchema>;

/** Self-suggest: you, suggested to the explored member, vouched for by one of your friends. */
export const selfSuggestSchema = z.strictObject({
  memberId: id("a member"),
  voucherFriendId: id("a friend who vouches for you"),
  reason: reasonSchema,
});
export type SelfSuggestInput = z.input<typeof selfSuggestSchema>;

export const unlockProfileSchema = z.strictObject({ memberId: id("a member") });

// What the server sends back: only what the Make a Match screens show.

/** A friend card: another member's friends appear only while they consent. */
export const pairingFriendSchema = z.object({
  id: z.string(),
  name: z.string(),
  gender: z.string(),
  sexuality: z.string(),
  bio: z.string(),
  relationshipStatus: z.enum(RELATIONSHIP_STATUS_VALUES),
  /** The friend is on Vouch too. */
  isMember: z.boolean(),
  /** Their main photo, where the viewer may see the member's photos; else null. */
  mainPhoto: mainPhotoSchema,
});
export type PairingFriend = z.infer<typeof pairingFriendSchema>;

/** Who a friend on Vouch wants to meet, and their age: null for a friend who isn't on Vouch. */
const friendWish = {
  age: z.number().int().nullable(),
  wish: shownWishSchema.nullable(),
};

/** One of your consenting friends on the board, with their age and wish when on Vouch. */
export const myFriendSchema = pairingFriendSchema.extend(friendWish);

/** One of the explored member's friends: with age and neighbourhood when they are on Vouch. */
export const theirFriendSchema = pairingFriendSchema.extend({
  ...friendWish,
  neighborhood: z.string().nullable(),
});
export type TheirFriend = z.infer<typeof theirFriendSchema>;

export const lockedDetailsSchema = z.object({
  occupation: z.string(),
  bio: z.string(),
  ...shownExtras,
  certifications: z.array(z.string()),
});
export type LockedDetails = z.infer<typeof lockedDetailsSchema>;

export const exploredMemberSchema = z.object({
  id: z.string(),
  name: z.string(),
  age: z.number().int(),
  pronouns: z.string(),
  sexuality: z.string(),
  neighborhood: z.string(),
  mainPhoto: mainPhotoSchema,
  /** Their main photo carries the selfie's verified mark. */
  verified: z.boolean(),
  /** The full profile, once unlocked (1 heart, lasts); null while locked. */
  details: lockedDetailsSchema.nullable(),
  friends: z.array(theirFriendSchema),
  /** Which of your friends you may suggest to this member directly (linked, consenting, free). */
  directMatchFriendIds: z.array(z.string()),
  /** Your friend and theirs who are the same member: never a pair. */
  samePersonPairs: z.array(z.object({ myFriendId: z.string(), theirFriendId: z.string() })),
  /** Who this member wants to meet (null until they say). */
  wish: shownWishSchema.nullable(),
  /**
   * Fit, by the server's rule, before anything is sent. `pairs`: your friend (first) with theirs
   * (second), for friends both on Vouch; `direct`: your friend on Vouch (first) with this member;
   * `self`: you (first) with this member.
   */
  fits: z.object({
    pairs: z.array(pairFitSchema.extend({ myFriendId: z.string(), theirFriendId: z.string() })),
    direct: z.array(pairFitSchema.extend({ friendId: z.string() })),
    self: pairFitSchema,
  }),
});
export type ExploredMember = z.infer<typeof exploredMemberSchema>;

export const exploreSchema = z.object({
  me: z.object({
    heartsBalance: z.number().int(),
    freePairingsLeft: z.number().int(),
    /** Your consenting friends, in your circle's order. */
    friends: z.array(myFriendSchema),
    /** Your own age and wish, as the member you'd suggest yourself to sees them. */
    age: z.number().int(),
    wish: shownWishSchema.nullable(),
    /** Friends who have not consented yet: never offered for a match. */
    invitePending: z.number().int(),
  }),
  member: exploredMemberSchema.nullable(),
});
export type Explore = z.infer<typeof exploreSchema>;

export const PAIRING_STATUSES = ["pending", "approved", "declined", "matched"] as const;

/** A friend in a pairing: `id` is null once they were removed from their circle (name kept). */
export const pairedFriendSchema = pairingFriendSchema.extend({ id: z.string().nullable() });

export const pairingSchema = z.object({
  id: z.string(),
  status: z.enum(PAIRING_STATUSES),
  /** "made": you suggested it; "received": it pairs one of your friends and waits for your word. */
  role: z.enum(["made", "received"]),
  suggesterName: z.string(),
  targetName: z.string(),
  suggesterFriend: pairedFriendSchema,
  targetFriend: pairedFriendSchema,
  reason: z.string(),
  tags: z.array(z.string()),
  /** Hearts it cost you; 0 for free pairings and for ones you received. */
  costHearts: z.number().int(),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
  /**
   * For the member asked to approve, when both friends are on Vouch: each one's age and wish, and
   * the server's fit (the suggester's friend first). Null otherwise.
   */
  fitCheck: z
    .object({
      first: z.object({ age: z.number().int(), wish: shownWishSchema.nullable() }),
      second: z.object({ age: z.number().int(), wish: shownWishSchema.nullable() }),
      fit: pairFitSchema,
    })
    .nullable(),
});
export type Pairing = z.infer<typeof pairingSchema>;

const section = z.object({ total: z.number().int(), items: z.array(pairingSchema) });
export type PairingSection = z.infer<typeof section>;

export const pairingListsSchema = z.object({
  /** Pending, where you are the member whose friend was picked. */
  waitingForYou: section,
  /** Pending, made by you. */
  pending: section,
  /** Made by you, approved or matched. */
  succeeded: section,
  /** Your declined suggestions and the ones you decided. */
  history: section,
});
export type PairingLists = z.infer<typeof pairingListsSchema>;

export const createPairingResultSchema = z.object({
  pairing: pairingSchema,
  heartsBalance: z.number().int(),
  freePairingsLeft: z.number().int(),
});
export type CreatePairingResult = z.infer<typeof createPairingResultSchema>;

export const decidePairingResultSchema = z.object({
  pairing: pairingSchema,
  /** Approved with both friends on Vouch, and each was put in the other's Match for You. */
  introduced: z.boolean(),
});
export type DecidePairingResult = z.infer<typeof decidePairingResultSchema>;

export const spendResultSchema = z.object({ heartsBalance: z.number().int() });
export type SpendResult = z.infer<typeof spendResultSchema>;

export const unlockResultSchema = z.object({
  details: lockedDetailsSchema,
  heartsBalance: z.number().int(),
  /** Their main photo, which the unlock lets the member see (null without one). */
  mainPhoto: mainPhotoSchema,
});
export type UnlockResult = z.infer<typeof unlockResultSchema>;

export const exploreQuerySchema = z.object({
  member: z.string().max(100).optional().describe("Explore this member instead of a random one"),
  skip: z
    .string()
    .max(100)
    .optional()
    .describe("The member shown last, avoided if anyone else is left"),
  verified: z
    .enum(["true", "false"])
    .optional()
    .describe('"true": explore only verified members (their main photo carries the verified mark)'),
});

/** A username as a friend would share it: exactly, an "@" before it or spaces around are fine. */
export const usernameLookupParams = z.object({
  username: z
    .string()
    .max(100)
    .transform((raw) => normalizeUsernameInput(raw).replace(/^@/, ""))
    .describe("The member's exact username (no search by name or part of one)"),
});

export const usernameLookupSchema = z.object({
  memberId: z.string().describe("The member to explore (GET /api/pairing/explore?member=…)"),
});
export type UsernameLookup = z.infer<typeof usernameLookupSchema>;

export const pairingParamsSchema = z.object({ id: uuidParam("Suggestion") });
