// Sentences about a rule that the server and the screens both say, those with numbers built from
// the constants so they never drift apart. No schemas here: a screen imports these without zod.
import { messageKey } from "./i18n/i18n";
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
import type { TFunction } from "./i18n/i18n";
import type { Language } from "./i18n/languages";
import { msg, type Message } from "./message";

/*
 * A sentence with numbers takes the `t` to say it in; one the server answers an error with is a
 * `Message` (said in the request's language when answered, `sayWith(t, …)` on a screen). A fixed
 * sentence is its own key: `t(MESSAGE_REMOVED_TEXT)`.
 */

const HEARTS = "{count, plural, one {# heart} other {# hearts}}";

/** "1 heart", "5 hearts". */
export const heartsText = (t: TFunction, n: number) => t(HEARTS, { count: n });

/** The promise every report is made: a person reviews it within this. */
export const REVIEW_PROMISE = `within ${MODERATION_DUE_HOURS} hours`;

/** What happens to an event's deposit, said when the member RSVPs and the day before. */
export const depositBackText = (t: TFunction, deposit: number) =>
  t(
    "Your {deposit, plural, one {# heart} other {# hearts}} deposit comes back when you check in.",
    { deposit },
  );

/**
 * What cancelling an RSVP does, said before the member confirms and in the toast after. Whether a
 * cancel refunds is the server's (`cancelRefunds`, `refunded`); these only say it.
 */
export const CANCEL_RSVP_TEXTS = {
  deposit: (t: TFunction, deposit: number, refunds: boolean) =>
    refunds
      ? t("Your {deposit, plural, one {# heart} other {# hearts}} deposit comes back to you.", {
          deposit,
        })
      : t(
          "It's less than {hours} hours before the start, so your {deposit, plural, one {# heart} other {# hearts}} deposit is kept.",
          { hours: EVENT_FREE_CANCEL_HOURS, deposit },
        ),
  seat: messageKey("Your seat goes to the next member on the waitlist."),
  refunded: (t: TFunction, refunded: number) =>
    t("Your {deposit, plural, one {# heart} other {# hearts}} deposit is back in your wallet.", {
      deposit: refunded,
    }),
  kept: (t: TFunction) =>
    t("The deposit was kept: the cancel came less than {hours} hours before the start.", {
      hours: EVENT_FREE_CANCEL_HOURS,
    }),
} as const;

/** What the hearts screen says about paying for hearts. */
export const PAYMENT_TEXT = {
  /** Back from Stripe Checkout, before its webhook credited the hearts. */
  pending: messageKey("Payment received — your hearts arrive in a moment"),
  credited: (t: TFunction, hearts: number) =>
    t("Payment complete: {hearts, plural, one {# heart} other {# hearts}} added to your wallet.", {
      hearts,
    }),
  cancelled: messageKey("Payment cancelled. Nothing was charged."),
  demo: messageKey("Demo: top-ups are simulated and no money is taken."),
  debt: (t: TFunction, hearts: number) =>
    t(
      "You owe {hearts, plural, one {# heart} other {# hearts}} for a refunded purchase. Hearts you earn or buy pay it first.",
      { hearts },
    ),
  receipt: "Receipt",
} as const;

/** "within 48 hours": the window in which a match's first message earns a heart. */
export const FIRST_MESSAGE_WINDOW = `within ${FIRST_MESSAGE_BONUS_HOURS} hours`;

export const firstMessageBonusText = (t: TFunction) =>
  t("A first message within {hours} hours earns {hearts, plural, one {a heart} other {# hearts}}", {
    hours: FIRST_MESSAGE_BONUS_HOURS,
    hearts: EARN.firstMessage,
  });

/** The name other members see in place of someone who deleted their account. */
export const FORMER_MEMBER_NAME = messageKey("a former member");

/** The line in a conversation whose partner deleted their account. */
/** In place of a message its sender unsent, for both members. */
export const MESSAGE_REMOVED_TEXT = messageKey("Message removed");
/** A reply's quote of a message that was unsent, removed by a moderator or purged. */
export const QUOTE_REMOVED_TEXT = messageKey("The original message was removed");
/** Match for You past the your-turn limit. */
export const YOUR_TURN_LIMIT_TEXT = (t: TFunction, limit: number) =>
  t(
    "{limit} conversations are waiting on your reply. Answer them first, and new matches will be here.",
    { limit },
  );
export const partnerLeftText = (t: TFunction) =>
  t(
    "This member left Vouch. Their messages stay here for you for {days} days, so you can still report them; yours stay.",
    { days: FORMER_MEMBER_MESSAGES_DAYS },
  );

/**
 * What deleting an account does, said before the member confirms (PRODUCT §1): what goes at once,
 * and what each conversation's partner keeps, and for how long.
 */
