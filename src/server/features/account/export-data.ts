import { sql } from "drizzle-orm";
import { dataExportSchema, type DataExport } from "#shared/schemas/data-export";
import type { ServiceContext } from "../../http/context";
import { queryRows } from "../../db/client";
import { NotFoundError } from "../../http/errors";
import { BLOCKED_MEMBER_NAME } from "#shared/texts";
import { partnerOf, notBlocked } from "../relations";
import { photoLinks } from "../photos";
import { APPEALABLE_ACTIONS } from "#shared/decision-texts";

const told = sql.raw(APPEALABLE_ACTIONS.map((a) => `'${a}'`).join(", "));

/** A JSON array of the rows of `select`, in its order, or [] when there are none. */
const list = (select: ReturnType<typeof sql>) =>
  sql`(select coalesce(json_agg(r), '[]'::json) from (${select}) r)`;

/**
 * The name of the member in `alias` as the export shows it: a block, either way, hides it
 * everywhere but the member's own block list, as it does in the app.
 */
function nameOf(me: string, alias: string) {
  return sql`case when ${notBlocked(me, sql.raw(`${alias}.id`))} then ${sql.raw(`${alias}.name`)}
                  else ${BLOCKED_MEMBER_NAME} end`;
}

/**
 * Everything Vouch holds about the member, in one statement. Other members appear by the name
 * they show everyone; the partner's side of a conversation is theirs and stays out.
 */
