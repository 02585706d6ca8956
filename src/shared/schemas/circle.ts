import { z } from "zod";
import { mainPhotoSchema } from "./photos";
import { shownWishSchema } from "./wish";
import { uuidParam } from "./common";
import {
  BIO_MAX,
  CIRCLE_MAX,
  CIRCLE_MIN,
  GENDER_MAX,
  NAME_MAX,
  TRUST_DEFAULT,
  TRUST_LEVELS,
} from "../constants";
import { RELATIONSHIP_STATUS_VALUES, SEXUALITIES } from "../options";
import { CIRCLE_SIZE_MESSAGE } from "../texts";
import { normalizeUsernameInput } from "../usernames";
import { notEncodedWord, plainLine, plainText } from "./text";

/**
 * A friend who is on Vouch too is linked by their username (optional; empty means not linked).
 * Lowercased with spaces removed, like the username a member chooses.
 */
export const friendUsernameSchema = z
  .string({ error: "Username must be text" })
  .transform(normalizeUsernameInput)
  .pipe(
    z.union([
      z.literal(""),
      z.string().regex(/^[a-z0-9]{3,30}$/, "A Vouch username has 3-30 letters and numbers"),
    ]),
  );

/** One friend as typed on the onboarding card or the "Add a friend" form. */
export const friendSchema = z.object({
  name: z
    .string({ error: "Name is required" })
    .trim()
    .min(1, "Name is required")
    .max(NAME_MAX, `Name must be at most ${NAME_MAX} characters`)
    .refine(...plainLine("Name"))
    .refine(...notEncodedWord("Name")),
  gender: z
    .string({ error: "Gender/pronouns are required" })
    .trim()
    .min(1, "Gender/pronouns are required")
    .max(GENDER_MAX, `Gender/pronouns must be at most ${GENDER_MAX} characters`)
    .refine(...plainLine("Gender/pronouns")),
  sexuality: z.enum(SEXUALITIES, { error: "Choose a sexuality" }),
  bio: z
    .string()
    .trim()
    .max(BIO_MAX, `Bio must be at most ${BIO_MAX} characters`)
    .refine(...plainText("Bio"))
    .optional()
    .default(""),
  relationshipStatus: z
    .enum(RELATIONSHIP_STATUS_VALUES, { error: "Choose a relationship status" })
    .optional()
    .default("single"),
  consent: z.boolean({ error: "Consent must be on or off" }).optional().default(true),
  trustLevel: z
    .enum(TRUST_LEVELS, { error: "Choose Casual, Familiar or Close" })
    .optional()
    .default(TRUST_DEFAULT),
  username: friendUsernameSchema.optional().default(""),
});
export type FriendInput = z.input<typeof friendSchema>;
export type Friend = z.output<typeof friendSchema>;

/** The whole circle, created at once on /onboarding. */
export const createCircleSchema = z.object({
  friends: z
    .array(friendSchema, { error: CIRCLE_SIZE_MESSAGE })
    .min(CIRCLE_MIN, CIRCLE_SIZE_MESSAGE)
    .max(CIRCLE_MAX, CIRCLE_SIZE_MESSAGE),
});
export type CreateCircleInput = z.input<typeof createCircleSchema>;
export type CreateCircle = z.output<typeof createCircleSchema>;

/** What the /circle sheet changes, one control at a time. */
export const updateFriendSchema = z
  .object({
    trustLevel: z.enum(TRUST_LEVELS, { error: "Choose Casual, Familiar or Close" }).optional(),
    consent: z.boolean({ error: "Consent must be on or off" }).optional(),
    /** Link to this Vouch member, or "" to unlink. */
    username: friendUsernameSchema.optional(),
  })
  .refine(
    (patch) =>
      patch.trustLevel !== undefined || patch.consent !== undefined || patch.username !== undefined,
    {
      message: "Nothing to change",
    },
  );
export type UpdateFriend = z.output<typeof updateFriendSchema>;

// What the server sends back: the fields the circle screens show, nothing more.

