import { randomUUID } from "node:crypto";
import { PAIRING_TAGS, type RelationshipStatus } from "../../../shared/options";
import {
  COST,
  EARN,
  HEART_PACKAGES,
  QUIZ_PASS_PERCENT,
  QUIZ_QUESTIONS_PER_ATTEMPT,
  TRUST_LEVELS,
  type TrustLevel,
} from "../../../shared/constants";
import { CLUB_CATALOG } from "../clubs";
import { normalizeUsername } from "../account";
import { depositReason } from "../events";
import { purchaseReason } from "../hearts";
import { compatible, type Person } from "./compatibility";
import { DEMO_EVENTS, demoEventStart } from "./demo-events";
import {
  closingLine,
  CONVERSATION_LINES,
  DEMO_EMAIL_DOMAIN,
  DEMO_NEIGHBORHOODS,
  DEMO_PEOPLE,
  demoBio,
  FRIEND_BIOS,
  FRIEND_FIRST_NAMES,
  FRIEND_GENDERS,
  FRIEND_LAST_NAMES,
  FRIEND_SEXUALITIES,
  FRIEND_STATUSES,
} from "./demo-people";

/*
 * The demo world is built around a ring of members, so every member has the same shapes of data
 * whatever the size (needs 30+ members):
 *   circle      i links friends i+10, i+11 (consenting) and i+12 (consent off), plus 2 others
 *   matches     i and the next compatible members after it: an active chat on each side's turn,
 *               one silent 7+ days, one new without messages
 *   suggestions for i: the next compatible member from i+5 (direct, from the two members whose
 *               first and second friends they are), and from i+7 (self-suggest)
 *   pairings    i pairs with i+6 (pending), i+8 (declined), a compatible pair of its first friend
 *               and a target's second friend (approved), and the quiet match of its first friend
 *               (matched)
 *   blocks      i blocks i+14 (every tenth member); mutes: i mutes its silent chat (every fifth)
 * Compatible means each is interested in the other (compatibility.ts); matches and suggestions
 * never join a blocked or an already matched pair.
 */
export const MIN_DEMO_MEMBERS = 30;

const DAY = 86_400_000;
const HOUR = 3_600_000;

export type Row = Record<string, unknown>;

export interface SeedPlan {
  users: Row[];
  accounts: Row[];
  profiles: Row[];
  friendEntries: Row[];
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
}

