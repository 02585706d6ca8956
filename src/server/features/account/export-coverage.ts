import type { DataExport } from "#shared/schemas/data-export";

type Section = Exclude<keyof DataExport, "exportedAt">;

/**
 * Where "Download my data" shows each column that names a member, as `table.column`: the export's
 * section that holds those rows, or why they stay out (someone else's record, a credential, a
 * hidden fact such as who blocked or reported the member). A test walks the database catalog (a
 * foreign key to `"user"` or `profiles`, or a plain member id column) and fails on any column
 * missing here, so a new table that holds a member's data must be exported or say why not.
 */
export const EXPORT_COVERAGE = {
  "profiles.id": "profile",
  "account.user_id": "account",
  "session.user_id": { left: "Sign-in sessions: tokens are credentials, and they end in days." },
  "password_reset_token.user_id": { left: "Single-use reset credentials, kept an hour." },
  "staff_roles.user_id": "account",
  "staff_roles.granted_by": {
    left: "Which admin granted someone a role is the staff team's record.",
  },
  "photos.owner_id": "photos",
  "face_checks.member_id": "selfieChecks",
  "photo_verifications.member_id": "verifiedPhotos",
  "verification_challenges.member_id": {
    left: "The poses a selfie check asked for: a few random words, used once within two minutes.",
  },
  "friend_entries.owner_id": "circle",
  "invite_links.owner_id": "circle",
  "invite_links.used_by": "inviteAccepted",
  "friend_entries.linked_profile_id": {
    left: "Another member's circle entry (their words and trust level); the member's own words are endorsementsWritten.",
  },
  "friend_entries.invited_profile_id": {
    left: "Another member's invitation, until the member answers it.",
  },
  "endorsements.member_id": "endorsementsReceived",
  "endorsements.author_id": "endorsementsWritten",
  "photo_confirmations.member_id": "photoConfirmationsReceived",
  "photo_confirmations.friend_id": "photoConfirmationsGiven",
  "match_suggestions.target_id": "suggestionsReceived",
  "match_suggestions.suggester_id": "suggestionsMade",
  "match_suggestions.candidate_id": {
    left: "A suggestion of the member to someone else is that member's card.",
  },
  "pairing_suggestions.suggester_id": "pairings",
  "pairing_suggestions.target_id": "pairings",
  "matches.user_a_id": "matches",
  "matches.user_b_id": "matches",
  "matches.first_yes_by": "matches",
  "matches.last_message_sender_id": "matches",
  "messages.sender_id": "matches",
  "message_reactions.member_id": "matches",
  "mutes.profile_id": "mutes",
  "heart_transactions.profile_id": "hearts",
  "heart_payments.profile_id": "heartPayments",
  "event_attendees.profile_id": "rsvps",
  "event_waitlist.profile_id": "waitlist",
  // A pair shows on each one's RSVP; a pending invitation is the inviter's RSVP (and a notification).
  "event_pairs.member_id": "rsvps",
  "event_pairs.wingperson_id": "rsvps",
  "event_waitlist.wingperson_id": "waitlist",
  "event_seats.profile_id": "rsvps",
  "events.host_id": "hostedEvents",
  "event_host_messages.host_id": "hostMessages",
  "pair_meetings.user_a_id": "metInPerson",
  "pair_meetings.user_b_id": "metInPerson",
  "debrief_answers.member_id": "debriefAnswers",
  "debrief_answers.partner_id": {
    left: "Another member's private answers about the member: read only by their author.",
  },
  "couple_claims.member_id": "foundEachOther",
  "couple_claims.partner_id": {
    left: "Another member's word, never shown to the member alone: a couple once both said it.",
  },
  "couples.user_a_id": "foundEachOther",
  "couples.user_b_id": "foundEachOther",
  "certifications.profile_id": "certifications",
  "quiz_attempts.profile_id": "quizAttempts",
  "profile_unlocks.viewer_id": "profileUnlocks",
  "profile_unlocks.unlocked_id": { left: "Who unlocked the member is that member's purchase." },
  "reports.reporter_id": "reportsFiled",
  "reports.target_profile_id": { left: "Who reported the member is never told to them." },
  "blocks.blocker_id": "blocks",
  "blocks.blocked_id": { left: "Who blocked the member is never told to them." },
  "date_shares.sharer_id": "dateShares",
  "date_share_friends.profile_id": "dateSharesWithMe",
  "notifications.member_id": "notifications",
  "notifications.actor_id": { left: "Other members' notifications of what the member did." },
  "notification_preferences.member_id": "notificationSettings",
  "push_subscriptions.member_id": "notificationSettings",
  "live_presence.member_id": { left: "Which server holds a live stream, for a minute or so." },
  "moderation_cases.member_id": {
    left: "A case gathers other members' reports; the decisions it led to are in moderation.",
  },
  "moderation_actions.member_id": "moderation",
  "moderation_warnings.member_id": "moderation",
  "moderation_sanctions.member_id": "moderation",
  "moderation_appeals.member_id": "moderation",
  "moderation_actions.moderator_id": {
    left: "A moderator's work is the safety team's record, not their own data as a member.",
  },
  "moderation_appeals.decided_by": {
    left: "Which moderator answered is the safety team's record.",
  },
} as const satisfies Record<string, Section | { left: string }>;
