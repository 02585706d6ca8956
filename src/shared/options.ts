// The canonical option lists, used on every screen and by the server.

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

export const RELATIONSHIP_STATUSES = [
  { value: "single", label: "single" },
  { value: "in_a_relationship", label: "in a relationship" },
  { value: "married", label: "married" },
  { value: "its_complicated", label: "it's complicated" },
] as const;
export type RelationshipStatus = (typeof RELATIONSHIP_STATUSES)[number]["value"];
export const RELATIONSHIP_STATUS_VALUES = RELATIONSHIP_STATUSES.map((s) => s.value) as [
  RelationshipStatus,
  ...RelationshipStatus[],
];
export function relationshipStatusLabel(value: RelationshipStatus): string {
  return RELATIONSHIP_STATUSES.find((s) => s.value === value)?.label ?? value;
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
  { id: "perfect-friday", text: "The perfect Friday in my neighbourhood…" },
  { id: "friends-say", text: "My friends would describe me as…" },
  { id: "green-flag", text: "A green flag I look for…" },
  { id: "first-date", text: "My ideal first date…" },
  { id: "hidden-gem", text: "A New York hidden gem I love…" },
  { id: "cant-stop", text: "I can't stop talking about…" },
  { id: "sunday", text: "A typical Sunday…" },
  { id: "learning", text: "Something I'm learning right now…" },
  { id: "best-meal", text: "The best meal I've had in the city…" },
  { id: "together", text: "We'll get along if…" },
  { id: "unpopular", text: "My most unpopular opinion…" },
  { id: "proudest", text: "Something I'm proud of…" },
  { id: "travel", text: "The last trip that changed me…" },
  { id: "soundtrack", text: "My walking-around-the-city soundtrack…" },
] as const;
export type ProfilePromptId = (typeof PROFILE_PROMPTS)[number]["id"];
export const PROFILE_PROMPT_IDS = PROFILE_PROMPTS.map((p) => p.id) as [
  ProfilePromptId,
  ...ProfilePromptId[],
];
export const promptText = (id: string) => PROFILE_PROMPTS.find((p) => p.id === id)?.text ?? id;

/**
 * The prompts a member may ask a linked friend to answer about them, by a stable id; `{name}` is
 * the member's first name (`friendPromptText`).
 */
export const FRIEND_PROMPTS = [
  { id: "friends-know", text: "What {name}'s friends know that a first date doesn't yet…" },
  { id: "always-the-one", text: "{name} is always the one who…" },
  { id: "lucky-date", text: "You'd be lucky to date {name} because…" },
  { id: "best-plan", text: "The best plan to make with {name}…" },
  { id: "green-flag", text: "{name}'s greenest flag…" },
  { id: "perfect-with", text: "{name} would be perfect with someone who…" },
] as const;
export type FriendPromptId = (typeof FRIEND_PROMPTS)[number]["id"];
export const FRIEND_PROMPT_IDS = FRIEND_PROMPTS.map((p) => p.id) as [
  FriendPromptId,
  ...FriendPromptId[],
];
export const friendPromptText = (id: string, firstName: string) =>
  (FRIEND_PROMPTS.find((p) => p.id === id)?.text ?? id).replaceAll("{name}", firstName);

export const REPORT_REASONS = [
  { value: "harassment", label: "Harassment" },
  { value: "fake", label: "Fake profile" },
  { value: "safety", label: "Safety concern" },
  { value: "other", label: "Other" },
] as const;
export type ReportReason = (typeof REPORT_REASONS)[number]["value"];
/** Why a moderator acted (or didn't): each action in the audit log names one. */
export const MODERATION_REASONS = [
  { value: "harassment", label: "Harassment or bullying" },
  { value: "hate", label: "Hate or discrimination" },
  { value: "sexual", label: "Unwanted sexual content" },
  { value: "scam", label: "Scam or asking for money" },
  { value: "impersonation", label: "Fake identity or impersonation" },
  { value: "safety", label: "Threat to someone's safety" },
  { value: "spam", label: "Spam" },
  { value: "no_violation", label: "No violation found" },
  { value: "other", label: "Other" },
] as const;
export type ModerationReason = (typeof MODERATION_REASONS)[number]["value"];

/** The moderation queue's order of severity, most severe first. */
export const REPORT_SEVERITY: readonly ReportReason[] = ["safety", "harassment", "fake", "other"];

/**
 * Gender, as a member gives it. "In my own words" keeps their words (GENDER_WORDS_MAX); for who
 * wants to meet whom it counts with non-binary people (docs/decisions/0035).
 */
export const GENDERS = [
  { value: "woman", label: "Woman" },
  { value: "man", label: "Man" },
  { value: "nonbinary", label: "Non-binary" },
  { value: "own_words", label: "In my own words" },
] as const;
export type Gender = (typeof GENDERS)[number]["value"];
export const GENDER_VALUES = GENDERS.map((g) => g.value) as [Gender, ...Gender[]];

/** Whom a member wants to meet: one or more of these. */
export const INTERESTED_IN = [
  { value: "woman", label: "women" },
  { value: "man", label: "men" },
  { value: "nonbinary", label: "non-binary people" },
] as const;
export type InterestedIn = (typeof INTERESTED_IN)[number]["value"];
export const INTERESTED_IN_VALUES = INTERESTED_IN.map((g) => g.value) as [
  InterestedIn,
  ...InterestedIn[],
];

export const LOOKING_FOR = [
  { value: "relationship", label: "a relationship" },
  { value: "casual", label: "something casual" },
  { value: "not_sure", label: "not sure yet" },
] as const;
export type LookingFor = (typeof LOOKING_FOR)[number]["value"];
export const LOOKING_FOR_VALUES = LOOKING_FOR.map((g) => g.value) as [LookingFor, ...LookingFor[]];

export const genderLabel = (value: Gender): string =>
  GENDERS.find((g) => g.value === value)?.label ?? value;
export const interestedInLabel = (value: InterestedIn): string =>
  INTERESTED_IN.find((g) => g.value === value)?.label ?? value;
export const lookingForLabel = (value: LookingFor): string =>
  LOOKING_FOR.find((g) => g.value === value)?.label ?? value;
