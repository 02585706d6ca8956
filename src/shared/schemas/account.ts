import { z } from "zod";
import { NAME_MAX, PASSWORD_MAX, PASSWORD_MIN } from "../constants";
import { PASSWORD_TEXTS } from "../texts";
import { profileFieldRules } from "./profile-fields";
import { mainPhotoSchema } from "./photos";
import { notEncodedWord, plainLine } from "./text";
import { checkWish, tidyWish, wishShape } from "./wish";

const email = z
  .string({ error: "Email is required" })
  .trim()
  .min(1, "Email is required")
  .pipe(z.email("Enter a valid email address"))
  .transform((v) => v.toLowerCase());

/** The signed-in member as the app shows them; never their email. */
export const sessionUserSchema = z.object({
  id: z.string(),
  name: z.string(),
  username: z.string(),
  neighborhood: z.string(),
  heartsBalance: z.number().int(),
  mainPhoto: mainPhotoSchema,
  /** The member hasn't said who they want to meet: they are asked before anything else. */
  wishToGive: z.boolean(),
  /** The member is a moderator: their menu links /moderation, which answers only them. */
  moderator: z.boolean(),
});
export type SessionUser = z.infer<typeof sessionUserSchema>;

export const userResponseSchema = z.object({ user: sessionUserSchema });
export type UserResponse = z.infer<typeof userResponseSchema>;

/** A member signed in with Google who has not yet given what Google doesn't (age, pronouns…). */
export const profileToCompleteSchema = z.object({
  /** The name Google gave, to prefill the form. */
  name: z.string(),
});
export type ProfileToComplete = z.infer<typeof profileToCompleteSchema>;

/**
 * The session probe's answer: who is signed in (null for a visitor), or, for a session whose
 * member has no profile yet, what the completion screen starts from.
 */
export const sessionResponseSchema = z.object({
  user: sessionUserSchema.nullable(),
  profileToComplete: profileToCompleteSchema.nullable(),
});
export type SessionResponse = z.infer<typeof sessionResponseSchema>;

/** A password compared with the member's own words: case, spaces and dots don't matter. */
const comparable = (value: string) => value.toLowerCase().replace(/[\s.]+/g, "");

/**
 * Why a new password is refused for what it is or who it belongs to, or undefined. The list of
 * common and leaked passwords is the server's; it answers that one as a field error.
 */
export function passwordProblem(
  password: string,
  member: { email?: string; name?: string } = {},
): string | undefined {
  const trimmed = password.trim();
  if (!trimmed) return PASSWORD_TEXTS.blank;
  if (/^(.)\1*$/su.test(trimmed)) return PASSWORD_TEXTS.repeated;
  const candidate = comparable(password);
  if (member.email) {
    const email = comparable(member.email);
    const localPart = comparable(member.email.split("@")[0] ?? "");
    if (candidate === email || (localPart && candidate === localPart)) return PASSWORD_TEXTS.email;
  }
  if (member.name && candidate === comparable(member.name)) return PASSWORD_TEXTS.name;
  return undefined;
}

/** A password being chosen: its length, and not blank nor one character repeated. */
export const newPasswordSchema = z
  .string({ error: "Password is required" })
  .min(PASSWORD_MIN, `Password must be at least ${PASSWORD_MIN} characters`)
  .max(PASSWORD_MAX, `Password must be at most ${PASSWORD_MAX} characters`)
  .superRefine((password, ctx) => {
    const problem = passwordProblem(password);
    if (problem) ctx.addIssue({ code: "custom", message: problem });
  });

export const signInSchema = z.object({
  email,
  password: z.string({ error: "Password is required" }).min(1, "Password is required"),
});
export type SignInInput = z.infer<typeof signInSchema>;

/** A member's profile as given when joining: by sign-up, or after Google on the completion screen. */
const joiningProfileShape = {
  name: z
    .string({ error: "Full name is required" })
    .trim()
    .min(1, "Full name is required")
    .max(NAME_MAX, `Full name must be at most ${NAME_MAX} characters`)
    .refine(...plainLine("Full name"))
    .refine(...notEncodedWord("Full name")),
  age: profileFieldRules.age,
  pronouns: profileFieldRules.pronouns,
  sexuality: profileFieldRules.sexuality,
  neighborhood: profileFieldRules.neighborhood,
  occupation: profileFieldRules.occupation.optional().default(""),
  bio: profileFieldRules.bio.optional().default(""),
  ...wishShape,
};

export const signUpSchema = z
  .object({ email, password: newPasswordSchema, ...joiningProfileShape })
  .superRefine((input, ctx) => {
    const { password, email, name } = input;
    const problem = passwordProblem(password, { email, name });
    if (problem) ctx.addIssue({ code: "custom", path: ["password"], message: problem });
    checkWish(input, ctx);
  })
  .transform(tidyWish);
