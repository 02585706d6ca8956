// Sentences about a rule that the server and the screens both say, those with numbers built from
// the constants so they never drift apart. No schemas here: a screen imports these without zod.
import {
  CIRCLE_MAX,
  CIRCLE_MIN,
  CONFIRM_MET_WITHIN_DAYS,
  EARN,
  EVENT_FREE_CANCEL_HOURS,
  FIRST_MESSAGE_BONUS_HOURS,
  FORMER_MEMBER_MESSAGES_DAYS,
  MODERATION_DUE_HOURS,
  PASSWORD_RESET_MINUTES,
  type WriteLimitName,
} from "./constants";

/** "1 heart", "5 hearts". */
export const heartsText = (n: number) => `${n} ${n === 1 ? "heart" : "hearts"}`;

/** The promise every report is made: a person reviews it within this. */
export const REVIEW_PROMISE = `within ${MODERATION_DUE_HOURS} hours`;

/** What happens to an event's deposit, said when the member RSVPs and the day before. */
export const depositBackText = (deposit: number) =>
  `Your ${heartsText(deposit)} deposit comes back when you check in.`;

/**
 * What cancelling an RSVP does, said before the member confirms and in the toast after. Whether a
 * cancel refunds is the server's (`cancelRefunds`, `refunded`); these only say it.
 */
export const CANCEL_RSVP_TEXTS = {
  deposit: (deposit: number, refunds: boolean) =>
    refunds
      ? `Your ${heartsText(deposit)} deposit comes back to you.`
      : `It's less than ${EVENT_FREE_CANCEL_HOURS} hours before the start, so your ${heartsText(deposit)} deposit is kept.`,
  seat: "Your seat goes to the next member on the waitlist.",
  refunded: (refunded: number) => `Your ${heartsText(refunded)} deposit is back in your wallet.`,
  kept: `The deposit was kept: the cancel came less than ${EVENT_FREE_CANCEL_HOURS} hours before the start.`,
} as const;

/** What the hearts screen says about paying for hearts. */
export const PAYMENT_TEXT = {
  /** Back from Stripe Checkout, before its webhook credited the hearts. */
  pending: "Payment received — your hearts arrive in a moment",
  credited: (hearts: number) => `Payment complete: ${heartsText(hearts)} added to your wallet.`,
  cancelled: "Payment cancelled. Nothing was charged.",
  demo: "Demo: top-ups are simulated and no money is taken.",
  debt: (hearts: number) =>
    `You owe ${heartsText(hearts)} for a refunded purchase. Hearts you earn or buy pay it first.`,
  receipt: "Receipt",
} as const;

/** "within 48 hours": the window in which a match's first message earns a heart. */
export const FIRST_MESSAGE_WINDOW = `within ${FIRST_MESSAGE_BONUS_HOURS} hours`;

export const FIRST_MESSAGE_BONUS_TEXT = `A first message ${FIRST_MESSAGE_WINDOW} earns ${
  EARN.firstMessage === 1 ? "a heart" : heartsText(EARN.firstMessage)
}`;

/** The name other members see in place of someone who deleted their account. */
export const FORMER_MEMBER_NAME = "a former member";

/** The line in a conversation whose partner deleted their account. */
/** In place of a message its sender unsent, for both members. */
export const MESSAGE_REMOVED_TEXT = "Message removed";
/** A reply's quote of a message that was unsent, removed by a moderator or purged. */
export const QUOTE_REMOVED_TEXT = "The original message was removed";
/** Match for You past the your-turn limit. */
export const YOUR_TURN_LIMIT_TEXT = (limit: number) =>
  `${limit} conversations are waiting on your reply. Answer them first, and new matches will be here.`;
export const PARTNER_LEFT_TEXT = `This member left Vouch. Their messages stay here for you for ${FORMER_MEMBER_MESSAGES_DAYS} days, so you can still report them; yours stay.`;

/**
 * What deleting an account does, said before the member confirms (PRODUCT §1): what goes at once,
 * and what each conversation's partner keeps, and for how long.
 */
export const ACCOUNT_DELETION_TEXT = `Deleting your account removes your profile, photos, circle, prompts, the endorsements you received, your hearts and RSVPs at once. Your matches end. Each partner keeps your conversation, read-only, with “${FORMER_MEMBER_NAME}” in place of your name: the messages you sent stay visible to them alone for ${FORMER_MEMBER_MESSAGES_DAYS} days, so they can still report them, then are deleted. Reports stay with our moderators. You may want to download your data first.`;

/**
 * The one answer to a username looked up in Explore that nobody has, or whose member Explore
 * wouldn't show you (blocked, reported, paused, your own friend): never which of the two.
 */
