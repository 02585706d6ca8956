// Every business number of Vouch, once. Server and client import from here.

export const CIRCLE_MIN = 1;
export const CIRCLE_MAX = 5;

export const BIO_MAX = 80;
export const REASON_MAX = 500;
export const MESSAGE_MAX = 2000;
export const REPORT_DETAILS_MAX = 2000;
export const NAME_MAX = 80;
export const PRONOUNS_MAX = 30;
export const OCCUPATION_MAX = 80;
/** A circle friend's gender/pronouns field. */
export const GENDER_MAX = 30;

export const AGE_MIN = 18;
export const AGE_MAX = 120;

/** The age range a member wants to meet. */
export const WISH_AGE_MIN = 18;
export const WISH_AGE_MAX = 99;
/** A gender given in a member's own words. */
export const GENDER_WORDS_MAX = 30;

export const USERNAME_MIN = 3;
export const USERNAME_MAX = 30;

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;
/** zxcvbn's score a new password needs (0–4; 3 is "safely unguessable": ~10^8 guesses and up). */
export const PASSWORD_MIN_STRENGTH = 3;

export const TRUST_LEVELS = ["Casual", "Familiar", "Close"] as const;
export type TrustLevel = (typeof TRUST_LEVELS)[number];
export const TRUST_DEFAULT: TrustLevel = "Familiar";

/** Vouch happens in New York: its days and event times are New York's, wherever the viewer is. */
export const NEW_YORK_TIME_ZONE = "America/New_York";
export const DAY_MS = 86_400_000;

export const HIDDEN_AFTER_DAYS = 7;
/** A message may be edited or unsent this long after it was sent. */
export const MESSAGE_CHANGE_MINUTES = 15;
/** The reactions a member may put on a message, one per member per message. */
export const REACTIONS = ["❤️", "😂", "😮", "😢", "👍", "👎"] as const;
export type Reaction = (typeof REACTIONS)[number];
/** "Is typing…" shows this long after the partner's last keystroke signal. */
export const TYPING_SHOWN_MS = 5_000;
/** The most often a member's screen signals typing in one conversation (the server drops more). */
export const TYPING_EVERY_MS = 2_000;
/** Conversations waiting on the member's reply before Match for You asks them to answer first. */
export const YOUR_TURN_LIMIT = 8;
/** The most matches a search within conversations answers with. */
export const MESSAGE_SEARCH_RESULTS = 30;
/** How long it has been the member's turn in a conversation before one gentle reminder. */
export const TURN_REMINDER_HOURS = 24;
/** How long a member who deleted their account stays readable to their partners (then purged). */
export const FORMER_MEMBER_MESSAGES_DAYS = 30;
export const FIRST_MESSAGE_BONUS_HOURS = 48;
/** How long after declining a Match for You suggestion the member can take it back. */
export const DECLINE_UNDO_SECONDS = 10;
/** A yes waits this long for the other's answer; then the card of whoever said it goes. */
export const YES_WAITS_DAYS = 14;
/** Club certifications shown beside a member in Match for You and chat. */
export const CERTIFICATIONS_SHOWN = 2;

export const QUIZ_PASS_PERCENT = 66;
/** Questions drawn from a club's pool for one attempt. */
export const QUIZ_QUESTIONS_PER_ATTEMPT = 3;
/** Attempts per club per New York day, an attempt left open included. */
export const QUIZ_ATTEMPTS_PER_DAY = 3;
/** An attempt not submitted within this time can no longer be scored. */
export const QUIZ_ATTEMPT_MINUTES = 30;
/** Live questions a club needs before members see it and can take its quiz. */
export const QUIZ_LIVE_QUESTIONS_NEEDED = 8;
/** What an editor may write in the studio. */
export const STUDIO_LIMITS = {
  clubName: { min: 2, max: 40 },
  clubDescription: { min: 10, max: 300 },
  /** A club's pass mark, in percent of the drawn questions answered right. */
  passPercent: { min: 50, max: 100 },
  question: { min: 5, max: 300 },
  option: { max: 120 },
  options: { min: 2, max: 6 },
} as const;