export async function exportMyData({
  db,
  userId,
  now,
  baseURL,
}: ServiceContext): Promise<DataExport> {
  const me = userId;
  const [row] = await queryRows<{ data: Record<string, unknown> | null }>(
    db,
    sql`select json_build_object(
      'account', (select json_build_object('email', u.email, 'createdAt', u.created_at,
                    'language', u.language,
                    'signInMethods', coalesce((select json_agg(a.provider_id order by a.provider_id)
                      from account a where a.user_id = u.id), '[]'::json),
                    'staffRoles', (select coalesce(json_agg(json_build_object('role', sr.role,
                      'grantedAt', sr.granted_at) order by sr.role), '[]'::json)
                      from staff_roles sr where sr.user_id = u.id))
                    from "user" u where u.id = ${me}),
      'profile', (select json_build_object(
                    'name', p.name, 'username', p.username, 'age', p.age, 'pronouns', p.pronouns,
                    'sexuality', p.sexuality, 'relationshipStatus', p.relationship_status,
                    'occupation', p.occupation, 'neighborhood', p.neighborhood, 'bio', p.bio,
                    'hobbies', p.hobbies,
                    'gender', p.gender, 'genderWords', p.gender_words,
                    'interestedIn', p.interested_in, 'ageMin', p.age_min, 'ageMax', p.age_max,
                    'lookingFor', p.looking_for, 'paused', p.paused,
                    'interests', p.interests, 'prompts', p.prompts,
                    'heartsBalance', p.hearts_balance, 'heartsDebt', p.hearts_debt,
                    'createdAt', p.created_at, 'updatedAt', p.updated_at)
                    from profiles p where p.id = ${me}),
      'photos', ${list(sql`select ph.id, ph.width, ph.height, ph.status, ph.nsfw_score as "screeningScore", ph.created_at as "createdAt"
                    from photos ph where ph.owner_id = ${me} order by ph.position, ph.created_at`)},
      'selfieChecks', ${list(sql`select fc.passed, fc.failure, fc.created_at as "createdAt",
                    fc.descriptor_hash as "descriptorHash",
                    case when fc.descriptor is not null then fc.descriptor_expires_at end as "faceKeptUntil"
                    from face_checks fc where fc.member_id = ${me} order by fc.created_at`)},
      'verifiedPhotos', ${list(sql`select pv.photo_id as "photoId", pv.verified_at as "verifiedAt"
                    from photo_verifications pv where pv.member_id = ${me} order by pv.verified_at`)},
      'circle', ${list(sql`select f.name, f.gender, f.sexuality, f.bio, f.consent,
                    f.trust_level as "trustLevel", f.relationship_status as "relationshipStatus",
                    f.linked_profile_id is not null as "isMember",
                    f.invited_profile_id is not null as "invitePending", f.created_at as "addedAt",
                    ${list(sql`select l.created_at as "createdAt", l.expires_at as "expiresAt",
                      l.opened_at as "openedAt", l.used_at as "usedAt", l.revoked_at as "revokedAt"
                      from invite_links l where l.friend_id = f.id order by l.created_at`)} as "inviteLinks"
                    from friend_entries f where f.owner_id = ${me} order by f.created_at`)},
      'endorsementsReceived', ${list(sql`select e.kind, e.prompt, e.text, e.status,
                    ${nameOf(me, "o")} as "authorName",
                    e.created_at as "createdAt", e.updated_at as "updatedAt"
                    from endorsements e join profiles o on o.id = e.author_id
                    where e.member_id = ${me} order by e.created_at, e.id`)},
      'endorsementsWritten', ${list(sql`select e.kind, e.prompt, e.text, e.status,
                    ${nameOf(me, "o")} as "memberName",
                    e.created_at as "createdAt", e.updated_at as "updatedAt"
                    from endorsements e join profiles o on o.id = e.member_id
                    where e.author_id = ${me} order by e.created_at, e.id`)},
      'photoConfirmationsReceived', ${list(sql`select ${nameOf(me, "o")} as "friendName",
                    pc.photo_set as "photoSet", pc.created_at as "createdAt"
                    from photo_confirmations pc join profiles o on o.id = pc.friend_id
                    where pc.member_id = ${me} order by pc.created_at`)},
      'photoConfirmationsGiven', ${list(sql`select ${nameOf(me, "o")} as "memberName",
                    pc.photo_set as "photoSet", pc.created_at as "createdAt"
                    from photo_confirmations pc join profiles o on o.id = pc.member_id
                    where pc.friend_id = ${me} order by pc.created_at`)},
      'suggestionsReceived', ${list(sql`select ${nameOf(me, "c")} as "candidateName",
                    case when s.suggester_id is null or ${notBlocked(me, sql.raw("s.suggester_id"))}
                         then s.suggested_by_name else ${BLOCKED_MEMBER_NAME} end as "suggestedBy", s.source, s.reason, s.tags, s.status,
                    s.created_at as "createdAt", s.decided_at as "decidedAt"
                    from match_suggestions s join profiles c on c.id = s.candidate_id
                    where s.target_id = ${me} order by s.created_at`)},
      'suggestionsMade', ${list(sql`select ${nameOf(me, "t")} as "targetName", ${nameOf(me, "c")} as "candidateName",
                    s.source, s.reason, s.tags, s.status, s.created_at as "createdAt"
                    from match_suggestions s
                    join profiles t on t.id = s.target_id join profiles c on c.id = s.candidate_id
                    where s.suggester_id = ${me} order by s.created_at`)},
      'pairings', ${list(sql`select case when ps.suggester_id = ${me} then 'made' else 'received' end as role,
                    ${nameOf(me, "o")} as "otherMemberName",
                    case when mine.linked_profile_id is null or ${notBlocked(me, sql.raw("mine.linked_profile_id"))}
                      then coalesce(mine.name, case when ps.suggester_id = ${me} then ps.suggester_friend_name
                                             else ps.target_friend_name end) else ${BLOCKED_MEMBER_NAME} end as "myFriendName",
                    case when theirs.linked_profile_id is null or ${notBlocked(me, sql.raw("theirs.linked_profile_id"))}
                      then coalesce(theirs.name, case when ps.suggester_id = ${me} then ps.target_friend_name
                                               else ps.suggester_friend_name end) else ${BLOCKED_MEMBER_NAME} end as "theirFriendName",
                    ps.reason, ps.tags, ps.status, ps.cost_hearts as "costHearts",
                    ps.created_at as "createdAt", ps.decided_at as "decidedAt"
                    from pairing_suggestions ps
                    join profiles o on o.id = case when ps.suggester_id = ${me} then ps.target_id else ps.suggester_id end
                    left join friend_entries mine on mine.id = case when ps.suggester_id = ${me}
                      then ps.suggester_friend_id else ps.target_friend_id end
                    left join friend_entries theirs on theirs.id = case when ps.suggester_id = ${me}
                      then ps.target_friend_id else ps.suggester_friend_id end
                    where ${me} in (ps.suggester_id, ps.target_id) order by ps.created_at`)},
      'matches', ${list(sql`select ${nameOf(me, "o")} as "partnerName", m.created_at as "matchedAt",
                    ${list(sql`select x.text, x.sent_at as "sentAt", x.edited_at as "editedAt",
                      x.unsent_at as "unsentAt" from messages x
                      where x.match_id = m.id and x.sender_id = ${me} order by x.id`)} as "myMessages",
                    ${list(sql`select r.emoji, r.created_at as "createdAt" from message_reactions r
                      join messages x on x.id = r.message_id
                      where x.match_id = m.id and r.member_id = ${me} order by r.created_at`)} as "myReactions"
                    from matches m
                    join profiles o on o.id = ${partnerOf("m", me)}
                    where ${me} in (m.user_a_id, m.user_b_id) order by m.created_at`)},
      'hearts', ${list(sql`select h.amount, h.type, h.reason, h.balance_after as "balanceAfter",
                    h.created_at as "createdAt" from heart_transactions h
                    where h.profile_id = ${me} order by h.id`)},
      'heartPayments', ${list(sql`select hp.package_id as "packageId", hp.hearts, hp.amount,
                    hp.currency, hp.status, hp.refunded_hearts as "refundedHearts",
                    hp.receipt_url as "receiptUrl", hp.created_at as "createdAt",
                    hp.paid_at as "paidAt"
                    from heart_payments hp where hp.profile_id = ${me} order by hp.created_at`)},
      'rsvps', ${list(sql`select e.title as "eventTitle", e.starts_at as "startsAt", e.venue,
                    a.deposit_paid as "depositPaid", a.checked_in as "checkedIn",
                    a.checked_in_at as "checkedInAt", a.created_at as "rsvpedAt",
                    (select q.name from event_pairs x
                       join profiles q on q.id = case when x.member_id = ${me}
                                                      then x.wingperson_id else x.member_id end
                      where x.event_id = a.event_id and ${me} in (x.member_id, x.wingperson_id))
                      as "comingAsAPairWith",
                    (select s.table_number from event_seats s
                      where s.event_id = a.event_id and s.profile_id = a.profile_id
                        and a.checked_in and e.seating_published_at is not null) as "tableNumber"
                    from event_attendees a join events e on e.id = a.event_id
                    where a.profile_id = ${me} order by e.starts_at`)},
      'waitlist', ${list(sql`select e.title as "eventTitle", e.starts_at as "startsAt",
                    w.created_at as "joinedAt",
                    (select q.name from profiles q where q.id = w.wingperson_id) as "waitingAsAPairWith"
                    from event_waitlist w join events e on e.id = w.event_id
                    where w.profile_id = ${me} order by w.id`)},
      'hostedEvents', ${list(sql`select e.title, e.status, e.starts_at as "startsAt", e.venue,
                    e.created_at as "createdAt" from events e
                    where e.host_id = ${me} order by e.created_at, e.id`)},
      'hostMessages', ${list(sql`select e.title as "eventTitle", m.body, m.created_at as "sentAt"
                    from event_host_messages m join events e on e.id = m.event_id
                    where m.host_id = ${me} order by m.created_at, m.id`)},
      'certifications', ${list(sql`select k.name as club, c.passed, c.score,
                    c.certified_at as "certifiedAt"
                    from certifications c join clubs k on k.id = c.club_id
                    where c.profile_id = ${me} order by c.certified_at`)},
      'quizAttempts', ${list(sql`select k.name as club, q.score, q.passed,
                    q.created_at as "startedAt", q.submitted_at as "submittedAt"
                    from quiz_attempts q join clubs k on k.id = q.club_id
                    where q.profile_id = ${me} order by q.created_at`)},
      'profileUnlocks', ${list(sql`select ${nameOf(me, "o")} as "memberName", u.created_at as "unlockedAt"
                    from profile_unlocks u join profiles o on o.id = u.unlocked_id
                    where u.viewer_id = ${me} order by u.created_at`)},
      'reportsFiled', ${list(sql`select r.reason, r.details,
                    case when r.target_photo_id is not null then 'photo'
                         when r.target_profile_id is not null then 'member'
                         when r.target_message_id is not null then 'message'
                         when r.target_event_id is not null then 'event' else 'nothing' end as about,
                    r.created_at as "createdAt"
                    from reports r where r.reporter_id = ${me} order by r.created_at`)},
      'blocks', ${list(sql`select o.name as "memberName", b.created_at as "blockedAt"
                    from blocks b join profiles o on o.id = b.blocked_id
                    where b.blocker_id = ${me} order by b.created_at`)},
      'mutes', ${list(sql`select ${nameOf(me, "o")} as "partnerName", u.created_at as "mutedAt"
                    from mutes u join matches m on m.id = u.match_id
                    join profiles o on o.id = ${partnerOf("m", me)}
                    where u.profile_id = ${me} order by u.created_at`)},
      'inviteAccepted', ${list(sql`select ${nameOf(me, "o")} as "inviterName", l.used_at as "usedAt"
                    from invite_links l join profiles o on o.id = l.owner_id
                    where l.used_by = ${me} order by l.used_at`)},
      'metInPerson', ${list(sql`select ${nameOf(me, "o")} as "partnerName", e.title as "eventTitle",
                    pm.met_at as "metAt"
                    from pair_meetings pm
                    join profiles o on o.id = case when pm.user_a_id = ${me} then pm.user_b_id else pm.user_a_id end
                    left join events e on e.id = pm.event_id
                    where ${me} in (pm.user_a_id, pm.user_b_id) order by pm.met_at`)},
      'debriefAnswers', ${list(sql`select ${nameOf(me, "o")} as "partnerName", d.see_again as "seeAgain",
                    d.good_fit as "goodFit", d.answered_at as "answeredAt"
                    from debrief_answers d join profiles o on o.id = d.partner_id
                    where d.member_id = ${me} order by d.answered_at`)},
      'foundEachOther', ${list(sql`select ${nameOf(me, "o")} as "partnerName", c.said_at as "saidAt",
                    null::timestamptz as "coupleSince"
                    from couple_claims c join profiles o on o.id = c.partner_id
                    where c.member_id = ${me}
                    union all
                    select ${nameOf(me, "o")}, null, k.formed_at
                    from couples k
                    join profiles o on o.id = case when k.user_a_id = ${me} then k.user_b_id else k.user_a_id end
                    where ${me} in (k.user_a_id, k.user_b_id)`)},
      'dateShares', ${list(sql`select d.partner_name as "partnerName", d.place, d.starts_at as "startsAt",
                    d.ends_at as "endsAt", d.home_safe_at as "homeSafeAt", d.stopped_at as "stoppedAt",
                    d.created_at as "createdAt",
                    coalesce((select json_agg(f.name order by f.name) from date_share_friends df
                      join friend_entries f on f.id = df.friend_entry_id
                      where df.share_id = d.id), '[]'::json) as "sharedWith"
                    from date_shares d where d.sharer_id = ${me} order by d.created_at`)},
      'dateSharesWithMe', ${list(sql`select ${nameOf(me, "o")} as "sharerName", d.starts_at as "startsAt",
                    d.ends_at as "endsAt"
                    from date_share_friends df join date_shares d on d.id = df.share_id
                    join profiles o on o.id = d.sharer_id
                    where df.profile_id = ${me} order by d.starts_at`)},
      'notifications', ${list(sql`select n.kind, n.count, n.created_at as "createdAt", n.read_at as "readAt"
                    from notifications n where n.member_id = ${me} order by n.created_at`)},
      'notificationSettings', json_build_object(
        'paused', (select p.notifications_paused from profiles p where p.id = ${me}),
        'choices', ${list(sql`select np.kind, np.channel, np.mode from notification_preferences np
                    where np.member_id = ${me} order by np.kind, np.channel`)},
        'pushDevices', ${list(sql`select ps.label, ps.created_at as "createdAt" from push_subscriptions ps
                    where ps.member_id = ${me} order by ps.created_at`)}),
      'moderation', json_build_object(
        'decisions', ${list(sql`select a.action, a.reason, a.created_at as "createdAt",
                    case when ap.id is null then null else json_build_object('text', ap.text,
                      'status', ap.status, 'answer', ap.answer, 'createdAt', ap.created_at,
                      'decidedAt', ap.decided_at) end as appeal
                    from moderation_actions a left join moderation_appeals ap on ap.action_id = a.id
                    where a.member_id = ${me} and a.action in (${told}) order by a.id`)},
        'warnings', ${list(sql`select w.reason, w.created_at as "createdAt", w.acknowledged_at as "acknowledgedAt"
                    from moderation_warnings w where w.member_id = ${me} order by w.created_at`)},
        'sanctions', ${list(sql`select s.kind, s.reason, s.starts_at as "startsAt", s.ends_at as "endsAt"
                    from moderation_sanctions s where s.member_id = ${me} order by s.starts_at`)})
    ) as data
    where exists (select 1 from profiles p where p.id = ${me} and p.deleted_at is null)`,
  );
  if (!row?.data) throw new NotFoundError("Profile");
  // Parsing keeps exactly the fields the schema names, so nothing else can slip into the file.
  const photos = (row.data.photos as { id: string }[]).map((photo) => ({
    ...photo,
    links: photoLinks(baseURL, photo.id),
  }));
  return dataExportSchema.parse({ ...row.data, photos, exportedAt: now.toISOString() });
}
