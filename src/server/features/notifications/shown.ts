import { sql, type SQL } from "drizzle-orm";
import {
  dateShareFriends,
  dateShares,
  endorsements,
  eventAttendees,
  eventPairs,
  friendEntries,
  events,
  matches,
  matchSuggestions,
  moderationWarnings,
  notifications,
  pairingSuggestions,
  profiles,
} from "../../db/schema";
import { notBlocked } from "../relations";

/*
 * A notification shows while what it is about still stands (docs/decisions/0040-notifications.md):
 * rather than deleting rows on every path that ends something (unmatch, block, deletion, a
 * decided suggestion, approved words), the list and the count leave them out.
 */
const actor = sql`${notifications.actorId}`;

/** Its actor (if any) still has an account and neither blocked the other. */
const actorStands = sql`(${actor} is null or (
  exists (select 1 from ${profiles} where ${profiles.id} = ${actor} and ${profiles.deletedAt} is null)
  and ${notBlocked(notifications.memberId, actor)}))`;

/**
 * The object's id as a uuid (every object is one), so the lookups below use its table's primary
 * key: comparing as text would scan the table for every notification, which a digest over every
 * member can't afford. Anything else reads as null, never an error.
 */
const objectUuid = sql`(case when ${notifications.objectId} ~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$'
  then ${notifications.objectId}::uuid end)`;

/** Its object, by kind, is still there to open. */
const objectStands = sql`case ${notifications.kind}
  when 'match' then exists (select 1 from ${matches} where ${matches.id} = ${objectUuid} and ${matches.status} = 'active')
  when 'message' then exists (select 1 from ${matches} where ${matches.id} = ${objectUuid} and ${matches.status} = 'active')
  when 'reaction' then exists (select 1 from ${matches} where ${matches.id} = ${objectUuid} and ${matches.status} = 'active')
  when 'suggestion' then exists (select 1 from ${matchSuggestions} where ${matchSuggestions.id} = ${objectUuid}
                                   and ${matchSuggestions.status} = 'pending')
  when 'endorsement' then exists (select 1 from ${endorsements} where ${endorsements.id} = ${objectUuid}
                                    and ${endorsements.memberId} = ${notifications.memberId} and ${endorsements.status} = 'pending')
  when 'promptAsked' then exists (select 1 from ${endorsements} where ${endorsements.id} = ${objectUuid}
                                    and ${endorsements.authorId} = ${notifications.memberId} and ${endorsements.status} = 'asked')
  when 'waitlistPromoted' then exists (select 1 from ${events} where ${events.id} = ${objectUuid})
  when 'dateShared' then exists (select 1 from ${dateShares} join ${dateShareFriends} on ${dateShareFriends.shareId} = ${dateShares.id}
                                  where ${dateShares.id} = ${objectUuid} and ${dateShares.stoppedAt} is null
                                    and ${dateShareFriends.profileId} = ${notifications.memberId})
  when 'homeSafe' then exists (select 1 from ${dateShares} join ${dateShareFriends} on ${dateShareFriends.shareId} = ${dateShares.id}
                                where ${dateShares.id} = ${objectUuid}
                                  and ${dateShareFriends.profileId} = ${notifications.memberId})
  when 'pairingWaiting' then exists (select 1 from ${pairingSuggestions} where ${pairingSuggestions.id} = ${objectUuid}
                                       and ${pairingSuggestions.targetId} = ${notifications.memberId}
                                       and ${pairingSuggestions.status} = 'pending')
  when 'pairingApproved' then exists (select 1 from ${pairingSuggestions} where ${pairingSuggestions.id} = ${objectUuid}
                                        and ${pairingSuggestions.suggesterId} = ${notifications.memberId}
                                        and ${pairingSuggestions.status} in ('approved', 'matched'))
  when 'pairingMatched' then exists (select 1 from ${pairingSuggestions} where ${pairingSuggestions.id} = ${objectUuid}
                                       and ${pairingSuggestions.status} = 'matched')
  when 'invitationAnswered' then exists (select 1 from ${friendEntries} where ${friendEntries.id} = ${objectUuid}
                                           and ${friendEntries.ownerId} = ${notifications.memberId}
                                           and ${friendEntries.linkedProfileId} = ${actor})
  when 'photosConfirmed' then exists (select 1 from ${friendEntries} where ${friendEntries.id} = ${objectUuid}
                                       and ${friendEntries.ownerId} = ${notifications.memberId}
                                       and ${friendEntries.linkedProfileId} = ${actor})
                            and exists (select 1 from photo_confirmations where member_id = ${notifications.memberId}
                                          and friend_id = ${actor})
  when 'friendJoined' then exists (select 1 from ${friendEntries} where ${friendEntries.id} = ${objectUuid}
                                     and ${friendEntries.ownerId} = ${notifications.memberId}
                                     and ${friendEntries.linkedProfileId} = ${actor})
  when 'yourTurn' then exists (select 1 from ${matches} where ${matches.id} = ${objectUuid} and ${matches.status} = 'active'
                                 and ${matches.lastMessageSenderId} = ${actor})
  when 'eventTomorrow' then exists (select 1 from ${eventAttendees} where ${eventAttendees.eventId} = ${objectUuid}
                                      and ${eventAttendees.profileId} = ${notifications.memberId})
  when 'eventChanged' then exists (select 1 from ${events} where ${events.id} = ${objectUuid} and ${events.status} = 'published')
  when 'eventCancelled' then exists (select 1 from ${events} where ${events.id} = ${objectUuid} and ${events.status} = 'cancelled')
  when 'hostMessage' then exists (select 1 from ${eventAttendees} where ${eventAttendees.eventId} = ${objectUuid}
                                    and ${eventAttendees.profileId} = ${notifications.memberId})
  when 'pairInvited' then exists (select 1 from ${eventPairs} where ${eventPairs.eventId} = ${objectUuid}
                                    and ${eventPairs.wingpersonId} = ${notifications.memberId}
                                    and ${eventPairs.memberId} = ${actor} and ${eventPairs.status} = 'pending')
  when 'pairConfirmed' then exists (select 1 from ${eventPairs} where ${eventPairs.eventId} = ${objectUuid}
                                      and ${eventPairs.memberId} = ${notifications.memberId}
                                      and ${eventPairs.wingpersonId} = ${actor} and ${eventPairs.status} = 'confirmed')
  when 'pairDeclined' then exists (select 1 from ${events} where ${events.id} = ${objectUuid})
  when 'debriefAsked' then exists (select 1 from ${matches} where ${matches.id} = ${objectUuid}
                                     and ${notifications.memberId} in (${matches.userAId}, ${matches.userBId}))
  when 'coupleThanks' then exists (select 1 from couples k where k.match_id = ${objectUuid})
  when 'warning' then exists (select 1 from ${moderationWarnings} where ${moderationWarnings.id} = ${objectUuid})
  else false end`;

/** The rule for a notification to show to its member: one home, for the list and the count. */
export const notificationShows: SQL = sql`(${actorStands} and ${objectStands})`;