export const EXPLORE_POOL_SIZE = 20;
export const TRANSACTION_HISTORY_LIMIT = 50;

export const COST = {
  unlockProfile: 1,
  selfSuggest: 2,
  extraPairing: 3,
  directMatch: 5,
} as const;

export const EARN = {
  firstMessage: 1,
  eventCheckInPair: 3,
} as const;

export const FREE_PAIRINGS_PER_DAY = 3;

export const HEART_PACKAGES = [
  { id: "hearts-10", hearts: 10, priceUsd: 5, popular: false },
  { id: "hearts-25", hearts: 25, priceUsd: 10, popular: true },
  { id: "hearts-50", hearts: 50, priceUsd: 18, popular: false },
  { id: "hearts-100", hearts: 100, priceUsd: 30, popular: false },
] as const;
export type HeartPackage = (typeof HEART_PACKAGES)[number];
export type HeartPackageId = HeartPackage["id"];

export function heartPackage(id: HeartPackageId): HeartPackage {
  const found = HEART_PACKAGES.find((p) => p.id === id);
  if (!found) throw new Error(`unknown heart package ${id}`);
  return found;
}
export const TOP_UP_DELAY_MS = 1500;
/** The currency hearts are sold in (Stripe's lower-case code); prices above are in it. */
export const HEARTS_CURRENCY = "usd";
/** A package's price in the currency's smallest unit, as Stripe counts it (cents). */
export const priceInCents = (pkg: HeartPackage) => Math.round(pkg.priceUsd * 100);

export const CALENDAR_FRIDAYS = 4;
export const EVENT_CHECK_IN_HOURS = 4;
export const EVENT_FREE_CANCEL_HOURS = 24;
export const CHECK_IN_CODE_LENGTH = 6;
/** A freed seat goes to the waitlist only until this many hours before the start. */
export const EVENT_PROMOTION_CUTOFF_HOURS = 2;
/** A wingperson answers an invitation to come as a pair within this many hours (or by the start). */
export const PAIR_CONFIRM_HOURS = 48;
/** The most deposit a host may ask, in hearts. */
export const EVENT_MAX_DEPOSIT = 20;
/** The most seats a host may offer. */
export const EVENT_MAX_CAPACITY = 500;
export const EVENT_TITLE_MAX_LENGTH = 80;
export const EVENT_DESCRIPTION_MAX_LENGTH = 1000;
export const EVENT_VENUE_MAX_LENGTH = 120;
/** A host's message to everyone going. */
export const HOST_MESSAGE_MAX_LENGTH = 500;
/** Seats at a table when a host seats an event at tables: the default, and the sizes allowed. */
export const EVENT_TABLE_SIZE_DEFAULT = 6;
export const EVENT_TABLE_SIZE_MIN = 2;
export const EVENT_TABLE_SIZE_MAX = 20;

export const SESSION_RETRY_BASE_MS = 200;

/**
 * An account without a password (signed in with Google) confirms its deletion by having signed in
 * this recently, in minutes.
 */
export const REAUTH_WINDOW_MINUTES = 5;
/** A message asking for money or to move off Vouch gets a safety note in a match's first days. */
export const NUDGE_WINDOW_DAYS = 3;

/** Share my date: where is at most this long. */
export const DATE_SHARE_PLACE_MAX = 200;
/** A plan may start this long ago at most (shared on arrival, say). */
export const DATE_SHARE_START_SLACK_MINUTES = 60;
/** A plan may be shared this far ahead at most. */
export const DATE_SHARE_AHEAD_DAYS = 30;
/** A plan shared without an end lasts this long. */
export const DATE_SHARE_DEFAULT_HOURS = 3;
/** A plan lasts at most this long. */
export const DATE_SHARE_MAX_HOURS = 12;
/** A "Forgot password?" link works once, for this long after it was sent. */
export const PASSWORD_RESET_MINUTES = 30;
/** Wrong passwords for one email from one address before each further try is slowed down. */
export const SIGN_IN_FREE_FAILURES = 5;
/** The first slowed try waits this long; each later one twice the one before, up to the cap. */
export const SIGN_IN_DELAY_BASE_MS = 250;
export const SIGN_IN_DELAY_MAX_MS = 4000;

