// The canonical option lists, used on every screen and by the server. A label is its English
// message key: a screen says it with `t(label)`, the value sent to the server never changes.
import { i18n, messageKey, type TFunction } from "./i18n/i18n";

/** A label in the language being read: the browser's when no translator is given. */
const say = (label: string, t?: TFunction): string => (t ? t(label) : i18n.t(label));

export const SEXUALITIES = [
  "straight",
  "gay",
  "lesbian",
  "bisexual",
  "pansexual",
  "queer",
  "questioning",
  "other",
] as const;
export type Sexuality = (typeof SEXUALITIES)[number];
const SEXUALITY_LABELS: Record<Sexuality, string> = {
  straight: messageKey("straight"),
  gay: messageKey("gay"),
  lesbian: messageKey("lesbian"),
  bisexual: messageKey("bisexual"),
  pansexual: messageKey("pansexual"),
  queer: messageKey("queer"),
  questioning: messageKey("questioning"),
  other: messageKey("other"),
};
/** "bisexual", in the language being read (lower case, as the value reads). */
export const sexualityLabel = (value: string, t?: TFunction): string => {
  const label = SEXUALITY_LABELS[value as Sexuality];
  return label ? say(label, t) : value;
};

export const RELATIONSHIP_STATUSES = [
  { value: "single", label: messageKey("single") },
  { value: "in_a_relationship", label: messageKey("in a relationship") },
  { value: "married", label: messageKey("married") },
  { value: "its_complicated", label: messageKey("it's complicated") },
] as const;
export type RelationshipStatus = (typeof RELATIONSHIP_STATUSES)[number]["value"];
export const RELATIONSHIP_STATUS_VALUES = RELATIONSHIP_STATUSES.map((s) => s.value) as [
  RelationshipStatus,
  ...RelationshipStatus[],
];
export function relationshipStatusLabel(value: RelationshipStatus, t?: TFunction): string {
  const label = RELATIONSHIP_STATUSES.find((s) => s.value === value)?.label;
  return label ? say(label, t) : value;
}

export const NEIGHBORHOODS = [
  "West Village",
  "East Village",
  "Chelsea",
  "SoHo",
  "Williamsburg",
  "Park Slope",
  "Astoria",
  "Upper East Side",
  "Upper West Side",
] as const;
export type Neighborhood = (typeof NEIGHBORHOODS)[number];

export const PAIRING_TAGS = [
  "art",
  "tech",
  "outdoors",
  "music",
  "food",
  "sports",
  "books",
  "travel",
] as const;
export type PairingTag = (typeof PAIRING_TAGS)[number];

/** What a member may list as their interests: the pairing tags, and more. */
export const INTERESTS = [
  ...PAIRING_TAGS,
  "film",
  "theatre",
  "dance",
  "cooking",
  "coffee",
  "wine",
  "running",
  "cycling",
  "hiking",
  "yoga",
  "climbing",
  "photography",
  "board games",
  "languages",
  "design",
  "science",
  "volunteering",
  "dogs",
  "cats",
  "nightlife",
] as const;
export type Interest = (typeof INTERESTS)[number];

/** The prompts a member may answer on their profile, by a stable id. */
export const PROFILE_PROMPTS = [
  { id: "perfect-friday", text: messageKey("The perfect Friday in my neighbourhood…") },
  { id: "friends-say", text: messageKey("My friends would describe me as…") },
  { id: "green-flag", text: messageKey("A green flag I look for…") },
  { id: "first-date", text: messageKey("My ideal first date…") },
  { id: "hidden-gem", text: messageKey("A New York hidden gem I love…") },
  { id: "cant-stop", text: messageKey("I can't stop talking about…") },
  { id: "sunday", text: messageKey("A typical Sunday…") },
  { id: "learning", text: messageKey("Something I'm learning right now…") },
  { id: "best-meal", text: messageKey("The best meal I've had in the city…") },
  { id: "together", text: messageKey("We'll get along if…") },
  { id: "unpopular", text: messageKey("My most unpopular opinion…") },
  { id: "proudest", text: messageKey("Something I'm proud of…") },
  { id: "travel", text: messageKey("The last trip that changed me…") },
  { id: "soundtrack", text: messageKey("My walking-around-the-city soundtrack…") },
] as const;
export type ProfilePromptId = (typeof PROFILE_PROMPTS)[number]["id"];
export const PROFILE_PROMPT_IDS = PROFILE_PROMPTS.map((p) => p.id) as [
  ProfilePromptId,
  ...ProfilePromptId[],
];
export const promptText = (id: string, t?: TFunction) => {
  const text = PROFILE_PROMPTS.find((p) => p.id === id)?.text;
  return text ? say(text, t) : id;
};

/**
 * The prompts a member may ask a linked friend to answer about them, by a stable id; `{name}` is
 * the member's first name (`friendPromptText`).
 */
export const FRIEND_PROMPTS = [
  {
    id: "friends-know",
    text: messageKey("What {name}'s friends know that a first date doesn't yet…"),
  },
  { id: "always-the-one", text: messageKey("{name} is always the one who…") },
  { id: "lucky-date", text: messageKey("You'd be lucky to date {name} because…") },
  { id: "best-plan", text: messageKey("The best plan to make with {name}…") },
  { id: "green-flag", text: messageKey("{name}'s greenest flag…") },
  { id: "perfect-with", text: messageKey("{name} would be perfect with someone who…") },
] as const;
export type FriendPromptId = (typeof FRIEND_PROMPTS)[number]["id"];
export const FRIEND_PROMPT_IDS = FRIEND_PROMPTS.map((p) => p.id) as [
  FriendPromptId,
  ...FriendPromptId[],
];
export const friendPromptText = (id: string, firstName: string, t?: TFunction) => {
  const text = FRIEND_PROMPTS.find((p) => p.id === id)?.text;
  if (!text) return id;
  return t ? t(text, { name: firstName }) : i18n.t(text, { name: firstName });
};

