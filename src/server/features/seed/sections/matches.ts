import { randomUUID } from "node:crypto";
import { DAY_MS, EARN, FIRST_MESSAGE_BONUS_HOURS } from "#shared/constants";
import { LEDGER_REASON } from "../../hearts";
import { CONVERSATION_LINES } from "../demo-people";
import { closingLine } from "../demo-texts";
import type { Ring } from "./ring";
import { HOUR, pick, type Member, type SeedWorld } from "./world";

export interface SeededMatches {
  /** Each member's quiet match (by ring position): its id and the partner's position. */
  silentMatchOf: Map<number, { id: string; partner: number }>;
  /** When each match began, by match id. */
  matchStarts: Map<string, Date>;
}

/**
 * Matches and their conversations: each member starts one they are waiting to answer, one
 * waiting on the other, one gone quiet (hidden after 7 days) and one new without messages.
 */
export function addMatches(world: SeedWorld, ring: Ring): SeededMatches {
  const { plan, n, m, index, ago } = world;
  type Role = "yourTurn" | "theirTurn" | "silent" | "new";
  const silentMatchOf = new Map<number, { id: string; partner: number }>();
  const matchStarts = new Map<string, Date>();
  let conversationCount = 0;
  const addMatch = (i: number, d: number, role: Role) => {
    const a = m(i);
    const b = m(i + d);
    ring.matched.add(ring.pairKey(i, i + d));
    const [userA, userB] = a.id < b.id ? [a, b] : [b, a];
    const id = randomUUID();
    let createdAt: Date;
    let lines: { sender: Member; at: Date }[] = [];
    if (role === "yourTurn" || role === "theirTurn") {
      createdAt = ago((6 + (i % 5)) * DAY_MS);
      const steps = [2 * HOUR, 3 * HOUR, DAY_MS, DAY_MS + 2 * HOUR, 2 * DAY_MS];
      // Six lines end with the partner's; five with the member's own.
      const offsets = role === "yourTurn" ? [0, ...steps] : [0, ...steps.slice(0, -1)];
      lines = offsets.map((offset, step) => ({
        sender: step % 2 === 0 ? a : b,
        at: new Date(createdAt.getTime() + offset),
      }));
      // A third have waited over a day for an answer: the "your turn" reminder has found them.
      lines[lines.length - 1]!.at = ago((i % 3 === 0 ? 26 : 2 + (i % 18)) * HOUR);
    } else if (role === "silent") {
      createdAt = ago((20 + (i % 7)) * DAY_MS);
      lines = [0, 1, 2, 3].map((step) => ({
        sender: step % 2 === 0 ? b : a,
        at: new Date(createdAt.getTime() + (5 + step * 20) * HOUR),
      }));
      lines[lines.length - 1]!.at = ago((8 + (i % 4)) * DAY_MS);
      silentMatchOf.set(index(i), { id, partner: index(i + d) });
    } else {
      createdAt = ago((1 + (i % 3)) * DAY_MS);
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
    const rewarded = Boolean(
      first && first.at.getTime() - createdAt.getTime() <= FIRST_MESSAGE_BONUS_HOURS * HOUR,
    );
    if (first && rewarded) {
      first.sender.ledger.push({
        amount: EARN.firstMessage,
        type: "earn",
        reason: LEDGER_REASON.firstMessage,
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
      first_yes_by: userA.id,
    });
  };
  // The quiet match's pairing is credited to the members whose first friends are the two, so
  // neither of the two may be the other's friend-of-a-friend in that way (offset 10).
  const notTenApart = (d: number) => index(d) !== 10 && index(-d) !== 10;
  for (const role of ["yourTurn", "theirTurn", "silent", "new"] as const) {
    for (let i = 0; i < n; i++) {
      const d = ring.nextCompatible(i, 1, role === "silent" ? notTenApart : () => true);
      if (d !== undefined) addMatch(i, d, role);
    }
  }
  return { silentMatchOf, matchStarts };
}