/**
 * Writes a member can repeat, each at most `limit` times per `windowSeconds`, counted in the
 * database (docs/decisions/0031). Per member unless said otherwise.
 */
export const WRITE_LIMITS = {
  report: { limit: 10, windowSeconds: 60 * 60 },
  dateShare: { limit: 10, windowSeconds: 60 * 60 },
  /** Friends added or changed with a member's username: each invites that member. */
  invitation: { limit: 20, windowSeconds: 60 * 60 },
  /** Check-in tries per attendee per event. */
  checkIn: { limit: 5, windowSeconds: 10 * 60 },
  /** Wrong check-in codes per event, from all its attendees together. */
  eventWrongCodes: { limit: 30, windowSeconds: 10 * 60 },
  /** Generous: a lively conversation never meets it. */
  message: { limit: 60, windowSeconds: 60 },
  /** Each tells the partner's screens: generous, as a screen marks a thread read as messages come. */
  conversationRead: { limit: 120, windowSeconds: 60 },
  /** Typing signals: one every 2 s at most is sent anyway; this catches a screen that ignores it. */
  typing: { limit: 40, windowSeconds: 60 },
  /** Reactions put on or taken off: each tells the partner's screens. */
  reaction: { limit: 60, windowSeconds: 60 },
  /** Messages edited or unsent: each tells the partner's screens and keeps a version. */
  messageChange: { limit: 30, windowSeconds: 60 },
  /** Unblocking (and so blocking again) tells the other member's screens each time. */
  unblock: { limit: 10, windowSeconds: 60 * 60 },
  /** Photos added: each is processed (about a fifth of a second of a core). */
  photoUpload: { limit: 30, windowSeconds: 60 * 60 },
  /** Each new order tells the screens that show the member. */
  photoOrder: { limit: 60, windowSeconds: 60 * 60 },
  /** Invite links created for friends not on Vouch. */
  inviteLink: { limit: 10, windowSeconds: 24 * 60 * 60 },
  /** An invite link's page read from one address (no account needed), counted per address. */
  invitePage: { limit: 30, windowSeconds: 10 * 60 },
  /** Endorsements and friends' prompts written, edited, asked for, approved or hidden: each tells the other side's screens. */
  endorsement: { limit: 30, windowSeconds: 60 * 60 },
  /** Notifications marked read, one or all: each tells the member's other screens. */
  notificationRead: { limit: 120, windowSeconds: 60 },
  /** Appeals tried, signed in or out (each is once per decision anyway). */
  appeal: { limit: 10, windowSeconds: 60 * 60 },
  /** How a kind of notification reaches the member, changed in Settings. */
  notificationPreference: { limit: 60, windowSeconds: 60 },
  /** An unsubscribe link we didn't sign, per address (a signed one is never limited). */
  unsubscribe: { limit: 60, windowSeconds: 60 * 60 },
  /** A device subscribed to or unsubscribed from push: a switch in Settings, flipped now and then. */
  pushSubscription: { limit: 30, windowSeconds: 60 * 60 },
  /** The language chosen in Settings: a choice made now and then. */
  languageChoice: { limit: 30, windowSeconds: 60 * 60 },
  /** Profile saves, pausing and resuming included: each tells the screens that show the member. */
  profileEdit: { limit: 60, windowSeconds: 60 * 60 },
  /** Conversations muted or unmuted. */
  mute: { limit: 60, windowSeconds: 60 * 60 },
  /** Circle friends added, changed or removed. */
  circleFriend: { limit: 60, windowSeconds: 60 * 60 },
  /** Friends' photo confirmations given or withdrawn: each tells the member. */
  photoConfirmation: { limit: 20, windowSeconds: 60 * 60 },
  /** Staff roles granted or revoked by an admin. */
  staffGrant: { limit: 60, windowSeconds: 60 * 60 },
  /** Invite links accepted: a member joins a few circles, not dozens an hour. */
  inviteAccept: { limit: 10, windowSeconds: 60 * 60 },
  /** A host's events created, edited, published or cancelled, and codes rotated. */
  hostEventEdit: { limit: 60, windowSeconds: 60 * 60 },
  /** A host's messages to everyone going: each notifies every guest. */
  hostMessage: { limit: 5, windowSeconds: 60 * 60 },
  /** Check-ins and no-shows a host marks at the door. */
  hostDoor: { limit: 600, windowSeconds: 60 * 60 },
  /** Event images uploaded: each is processed as a photo is. */
  hostImage: { limit: 30, windowSeconds: 60 * 60 },
  /** A host's seating: table size set, plans proposed, guests moved, plans published. */
  hostSeating: { limit: 600, windowSeconds: 60 * 60 },
  /** RSVPs and waitlist places taken or given back, over all events. */
  rsvp: { limit: 30, windowSeconds: 60 * 60 },
  /** Blocking a member already blocked (a new block, a safety tool, is never refused). */
  blockAgain: { limit: 10, windowSeconds: 60 * 60 },
  /** Hearts bought, a retry of the same purchase included. */
  topUp: { limit: 20, windowSeconds: 60 * 60 },
  /** Stripe Checkout pages opened for a top-up, paid or not. */
  checkout: { limit: 20, windowSeconds: 60 * 60 },
  /**
   * Members opened in Explore by username, found or not: a friend shares one now and then; many
   * would be guessing names (decision 0051).
   */
  usernameLookup: { limit: 20, windowSeconds: 60 * 60 },
  /**
   * Selfie challenges drawn: only a check answered counts against the day's attempts
   * (SELFIE_ATTEMPTS_PER_DAY), so this only stops a script drawing poses in a loop.
   */
  selfieChallenge: { limit: 20, windowSeconds: 60 * 60 },
  /** An editor's clubs and questions written, edited or retired: generous for a writing session. */
  studioEdit: { limit: 300, windowSeconds: 60 * 60 },
  /** Debrief answers sent (each is once per meeting anyway). */
  debriefAnswer: { limit: 20, windowSeconds: 60 * 60 },
  /** "We found each other" said or taken back in Settings. */
  foundEachOther: { limit: 10, windowSeconds: 60 * 60 },
} as const satisfies Record<string, { limit: number; windowSeconds: number }>;
export type WriteLimitName = keyof typeof WRITE_LIMITS;