export const accountDeletionText = (t: TFunction) =>
  t(
    "Deleting your account removes your profile, photos, circle, prompts, the endorsements you received, your hearts and RSVPs at once. Your matches end. Each partner keeps your conversation, read-only, with “{formerMember}” in place of your name: the messages you sent stay visible to them alone for {days} days, so they can still report them, then are deleted. Reports stay with our moderators. You may want to download your data first.",
    { formerMember: t(FORMER_MEMBER_NAME), days: FORMER_MEMBER_MESSAGES_DAYS },
  );

/**
 * The one answer to a username looked up in Explore that nobody has, or whose member Explore
 * wouldn't show you (blocked, reported, paused, your own friend): never which of the two.
 */
export const NO_MEMBER_TO_EXPLORE = messageKey(
  "No member to explore with that username. Check it with the friend who shared it.",
);

/** How a data export names a member either side has blocked, outside the member's own block list. */
export const BLOCKED_MEMBER_NAME = messageKey("a blocked member");
/** Why a password is refused, the same words on the form and from the server. */
export const PASSWORD_TEXTS = {
  common: messageKey(
    "This password is too common: it appears on lists of leaked passwords. Choose another.",
  ),
  blank: messageKey("A password can't be only spaces"),
  repeated: messageKey("A password can't be one character repeated"),
  email: messageKey("Your password can't be your email address"),
  name: messageKey("Your password can't be your name"),
  /** The estimator's reason (zxcvbn's words) after ours. */
  guessable: (why: string): Message =>
    why
      ? msg("This password is too easy to guess. {why} Add another word or two.", { why })
      : msg("This password is too easy to guess. Add another word or two."),
} as const;

/**
 * A sign-in refused because the account's guessing budget is spent. The same for an email without
 * an account: the budget is kept per email, whoever it belongs to.
 */
export const ACCOUNT_GUESSES_SPENT = messageKey(
  "Too many attempts to sign in to this account. Sign in on a device you've used before, or set a new password with “Forgot password?”.",
);

export const PASSWORD_RESET_VALIDITY = `${PASSWORD_RESET_MINUTES} minutes`;

/** "42 seconds", "12 minutes", "2 hours": how long until a limited write can be tried again. */
export function waitText(seconds: number): Message {
  if (seconds < 90) return msg("{n, plural, one {# second} other {# seconds}}", { n: seconds });
  if (seconds < 90 * 60)
    return msg("{n, plural, one {# minute} other {# minutes}}", { n: Math.ceil(seconds / 60) });
  return msg("{n, plural, one {# hour} other {# hours}}", { n: Math.ceil(seconds / 3600) });
}

/** messageKey("the last hour"), "the last 10 minutes": a limit's window. */
const windowText = (seconds: number): Message =>
  seconds === 60
    ? msg("the last minute")
    : seconds === 3600
      ? msg("the last hour")
      : msg("the last {wait}", { wait: waitText(seconds) });

/** Why a repeated write is refused, per limit (WRITE_LIMITS): what was done, then when to retry. */
const TOO_MANY_WRITES: Record<WriteLimitName, string> = {
  report: messageKey("You've sent {n} reports in {window}, which is as many as we take at once"),
  dateShare: messageKey(
    "You've shared {n} date plans in {window}, which is as many as we take at once",
  ),
  invitation: messageKey("You've invited members to your circle {n} times in {window}"),
  checkIn: messageKey("That's {n} check-in tries for this event in {window}"),
  hostEventEdit: messageKey("You've changed events {n} times in {window}"),
  hostMessage: messageKey("You've sent {n} messages to guests in {window}"),
  hostDoor: messageKey("You've marked {n} guests at the door in {window}"),
  hostImage: messageKey("You've uploaded {n} event images in {window}"),
  hostSeating: messageKey("You've changed seating plans {n} times in {window}"),
  eventWrongCodes: messageKey(
    "That code doesn't match, and so many wrong codes were tried at this event in {window} that your next try waits",
  ),
  message: messageKey("You've sent {n} messages in {window}: take a breath"),
  conversationRead: messageKey("You've marked conversations read {n} times in {window}"),
  typing: messageKey("Your screen said you were typing {n} times in {window}"),
  reaction: messageKey("You've reacted to messages {n} times in {window}"),
  messageChange: messageKey("You've edited or unsent messages {n} times in {window}"),
  unblock: messageKey("You've unblocked {n} members in {window}"),
  photoUpload: messageKey("You've added {n} photos in {window}"),
  photoOrder: messageKey("You've reordered your photos {n} times in {window}"),
  inviteLink: messageKey(
    "You've created {n} invite links in {window}, which is as many as a day allows",
  ),
  invitePage: messageKey("This address opened {n} invite links in {window}"),
  endorsement: messageKey(
    "You've written, asked for or changed friends' words {n} times in {window}",
  ),
  notificationRead: messageKey("You've marked notifications read {n} times in {window}"),
  appeal: messageKey("You've appealed {n} times in {window}"),
  notificationPreference: messageKey(
    "You've changed your notification settings {n} times in {window}",
  ),
  unsubscribe: messageKey(
    "This address followed {n} unsubscribe links that aren't valid in {window}",
  ),
  pushSubscription: messageKey("You've turned push notifications on or off {n} times in {window}"),
  profileEdit: messageKey("You've saved your profile {n} times in {window}"),
  mute: messageKey("You've muted or unmuted conversations {n} times in {window}"),
  circleFriend: messageKey("You've added, changed or removed friends {n} times in {window}"),
  staffGrant: messageKey("You've granted or revoked staff roles {n} times in {window}"),
  photoConfirmation: messageKey(
    "You've confirmed or withdrawn friends' photos {n} times in {window}",
  ),
  inviteAccept: messageKey("You've accepted {n} invite links in {window}"),
  rsvp: messageKey("You've RSVPed, cancelled or changed waitlists {n} times in {window}"),
  blockAgain: messageKey("You've blocked members you had already blocked {n} times in {window}"),
  topUp: messageKey("You've bought hearts {n} times in {window}"),
  checkout: messageKey("You've started {n} payments for hearts in {window}"),
  usernameLookup: messageKey("You've looked up {n} usernames in {window}"),
  selfieChallenge: messageKey("You've started {n} selfie checks in {window}"),
  studioEdit: messageKey("You've made {n} changes in the studio in {window}"),
  debriefAnswer: messageKey("You've answered {n} debriefs in {window}"),
  languageChoice: messageKey("You've changed your language {n} times in {window}"),
  foundEachOther: messageKey('You\'ve said "We found each other" {n} times in {window}'),
};

