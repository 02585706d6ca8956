/**
 * What deleting an account does to each column that references a member (`"user".id` or
 * `profiles.id`), as `table.column`. A test walks the database catalog and fails on any such
 * foreign key missing here, so a new table must decide its rows' fate before it can ship.
 *
 * - `deleted`: the member's rows go (deleteAccount deletes them, in this order).
 * - `unlinked`: the rows are someone else's; the reference is cleared.
 * - `kept`: the rows are other members' records too and keep pointing at the emptied profile,
 *   which shows as "a former member" (see docs/decisions/0013-former-members.md).
 */
export const MEMBER_REFERENCES = {
  "session.user_id": "deleted",
  "account.user_id": "deleted",
  "password_reset_token.user_id": "deleted",
  // The partner keeps the conversation, read-only ("left"), and the member's messages to them for
  // 30 days, so abuse can still be reported; then a scheduled job purges them (chat's
  // purgeDepartedMessages), keeping those a report points at.
  "messages.sender_id": "kept",
  "matches.user_a_id": "kept",
  "matches.user_b_id": "kept",
  // Who said yes first stays on the match as its history; the account it named is gone.
  "matches.first_yes_by": "kept",
  // The member's reactions to messages: theirs alone.
  "message_reactions.member_id": "deleted",
  "mutes.profile_id": "deleted",
  // Plans the member shared, and their place among the friends who may read others' plans.
  "date_share_friends.profile_id": "deleted",
  "date_shares.sharer_id": "deleted",
  // Invite links the member sent; one they accepted stays the inviter's, without them.
  "invite_links.owner_id": "deleted",
  "invite_links.used_by": "unlinked",
  "friend_entries.owner_id": "deleted",
  // Friends' words about the member, and the member's words about friends.
  "endorsements.member_id": "deleted",
  "endorsements.author_id": "deleted",
  // The member's notifications, and others' notifications of what the member did.
  "notifications.member_id": "deleted",
  "notifications.actor_id": "deleted",
  // How notifications reached them: nobody else's record.
  "notification_preferences.member_id": "deleted",
  "push_subscriptions.member_id": "deleted",
  "heart_transactions.profile_id": "deleted",
  "heart_payments.profile_id": "deleted",
  "event_attendees.profile_id": "deleted",
  "event_waitlist.profile_id": "deleted",
  "event_pairs.member_id": "deleted",
  "event_pairs.wingperson_id": "deleted",
  // A waiting member whose named friend left waits on as a single.
  "event_waitlist.wingperson_id": "unlinked",
  "event_seats.profile_id": "deleted",
  // A host's events and messages to their guests stay for the guests: only the link to them goes.
  "events.host_id": "unlinked",
  "event_host_messages.host_id": "unlinked",
  "certifications.profile_id": "deleted",
  "quiz_attempts.profile_id": "deleted",
  "profile_unlocks.viewer_id": "deleted",
  "profile_unlocks.unlocked_id": "deleted",
  "reports.reporter_id": "deleted",
  "staff_roles.user_id": "deleted",
  // Warnings given to the member: theirs to read; the case and its audit log keep the decision.
  "moderation_warnings.member_id": "deleted",
  // Their bytes go too, from the database with the rows, from S3 once the deletion commits.
  "photos.owner_id": "deleted",
  // Selfie checks, their marks and friends' confirmations, either way: no one else's record.
  "verification_challenges.member_id": "deleted",
  "face_checks.member_id": "deleted",
  "photo_verifications.member_id": "deleted",
  "photo_confirmations.member_id": "deleted",
  "photo_confirmations.friend_id": "deleted",
  "blocks.blocker_id": "deleted",
  "blocks.blocked_id": "deleted",
  // Pending ones go; decided ones are the suggester's record of introductions.
  "match_suggestions.target_id": "kept",
  "match_suggestions.candidate_id": "kept",
  "match_suggestions.suggester_id": "kept",
  "pairing_suggestions.suggester_id": "kept",
  "pairing_suggestions.target_id": "kept",
  "pair_meetings.user_a_id": "kept",
  "pair_meetings.user_b_id": "kept",
  // The member's debrief answers go; an answer about them stays its author's (and in the totals).
  "debrief_answers.member_id": "deleted",
  "debrief_answers.partner_id": "kept",
  // A "We found each other" waiting for the other: nothing once either is gone.
  "couple_claims.member_id": "deleted",
  "couple_claims.partner_id": "deleted",
  // A couple counts on their introducer's record.
  "couples.user_a_id": "kept",
  "couples.user_b_id": "kept",
  // A report about the member stays with whoever filed it.
  "reports.target_profile_id": "kept",
  // A case about the member, with its evidence, outlives their account (decision 0039).
  "moderation_cases.member_id": "kept",
  "friend_entries.linked_profile_id": "unlinked",
  "friend_entries.invited_profile_id": "unlinked",
  "profiles.id": "kept",
} as const satisfies Record<string, "deleted" | "unlinked" | "kept">;

export type MemberReference = keyof typeof MEMBER_REFERENCES;

export function referencesOfFate(fate: "deleted" | "unlinked" | "kept") {
  return (Object.keys(MEMBER_REFERENCES) as MemberReference[])
    .filter((key) => MEMBER_REFERENCES[key] === fate)
    .map((key) => {
      const [table, column] = key.split(".") as [string, string];
      return { table, column };
    });
}
