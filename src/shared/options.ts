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

export const REPORT_REASONS = [
  { value: "harassment", label: "Harassment" },
  { value: "fake", label: "Fake profile" },
  { value: "safety", label: "Safety concern" },
  { value: "other", label: "Other" },
] as const;
export type ReportReason = (typeof REPORT_REASONS)[number]["value"];