export const circleFriendSchema = z.object({
  id: z.string(),
  name: z.string(),
  gender: z.string(),
  sexuality: z.string(),
  bio: z.string(),
  consent: z.boolean(),
  trustLevel: z.enum(TRUST_LEVELS),
  relationshipStatus: z.enum(RELATIONSHIP_STATUS_VALUES),
  /** The friend is on Vouch too and confirmed it ("Member" mark). */
  isMember: z.boolean(),
  /** The member invited to confirm they are this friend, while they haven't answered. */
  invitedUsername: z.string().nullable(),
  mainPhoto: mainPhotoSchema.describe(
    "The linked member's main photo; null when not linked or without one",
  ),
  /** The newest invite link to this friend that wasn't revoked, or null; past expiresAt, expired. */
  inviteLink: z
    .object({
      state: z.enum(["sent", "opened", "joined"]),
      expiresAt: z.string(),
    })
    .nullable(),
});
export type CircleFriend = z.infer<typeof circleFriendSchema>;

/** Another member listed you in their circle and asks you to confirm it is you. */
export const circleInvitationSchema = z.object({
  friendId: z.string(),
  /** The name they gave you in their circle. */
  asName: z.string(),
  from: z.object({
    name: z.string(),
    username: z.string(),
    photo: mainPhotoSchema.describe("Their main photo, so the member can tell who is asking"),
  }),
});
export type CircleInvitation = z.infer<typeof circleInvitationSchema>;

export const circleResponseSchema = z.object({
  friends: z.array(circleFriendSchema),
  invitations: z.array(circleInvitationSchema),
});
export type CircleResponse = z.infer<typeof circleResponseSchema>;

export const linkedMemberSchema = z.object({
  name: z.string(),
  age: z.number().int(),
  pronouns: z.string(),
  neighborhood: z.string(),
  occupation: z.string(),
  bio: z.string(),
  hobbies: z.array(z.string()),
  mainPhoto: mainPhotoSchema,
  wish: shownWishSchema.nullable(),
});
export type LinkedMember = z.infer<typeof linkedMemberSchema>;

export const matchHistoryItemSchema = z.object({
  id: z.string(),
  status: z.enum(["pending", "approved", "declined", "matched"]),
  /** "made": the owner paired this friend; "received": another member paired someone with them. */
  direction: z.enum(["made", "received"]),
  otherFriendName: z.string(),
  otherMemberName: z.string(),
  reason: z.string(),
  createdAt: z.string(),
});
export type MatchHistoryItem = z.infer<typeof matchHistoryItemSchema>;

export const friendDetailsSchema = z.object({
  friend: circleFriendSchema,
  member: linkedMemberSchema.nullable(),
  matchHistory: z.array(matchHistoryItemSchema),
});
export type FriendDetails = z.infer<typeof friendDetailsSchema>;

export const circleFriendsSchema = z.object({ friends: z.array(circleFriendSchema) });
export const circleFriendResponseSchema = z.object({ friend: circleFriendSchema });
export const invitationParamsSchema = z.object({ friendId: uuidParam("Friend") });
export const friendParamsSchema = z.object({ id: uuidParam("Friend") });

// Invite links: for a friend not on Vouch yet.

/** A link just created: the only time its token is ever seen; only its hash is kept. */
export const createdInviteLinkSchema = z.object({
  url: z.string(),
  token: z.string(),
  expiresAt: z.string(),
  friend: circleFriendSchema,
});
export type CreatedInviteLink = z.infer<typeof createdInviteLinkSchema>;

export const inviteTokenSchema = z
  .string({ error: "The link is incomplete" })
  .min(1, "The link is incomplete")
  .max(200, "This link isn't valid");
export const inviteLinkQuerySchema = z.object({ token: inviteTokenSchema });
export const acceptInviteSchema = z.object({ token: inviteTokenSchema });

/**
 * A link accepted: who invited the member, as a friend entry of their own would hold them, so the
 * member can add the inviter to their circle in one tap (by username: the inviter confirms).
 */
export const acceptedInviteSchema = z.object({
  inviter: z.object({
    name: z.string(),
    username: z.string(),
    gender: z.string().describe("Their pronouns, as a friend entry's gender/pronouns"),
    sexuality: z.enum(SEXUALITIES),
  }),
});
export type AcceptedInvite = z.infer<typeof acceptedInviteSchema>;

/**
 * What a link's page shows to anyone holding it: the inviter's first name and the name they gave
 * the friend, and whether it still works. Nothing else about any member.
 */
export const inviteLinkPageSchema = z.object({
  state: z.enum(["valid", "expired", "used", "revoked", "unknown"]),
  ownerFirstName: z.string().nullable(),
  friendName: z.string().nullable(),
});
export type InviteLinkPage = z.infer<typeof inviteLinkPageSchema>;
