import type { InfiniteData, QueryClient, QueryKey } from "@tanstack/react-query";
import { mutationKeys, memberDataRoots, queryKeys as keys } from "@/client/lib/query-keys";
import { refresh } from "@/client/lib/refresh";
import { endSession } from "@/client/lib/session";
import type { ConversationsResponse, Message, MessagesPage } from "@/shared/schemas/chat";
import type { SessionResponse } from "@/shared/schemas/account";
import type { LiveEvent } from "@/shared/schemas/live";
import type { Explore } from "@/shared/schemas/pairing";
import type { Photo } from "@/shared/schemas/photos";

/**
 * What this tab changed itself, named like the live stream's events. The server tells the
 * member's other tabs in its own words (or they see it on their next visit).
 */
type LocalChange =
  // A block, unblock, mute, unmute, unmatch or report: who shows where changes everywhere.
  | { type: "safety.changed" }
  // The member's place at an event: an RSVP, a cancel, the waitlist, a check-in.
  | { type: "event.changed" }
  // A host made, edited, published or cancelled an event, or marked its guests.
  | { type: "host.changed" }
  // Hearts bought or spent: the wallet's history has a new row.
  | { type: "hearts.changed" }
  // The member's profile was saved: the screens that show it beyond the profile's own.
  | { type: "profile.changed" }
  // The member turned read receipts on or off: the threads show them, or no longer.
  | { type: "readReceipts.changed" }
  // The member chose another language: what the server says in words is said in it now.
  | { type: "language.changed" }
  // The member shared a date, marked it home safe or stopped it (dateShare.changed elsewhere).
  | { type: "dateShare.saved" }
  // The member unlocked another's profile in Explore: that member's photos show to them now.
  | { type: "profile.unlocked"; data: { memberId: string; mainPhoto: Photo | null } };

/** A change to what the server knows, from the live stream or from this tab's own write. */
export type Change = Exclude<LiveEvent, { type: "stream.replaced" }> | LocalChange;
type ChangeOf<T extends Change["type"]> = Extract<Change, { type: T }>;

interface Effect<T extends Change["type"]> {
  /** What can be put right in place, before anything is fetched. */
  patch?: (queryClient: QueryClient, change: ChangeOf<T>) => void;
  /** The keys whose screens must be fetched again. */
  refresh: (change: ChangeOf<T>) => readonly QueryKey[];
}

const matchesAndConversations = [keys.matching.all, keys.chat.conversations, keys.home];

