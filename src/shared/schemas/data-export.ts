import { z } from "zod";
import { LANGUAGES } from "../i18n/languages";
import { staffRoleSchema } from "./staff";

const isoTime = z.string().describe("ISO 8601 time");
const tags = z.array(z.string());

/**
 * "Download my data": everything Vouch holds about the member, and of other members only the
 * names they show everyone. Never another member's email, private fields or messages.
 */
export const dataExportSchema = z.object({
  exportedAt: isoTime,
  account: z.object({
    email: z.string(),
    createdAt: isoTime,
    language: z
      .enum(LANGUAGES)
      .nullable()
      .describe("The language you read Vouch in; null until chosen or taken from your browser"),
    signInMethods: z.array(z.string()).describe('"credential" (a password), "google"'),
    staffRoles: z
      .array(z.object({ role: staffRoleSchema, grantedAt: isoTime }))
      .describe("The staff roles you hold: host, editor, moderator, admin"),
  }),
  profile: z.object({
    name: z.string(),
    username: z.string(),
    age: z.number().int(),
    pronouns: z.string(),
    sexuality: z.string(),
    relationshipStatus: z.string(),
    occupation: z.string(),
    neighborhood: z.string(),
    bio: z.string(),
    hobbies: z.array(z.string()),
    interests: z.array(z.string()),
    prompts: z.array(z.object({ prompt: z.string(), answer: z.string() })),
    gender: z.string().nullable(),
    genderWords: z.string().nullable(),
    interestedIn: z.array(z.string()).nullable(),
    ageMin: z.number().int().nullable(),
    ageMax: z.number().int().nullable(),
    lookingFor: z.string().nullable(),
    paused: z.boolean(),
    heartsBalance: z.number().int(),
    heartsDebt: z.number().int(),
    createdAt: isoTime,
    updatedAt: isoTime,
  }),
  photos: z
    .array(
      z.object({
        id: z.string(),
        width: z.number().int(),
        height: z.number().int(),
        status: z
          .enum(["pending", "approved", "removed"])
          .describe("Moderation: pending = waiting for a moderator's check, seen by you alone"),
        screeningScore: z
          .number()
          .nullable()
          .describe("The nudity screening's score, 0–1; null if the photo wasn't scored"),
        createdAt: isoTime,
        links: z
          .object({ small: z.string(), medium: z.string(), large: z.string() })
          .describe("Addresses that answer only you, while signed in (a removed photo: none)"),
      }),
    )
    .describe("Your photos, in your order"),
  selfieChecks: z
    .array(
      z.object({
        passed: z.boolean(),
        failure: z.string().nullable().describe("Why it failed, in a word"),
        createdAt: isoTime,
        descriptorHash: z
          .string()
          .nullable()
          .describe("SHA-256 of your face's descriptor (the numbers themselves are not exported)"),
        faceKeptUntil: isoTime
          .nullable()
          .describe("Until when the descriptor is kept to check new photos (null: not kept)"),
      }),
    )
    .describe("Your selfie checks: the pictures were never kept"),
  verifiedPhotos: z
    .array(z.object({ photoId: z.string(), verifiedAt: isoTime }))
    .describe("Your photos that carry the verified mark"),
  circle: z.array(
    z.object({
      name: z.string(),
      gender: z.string(),
      sexuality: z.string(),
      bio: z.string(),
      consent: z.boolean(),
      trustLevel: z.string(),
      relationshipStatus: z.string(),
      /** The friend is a Vouch member who confirmed the invitation. */
      isMember: z.boolean(),
      invitePending: z.boolean(),
      addedAt: isoTime,
      /** Invite links sent to this friend (never their tokens, which aren't kept). */
      inviteLinks: z.array(
        z.object({
          createdAt: isoTime,
          expiresAt: isoTime,
          openedAt: isoTime.nullable(),
          usedAt: isoTime.nullable(),
          revokedAt: isoTime.nullable(),
        }),
      ),
    }),
  ),
  endorsementsReceived: z
    .array(
      z.object({
        kind: z.enum(["endorsement", "prompt"]),
        prompt: z.string().nullable(),
        text: z.string().nullable(),
        status: z.string(),
        authorName: z.string(),
        createdAt: isoTime,
        updatedAt: isoTime,
      }),
    )
    .describe("What friends wrote about you, and the prompts you asked them"),
  endorsementsWritten: z
    .array(
      z.object({
        kind: z.enum(["endorsement", "prompt"]),
        prompt: z.string().nullable(),
        text: z.string().nullable(),
        status: z.string(),
        memberName: z.string(),
        createdAt: isoTime,
        updatedAt: isoTime,
      }),
    )
    .describe("Your own words about friends: endorsements and answers to their prompts"),
  photoConfirmationsReceived: z
    .array(z.object({ friendName: z.string(), photoSet: z.string(), createdAt: isoTime }))
    .describe(
      "Friends who confirmed your photos are really you, and the photos (ids) they confirmed",
    ),
  photoConfirmationsGiven: z
    .array(z.object({ memberName: z.string(), photoSet: z.string(), createdAt: isoTime }))
    .describe("Members whose photos you confirmed, and the photos (ids) you confirmed"),
  suggestionsReceived: z.array(
    z.object({
      candidateName: z.string(),
      suggestedBy: z.string(),
      source: z.string(),
      reason: z.string(),
      tags,
      status: z.string(),
      createdAt: isoTime,
      decidedAt: isoTime.nullable(),
    }),
  ),
  suggestionsMade: z.array(
    z.object({
      targetName: z.string(),
      candidateName: z.string(),
      source: z.string(),
      reason: z.string(),
      tags,
      status: z.string(),
      createdAt: isoTime,
    }),
  ),
  pairings: z.array(
    z.object({
      role: z.enum(["made", "received"]),
      otherMemberName: z.string(),
      myFriendName: z.string().nullable(),
      theirFriendName: z.string().nullable(),
      reason: z.string(),
      tags,
      status: z.string(),
      costHearts: z.number().int(),
      createdAt: isoTime,
      decidedAt: isoTime.nullable(),
    }),
  ),
  matches: z.array(
    z.object({
      partnerName: z.string(),
      matchedAt: isoTime,
      /** Only the member's own messages: what the partner wrote is the partner's. */
      myMessages: z.array(
        z.object({
          text: z.string(),
          sentAt: isoTime,
          editedAt: isoTime.nullable(),
          unsentAt: isoTime.nullable(),
        }),
      ),
      myReactions: z.array(z.object({ emoji: z.string(), createdAt: isoTime })),
    }),
  ),
  hearts: z.array(
    z.object({
      amount: z.number().int(),
      type: z.string(),
      reason: z.string(),
      balanceAfter: z.number().int(),
      createdAt: isoTime,
    }),
  ),
  heartPayments: z.array(
    z.object({
      packageId: z.string(),
      hearts: z.number().int(),
      amount: z.number().int().describe("In cents of the currency"),
      currency: z.string(),
      status: z.string(),
      refundedHearts: z.number().int(),
      receiptUrl: z.string().nullable(),
      createdAt: isoTime,
      paidAt: isoTime.nullable(),
    }),
  ),
  rsvps: z.array(
    z.object({
      eventTitle: z.string(),
      startsAt: isoTime,
      venue: z.string(),
      depositPaid: z.number().int(),
      checkedIn: z.boolean(),
      checkedInAt: isoTime.nullable(),
      rsvpedAt: isoTime,
      comingAsAPairWith: z.string().nullable(),
      tableNumber: z
        .number()
        .int()
        .nullable()
        .describe("The member's table, once the seating is published and they checked in"),
    }),
  ),
  waitlist: z.array(
    z.object({
      eventTitle: z.string(),
      startsAt: isoTime,
      joinedAt: isoTime,
      waitingAsAPairWith: z.string().nullable(),
    }),
  ),
  hostedEvents: z
    .array(
      z.object({
        title: z.string(),
        status: z.string(),
        startsAt: isoTime,
        venue: z.string(),
        createdAt: isoTime,
      }),
    )
    .describe("Events the member made as a host"),
  hostMessages: z
    .array(z.object({ eventTitle: z.string(), body: z.string(), sentAt: isoTime }))
    .describe("What the member, as a host, told an event's guests"),
  certifications: z.array(
    z.object({
      club: z.string(),
      passed: z.boolean(),
      score: z.number().int(),
      certifiedAt: isoTime,
    }),
  ),
  quizAttempts: z.array(
    z.object({
      club: z.string(),
      score: z.number().int().nullable(),
      passed: z.boolean().nullable(),
      startedAt: isoTime,
      submittedAt: isoTime.nullable(),
    }),
  ),
  profileUnlocks: z.array(z.object({ memberName: z.string(), unlockedAt: isoTime })),
  reportsFiled: z.array(
    z.object({
      reason: z.string(),
      details: z.string(),
      about: z.enum(["member", "photo", "message", "event", "nothing"]),
      createdAt: isoTime,
    }),
  ),
  blocks: z.array(z.object({ memberName: z.string(), blockedAt: isoTime })),
  mutes: z.array(z.object({ partnerName: z.string(), mutedAt: isoTime })),
  inviteAccepted: z
    .array(z.object({ inviterName: z.string(), usedAt: isoTime.nullable() }))
    .describe("The invite link you joined Vouch with"),
  metInPerson: z.array(
    z.object({ partnerName: z.string(), eventTitle: z.string().nullable(), metAt: isoTime }),
  ),
  debriefAnswers: z
    .array(
      z.object({
        partnerName: z.string(),
        seeAgain: z.boolean(),
        goodFit: z.boolean(),
        answeredAt: isoTime,
      }),
    )
    .describe("Your private answers the day after meeting a match"),
  foundEachOther: z
    .array(
      z.object({
        partnerName: z.string(),
        saidAt: isoTime.nullable(),
        coupleSince: isoTime.nullable(),
      }),
    )
    .describe('"We found each other": what you said, and the couple it made'),
  dateShares: z
    .array(
      z.object({
        partnerName: z.string(),
        place: z.string(),
        startsAt: isoTime,
        endsAt: isoTime,
        homeSafeAt: isoTime.nullable(),
        stoppedAt: isoTime.nullable(),
        createdAt: isoTime,
        sharedWith: z.array(z.string()).describe("The circle friends you shared it with"),
      }),
    )
    .describe("Dates you shared with friends"),
  dateSharesWithMe: z
    .array(z.object({ sharerName: z.string(), startsAt: isoTime, endsAt: isoTime }))
    .describe("Friends' dates shared with you (their plan's details are theirs)"),
  notifications: z.array(
    z.object({
      kind: z.string(),
      count: z.number().int(),
      createdAt: isoTime,
      readAt: isoTime.nullable(),
    }),
  ),
  notificationSettings: z.object({
    paused: z.boolean().describe("Pause all notifications (no mail, no push)"),
    choices: z
      .array(z.object({ kind: z.string(), channel: z.string(), mode: z.string() }))
      .describe("Where you changed the default"),
    pushDevices: z.array(z.object({ label: z.string(), createdAt: isoTime })),
  }),
  moderation: z
    .object({
      decisions: z.array(
        z.object({
          action: z.string(),
          reason: z.string(),
          createdAt: isoTime,
          appeal: z
            .object({
              text: z.string(),
              status: z.string(),
              answer: z.string().nullable(),
              createdAt: isoTime,
              decidedAt: isoTime.nullable(),
            })
            .nullable(),
        }),
      ),
      warnings: z.array(
        z.object({ reason: z.string(), createdAt: isoTime, acknowledgedAt: isoTime.nullable() }),
      ),
      sanctions: z.array(
        z.object({
          kind: z.string(),
          reason: z.string(),
          startsAt: isoTime,
          endsAt: isoTime.nullable(),
        }),
      ),
    })
    .describe("Moderators' decisions about you, your appeals, warnings and limits"),
});
export type DataExport = z.infer<typeof dataExportSchema>;
