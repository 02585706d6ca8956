export type Row = Record<string, unknown>;

export interface SeedPlan {
  users: Row[];
  accounts: Row[];
  profiles: Row[];
  friendEntries: Row[];
  inviteLinks: Row[];
  certifications: Row[];
  quizAttempts: Row[];
  events: Row[];
  eventAttendees: Row[];
  matches: Row[];
  messages: Row[];
  matchSuggestions: Row[];
  pairingSuggestions: Row[];
  heartTransactions: Row[];
  blocks: Row[];
  mutes: Row[];
  profileUnlocks: Row[];
  photos: Row[];
  photoFiles: Row[];
  photoVerifications: Row[];
  photoConfirmations: Row[];
  endorsements: Row[];
  /** Each profile's final hearts balance (id, hearts_balance), from the ledger. */
  heartBalances: Row[];
}

export interface Member {
  id: string;
  name: string;
  email: string;
  username: string;
  createdAt: Date;
  friends: { id: string; name: string; consent: boolean }[];
  ledger: {
    amount: number;
    type: "earn" | "spend" | "purchase";
    reason: string;
    at: Date;
    eventId?: string;
  }[];
}

/** A demo event its host's service made, for the plan's RSVPs. */
export interface SeededEvent {
  id: string;
  title: string;
  capacity: number;
  depositRequired: number;
}

/** What every section reads and adds to: the plan, the ring of members and a few helpers. */
export interface SeedWorld {
  plan: SeedPlan;
  /** The demo events, made through the host's service once the members were written. */
  events: SeededEvent[];
  members: Member[];
  /** How many members the ring has. */
  n: number;
  now: Date;
  /** The member at ring position i (any integer: positions wrap around). */
  m: (i: number) => Member;
  /** The profile row at ring position i. */
  profileOf: (i: number) => Row;
  /** The ring position of i, in [0, n). */
  index: (i: number) => number;
  /** The moment `ms` before now. */
  ago: (ms: number) => Date;
}

export const HOUR = 3_600_000;

/** The item at position i of a list, wrapping around both ways. */
export const pick = <T>(list: readonly T[], i: number): T =>
  list[((i % list.length) + list.length) % list.length]!;

export function emptyPlan(): SeedPlan {
  return {
    users: [],
    accounts: [],
    profiles: [],
    friendEntries: [],
    inviteLinks: [],
    certifications: [],
    quizAttempts: [],
    events: [],
    eventAttendees: [],
    matches: [],
    messages: [],
    matchSuggestions: [],
    pairingSuggestions: [],
    heartTransactions: [],
    blocks: [],
    mutes: [],
    profileUnlocks: [],
    endorsements: [],
    photos: [],
    photoFiles: [],
    photoVerifications: [],
    photoConfirmations: [],
    heartBalances: [],
  };
}