/**
 * Friends confirm a member's photos: a linked circle friend who checked in at the same Vouch
 * event as the member within these days may confirm; this many confirmations, while the photos
 * are the ones confirmed, make the member "Confirmed by friends".
 */
export const CONFIRM_MET_WITHIN_DAYS = 90;
export const CONFIRMATIONS_NEEDED = 2;

/** Devices one member gets push notifications on; a new one past this replaces their oldest. */
export const PUSH_DEVICES_PER_MEMBER = 10;

// Live streams (GET /api/live) one process keeps open (docs/decisions/0029). A member's newest
// stream replaces their oldest past these; an address past its cap is refused.
export const LIVE_STREAMS_PER_SESSION = 4;
export const LIVE_STREAMS_PER_MEMBER = 8;
export const LIVE_STREAMS_PER_ADDRESS = 40;

// A member's first screen drawn by the server (decision 0045). Past these a page load gets the
// loading screen, and the browser draws the screen as it always could: one process draws at most
// DRAWINGS_AT_ONCE screens at a time, one session at most DRAWN_SCREENS_PER_MINUTE a minute, and
// a drawing that takes longer than DRAWING_BUDGET_MS is not waited for.
export const DRAWINGS_AT_ONCE = 4;
export const DRAWN_SCREENS_PER_MINUTE = 30;
export const DRAWING_BUDGET_MS = 2_000;