export const NO_MEMBER_TO_EXPLORE =
  "No member to explore with that username. Check it with the friend who shared it.";

/** How a data export names a member either side has blocked, outside the member's own block list. */
export const BLOCKED_MEMBER_NAME = "a blocked member";
/** Why a password is refused, the same words on the form and from the server. */
export const PASSWORD_TEXTS = {
  common: "This password is too common: it appears on lists of leaked passwords. Choose another.",
  blank: "A password can't be only spaces",
  repeated: "A password can't be one character repeated",
  email: "Your password can't be your email address",
  name: "Your password can't be your name",
  /** The estimator's reason (zxcvbn's words) after ours. */
  guessable: (why: string) =>
    `This password is too easy to guess.${why ? ` ${why}` : ""} Add another word or two.`,
} as const;

/**
 * A sign-in refused because the account's guessing budget is spent. The same for an email without
 * an account: the budget is kept per email, whoever it belongs to.
 */
export const ACCOUNT_GUESSES_SPENT =
  "Too many attempts to sign in to this account. Sign in on a device you've used before, or set a new password with “Forgot password?”.";

export const PASSWORD_RESET_VALIDITY = `${PASSWORD_RESET_MINUTES} minutes`;

/** "42 seconds", "12 minutes", "2 hours": how long until a limited write can be tried again. */
export function waitText(seconds: number): string {
  const [n, unit] =
    seconds < 90
      ? [seconds, "second"]
      : seconds < 90 * 60
        ? [Math.ceil(seconds / 60), "minute"]
        : [Math.ceil(seconds / 3600), "hour"];
  return `${n} ${unit}${n === 1 ? "" : "s"}`;
}

/** "the last hour", "the last 10 minutes": a limit's window. */
const windowText = (seconds: number) =>
  seconds === 60
    ? "the last minute"
    : seconds === 3600
      ? "the last hour"
      : `the last ${waitText(seconds)}`;

/** Why a repeated write is refused, per limit (WRITE_LIMITS): what was done, then when to retry. */
const TOO_MANY_WRITES: Record<WriteLimitName, (n: number, window: string) => string> = {
  report: (n, w) => `You've sent ${n} reports in ${w}, which is as many as we take at once`,
  dateShare: (n, w) => `You've shared ${n} date plans in ${w}, which is as many as we take at once`,
  invitation: (n, w) => `You've invited members to your circle ${n} times in ${w}`,
  checkIn: (n, w) => `That's ${n} check-in tries for this event in ${w}`,
  hostEventEdit: (n, w) => `You've changed events ${n} times in ${w}`,
  hostMessage: (n, w) => `You've sent ${n} messages to guests in ${w}`,
  hostDoor: (n, w) => `You've marked ${n} guests at the door in ${w}`,
  hostImage: (n, w) => `You've uploaded ${n} event images in ${w}`,
  hostSeating: (n, w) => `You've changed seating plans ${n} times in ${w}`,
  eventWrongCodes: (_n, w) =>
    `That code doesn't match, and so many wrong codes were tried at this event in ${w} that your next try waits`,
  message: (n, w) => `You've sent ${n} messages in ${w}: take a breath`,
  conversationRead: (n, w) => `You've marked conversations read ${n} times in ${w}`,
  typing: (n, w) => `Your screen said you were typing ${n} times in ${w}`,
  reaction: (n, w) => `You've reacted to messages ${n} times in ${w}`,
  messageChange: (n, w) => `You've edited or unsent messages ${n} times in ${w}`,
  unblock: (n, w) => `You've unblocked ${n} members in ${w}`,
  photoUpload: (n, w) => `You've added ${n} photos in ${w}`,
  photoOrder: (n, w) => `You've reordered your photos ${n} times in ${w}`,
  inviteLink: (n, w) =>
    `You've created ${n} invite links in ${w}, which is as many as a day allows`,
  invitePage: (n, w) => `This address opened ${n} invite links in ${w}`,
  endorsement: (n, w) => `You've written, asked for or changed friends' words ${n} times in ${w}`,
  notificationRead: (n, w) => `You've marked notifications read ${n} times in ${w}`,
  appeal: (n, w) => `You've appealed ${n} times in ${w}`,
  notificationPreference: (n, w) => `You've changed your notification settings ${n} times in ${w}`,
  unsubscribe: (n, w) => `This address followed ${n} unsubscribe links that aren't valid in ${w}`,
  pushSubscription: (n, w) => `You've turned push notifications on or off ${n} times in ${w}`,
  languageChoice: (n, w) => `You've changed your language ${n} times in ${w}`,
  profileEdit: (n, w) => `You've saved your profile ${n} times in ${w}`,
  mute: (n, w) => `You've muted or unmuted conversations ${n} times in ${w}`,
  circleFriend: (n, w) => `You've added, changed or removed friends ${n} times in ${w}`,
  staffGrant: (n, w) => `You've granted or revoked staff roles ${n} times in ${w}`,
  photoConfirmation: (n, w) => `You've confirmed or withdrawn friends' photos ${n} times in ${w}`,
  inviteAccept: (n, w) => `You've accepted ${n} invite links in ${w}`,
  rsvp: (n, w) => `You've RSVPed, cancelled or changed waitlists ${n} times in ${w}`,
  blockAgain: (n, w) => `You've blocked members you had already blocked ${n} times in ${w}`,
  topUp: (n, w) => `You've bought hearts ${n} times in ${w}`,
  checkout: (n, w) => `You've started ${n} payments for hearts in ${w}`,
  usernameLookup: (n, w) => `You've looked up ${n} usernames in ${w}`,
  selfieChallenge: (n, w) => `You've started ${n} selfie checks in ${w}`,
  studioEdit: (n, w) => `You've made ${n} changes in the studio in ${w}`,
  debriefAnswer: (n, w) => `You've answered ${n} debriefs in ${w}`,
  foundEachOther: (n, w) => `You've said "We found each other" ${n} times in ${w}`,
};

