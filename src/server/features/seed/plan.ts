import { randomUUID } from "node:crypto";
import { PAIRING_TAGS, type RelationshipStatus } from "../../../shared/options";
import {
  COST,
  EARN,
  HEART_PACKAGES,
  TRUST_LEVELS,
  type TrustLevel,
} from "../../../shared/constants";
import { CLUB_CATALOG } from "../clubs/catalog";
import { normalizeUsername } from "../account";
import { purchaseReason } from "../hearts";
import { DEMO_EVENTS, fridayInNewYork } from "./demo-events";
import {
  CONVERSATION_LINES,
  DEMO_EMAIL_DOMAIN,
  DEMO_NEIGHBORHOODS,
  DEMO_PEOPLE,
  FRIEND_BIOS,
  FRIEND_FIRST_NAMES,
  FRIEND_GENDERS,
  FRIEND_LAST_NAMES,
  FRIEND_SEXUALITIES,
  FRIEND_STATUSES,
} from "./demo-people";

/*
 * The demo world is built from fixed offsets around a ring of members, so every member has the
 * same shapes of data whatever the size, and none of the relations collide (needs 30+ members):
 *   circle      i links friends i+10, i+11 (consenting) and i+12 (consent off), plus 2 others
 *   matches     i–i+1 (active chat), i–i+2 (silent 7+ days), i–i+3 (new, no messages)
 *   suggestions for i: candidate i+5 (direct, from i-5 and i-6), i+7 (self-suggest)
 *   pairings    i pairs with i+6 (pending), i+4 (approved), i+8 (declined), i+2 (matched)
 *   blocks      i blocks i+14 (every tenth member); mutes: i mutes its silent chat (every fifth)
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
  ledger: { amount: number; type: "earn" | "spend" | "purchase"; reason: string; at: Date }[];
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
      bio: template.bio,
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

  // Matches and their conversations.
  const matchIds = new Map<string, string>();
  const matchStarts = new Map<string, Date>();
  const matchKey = (a: number, b: number) => `${((a % n) + n) % n}:${((b % n) + n) % n}`;
  const addMatch = (i: number, k: number) => {
    const a = m(i);
    const b = m(i + k);
    const [userA, userB] = a.id < b.id ? [a, b] : [b, a];
    const id = randomUUID();
    matchIds.set(matchKey(i, i + k), id);
    let createdAt: Date;
    let lines: { sender: Member; at: Date }[] = [];
    if (k === 1) {
      createdAt = ago((6 + (i % 5)) * DAY);
      const steps = [2 * HOUR, 3 * HOUR, DAY, DAY + 2 * HOUR, 2 * DAY];
      lines = [0, ...steps].map((offset, step) => ({
        sender: step % 2 === 0 ? a : b,
        at: new Date(createdAt.getTime() + offset),
      }));
      lines[lines.length - 1]!.at = ago((2 + (i % 18)) * HOUR);
    } else if (k === 2) {
      createdAt = ago((20 + (i % 7)) * DAY);
      lines = [0, 1, 2, 3].map((step) => ({
        sender: step % 2 === 0 ? b : a,
        at: new Date(createdAt.getTime() + (5 + step * 20) * HOUR),
      }));
      lines[lines.length - 1]!.at = ago((8 + (i % 4)) * DAY);
    } else {
      createdAt = ago((1 + (i % 3)) * DAY);
    }
    matchStarts.set(id, createdAt);
    lines.forEach((line, step) =>
      plan.messages.push({
        match_id: id,
        sender_id: line.sender.id,
        text: pick(CONVERSATION_LINES, step + (k === 2 ? 4 : 0)),
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
    // Sending means having read everything before; the receiver of the last line hasn't read it yet (k = 1).
    const readAt = (member: Member) => {
      if (!last) return null;
      if (k === 2 || last.sender === member) return last.at;
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
  for (let i = 0; i < n; i++) for (const k of [1, 2, 3]) addMatch(i, k);

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
    for (const offset of [5, 6]) {
      const suggester = m(t - offset);
      const at = ago((offset - 3) * DAY + (t % 5) * HOUR);
      suggestion(target, m(t + 5), suggester, suggester.name, "direct", at);
      suggester.ledger.push({
        amount: -COST.directMatch,
        type: "spend",
        reason: "Direct match suggestion",
        at,
      });
    }
    const self = m(t + 7);
    const voucher = self.friends[3]!; // a consenting friend outside Vouch
    const at = ago(2 * DAY + (t % 7) * HOUR);
    suggestion(target, self, self, voucher.name, "self", at);
    self.ledger.push({ amount: -COST.selfSuggest, type: "spend", reason: "Self-suggest", at });
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
    const approved = pairing(4, "approved", 0, 1, 5);
    const decidedAt = new Date(approved.createdAt.getTime() + 6 * HOUR);
    const a = m(v + 10);
    const b = m(v + 15);
    suggestion(a, b, suggester, suggester.name, "pairing", decidedAt, {
      pairing_suggestion_id: approved.id,
    });
    suggestion(b, a, approved.target, approved.target.name, "pairing", decidedAt, {
      pairing_suggestion_id: approved.id,
    });
  }
  // Matched pairings: made before the silent match between v+10 and v+12 began, accepted by both.
  for (let v = 0; v < n; v++) {
    const suggester = m(v);
    const target = m(v + 2);
    const a = m(v + 10);
    const b = m(v + 12);
    const matchId = matchIds.get(matchKey(v + 10, v + 12))!;
    const matchStart = matchStarts.get(matchId)!;
    const createdAt = new Date(matchStart.getTime() - 3 * DAY);
    const id = randomUUID();
    plan.pairingSuggestions.push({
      id,
      suggester_id: suggester.id,
      suggester_friend_id: suggester.friends[0]!.id,
      target_id: target.id,
      target_friend_id: target.friends[0]!.id,
      reason: pick(reasons, v + 2),
      tags: [pick(PAIRING_TAGS, v)],
      status: "matched",
      cost_hearts: 0,
      created_at: createdAt,
      decided_at: new Date(createdAt.getTime() + 6 * HOUR),
    });
    const decided = { status: "accepted", decided_at: matchStart, pairing_suggestion_id: id };
    suggestion(
      a,
      b,
      suggester,
      suggester.name,
      "pairing",
      new Date(createdAt.getTime() + 6 * HOUR),
      decided,
    );
    suggestion(
      b,
      a,
      target,
      target.name,
      "pairing",
      new Date(createdAt.getTime() + 6 * HOUR),
      decided,
    );
  }

  // Clubs: everyone holds one or two certifications; some have a failed attempt too.
  members.forEach((member, i) => {
    const clubs = i % 3 === 0 ? [i % 4, (i + 1) % 4] : [i % 4];
    clubs.forEach((c, k) => {
      const club = CLUB_CATALOG[c]!;
      const at = new Date(member.createdAt.getTime() + (3 + k) * DAY);
      const answers = club.questions.map((q, qi) =>
        qi === 0 && i % 2 === 1 && club.questions.length > 3
          ? (q.answerIndex + 1) % q.options.length
          : q.answerIndex,
      );
      const score = Math.round(
        (100 * answers.filter((a, qi) => a === club.questions[qi]!.answerIndex).length) /
          club.questions.length,
      );
      plan.quizAttempts.push({
        profile_id: member.id,
        club_id: club.id,
        answers,
        score,
        passed: true,
        created_at: at,
      });
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
      const answers = club.questions.map((q, qi) =>
        qi === 0 ? q.answerIndex : (q.answerIndex + 1) % q.options.length,
      );
      const score = Math.round(100 / club.questions.length);
      plan.quizAttempts.push({
        profile_id: member.id,
        club_id: club.id,
        answers,
        score,
        passed: false,
        created_at: new Date(member.createdAt.getTime() + 2 * DAY),
      });
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
      starts_at: fridayInNewYork(now, event.fridayOffset, event.hour, event.minute),
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
          reason: `Event deposit: ${event.row.title}`,
          at,
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
    if (i % 5 === 0)
      plan.mutes.push({
        profile_id: member.id,
        match_id: matchIds.get(matchKey(i, i + 2)),
        created_at: ago(7 * DAY),
      });
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
      balance += entry.amount;
      if (balance < 0) throw new Error(`demo ledger for ${member.name} goes below zero`);
      plan.heartTransactions.push({
        profile_id: member.id,
        amount: entry.amount,
        type: entry.type,
        reason: entry.reason,
        balance_after: balance,
        created_at: entry.at,
      });
    }
    plan.profiles[i]!.hearts_balance = balance;
  });

  return plan;
}

/** How many demo members the seed result lists (a load-test seed has thousands). */
export const DEMO_USERS_SHOWN = 100;