export type SignUpInput = z.input<typeof signUpSchema>;
export type SignUp = z.output<typeof signUpSchema>;

/** "Forgot password?": where to send the link. */
export const passwordResetRequestSchema = z.object({ email });
export type PasswordResetRequest = z.infer<typeof passwordResetRequestSchema>;

/** The emailed link's token and the new password. */
export const passwordResetSchema = z.object({
  token: z.string({ error: "The link is incomplete" }).min(1, "The link is incomplete").max(200),
  password: newPasswordSchema,
});
export type PasswordReset = z.infer<typeof passwordResetSchema>;

export const resetLinkQuerySchema = z.object({
  token: z.string({ error: "The link is incomplete" }).min(1, "The link is incomplete").max(200),
});

export const passwordChangeSchema = z.object({
  currentPassword: z
    .string({ error: "Enter your current password" })
    .min(1, "Enter your current password")
    .max(PASSWORD_MAX, "That isn't your current password"),
  newPassword: newPasswordSchema,
});
export type PasswordChange = z.infer<typeof passwordChangeSchema>;

// What the server sends back.

/** Whether a mailed reset link can still be used, and if not, why in words. */
export const resetLinkStateSchema = z.object({
  state: z.enum(["valid", "used", "expired", "unknown"]),
  message: z.string().nullable(),
});
export type ResetLinkState = z.infer<typeof resetLinkStateSchema>;

/** Sessions ended elsewhere by a password change. */
export const passwordChangedSchema = z.object({ otherSessionsEnded: z.number().int() });

/** What a Google member gives on the completion screen: the profile, without email or password. */
export const completeProfileSchema = z
  .object(joiningProfileShape)
  .superRefine(checkWish)
  .transform(tidyWish);
export type CompleteProfileInput = z.input<typeof completeProfileSchema>;
export type CompleteProfile = z.output<typeof completeProfileSchema>;

/** A path of this site and nothing else: `//host`, `/\\host` and absolute URLs are refused. */
function isSitePath(path: string): boolean {
  if (!path.startsWith("/")) return false;
  const base = "https://vouch.invalid";
  try {
    const url = new URL(path, base);
    return url.origin === base && !url.pathname.startsWith("//");
  } catch {
    return false;
  }
}

export const googleStartSchema = z.object({
  /** Where to land after signing in (a path of this site); home when absent. */
  next: z
    .string({ error: "next must be a path" })
    .max(2048, "next is too long")
    .refine(isSitePath, "next must be a path of this site")
    .optional(),
});
export type GoogleStart = z.infer<typeof googleStartSchema>;

/** Which ways of signing in this server offers besides email and password. */
export const signInOptionsSchema = z.object({ google: z.boolean() });
export type SignInOptions = z.infer<typeof signInOptionsSchema>;

/** Where the browser goes next to continue with Google. */
export const googleRedirectSchema = z.object({ url: z.string() });
export type GoogleRedirect = z.infer<typeof googleRedirectSchema>;

/** What better-auth's own sign-out answers. */
export const authSignOutSchema = z.object({ success: z.boolean() });

/**
 * Deleting the account. A member with a password confirms with it; one who signs in only with
 * Google leaves it out and must have signed in within the last few minutes instead.
 */
export const deleteAccountSchema = z.object({
  password: z.string().max(PASSWORD_MAX, "That password isn't right").optional(),
});
export type DeleteAccountInput = z.infer<typeof deleteAccountSchema>;

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
    signInMethods: z.array(z.string()).describe('"credential" (a password), "google"'),
    moderator: z.boolean(),
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
    createdAt: isoTime,
    updatedAt: isoTime,
  }),
  photos: z
    .array(
      z.object({
        id: z.string(),
        width: z.number().int(),
        height: z.number().int(),
        status: z.enum(["pending", "approved", "removed"]).describe("Moderation"),
        createdAt: isoTime,
        links: z
          .object({ small: z.string(), medium: z.string(), large: z.string() })
          .describe("Addresses that answer only you, while signed in (a removed photo: none)"),
      }),
    )
    .describe("Your photos, in your order"),
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
      myMessages: z.array(z.object({ text: z.string(), sentAt: isoTime })),
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
  rsvps: z.array(
    z.object({
      eventTitle: z.string(),
      startsAt: isoTime,
      venue: z.string(),
      depositPaid: z.number().int(),
      checkedIn: z.boolean(),
      checkedInAt: isoTime.nullable(),
      rsvpedAt: isoTime,
    }),
  ),
  waitlist: z.array(z.object({ eventTitle: z.string(), startsAt: isoTime, joinedAt: isoTime })),
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