export function tooManyWritesText(
  name: WriteLimitName,
  { limit, windowSeconds }: { limit: number; windowSeconds: number },
  retryAfterSeconds: number,
): string {
  const what = TOO_MANY_WRITES[name](limit, windowText(windowSeconds));
  return `${what}. You can try again in ${waitText(retryAfterSeconds)}.`;
}

/** "Thursday, December 3, 2026": the day on New York's calendar. */
export const newYorkDay = (at: Date) =>
  at.toLocaleDateString("en-US", {
    timeZone: "America/New_York",
    weekday: "long",
    month: "long",
    day: "numeric",
    year: "numeric",
  });

/** What sign-in answers a suspended or banned member: the end date, New York's calendar. */
export function sanctionedSignInText(endsAt: Date | null): string {
  if (!endsAt)
    return "Your account has been closed permanently for breaking Vouch's community rules.";
  return `Your account is suspended until ${newYorkDay(endsAt)}. You can sign in again then.`;
}

/** What a limited member is told when they try to start something new. */
export const limitedText = (endsAt: Date) =>
  `Our moderators have limited your account until ${newYorkDay(endsAt)}: you can read and reply in your conversations, but can't start anything new until then.`;

/** What a member on hold (by a tripwire) is told when they try to start something. */
export const HELD_TEXT =
  "Your account is on hold until a moderator has looked at it (within 24 hours): you can read and reply in your conversations, but can't start anything new until then.";

/** What sign-up answers for an email that was banned. */
export const BANNED_EMAIL_TEXT = "This email can't be used to join Vouch.";

/** Why a friend can't be paired with the same person in the other member's circle. */
export const SAME_PERSON_MESSAGE =
  "That's the same person in both circles: choose two different friends.";

/** Why a friend can't confirm a member's photos yet. */
export const confirmNeedsMeetingText = (name: string) =>
  `You can confirm ${name}'s photos once you've both checked in at the same Vouch event, within ${CONFIRM_MET_WITHIN_DAYS} days.`;

/** What a member with "Only verified members" on answers someone unverified. */
export const verifiedOnlyText = (name: string) =>
  `${name} meets verified members only: verify your photos from your Profile first.`;

export const CIRCLE_SIZE_MESSAGE = `You need ${CIRCLE_MIN}-${CIRCLE_MAX} friends in your circle`;

/** An upload the nudity screening refused: nothing was saved. */
export const PHOTO_REFUSED_TEXT =
  "This photo looks too explicit for Vouch, so it wasn't added. Choose another one.";

/** Beside the member's own photo that screening held for a moderator: only they see it. */
export const PHOTO_WAITING_TEXT = "Waiting for a quick check — only you can see it for now";

/** An admin taking away the one admin role left: someone must still be able to grant roles. */
export const lastAdminText =
  "You are the last admin: grant the role to someone else before giving it up.";

/** An admin granting a role to an email no member signs in with. */
export const noMemberWithEmailText = "No member signs in with that email.";

/** The matchmaker's debrief: the two private questions, asked the day after two members met. */
export const DEBRIEF_QUESTIONS = {
  seeAgain: "Would you see them again?",
  goodFit: "Was the introduction a good fit?",
} as const;