interface Member {
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

/** A small deterministic generator, so the demo world is the same on every run. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const CODE_ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";

export function buildSeedPlan(options: {
  members: number;
  now: Date;
  passwordHash: string;
  /** Usernames already taken by real members: demo members pick others. */
  takenUsernames?: ReadonlySet<string>;
}): SeedPlan {
  const { now, passwordHash } = options;
  const n = options.members;
  if (!Number.isInteger(n) || n < MIN_DEMO_MEMBERS) {
    throw new Error(`The demo needs at least ${MIN_DEMO_MEMBERS} members.`);
  }
  const random = seededRandom(20261123);
  const pick = <T>(list: readonly T[], i: number): T =>
    list[((i % list.length) + list.length) % list.length]!;
  const ago = (ms: number) => new Date(now.getTime() - ms);
  const taken = new Set(options.takenUsernames ?? []);

  const plan: SeedPlan = {
    users: [],
    accounts: [],
    profiles: [],
    friendEntries: [],
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
  };

  // Members, spread over neighbourhoods in the 8:8:6:4:4 proportion of the first 30.
  const neighborhoodOf: string[] = DEMO_NEIGHBORHOODS.flatMap((h) =>
    Array(h.share).fill(h.neighborhood),
  );
  const members: Member[] = [];
  for (let i = 0; i < n; i++) {
    const template = DEMO_PEOPLE[i % DEMO_PEOPLE.length]!;
    const cycle = Math.floor(i / DEMO_PEOPLE.length);
    const first = template.name.split(" ")[0]!;
    const name = cycle === 0 ? template.name : `${first} ${pick(FRIEND_LAST_NAMES, cycle + i)}`;
    let username = normalizeUsername(name).slice(0, 24);
    if (cycle > 0) username = `${username.slice(0, 22)}${i}`;
    for (let k = 2; taken.has(username); k++)
      username = `${username.replace(/\d+$/, "").slice(0, 24)}${k}`;
    taken.add(username);
    const id = randomUUID();
    const createdAt = ago((60 + (i % 30)) * DAY);
    const email = `${username}@${DEMO_EMAIL_DOMAIN}`;
    members.push({ id, name, email, username, createdAt, friends: [], ledger: [] });

    plan.users.push({
      id,
      name,
      email,
      email_verified: false,
      created_at: createdAt,
      updated_at: createdAt,
    });
    plan.accounts.push({
      id: randomUUID(),
      account_id: id,
      provider_id: "credential",
      user_id: id,
      password: passwordHash,
      created_at: createdAt,
      updated_at: createdAt,
    });
    plan.profiles.push({
      id,
      name,
      username,
      age: Math.min(60, template.age + (cycle % 5)),
      pronouns: template.pronouns,
      sexuality: template.sexuality,
      relationship_status: "single",
      occupation: template.occupation,
      neighborhood: neighborhoodOf[i % DEMO_PEOPLE.length],
      bio: demoBio(i),
      hobbies: template.hobbies.slice(0, 5),
      hearts_balance: 0, // set from the ledger below
      is_demo: true,
      created_at: createdAt,
      updated_at: createdAt,
    });
  }
  const m = (i: number) => members[((i % n) + n) % n]!;
  const profileOf = (i: number) => plan.profiles[((i % n) + n) % n]!;

  // Everyone starts with a top-up, so the spends below never go negative.
  members.forEach((member, i) => {
    const pkg = HEART_PACKAGES[i % 4 === 0 ? 2 : 1];
    const at = new Date(member.createdAt.getTime() + DAY);
    member.ledger.push({
      amount: pkg.hearts,
      type: "purchase",
      reason: purchaseReason(pkg.hearts, pkg.priceUsd),
      at,
    });
  });

  // Circles: five friends each, three of them members of Vouch. Every other member's third one
  // is still an invitation that member hasn't confirmed (shown on their /circle).
  members.forEach((member, i) => {
    const linked = (offset: number, consent: boolean, trust: TrustLevel, invited = false) => {
      const other = profileOf(i + offset);
      return {
        linked_profile_id: invited ? null : (other.id as string),
        invited_profile_id: invited ? (other.id as string) : null,
        name: other.name as string,
        gender: other.pronouns as string,
        sexuality: other.sexuality as string,
        bio: other.bio as string,
        consent,
        trust_level: trust,
        relationship_status: "single" as RelationshipStatus,
      };
    };
    const outside = (k: number, consent: boolean, trust: TrustLevel) => ({
      linked_profile_id: null as string | null,
      invited_profile_id: null as string | null,
      name: `${pick(FRIEND_FIRST_NAMES, i * 3 + k)} ${pick(FRIEND_LAST_NAMES, i * 7 + k * 3)}`,
      gender: pick(FRIEND_GENDERS, i + k),
      sexuality: pick(FRIEND_SEXUALITIES, i * 2 + k),
      bio: pick(FRIEND_BIOS, i + k * 5),
      consent,
      trust_level: trust,
      relationship_status: pick(FRIEND_STATUSES, i + k),
    });
    const entries = [
      linked(10, true, "Close"),
      linked(11, true, "Familiar"),
      linked(12, false, "Casual", i % 2 === 0),
      outside(0, true, "Familiar"),
      outside(1, i % 3 !== 0, pick(TRUST_LEVELS, i)),
    ];
    entries.forEach((entry, k) => {
      const id = randomUUID();
      member.friends.push({ id, name: entry.name, consent: entry.consent });
      plan.friendEntries.push({
        id,
        owner_id: member.id,
        ...entry,
        created_at: new Date(member.createdAt.getTime() + k * 60_000),
      });
    });
  });

  // Who may be introduced to whom: each must be interested in the other. Every match and
  // suggestion below is between such a pair, found by looking forward around the ring.
  // Only DEMO_PEOPLE.length kinds of people: compatibility is computed once per kind.
  const kinds = DEMO_PEOPLE.map((a) =>
    DEMO_PEOPLE.map((b) => compatible(a as Person, b as Person)),
  );
  const suits = (i: number, j: number) => kinds[i % DEMO_PEOPLE.length]![j % DEMO_PEOPLE.length]!;
  const index = (i: number) => ((i % n) + n) % n;
  const pairKey = (a: number, b: number) =>
    index(a) < index(b) ? index(a) * n + index(b) : index(b) * n + index(a);
  const matched = new Set<number>();
  const blocked = new Set<number>();
  for (let i = 0; i < n; i += 10) blocked.add(pairKey(i, i + 14));
  const SEARCH = Math.min(n - 1, 120);
  /** The first offset from `from` on whose member is compatible with member i and passes `ok`. */
  const nextCompatible = (i: number, from: number, ok: (d: number) => boolean) => {
    for (let d = from; d < from + SEARCH; d++) {
      const j = index(i + d);
      if (j === index(i) || !suits(index(i), j)) continue;
      const key = pairKey(i, i + d);
      if (matched.has(key) || blocked.has(key)) continue;
      if (ok(d)) return d;
    }
    return undefined;
  };

  // Matches and their conversations: each member starts one they are waiting to answer, one
  // waiting on the other, one gone quiet (hidden after 7 days) and one new without messages.
  type Role = "yourTurn" | "theirTurn" | "silent" | "new";
  const silentMatchOf = new Map<number, { id: string; partner: number }>();
  const matchStarts = new Map<string, Date>();
  let conversationCount = 0;
  const addMatch = (i: number, d: number, role: Role) => {
    const a = m(i);
    const b = m(i + d);
    matched.add(pairKey(i, i + d));
    const [userA, userB] = a.id < b.id ? [a, b] : [b, a];
    const id = randomUUID();
    let createdAt: Date;
    let lines: { sender: Member; at: Date }[] = [];
    if (role === "yourTurn" || role === "theirTurn") {
      createdAt = ago((6 + (i % 5)) * DAY);
      const steps = [2 * HOUR, 3 * HOUR, DAY, DAY + 2 * HOUR, 2 * DAY];
      // Six lines end with the partner's; five with the member's own.
      const offsets = role === "yourTurn" ? [0, ...steps] : [0, ...steps.slice(0, -1)];
      lines = offsets.map((offset, step) => ({
        sender: step % 2 === 0 ? a : b,
        at: new Date(createdAt.getTime() + offset),
      }));
      lines[lines.length - 1]!.at = ago((2 + (i % 18)) * HOUR);
    } else if (role === "silent") {
      createdAt = ago((20 + (i % 7)) * DAY);
      lines = [0, 1, 2, 3].map((step) => ({
        sender: step % 2 === 0 ? b : a,
        at: new Date(createdAt.getTime() + (5 + step * 20) * HOUR),
      }));
      lines[lines.length - 1]!.at = ago((8 + (i % 4)) * DAY);
      silentMatchOf.set(index(i), { id, partner: index(i + d) });
    } else {
      createdAt = ago((1 + (i % 3)) * DAY);
    }
    matchStarts.set(id, createdAt);
    const ending = lines.length > 0 ? closingLine(conversationCount++) : "";
    lines.forEach((line, step) =>
      plan.messages.push({
        match_id: id,
        sender_id: line.sender.id,
        text:
          step === lines.length - 1
            ? ending
            : pick(CONVERSATION_LINES, step + (role === "silent" ? 4 : 0)),
        sent_at: line.at,
      }),
    );
    const first = lines[0];
    const last = lines.at(-1);
    const rewarded = Boolean(first && first.at.getTime() - createdAt.getTime() <= 48 * HOUR);
    if (first && rewarded) {
      first.sender.ledger.push({
        amount: EARN.firstMessage,
        type: "earn",
        reason: "First message within 48 hours",
        at: first.at,
      });
    }
    // Sending means having read everything before; the receiver of the last line of an active
    // conversation hasn't read it yet.
    const readAt = (member: Member) => {
      if (!last) return null;
      if (role === "silent" || last.sender === member) return last.at;
      const own = lines.filter((l) => l.sender === member).at(-1);
      return own?.at ?? null;
    };
    plan.matches.push({
      id,
      user_a_id: userA.id,
      user_b_id: userB.id,
      status: "active",
      created_at: createdAt,
      last_message_at: last?.at ?? null,
      last_message_sender_id: last?.sender.id ?? null,
      user_a_read_at: readAt(userA),
      user_b_read_at: readAt(userB),
      first_message_rewarded: rewarded,
    });
  };
  // The quiet match's pairing is credited to the members whose first friends are the two, so
  // neither of the two may be the other's friend-of-a-friend in that way (offset 10).
  const notTenApart = (d: number) => index(d) !== 10 && index(-d) !== 10;
  for (const role of ["yourTurn", "theirTurn", "silent", "new"] as const) {
    for (let i = 0; i < n; i++) {
      const d = nextCompatible(i, 1, role === "silent" ? notTenApart : () => true);
      if (d !== undefined) addMatch(i, d, role);
    }
  }

  // Match for You: direct suggestions and self-suggests, paid for by the suggester.
  const reasons = [
    "You both light up talking about books, and you'd never run out of things to say.",
    "Same sense of humour, same love of long dinners. Trust me on this one.",
    "I've wanted you two to meet for a year. Coffee, at least?",
    "You're both the kindest people I know, and both terrible at chess.",
  ];
  const suggestion = (
    target: Member,
    candidate: Member,
    suggester: Member,
    by: string,
    source: string,
    at: Date,
    extra: Row = {},
  ) =>
    plan.matchSuggestions.push({
      id: randomUUID(),
      target_id: target.id,
      candidate_id: candidate.id,
      suggester_id: suggester.id,
      suggested_by_name: by,
      source,
      pairing_suggestion_id: null,
      reason: pick(reasons, plan.matchSuggestions.length),
      tags: [
        pick(PAIRING_TAGS, plan.matchSuggestions.length),
        pick(PAIRING_TAGS, plan.matchSuggestions.length + 3),
      ],
      status: "pending",
      created_at: at,
      decided_at: null,
      ...extra,
    });
  for (let t = 0; t < n; t++) {
    const target = m(t);
    // A direct suggestion comes from members whose first and second friends are the candidate
    // (offsets 10 and 11), so neither of those may be the target.
    const direct = nextCompatible(t, 5, (d) => ![10, 11].includes(index(d)));
    if (direct !== undefined) {
      for (const offset of [10, 11]) {
        const suggester = m(t + direct - offset);
        const at = ago((offset - 8) * DAY + (t % 5) * HOUR);
        suggestion(target, m(t + direct), suggester, suggester.name, "direct", at);
        suggester.ledger.push({
          amount: -COST.directMatch,
          type: "spend",
          reason: "Direct match suggestion",
          at,
        });
      }
    }
    const selfOffset = nextCompatible(
      t,
      7,
      (d) => direct === undefined || index(d) !== index(direct),
    );
    if (selfOffset !== undefined) {
      const self = m(t + selfOffset);
      const voucher = self.friends[3]!; // a consenting friend outside Vouch
      const at = ago(2 * DAY + (t % 7) * HOUR);
      suggestion(target, self, self, voucher.name, "self", at);
      self.ledger.push({ amount: -COST.selfSuggest, type: "spend", reason: "Self-suggest", at });
    }
  }

  // Pairings in every state; approved and matched ones carry their Match for You suggestions.
  for (let v = 0; v < n; v++) {
    const suggester = m(v);
    const pairing = (
      offset: number,
      status: string,
      ownFriend: number,
      theirFriend: number,
      daysAgo: number,
    ) => {
      const target = m(v + offset);
      const id = randomUUID();
      const createdAt = ago(daysAgo * DAY + (v % 6) * HOUR);
      plan.pairingSuggestions.push({
        id,
        suggester_id: suggester.id,
        suggester_friend_id: suggester.friends[ownFriend]!.id,
        target_id: target.id,
        target_friend_id: target.friends[theirFriend]!.id,
        reason: pick(reasons, v + offset),
        tags: offset % 4 === 0 ? [] : [pick(PAIRING_TAGS, v + offset)],
        status,
        cost_hearts: 0,
        created_at: createdAt,
        decided_at: status === "pending" ? null : new Date(createdAt.getTime() + 6 * HOUR),
      });
      return { id, target, createdAt };
    };
    pairing(6, "pending", 3, 3, 1);
    pairing(8, "declined", 1, 3, 9);
    // Approved: the suggester's first friend (or else second) with a target's second friend
    // (target+11), when the two would suit each other.
    for (const [ownFriend, ownOffset] of [
      [0, 10],
      [1, 11],
    ] as const) {
      const a = v + ownOffset;
      const approvedOffset = nextCompatible(a, 5, (d) => {
        const target = index(a + d - 11 - v);
        return target !== 0 && target !== ownOffset && index(a + d) !== index(v);
      });
      if (approvedOffset === undefined) continue;
      const approved = pairing(a + approvedOffset - 11 - v, "approved", ownFriend, 1, 5);
      const decidedAt = new Date(approved.createdAt.getTime() + 6 * HOUR);
      const b = m(a + approvedOffset);
      suggestion(m(a), b, suggester, suggester.name, "pairing", decidedAt, {
        pairing_suggestion_id: approved.id,
      });
      suggestion(b, m(a), approved.target, approved.target.name, "pairing", decidedAt, {
        pairing_suggestion_id: approved.id,
      });
      break;
    }
  }
  // Matched pairings: the quiet match of x and y was introduced by the members whose first
  // friends they are (x-10 and y-10), before it began, and accepted by both.
  for (const [x, silent] of silentMatchOf) {
    const y = silent.partner;
    const suggester = m(x - 10);
    const target = m(y - 10);
    const a = m(x);
    const b = m(y);
    const matchStart = matchStarts.get(silent.id)!;
    const createdAt = new Date(matchStart.getTime() - 3 * DAY);
    const id = randomUUID();
    plan.pairingSuggestions.push({
      id,
      suggester_id: suggester.id,
      suggester_friend_id: suggester.friends[0]!.id,
      target_id: target.id,
      target_friend_id: target.friends[0]!.id,
      reason: pick(reasons, x + 2),
      tags: [pick(PAIRING_TAGS, x)],
      status: "matched",
      cost_hearts: 0,
      created_at: createdAt,
      decided_at: new Date(createdAt.getTime() + 6 * HOUR),
    });
    const decided = { status: "accepted", decided_at: matchStart, pairing_suggestion_id: id };
    const at = new Date(createdAt.getTime() + 6 * HOUR);
    suggestion(a, b, suggester, suggester.name, "pairing", at, decided);
    suggestion(b, a, target, target.name, "pairing", at, decided);
  }

  // Clubs: everyone holds one or two certifications; some have a failed attempt too. Each attempt
  // drew three questions of the pool, options in their own order.
  const drawFor = (club: (typeof CLUB_CATALOG)[number], i: number) =>
    Array.from(
      { length: QUIZ_QUESTIONS_PER_ATTEMPT },
      (_, k) => (i + k * 3) % club.questions.length,
    );
  const attempt = (
    member: Member,
    club: (typeof CLUB_CATALOG)[number],
    positions: number[],
    wrong: (k: number) => boolean,
    at: Date,
  ) => {
    const answers = positions.map((p, k) => {
      const q = club.questions[p]!;
      return wrong(k) ? (q.answerIndex + 1) % q.options.length : q.answerIndex;
    });
    const score = Math.round(
      (100 * positions.filter((_, k) => !wrong(k)).length) / positions.length,
    );
    plan.quizAttempts.push({
      profile_id: member.id,
      club_id: club.id,
      draw: JSON.stringify(
        positions.map((position) => ({
          position,
          order: club.questions[position]!.options.map((_, o) => o),
        })),
      ),
      answers,
      score,
      passed: score >= QUIZ_PASS_PERCENT,
      created_at: at,
      submitted_at: at,
    });
    return score;
  };
  members.forEach((member, i) => {
    const clubs = i % 3 === 0 ? [i % 4, (i + 1) % 4] : [i % 4];
    clubs.forEach((c, k) => {
      const club = CLUB_CATALOG[c]!;
      const at = new Date(member.createdAt.getTime() + (3 + k) * DAY);
      const score = attempt(member, club, drawFor(club, i + k), (q) => q === 0 && i % 2 === 1, at);
      plan.certifications.push({
        profile_id: member.id,
        club_id: club.id,
        passed: true,
        score,
        certified_at: at,
      });
    });
    if (i % 4 === 1) {
      const club = CLUB_CATALOG[(i + 2) % 4]!;
      attempt(
        member,
        club,
        drawFor(club, i + 1),
        (q) => q > 0,
        new Date(member.createdAt.getTime() + 2 * DAY),
      );
    }
  });

  // Events on the coming Fridays; RSVPs hold the deposit and never exceed capacity.
  const events = DEMO_EVENTS.map((event) => {
    const code = Array.from(
      { length: 6 },
      () => CODE_ALPHABET[Math.floor(random() * CODE_ALPHABET.length)],
    ).join("");
    const row = {
      id: randomUUID(),
      title: event.title,
      description: event.description,
      starts_at: demoEventStart(now, event),
      venue: event.venue,
      neighborhood: event.neighborhood,
      capacity: event.capacity,
      deposit_required: event.depositRequired,
      check_in_code: code,
      is_demo: true,
      created_at: ago(30 * DAY),
    };
    plan.events.push(row);
    return { row, taken: 0 };
  });
  members.forEach((member, i) => {
    for (const e of [i % events.length, (i + 3) % events.length]) {
      const event = events[e]!;
      if (event.taken >= event.row.capacity) continue;
      event.taken++;
      const at = ago(((i % 3) + 1) * DAY);
      plan.eventAttendees.push({
        event_id: event.row.id,
        profile_id: member.id,
        deposit_paid: event.row.deposit_required,
        checked_in: false,
        created_at: at,
      });
      if (event.row.deposit_required > 0) {
        member.ledger.push({
          amount: -event.row.deposit_required,
          type: "spend",
          reason: depositReason(event.row.title),
          at,
          eventId: event.row.id,
        });
      }
    }
  });

  // Safety and unlocks.
  members.forEach((member, i) => {
    if (i % 10 === 0)
      plan.blocks.push({
        blocker_id: member.id,
        blocked_id: m(i + 14).id,
        created_at: ago(4 * DAY),
      });
    const silent = silentMatchOf.get(i);
    if (i % 5 === 0 && silent)
      plan.mutes.push({ profile_id: member.id, match_id: silent.id, created_at: ago(7 * DAY) });
    if (i % 2 === 0) {
      const at = ago(3 * DAY);
      plan.profileUnlocks.push({ viewer_id: member.id, unlocked_id: m(i + 9).id, created_at: at });
      member.ledger.push({
        amount: -COST.unlockProfile,
        type: "spend",
        reason: "Profile unlock",
        at,
      });
    }
  });

  // The ledger, in time order per member: balance_after and the final balance follow from it.
  members.forEach((member, i) => {
    let balance = 0;
    member.ledger.sort((x, y) => x.at.getTime() - y.at.getTime());
    for (const entry of member.ledger) {
      if (balance + entry.amount < 0) {
        // A busy matchmaker tops up before a spend they couldn't otherwise afford.
        const pkg = HEART_PACKAGES[1];
        balance += pkg.hearts;
        plan.heartTransactions.push({
          profile_id: member.id,
          amount: pkg.hearts,
          type: "purchase",
          reason: purchaseReason(pkg.hearts, pkg.priceUsd),
          balance_after: balance,
          created_at: new Date(entry.at.getTime() - 60_000),
        });
      }
      balance += entry.amount;
      plan.heartTransactions.push({
        profile_id: member.id,
        amount: entry.amount,
        type: entry.type,
        reason: entry.reason,
        balance_after: balance,
        created_at: entry.at,
        event_id: entry.eventId ?? null,
      });
    }
    plan.profiles[i]!.hearts_balance = balance;
  });

  return plan;
}

/** How many demo members the seed result lists (a load-test seed has thousands). */
export const DEMO_USERS_SHOWN = 100;