export const REPORT_REASONS = [
  { value: "harassment", label: messageKey("Harassment") },
  { value: "fake", label: messageKey("Fake profile") },
  { value: "safety", label: messageKey("Safety concern") },
  { value: "other", label: messageKey("Other") },
] as const;
export type ReportReason = (typeof REPORT_REASONS)[number]["value"];
/** Why a moderator acted (or didn't): each action in the audit log names one. */
export const MODERATION_REASONS = [
  { value: "harassment", label: messageKey("Harassment or bullying") },
  { value: "hate", label: messageKey("Hate or discrimination") },
  { value: "sexual", label: messageKey("Unwanted sexual content") },
  { value: "scam", label: messageKey("Scam or asking for money") },
  { value: "impersonation", label: messageKey("Fake identity or impersonation") },
  { value: "safety", label: messageKey("Threat to someone's safety") },
  { value: "spam", label: messageKey("Spam") },
  { value: "no_violation", label: messageKey("No violation found") },
  { value: "other", label: messageKey("Other") },
] as const;
export type ModerationReason = (typeof MODERATION_REASONS)[number]["value"];

/** The moderation queue's order of severity, most severe first. */
export const REPORT_SEVERITY: readonly ReportReason[] = ["safety", "harassment", "fake", "other"];

/**
 * Gender, as a member gives it. "In my own words" keeps their words (GENDER_WORDS_MAX); for who
 * wants to meet whom it counts with non-binary people (docs/decisions/0035).
 */
export const GENDERS = [
  { value: "woman", label: messageKey("Woman") },
  { value: "man", label: messageKey("Man") },
  { value: "nonbinary", label: messageKey("Non-binary") },
  { value: "own_words", label: messageKey("In my own words") },
] as const;
export type Gender = (typeof GENDERS)[number]["value"];
export const GENDER_VALUES = GENDERS.map((g) => g.value) as [Gender, ...Gender[]];

/** Whom a member wants to meet: one or more of these. */
export const INTERESTED_IN = [
  { value: "woman", label: messageKey("women") },
  { value: "man", label: messageKey("men") },
  { value: "nonbinary", label: messageKey("non-binary people") },
] as const;
export type InterestedIn = (typeof INTERESTED_IN)[number]["value"];
export const INTERESTED_IN_VALUES = INTERESTED_IN.map((g) => g.value) as [
  InterestedIn,
  ...InterestedIn[],
];

export const LOOKING_FOR = [
  { value: "relationship", label: messageKey("a relationship") },
  { value: "casual", label: messageKey("something casual") },
  { value: "not_sure", label: messageKey("not sure yet") },
] as const;
export type LookingFor = (typeof LOOKING_FOR)[number]["value"];
export const LOOKING_FOR_VALUES = LOOKING_FOR.map((g) => g.value) as [LookingFor, ...LookingFor[]];

export const genderLabel = (value: Gender, t?: TFunction): string => {
  const label = GENDERS.find((g) => g.value === value)?.label;
  return label ? say(label, t) : value;
};
export const interestedInLabel = (value: InterestedIn, t?: TFunction): string => {
  const label = INTERESTED_IN.find((g) => g.value === value)?.label;
  return label ? say(label, t) : value;
};
export const lookingForLabel = (value: LookingFor, t?: TFunction): string => {
  const label = LOOKING_FOR.find((g) => g.value === value)?.label;
  return label ? say(label, t) : value;
};

const INTEREST_LABELS: Record<Interest, string> = {
  art: messageKey("art"),
  tech: messageKey("tech"),
  outdoors: messageKey("outdoors"),
  music: messageKey("music"),
  food: messageKey("food"),
  sports: messageKey("sports"),
  books: messageKey("books"),
  travel: messageKey("travel"),
  film: messageKey("film"),
  theatre: messageKey("theatre"),
  dance: messageKey("dance"),
  cooking: messageKey("cooking"),
  coffee: messageKey("coffee"),
  wine: messageKey("wine"),
  running: messageKey("running"),
  cycling: messageKey("cycling"),
  hiking: messageKey("hiking"),
  yoga: messageKey("yoga"),
  climbing: messageKey("climbing"),
  photography: messageKey("photography"),
  "board games": messageKey("board games"),
  languages: messageKey("languages"),
  design: messageKey("design"),
  science: messageKey("science"),
  volunteering: messageKey("volunteering"),
  dogs: messageKey("dogs"),
  cats: messageKey("cats"),
  nightlife: messageKey("nightlife"),
};
/** An interest or a pairing tag ("board games"), in the language being read, lower case. */
export const interestLabel = (value: string, t?: TFunction): string => {
  const label = INTEREST_LABELS[value as Interest];
  return label ? say(label, t) : value;
};

/** Why a member reported someone, in the language being read. */
export const reportReasonLabel = (value: string, t?: TFunction): string => {
  const label = REPORT_REASONS.find((r) => r.value === value)?.label;
  return label ? say(label, t) : value;
};
/** Why a moderator acted, in the language being read. */
export const moderationReasonLabel = (value: string, t?: TFunction): string => {
  const label = MODERATION_REASONS.find((r) => r.value === value)?.label;
  return label ? say(label, t) : value;
};