/** The one map from a change to what it touches in the cache. */
const effects: { [T in Change["type"]]: Effect<T> } = {
  "message.created": {
    patch: (queryClient, { data }) => {
      if (data.message) appendMessage(queryClient, data.message);
      // A message from who was typing ends their "is typing…".
      stopTyping(queryClient, data.matchId, data.message?.senderId);
    },
    // Without the message (too long for one notification, or with a note for its reader), the
    // thread is fetched.
    refresh: ({ data }) => [
      keys.chat.conversations,
      keys.home,
      // The reader's notification for the conversation counts it (no event of its own).
      keys.notifications.all,
      ...(data.message ? [] : [keys.chat.messages(data.matchId)]),
    ],
  },
  // Reading a conversation reads its message notification too.
  "conversation.read": {
    // The partner read it, with receipts on both sides: "Read" moves under the thread at once.
    patch: (queryClient, { data }) => {
      if (data.readAt && data.readerId && data.readerId !== ownId(queryClient))
        setPartnerReadAt(queryClient, data.matchId, data.readAt);
    },
    refresh: () => [keys.chat.conversations, keys.home, keys.notifications.all],
  },
  // Nothing to fetch: the thread shows "is typing…" for a few seconds from now.
  typing: {
    patch: (queryClient, { data }) =>
      queryClient.setQueryData<TypingState>(keys.typing(data.matchId), {
        memberId: data.memberId,
        at: Date.now(),
      }),
    refresh: () => [],
  },
  // An edit, an unsend, a reaction: the thread, and Text History's last message.
  "message.changed": {
    refresh: ({ data }) => [keys.chat.messages(data.matchId), keys.chat.conversations, keys.home],
  },
  "notifications.changed": { refresh: () => [keys.notifications.all] },
  "notifications.preferences": { refresh: () => [keys.notificationPreferences] },
  "message.removed": {
    refresh: ({ data }) => [keys.chat.messages(data.matchId), keys.chat.conversations, keys.home],
  },
  // A prompt removed (every screen that shows the member) or a warning (their own).
  "moderation.acted": {
    refresh: () => [
      keys.notices.all,
      keys.profile,
      keys.matching.all,
      keys.chat.conversations,
      keys.circle.all,
      keys.pairing.all,
    ],
  },
  "conversation.muted": { refresh: () => [keys.settings, keys.chat.conversations, keys.home] },
  "match.created": { refresh: () => matchesAndConversations },
  "match.ended": {
    patch: (queryClient, { data }) => removeConversation(queryClient, data.matchId),
    refresh: () => [...matchesAndConversations, keys.settings, keys.notifications.all],
  },
  "suggestion.created": { refresh: () => matchesAndConversations },
  // A decided suggestion's notification is gone.
  "suggestion.decided": { refresh: () => [...matchesAndConversations, keys.notifications.all] },
  "pairing.changed": { refresh: () => [keys.pairing.all] },
  "circle.changed": {
    refresh: () => [keys.circle.all, keys.endorsements.all, keys.home, keys.settings],
  },
  // Friends' words: the member's /profile, the author's /circle and the profile views.
  "endorsements.changed": {
    refresh: () => [keys.endorsements.all, keys.members.all, keys.notifications.all],
  },
  // A friend's confirmation: the friend's list, the member's own, and profile views that say it.
  "confirmations.changed": {
    refresh: () => [keys.confirmations.all, keys.members.all, keys.notifications.all],
  },
  // Every card that can show a member's main photo, the profile views, and the member's own (and
  // whether friends' confirmations still hold for the photos).
  "photos.changed": {
    refresh: () => [
      keys.session,
      keys.confirmations.all,
      keys.profile,
      keys.photos.all,
      keys.members.all,
      keys.matching.all,
      keys.chat.conversations,
      keys.circle.all,
      keys.endorsements.all,
      keys.pairing.all,
      keys.events.all,
    ],
  },
  "certification.created": { refresh: () => [keys.clubs, keys.home] },
  "event.promoted": { refresh: () => [keys.events.all, keys.home, keys.wallet] },
  "event.changed": { refresh: () => [keys.events.all, keys.home, keys.wallet] },
  "event.updated": { refresh: () => [keys.events.all, keys.home, keys.wallet] },
  "seating.changed": { refresh: () => [keys.events.all] },
  "host.changed": { refresh: () => [keys.host.all, keys.events.all, keys.home, keys.wallet] },
  "matchmaker.changed": {
    refresh: () => [keys.events.all, keys.home, keys.wallet, keys.debrief.totals],
  },
  // An answer leaves the pending list; a couple's profiles paused (what Settings and the lists show).
  "debrief.changed": {
    refresh: () => [
      keys.debrief.all,
      keys.notifications.all,
      keys.profile,
      keys.settings,
      keys.home,
      keys.matching.all,
      keys.pairing.all,
    ],
  },
  "dateShare.changed": { refresh: () => [keys.safety.dateShares, keys.home] },
  "dateShare.saved": { refresh: () => [keys.safety.dateShares, keys.home] },
  // Explore's card shows their photo at once; their profile view, its gallery, when it opens.
  "profile.unlocked": {
    patch: (queryClient, { data }) =>
      queryClient.setQueriesData<Explore>({ queryKey: keys.pairing.explore }, (explore) =>
        explore?.member?.id === data.memberId
          ? { ...explore, member: { ...explore.member, mainPhoto: data.mainPhoto } }
          : explore,
      ),
    refresh: ({ data }) => [keys.members.profile(data.memberId)],
  },
  "hearts.changed": { refresh: () => [keys.wallet] },
  "readReceipts.changed": { refresh: () => [keys.chat.all, keys.settings] },
  "language.changed": { refresh: () => [keys.session, ...memberDataRoots] },
  "hearts.earned": { refresh: () => [keys.session, keys.wallet, keys.home] },
  // Who the member wants to meet, and a pause, change what Match for You and Make a Match show.
  "profile.changed": {
    refresh: () => [keys.settings, keys.home, keys.matching.all, keys.pairing.all],
  },
  // The threads themselves don't change: a conversation the action ended is match.ended's.
  "safety.changed": {
    refresh: () => [
      keys.notifications.all,
      keys.notices.myReports,
      keys.chat.conversations,
      keys.matching.all,
      keys.pairing.all,
      keys.events.all,
      keys.endorsements.all,
      keys.settings,
      keys.home,
    ],
  },
  // Everything may have named them. A conversation with them stays, read-only, and its thread
  // as it is: the messages already shown don't change.
  "member.left": {
    refresh: () => [
      ...memberDataRoots.filter((root) => root !== keys.chat.all),
      keys.chat.conversations,
    ],
  },
  // Deleted in another tab or device: this one signs out too. The tab that deleted it leaves
  // the signed-in screens first, and signs out itself (its guards would send it to sign in).
  "account.deleted": {
    patch: (queryClient) => {
      if (queryClient.isMutating({ mutationKey: mutationKeys.deleteAccount }) === 0)
        endSession(queryClient);
    },
    refresh: () => [],
  },
  // Signed out elsewhere or the password changed: back to sign in, nothing left behind.
  "session.ended": { patch: (queryClient) => endSession(queryClient), refresh: () => [] },
  // Some events may have been lost (a dropped stream): everything shown is fetched again.
  resync: { refresh: () => memberDataRoots },
};

