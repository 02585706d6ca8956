/**
 * Every key the client caches a request under, in one place: a feature's queries use its own
 * branch, and what a change refreshes is looked up in changes.ts, never spelled out by hand.
 * Each root is the first element of its keys, so a root refreshes everything under it.
 */
export const queryKeys = {
  session: ["session"] as const,
  home: ["home"] as const,
  profile: ["profile"] as const,
  settings: ["settings"] as const,
  wallet: ["hearts", "wallet"] as const,
  clubs: ["clubs"] as const,
  circle: {
    all: ["circle"] as const,
    list: ["circle", "list"] as const,
    friend: (id: string) => ["circle", "friend", id] as const,
  },
  endorsements: {
    all: ["endorsements"] as const,
    aboutMe: ["endorsements", "about-me"] as const,
    byMe: ["endorsements", "by-me"] as const,
  },
  notifications: {
    all: ["notifications"] as const,
    list: ["notifications", "list"] as const,
    unread: ["notifications", "unread"] as const,
  },
  /** How each kind reaches the member by email (Settings). */
  notificationPreferences: ["notification-preferences"] as const,
  chat: {
    all: ["chat"] as const,
    conversations: ["chat", "conversations"] as const,
    messages: (matchId: string) => ["chat", "messages", matchId] as const,
    search: (q: string, matchId?: string) => ["chat", "search", q, matchId ?? null] as const,
  },
  /**
   * Who is typing in a conversation, as the live stream last said: kept in the cache, never
   * fetched (so not among the roots a resync fetches).
   */
  typing: (matchId: string) => ["typing", matchId] as const,
  matching: {
    all: ["matching"] as const,
    suggestions: ["matching", "suggestions"] as const,
  },
  pairing: {
    all: ["pairing"] as const,
    explore: ["pairing", "explore"] as const,
    exploreOf: (target: object) => ["pairing", "explore", target] as const,
    suggestions: ["pairing", "suggestions"] as const,
  },
  events: {
    all: ["events"] as const,
    upcoming: ["events", "upcoming"] as const,
    calendar: (from: string) => ["events", "calendar", from] as const,
    detail: (id: string) => ["events", "detail", id] as const,
    matchmaker: ["events", "matchmaker"] as const,
  },
  safety: {
    dateShares: ["safety", "date-shares"] as const,
    dateShareOptions: (matchId: string) => ["safety", "date-shares", matchId] as const,
    venues: ["safety", "venues"] as const,
  },
  photos: {
    all: ["photos"] as const,
    own: ["photos", "own"] as const,
    /** Where the member stands with selfie verification: it changes with their photos' marks. */
    verification: ["photos", "verification"] as const,
  },
  /** Friends' confirmations of photos: whose the member may confirm, and their own. */
  confirmations: {
    all: ["confirmations"] as const,
    confirmable: ["confirmations", "confirmable"] as const,
    mine: ["confirmations", "mine"] as const,
  },
  members: {
    all: ["members"] as const,
    profile: (memberId: string) => ["members", memberId, "profile"] as const,
  },
  seedStatus: ["seed", "status"] as const,
  moderation: {
    all: ["moderation"] as const,
    queue: ["moderation", "queue"] as const,
    case: (id: string) => ["moderation", "case", id] as const,
  },
  /** The admin screen: who holds a staff role, and the staff audit log. */
  staff: ["staff"] as const,
  /** Editors' clubs and questions (with their right answers). */
  studio: {
    all: ["studio"] as const,
    clubs: ["studio", "clubs"] as const,
    club: (id: string) => ["studio", "club", id] as const,
  },
  /** What moderation tells a member: their open warnings, and their own reports' status. */
  notices: {
    all: ["notices"] as const,
    warnings: ["notices", "warnings"] as const,
    myReports: ["notices", "reports"] as const,
    decisions: ["notices", "decisions"] as const,
  },
  /** A host's events, one with its guests, its door. */
  host: {
    all: ["host"] as const,
    list: ["host", "list"] as const,
    event: (id: string) => ["host", "event", id] as const,
    door: (id: string) => ["host", "door", id] as const,
    seating: (id: string) => ["host", "seating", id] as const,
  },
  /** The matchmaker's debrief: questions waiting, an introducer's totals, "We found each other". */
  debrief: {
    all: ["debrief"] as const,
    pending: ["debrief", "pending"] as const,
    totals: ["debrief", "totals"] as const,
    couple: ["debrief", "couple"] as const,
  },
  resetLink: (token: string) => ["reset-link", token] as const,
  inviteLink: (token: string) => ["invite-link", token] as const,
  signInOptions: ["sign-in-options"] as const,
};

/**
 * The roots of everything a signed-in member's screens show (the session apart). Not another
 * member's profile view: asked again once they were blocked or left, it would be a 404 while the
 * card that showed it goes; it is read when a view opens, and again when their photos change.
 */
export const memberDataRoots = [
  queryKeys.home,
  queryKeys.profile,
  queryKeys.settings,
  queryKeys.wallet,
  queryKeys.clubs,
  queryKeys.circle.all,
  queryKeys.endorsements.all,
  queryKeys.notifications.all,
  queryKeys.notificationPreferences,
  queryKeys.chat.all,
  queryKeys.matching.all,
  queryKeys.pairing.all,
  queryKeys.photos.all,
  queryKeys.events.all,
  queryKeys.safety.dateShares,
  queryKeys.notices.all,
  queryKeys.debrief.all,
];

/** Mutations other code asks about while they are under way. */
export const mutationKeys = {
  deleteAccount: ["account", "delete"] as const,
  // A block, unmatch or mute: a conversation it ends closes without "it has ended".
  safetyAction: ["safety", "action"] as const,
};