export function tooManyWritesText(
  name: WriteLimitName,
  { limit, windowSeconds }: { limit: number; windowSeconds: number },
  retryAfterSeconds: number,
): Message {
  const what = msg(TOO_MANY_WRITES[name], { n: limit, window: windowText(windowSeconds) });
  return msg("{what}. You can try again in {wait}.", { what, wait: waitText(retryAfterSeconds) });
}

/** "Thursday, December 3, 2026": the day on New York's calendar. */
export const newYorkDay = (at: Date, language: Language = "en") =>
  at.toLocaleDateString(language === "es" ? "es-US" : "en-US", {
    timeZone: "America/New_York",
    weekday: "long",
    month: "long",
    day: "numeric",
    year: "numeric",
  });

/** What sign-in answers a suspended or banned member: the end date, New York's calendar. */
export function sanctionedSignInText(endsAt: Date | null): Message {
  if (!endsAt)
    return msg("Your account has been closed permanently for breaking Vouch's community rules.");
  return msg("Your account is suspended until {day}. You can sign in again then.", {
    day: { newYorkDay: endsAt.getTime() },
  });
}

/** What a limited member is told when they try to start something new. */
export const limitedText = (endsAt: Date): Message =>
  msg(
    "Our moderators have limited your account until {day}: you can read and reply in your conversations, but can't start anything new until then.",
    { day: { newYorkDay: endsAt.getTime() } },
  );

/** What a member on hold (by a tripwire) is told when they try to start something. */
export const HELD_TEXT = messageKey(
  "Your account is on hold until a moderator has looked at it (within 24 hours): you can read and reply in your conversations, but can't start anything new until then.",
);

/** What sign-up answers for an email that was banned. */
export const BANNED_EMAIL_TEXT = messageKey("This email can't be used to join Vouch.");

/** Why a friend can't be paired with the same person in the other member's circle. */
export const SAME_PERSON_MESSAGE = messageKey(
  "That's the same person in both circles: choose two different friends.",
);

/** Why a friend can't confirm a member's photos yet. */
export const confirmNeedsMeetingText = (name: string): Message =>
  msg(
    "You can confirm {name}'s photos once you've both checked in at the same Vouch event, within {days} days.",
    { name, days: CONFIRM_MET_WITHIN_DAYS },
  );

/** What a member with "Only verified members" on answers someone unverified. */
export const verifiedOnlyText = (name: string): Message =>
  msg("{name} meets verified members only: verify your photos from your Profile first.", { name });

/** zod's message too, so said as it is: its Spanish entry is this sentence with these numbers. */
export const CIRCLE_SIZE_MESSAGE = `You need ${CIRCLE_MIN}-${CIRCLE_MAX} friends in your circle`;

/** An upload the nudity screening refused: nothing was saved. */
export const PHOTO_REFUSED_TEXT = messageKey(
  "This photo looks too explicit for Vouch, so it wasn't added. Choose another one.",
);

/** Beside the member's own photo that screening held for a moderator: only they see it. */
export const PHOTO_WAITING_TEXT = messageKey(
  "Waiting for a quick check — only you can see it for now",
);

/** An admin taking away the one admin role left: someone must still be able to grant roles. */
export const lastAdminText = messageKey(
  "You are the last admin: grant the role to someone else before giving it up.",
);

/** An admin granting a role to an email no member signs in with. */
export const noMemberWithEmailText = messageKey("No member signs in with that email.");

/** The matchmaker's debrief: the two private questions, asked the day after two members met. */
export const DEBRIEF_QUESTIONS = {
  seeAgain: messageKey("Would you see them again?"),
  goodFit: messageKey("Was the introduction a good fit?"),
} as const;