/**
 * Per query client, the messages already put in place: a sent message arrives twice (the send's
 * answer and its echo on the live stream), and is one change.
 */
const seenMessages = new WeakMap<QueryClient, Set<number>>();
const SEEN_MESSAGES_KEPT = 200;

function firstTime(queryClient: QueryClient, change: Change): boolean {
  if (change.type !== "message.created" || !change.data.message) return true;
  let seen = seenMessages.get(queryClient);
  if (!seen) seenMessages.set(queryClient, (seen = new Set()));
  const { id } = change.data.message;
  if (seen.has(id)) return false;
  seen.add(id);
  if (seen.size > SEEN_MESSAGES_KEPT) seen.delete(seen.values().next().value!);
  return true;
}

/**
 * Brings the cache up to date with a change: patches what it can in place, then has the screens
 * it touches fetched again (without cancelling a fetch under way). Settles when they have.
 */
export function applyChange(queryClient: QueryClient, change: Change): Promise<void> {
  if (!firstTime(queryClient, change)) return Promise.resolve();
  const effect = effects[change.type] as Effect<Change["type"]>;
  effect.patch?.(queryClient, change);
  return Promise.all(effect.refresh(change).map((key) => refresh(queryClient, key))).then(
    () => undefined,
  );
}

/** Puts a message at the end of a loaded thread, once. */
function appendMessage(queryClient: QueryClient, message: Message) {
  queryClient.setQueryData<InfiniteData<MessagesPage, number>>(
    keys.chat.messages(message.matchId),
    (data) => {
      if (!data) return data;
      if (data.pages.some((page) => page.messages.some((m) => m.id === message.id))) return data;
      const [newest, ...older] = data.pages;
      if (!newest) return data;
      return { ...data, pages: [{ ...newest, messages: [...newest.messages, message] }, ...older] };
    },
  );
}

/** Drops an ended conversation from Text History at once, and its thread from the cache. */
function removeConversation(queryClient: QueryClient, matchId: string) {
  queryClient.setQueryData<ConversationsResponse>(keys.chat.conversations, (data) =>
    data ? { conversations: data.conversations.filter((c) => c.matchId !== matchId) } : data,
  );
  queryClient.removeQueries({ queryKey: keys.chat.messages(matchId) });
}

/** Who is typing in a conversation, and when the live stream said so. */
export interface TypingState {
  memberId: string;
  at: number;
}

function stopTyping(queryClient: QueryClient, matchId: string, senderId: string | undefined) {
  const typing = queryClient.getQueryData<TypingState>(keys.typing(matchId));
  if (typing && (senderId === undefined || typing.memberId === senderId))
    queryClient.removeQueries({ queryKey: keys.typing(matchId), exact: true });
}

const ownId = (queryClient: QueryClient) =>
  queryClient.getQueryData<SessionResponse>(keys.session)?.user?.id;

/** The partner's read mark on a loaded thread, moved forward only. */
function setPartnerReadAt(queryClient: QueryClient, matchId: string, readAt: string) {
  queryClient.setQueryData<InfiniteData<MessagesPage, number>>(
    keys.chat.messages(matchId),
    (data) => {
      const [newest, ...older] = data?.pages ?? [];
      if (!data || !newest) return data;
      if (newest.partnerReadAt && newest.partnerReadAt >= readAt) return data;
      return { ...data, pages: [{ ...newest, partnerReadAt: readAt }, ...older] };
    },
  );
}