// Photos.
export const PHOTOS_MAX = 6;
/** An upload larger than this is refused before it is read (by Content-Length) or while it is. */
export const PHOTO_MAX_BYTES = 15 * 1024 * 1024;
/** The longest side, in pixels, of each size a photo is stored at. */
export const PHOTO_SIZES = { small: 160, medium: 480, large: 1080 } as const;
export type PhotoSize = keyof typeof PHOTO_SIZES;
export const PHOTO_SIZE_NAMES = Object.keys(PHOTO_SIZES) as PhotoSize[];
/**
 * Where one size of a photo is loaded, same origin, with the member's cookie: the image route
 * answers only members allowed to see its owner. Built here rather than sent with every photo.
 */
export const photoSrc = (id: string, size: PhotoSize) => `/api/photos/${id}/${size}`;
/**
 * An image with more pixels than this is refused by its header, before it is decoded: a 40 MP
 * image takes about 230 MB while decoded, and a phone's largest photos are 12–24 MP.
 */
export const PHOTO_MAX_PIXELS = 40_000_000;

// Prompts and interests.
export const PROMPTS_MAX = 3;
export const PROMPT_ANSWER_MAX = 150;
export const INTERESTS_MAX = 8;

// Invite links.
export const INVITE_LINK_DAYS = 7;
/** Hearts the inviter earns once their invited friend joined and built a circle. */
export const INVITE_JOINED_HEARTS = 2;

// Moderation.
/** Every report dialog promises a review within this many hours. */
export const MODERATION_DUE_HOURS = 24;
/** A reporter counts as established with an account this old… */
export const ESTABLISHED_ACCOUNT_DAYS = 30;
/** …this many linked friends in their circle, and no report of theirs dismissed. */
export const ESTABLISHED_CIRCLE_FRIENDS = 3;
/** Tripwire: starting more than this many conversations and introductions in a window… */
export const TRIPWIRE_STARTS_MAX = 15;
/** …of this many hours puts the account on hold, pending review. */
export const TRIPWIRE_WINDOW_HOURS = 24;
/**
 * Tripwire: reports from this many independent established members put the account on hold (no
 * two linked in a circle, joined from one address or within REPORTERS_JOINED_APART_DAYS).
 */
export const TRIPWIRE_ESTABLISHED_REPORTERS = 3;
/** Two reporters who joined closer together than this count as one for the tripwire. */
export const REPORTERS_JOINED_APART_DAYS = 1;
/** A moderator's note on an action, for the audit log. */
export const MODERATION_NOTE_MAX = 1000;
/** The longest suspension a moderator can set, in days (a ban has no end). */
export const SUSPEND_DAYS_MAX = 365;
/** How long a member may appeal a moderator's decision about them, in days. */
export const APPEAL_DAYS = 30;
/** A member's appeal, in their words. */
export const APPEAL_TEXT_MAX = 1000;

// Friends' own words; a friend's answer to a prompt is PROMPT_ANSWER_MAX.
export const ENDORSEMENT_MAX = 300;

// Selfie verification.
/** Selfie checks a member may answer in any 24 hours, passed or not. */
export const SELFIE_ATTEMPTS_PER_DAY = 3;
/** Failed selfie checks in 24 hours that open a moderation case (and hold the account). */
export const SELFIE_FAILURES_FOR_CASE = 3;
/** Poses one challenge asks for, drawn at random from the catalogue. */
export const SELFIE_POSES_PER_CHALLENGE = 3;
/** A challenge is answered within this many seconds of being drawn, and once. */
export const SELFIE_CHALLENGE_SECONDS = 120;
/** A passed check's face descriptor is kept this many days to check new photos against. */
export const SELFIE_DESCRIPTOR_DAYS = 30;
/** The most a captured frame may weigh (a 640 × 480 JPEG is about 60 KB). */
export const SELFIE_FRAME_MAX_BYTES = 1024 * 1024;
/** The face models the phone's own pose check loads (from /api/face-models, never elsewhere). */
export const FACE_MODEL_FILES = ["blazeface", "facemesh"] as const;

/**
 * The matchmaker's debrief: an introducer sees the totals of the answers about their
 * introductions only from this many answers on, so no single answer shows (decision 0065).
 */
export const DEBRIEF_TOTALS_FROM = 3;

/** "We found each other": the other member must say it too within these days, or it lapses. */
export const FOUND_EACH_OTHER_DAYS = 14;
