/**
 * Which part of the server writes each table: a feature (its folder under `features/`) or a floor
 * of infrastructure (its folder under `src/server`). Others read a table freely but change it only
 * by calling its owner. A test scans the server's code and fails on a write by anyone else that
 * isn't listed in WRITE_EXCEPTIONS with its reason, and on a table missing here.
 */
export const TABLE_OWNERS = {
  // better-auth's tables: account signs members up and in, changes and resets passwords.
  user: "account",
  session: "account",
  account: "account",
  verification: "account",
  password_reset_token: "account",
  rate_limit: "http",
  auth_secret: "sessions",
  live_presence: "realtime",
  profiles: "profile",
  profile_unlocks: "pairing",
  photos: "photos",
  photo_files: "photos",
  verification_challenges: "verification",
  face_checks: "verification",
  photo_verifications: "verification",
  photo_confirmations: "verification",
  friend_entries: "circle",
  invite_links: "circle",
  endorsements: "endorsements",
  match_suggestions: "matching",
  matches: "matching",
  messages: "chat",
  message_versions: "chat",
  message_reactions: "chat",
  pairing_suggestions: "pairing",
  heart_transactions: "hearts",
  heart_payments: "hearts",
  clubs: "clubs",
  quiz_questions: "clubs",
  certifications: "clubs",
  quiz_attempts: "clubs",
  events: "events",
  event_attendees: "events",
  event_waitlist: "events",
  event_pairs: "events",
  event_seats: "events",
  pair_meetings: "events",
  event_image_files: "events",
  event_host_messages: "events",
  debrief_answers: "debrief",
  couple_claims: "debrief",
  couples: "debrief",
  notifications: "notifications",
  notification_preferences: "notifications",
  push_keys: "delivery",
  push_subscriptions: "notifications",
  push_deliveries: "notifications",
  reports: "safety",
  blocks: "safety",
  mutes: "safety",
  date_shares: "safety",
  date_share_friends: "safety",
  staff_roles: "staff",
  staff_audit: "staff",
  moderation_cases: "moderation",
  moderation_evidence: "moderation",
  moderation_evidence_photos: "moderation",
  moderation_actions: "moderation",
  moderation_warnings: "moderation",
  moderation_sanctions: "moderation",
  moderation_appeals: "moderation",
} as const;

export type OwnedTable = keyof typeof TABLE_OWNERS;

/**
 * Writes by someone other than the table's owner, each with why it is theirs to make. Whole-world
 * writers (the seed's bulk load, account deletion's walk over MEMBER_REFERENCES) write through
 * table names held in data, which the scan doesn't see; they are listed for the reader.
 */
export const WRITE_EXCEPTIONS: { table: OwnedTable; writer: string; reason: string }[] = [
  {
    table: "matches",
    writer: "chat",
    reason:
      "The conversation's state lives on its match row (last message, read marks, unread counts, the first-message heart), kept by sending and reading in one statement.",
  },
  {
    table: "profiles",
    writer: "hearts",
    reason:
      "The balance (and the debt a refunded payment leaves) sits on the profile beside its ledger and moves in the same statement.",
  },
  {
    table: "session",
    writer: "sessions",
    reason:
      "Sessions are better-auth's rows: using one extends its expiry (rolling sessions), and ending every session of a suspended member is the sessions' own step.",
  },
  {
    table: "profiles",
    writer: "notifications",
    reason:
      '"Pause all notifications" is a column of the member\'s profile row; notifications, which honours it, sets it.',
  },
  {
    table: "rate_limit",
    writer: "account",
    reason: "Deleting an account forgets the attempts counted under its email.",
  },
  {
    table: "reports",
    writer: "moderation",
    reason:
      "Moderation files each report into a case (its case_id) and adds the demo world's cases; safety files the report itself.",
  },
];
