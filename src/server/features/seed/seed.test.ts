import type { CircleResponse } from "#shared/schemas/circle";
import { photoSrc } from "#shared/constants";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { EVENT_CHECK_IN_HOURS } from "#shared/constants";
import type { SeedResult } from "#shared/schemas/seed";
import type { EventDetail } from "#shared/schemas/events";
import type { Seating } from "#shared/schemas/hosting";
import { errorOf, TestApp, useTestApp } from "#tests/support/test-app";
import { isPostgres } from "#tests/support/test-db";
import { queryRows } from "../../db/client";
import { BIO_MAX } from "#shared/constants";
import { compatible, genderOf, type Person } from "./compatibility";
import { profileExtrasSchema } from "#shared/schemas/profile";
import type { PromptAnswer } from "#shared/schemas/profile-fields";
import { DEMO_PASSWORD } from "./demo-people";
import { match, message } from "#tests/support/matching-factories";
import { wishAdmits } from "../matching";
import { closingLine, demoBio } from "./demo-texts";

const t = useTestApp();

async function seed(app = t()): Promise<SeedResult> {
  const res = await app.request("/api/seed", { json: {} });
  expect(res.status).toBe(200);
  return (await res.json()) as SeedResult;
}

const rows = <T>(query: ReturnType<typeof sql>) => queryRows<T>(t().db, query);
const one = async <T>(query: ReturnType<typeof sql>) => (await rows<T>(query))[0]!;

describe("the demo texts", () => {
  it("keep endings and bios different for a 10,000-member world", () => {
    const endings = new Set(Array.from({ length: 30_000 }, (_, k) => closingLine(k)));
    expect(endings.size).toBe(30_000);
    const bios = Array.from({ length: 10_000 }, (_, i) => demoBio(i));
    expect(new Set(bios).size).toBe(10_000);
    expect(bios.filter((bio) => bio.length > BIO_MAX)).toEqual([]);
  });
});

describe("seeding the demo world", () => {
  it("files its demo reports about demo conversations only, never a real member's", async () => {
    const [ana, ben] = [await t().signUp(), await t().signUp()];
    const talk = await match(t(), ana, ben);
    for (let i = 0; i < 20; i++)
      await message(t(), talk.id, i % 2 ? ben : ana, `Hello ${i}`, new Date(Date.now() - i * 1000));
    const result = await seed();
    expect(result.created).toBe(true);
    const reports = await rows<{ reporterId: string; targetProfileId: string }>(
      sql`select reporter_id as "reporterId", target_profile_id as "targetProfileId" from reports`,
    );
    expect(reports.length).toBeGreaterThan(0);
    const real = [ana.id, ben.id];
    expect(
      reports.filter((r) => real.includes(r.reporterId) || real.includes(r.targetProfileId)),
    ).toEqual([]);
  });

  it("creates 30 members, 150 friends, 4 clubs, 6 Friday events plus a drop-in happening now and the rest, and lists members without secrets", async () => {
    const result = await seed();
    expect(result.created).toBe(true);
    expect(result.counts).toMatchObject({
      profiles: 30,
      friendEntries: 150,
      clubs: 4,
      events: 6,
      dropIns: 1,
    });
    expect(result.counts.quizQuestions).toBeGreaterThanOrEqual(12);
    for (const key of [
      "matchSuggestions",
      "matches",
      "messages",
      "pairingSuggestions",
      "certifications",
      "eventAttendees",
      "heartTransactions",
    ] as const) {
      expect(result.counts[key], key).toBeGreaterThan(0);
    }
    expect(result.users).toHaveLength(30);
    for (const user of result.users) {
      expect(Object.keys(user).sort()).toEqual([
        "age",
        "email",
        "id",
        "name",
        "neighborhood",
        "username",
      ]);
      expect(user.email).toMatch(/@demo\.vouch\.test$/);
    }
    expect(JSON.stringify(result)).not.toMatch(/argon2/);
    expect(result.signIn.password).toBe(DEMO_PASSWORD);
    // Made and published through the host's service, by the demo member holding every role.
    const hosts = await queryRows<{ host: string; status: string; kind: string }>(
      t().db,
      sql`select distinct p.name as host, e.status, e.kind from events e join profiles p on p.id = e.host_id
           order by e.kind`,
    );
    expect(hosts).toEqual([
      { host: result.users[0]!.name, status: "published", kind: "drop-in" },
      { host: result.users[0]!.name, status: "published", kind: "friday" },
    ]);
    expect(result.events).toHaveLength(7);
    for (const event of result.events) {
      expect(event.checkInCode).toMatch(/^[A-Z0-9]{6}$/);
    }
    // Six coming Fridays, and one that started an hour ago so check-in can be tried at once.
    const started = result.events.filter((e) => new Date(e.startsAt).getTime() <= Date.now());
    expect(started).toHaveLength(1);
    expect(Date.now() - new Date(started[0]!.startsAt).getTime()).toBeLessThan(
      EVENT_CHECK_IN_HOURS * 3_600_000,
    );
  });

  it("splits the members over the neighbourhoods 8/8/6/4/4 with varied, valid profiles", async () => {
    await seed();
    const split = await rows<{ neighborhood: string; n: number }>(
      sql`select neighborhood, count(*)::int as n from profiles where is_demo group by neighborhood`,
    );
    expect(Object.fromEntries(split.map((r) => [r.neighborhood, r.n]))).toEqual({
      "West Village": 8,
      Williamsburg: 8,
      Chelsea: 6,
      Astoria: 4,
      "Park Slope": 4,
    });
    const variety = await one<{
      ages: number;
      sexualities: number;
      pronouns: number;
      longest_bio: number;
    }>(
      sql`select count(distinct age)::int as ages, count(distinct sexuality)::int as sexualities,
                 count(distinct pronouns)::int as pronouns, max(char_length(bio))::int as longest_bio
            from profiles where is_demo`,
    );
    expect(variety.ages).toBeGreaterThan(10);
    expect(variety.sexualities).toBeGreaterThan(4);
    expect(variety.pronouns).toBeGreaterThan(3);
    expect(variety.longest_bio).toBeLessThanOrEqual(80);
  });

  it("keeps every balance equal to its ledger, never below zero, with balance_after running correctly", async () => {
    await seed();
    const mismatched = await one<{ n: number }>(
      sql`select count(*)::int as n from profiles p
           where p.hearts_balance <> coalesce((select sum(amount) from heart_transactions h where h.profile_id = p.id), 0)`,
    );
    expect(mismatched.n).toBe(0);
    const broken = await one<{ n: number }>(
      sql`select count(*)::int as n from (
            select balance_after, sum(amount) over (partition by profile_id order by id) as running
              from heart_transactions) t
           where balance_after <> running or balance_after < 0`,
    );
    expect(broken.n).toBe(0);
    const funded = await one<{ n: number }>(
      sql`select count(*)::int as n from profiles where is_demo and hearts_balance > 0`,
    );
    expect(funded.n).toBe(30);
  });

  it("respects capacity, deposits, circle sizes, consent and never matches anyone with themself", async () => {
    await seed();
    const overbooked = await one<{ n: number }>(
      sql`select count(*)::int as n from events e
           where (select count(*) from event_attendees a where a.event_id = e.id) > e.capacity`,
    );
    expect(overbooked.n).toBe(0);
    const full = await one<{ n: number }>(
      sql`select count(*)::int as n from events e
           where (select count(*) from event_attendees a where a.event_id = e.id) = e.capacity`,
    );
    expect(full.n).toBeGreaterThan(0); // something to show as "full"
    const wrongDeposit = await one<{ n: number }>(
      sql`select count(*)::int as n from event_attendees a join events e on e.id = a.event_id where a.deposit_paid <> e.deposit_required`,
    );
    expect(wrongDeposit.n).toBe(0);

    const circles = await rows<{ n: number }>(
      sql`select count(f.id)::int as n from profiles p left join friend_entries f on f.owner_id = p.id where p.is_demo group by p.id`,
    );
    expect(circles.every((c) => c.n >= 1 && c.n <= 5)).toBe(true);
    const mixed = await one<{ off: number; linked: number; invited: number }>(
      sql`select count(*) filter (where not consent)::int as off, count(linked_profile_id)::int as linked,
                 count(invited_profile_id)::int as invited from friend_entries`,
    );
    expect(mixed.off).toBeGreaterThan(0);
    expect(mixed.linked).toBeGreaterThan(60);
    // Half the members have an invitation to confirm on their /circle.
    expect(mixed.invited).toBe(15);

    // Each demo member's circle shows a friend already sent an invite link, and one still to invite.
    const cookie = await t().sessionCookie(
      (await one<{ id: string }>(sql`select id from profiles where is_demo limit 1`)).id,
    );
    const { friends } = (await (
      await t().request("/api/circle", { headers: { cookie } })
    ).json()) as CircleResponse;
    const notOnVouch = friends.filter((friend) => !friend.isMember && !friend.invitedUsername);
    expect(notOnVouch.map((friend) => friend.inviteLink?.state ?? "to invite").sort()).toEqual([
      "sent",
      "to invite",
    ]);

    // A Direct Match introduces a consenting friend of the suggester, and asks both: each side
    // has the other's suggestion, one of the two being that friend.
    const unconsented = await one<{ n: number }>(
      sql`select count(*)::int as n from match_suggestions s
           where s.source = 'direct' and not exists (
             select 1 from friend_entries f
              where f.owner_id = s.suggester_id and f.consent
                and f.linked_profile_id in (s.candidate_id, s.target_id))`,
    );
    expect(unconsented.n).toBe(0);
    const oneSided = await one<{ n: number }>(
      sql`select count(*)::int as n from match_suggestions s
           where s.status = 'pending' and not exists (
             select 1 from match_suggestions o where o.status = 'pending'
                and o.target_id = s.candidate_id and o.candidate_id = s.target_id)`,
    );
    expect(oneSided.n).toBe(0);
    const pairingWithoutConsent = await one<{ n: number }>(
      sql`select count(*)::int as n from pairing_suggestions p
            join friend_entries a on a.id = p.suggester_friend_id and a.owner_id = p.suggester_id
            join friend_entries b on b.id = p.target_friend_id and b.owner_id = p.target_id
           where not (a.consent and b.consent)`,
    );
    expect(pairingWithoutConsent.n).toBe(0);
    // Each pairing pairs the suggester's own friend with the target's own friend.
    const pairings = await one<{ all: number; owned: number }>(
      sql`select count(*)::int as all,
                 count(*) filter (where exists (select 1 from friend_entries a where a.id = p.suggester_friend_id and a.owner_id = p.suggester_id)
                                    and exists (select 1 from friend_entries b where b.id = p.target_friend_id and b.owner_id = p.target_id))::int as owned
            from pairing_suggestions p`,
    );
    expect(pairings.all).toBe(120);
    expect(pairings.owned).toBe(pairings.all);

    const selfMatches = await one<{ n: number }>(
      sql`select (select count(*) from matches where user_a_id = user_b_id)
               + (select count(*) from match_suggestions where target_id = candidate_id)
               + (select count(*) from pairing_suggestions where suggester_id = target_id) as n`,
    );
    expect(Number(selfMatches.n)).toBe(0);
    const pendingForMatched = await one<{ n: number }>(
      sql`select count(*)::int as n from match_suggestions s join matches m
            on (m.user_a_id = s.target_id and m.user_b_id = s.candidate_id)
            or (m.user_b_id = s.target_id and m.user_a_id = s.candidate_id)
           where s.status = 'pending'`,
    );
    expect(pendingForMatched.n).toBe(0);
    const blockedTogether = await one<{ n: number }>(
      sql`select count(*)::int as n from blocks b
           where exists (select 1 from matches m where (m.user_a_id, m.user_b_id) in ((b.blocker_id, b.blocked_id), (b.blocked_id, b.blocker_id)))
              or exists (select 1 from match_suggestions s where (s.target_id, s.candidate_id) in ((b.blocker_id, b.blocked_id), (b.blocked_id, b.blocker_id)))`,
    );
    expect(blockedTogether.n).toBe(0);
  });

  it("introduces only people each interested in the other, in every suggestion and match", async () => {
    await seed();
    type Pair = { a: Person; b: Person; what: string };
    const pairs = await rows<Pair>(sql`
      select json_build_object('pronouns', t.pronouns, 'sexuality', t.sexuality, 'name', t.name) as a,
             json_build_object('pronouns', c.pronouns, 'sexuality', c.sexuality, 'name', c.name) as b,
             'suggestion ' || s.source || ' ' || s.status as what
        from match_suggestions s join profiles t on t.id = s.target_id join profiles c on c.id = s.candidate_id
      union all
      select json_build_object('pronouns', a.pronouns, 'sexuality', a.sexuality, 'name', a.name),
             json_build_object('pronouns', b.pronouns, 'sexuality', b.sexuality, 'name', b.name),
             'match'
        from matches m join profiles a on a.id = m.user_a_id join profiles b on b.id = m.user_b_id`);
    expect(pairs.filter((p) => p.what === "match").length).toBeGreaterThan(60);
    expect(pairs.filter((p) => p.what.startsWith("suggestion")).length).toBeGreaterThan(60);
    const misfits = pairs.filter(({ a, b }) => !compatible(a, b) || !compatible(b, a));
    expect(misfits).toEqual([]);
    // Not everyone is simply paired man with woman.
    const sameGender = pairs.filter(
      ({ a, b }) => genderOf(a.pronouns) === genderOf(b.pronouns) && a.pronouns.startsWith("he"),
    );
    expect(sameGender.length).toBeGreaterThan(0);
  });

  it("gives every demo member a wish that each suggestion and match fits, both ways", async () => {
    await seed();
    const unanswered = await one<{ n: number }>(
      sql`select count(*)::int as n from profiles where is_demo and gender is null`,
    );
    expect(unanswered.n).toBe(0);
    const ownWords = await one<{ n: number }>(
      sql`select count(*)::int as n from profiles where gender = 'own_words'`,
    );
    expect(ownWords.n).toBeGreaterThan(0);
    const a = sql.raw("x.one");
    const b = sql.raw("x.other");
    const misfits = await rows<{ what: string }>(sql`
      select x.what from (
        select s.target_id as one, s.candidate_id as other, 'suggestion' as what from match_suggestions s
        union all select m.user_a_id, m.user_b_id, 'match' from matches m) x
       where ${wishAdmits(a, b)} is not true or ${wishAdmits(b, a)} is not true`);
    expect(misfits).toEqual([]);
  });

  it("never repeats a bio or the last line of a conversation", async () => {
    await seed();
    const repeatedBios = await rows<{ bio: string }>(
      sql`select bio from profiles where is_demo group by bio having count(*) > 1`,
    );
    expect(repeatedBios).toEqual([]);
    const endings = await rows<{ text: string; n: number }>(sql`
      select x.text, count(*)::int as n from matches m
        join lateral (select text from messages where match_id = m.id order by id desc limit 1) x on true
       group by x.text having count(*) > 1`);
    expect(endings).toEqual([]);
  });

  it("gives every demo member prompts and interests from the catalogues, no two alike", async () => {
    await seed();
    const people = await rows<{ prompts: PromptAnswer[]; interests: string[] }>(
      sql`select prompts, interests from profiles where is_demo order by username`,
    );
    expect(people).toHaveLength(30);
    for (const { prompts, interests } of people) {
      expect(profileExtrasSchema.safeParse({ prompts, interests }).success).toBe(true);
      expect(prompts.length).toBeGreaterThanOrEqual(2);
      expect(interests.length).toBeGreaterThanOrEqual(3);
    }
    const alike = (key: (p: (typeof people)[number]) => string) =>
      people.length - new Set(people.map(key)).size;
    expect(alike((p) => [...p.interests].sort().join())).toBe(0);
    expect(alike((p) => JSON.stringify(p.prompts))).toBe(0);
  });

  it("shows reactions and replies in demo conversations, each by the other member of one", async () => {
    await seed();
    const [counts] = await rows<{
      reactions: number;
      wrong: number;
      replies: number;
      strayReplies: number;
    }>(sql`
      select (select count(*) from message_reactions)::int as reactions,
             (select count(*) from message_reactions r join messages x on x.id = r.message_id
                join matches m on m.id = x.match_id
               where r.member_id = x.sender_id or r.member_id not in (m.user_a_id, m.user_b_id))::int as wrong,
             (select count(*) from messages where reply_to_id is not null)::int as replies,
             (select count(*) from messages x join messages q on q.id = x.reply_to_id
               where q.match_id <> x.match_id or q.id >= x.id)::int as "strayReplies"`);
    expect(counts!.reactions).toBeGreaterThan(20);
    expect(counts!.replies).toBeGreaterThan(5);
    expect(counts!.wrong).toBe(0);
    expect(counts!.strayReplies).toBe(0);
  });

  it("gives every demo member something true to show on every screen", async () => {
    await seed();
    const perMember = await rows<Record<string, number | string>>(sql`
      select p.name,
        (select count(distinct candidate_id) from match_suggestions s where s.target_id = p.id and s.status = 'pending')::int as pending_candidates,
        (select count(*) from match_suggestions s where s.target_id = p.id and s.status = 'pending'
           and s.candidate_id in (select candidate_id from match_suggestions s2 where s2.target_id = p.id and s2.status = 'pending'
                                   group by candidate_id having count(*) > 1))::int as grouped,
        (select count(*) from matches m where (m.user_a_id = p.id or m.user_b_id = p.id) and m.last_message_sender_id is not null
           and m.last_message_sender_id <> p.id and m.last_message_at > now() - interval '7 days')::int as your_turn,
        (select count(*) from matches m where (m.user_a_id = p.id or m.user_b_id = p.id)
           and m.last_message_sender_id = p.id and m.last_message_at > now() - interval '7 days')::int as their_turn,
        (select count(*) from matches m where (m.user_a_id = p.id or m.user_b_id = p.id) and m.last_message_at <= now() - interval '7 days')::int as hidden,
        (select count(*) from matches m where (m.user_a_id = p.id or m.user_b_id = p.id) and m.last_message_at is null)::int as silent_new,
        (select count(distinct status) from pairing_suggestions ps where ps.suggester_id = p.id)::int as pairing_states,
        (select count(*) from pairing_suggestions ps where ps.target_id = p.id and ps.status = 'pending')::int as waiting,
        (select count(*) from certifications c where c.profile_id = p.id)::int as certifications,
        (select count(*) from event_attendees a where a.profile_id = p.id)::int as rsvps
      from profiles p where p.is_demo`);
    expect(perMember).toHaveLength(30);
    for (const member of perMember) {
      const { name, ...counts } = member;
      for (const [what, n] of Object.entries(counts)) {
        if (what === "grouped" || what === "rsvps") continue;
        expect(n, `${name}: ${what}`).toBeGreaterThan(0);
      }
      expect(counts.pairing_states, `${name}: pairing states`).toBe(4);
    }
    expect(perMember.filter((m) => Number(m.grouped) > 0).length).toBeGreaterThan(20);
    expect(perMember.filter((m) => Number(m.rsvps) > 0).length).toBeGreaterThan(25);

    // A conversation's last message is the one the match remembers.
    const stale = await one<{ n: number }>(
      sql`select count(*)::int as n from matches m
           where m.last_message_at is distinct from (select max(sent_at) from messages x where x.match_id = m.id)`,
    );
    expect(stale.n).toBe(0);
  });

  it("has a pair coming to an upcoming event at tables, whose host published a seating that seats them together", async () => {
    const { moderator } = await seed();
    const event = await one<{ id: string; title: string }>(
      sql`select id, title from events
           where is_demo and table_size is not null and seating_published_at is not null`,
    );
    expect(event.title).toBe("Chess & Wine in the Village");
    const pair = await one<{ memberId: string; wingpersonId: string }>(
      sql`select member_id as "memberId", wingperson_id as "wingpersonId" from event_pairs
           where event_id = ${event.id} and status = 'confirmed'`,
    );
    expect(pair).toBeDefined();

    // The host's Tables tab: published, every guest at a table of at most six, the pair at one.
    const host = await t().sessionCookie(moderator!.id);
    const res = await t().request(`/api/host/events/${event.id}/seating`, {
      headers: { cookie: host },
    });
    expect(res.status).toBe(200);
    const seating = (await res.json()) as Seating;
    expect(seating.publishedAt).not.toBeNull();
    expect(seating.unseated).toEqual([]);
    expect(seating.tables.length).toBeGreaterThan(1);
    for (const table of seating.tables) expect(table.guests.length).toBeLessThanOrEqual(6);
    const tableOf = (id: string) =>
      seating.tables.find((table) => table.guests.some((g) => g.id === id))?.number;
    expect(tableOf(pair.memberId)).toBeDefined();
    expect(tableOf(pair.memberId)).toBe(tableOf(pair.wingpersonId));

    // The member sees their pair on the event.
    const member = await t().sessionCookie(pair.memberId);
    const detail = (await (
      await t().request(`/api/events/${event.id}`, { headers: { cookie: member } })
    ).json()) as EventDetail;
    expect(detail.pair).toMatchObject({ role: "named", status: "confirmed" });
  });

  it("keeps each match's unread counts, as sending through the app would have", async () => {
    await seed();
    const counts = await one<{ matches: number; kept: number; unread: number }>(sql`
      select count(*)::int as matches,
             count(*) filter (where m.unread_counted_through = (select max(id) from messages x where x.match_id = m.id)
               and m.user_a_unread = (select count(*) from messages x where x.match_id = m.id
                     and x.sender_id = m.user_b_id and x.sent_at > coalesce(m.user_a_read_at, '-infinity'))
               and m.user_b_unread = (select count(*) from messages x where x.match_id = m.id
                     and x.sender_id = m.user_a_id and x.sent_at > coalesce(m.user_b_read_at, '-infinity'))
             )::int as kept,
             sum(m.user_a_unread + m.user_b_unread)::int as unread
        from matches m where exists (select 1 from messages x where x.match_id = m.id)`);
    expect(counts.matches).toBeGreaterThan(0);
    expect(counts.kept).toBe(counts.matches);
    expect(counts.unread).toBeGreaterThan(0);
  });

  it("changes nothing the second time, and says so", async () => {
    const first = await seed();
    const fingerprint = () =>
      one<{ ledger: number; balances: number; messages: number }>(
        sql`select (select count(*) from heart_transactions)::int as ledger,
                   (select sum(hearts_balance) from profiles)::int as balances,
                   (select count(*) from messages)::int as messages`,
      );
    const before = await fingerprint();
    const second = await seed();
    expect(second.created).toBe(false);
    expect(second.message).toMatch(/already in place/);
    expect(second.counts).toEqual(first.counts);
    expect(second.users.map((u) => u.id)).toEqual(first.users.map((u) => u.id));
    expect(await fingerprint()).toEqual(before);
    const status = await t().request("/api/seed");
    expect(await status.json()).toEqual({ demoMode: true, seeded: true });
  });

  it("draws the events' check-in codes afresh on each installation, and keeps them when seeded again", async () => {
    const codes = (result: SeedResult) => result.events.map((e) => e.checkInCode);
    const first = codes(await seed());
    expect(codes(await seed())).toEqual(first);
    // Another installation: the same demo world, other codes (from the fixed seed they were the same).
    await t().reset();
    const elsewhere = codes(await seed());
    expect(elsewhere).toHaveLength(first.length);
    for (const [i, code] of elsewhere.entries()) expect(code).not.toBe(first[i]);
  });

  it("lets a demo member sign in with the shared password", async () => {
    const { users } = await seed();
    const res = await t().request("/api/account/sign-in", {
      json: { email: users[3]!.email, password: DEMO_PASSWORD },
    });
    expect(res.status).toBe(200);
    expect(((await res.json()) as { user: { name: string } }).user.name).toBe(users[3]!.name);
  });

  it("gives every demo member their portrait as a photo, which their conversations show", async () => {
    const { users } = await seed();
    const counts = await one<{ members: number; photos: number; files: number }>(
      sql`select (select count(*)::int from profiles where is_demo) as members,
                 (select count(distinct owner_id)::int from photos where status = 'approved') as photos,
                 (select count(*)::int from photo_files) as files`,
    );
    expect(counts).toEqual({ members: 30, photos: 30, files: 90 });
    const cookie = await t().sessionCookie(users[0]!.id);
    const res = await t().request("/api/chat/conversations", { headers: { cookie } });
    const { conversations } = (await res.json()) as {
      conversations: { partner: { mainPhoto: { id: string } | null } }[];
    };
    expect(conversations.length).toBeGreaterThan(0);
    for (const { partner } of conversations) {
      const image = await t().request(photoSrc(partner.mainPhoto!.id, "small"), {
        headers: { cookie },
      });
      expect(image.status).toBe(200);
      expect(image.headers.get("content-type")).toBe("image/webp");
    }
  });

  it("verifies every other member's photo, and has one member confirmed by two friends", async () => {
    await seed();
    const { verified } = await one<{ verified: number }>(
      sql`select count(*)::int as verified from photo_verifications`,
    );
    expect(verified).toBe(15);
    const { memberId } = await one<{ memberId: string }>(
      sql`select distinct member_id as "memberId" from photo_confirmations`,
    );
    const cookie = await t().sessionCookie(memberId);
    const res = await t().request("/api/verification/confirmations/mine", { headers: { cookie } });
    const mine = (await res.json()) as { confirmed: boolean; friends: unknown[] };
    expect(mine).toMatchObject({ confirmed: true });
    expect(mine.friends).toHaveLength(2);
  });

  it("gives every member friends' words that fit their circle, none alike, and the first one to approve", async () => {
    const { users } = await seed();
    const words = await rows<{ kind: string; status: string; text: string; linked: boolean }>(
      sql`select e.kind, e.status, e.text, exists (select 1 from friend_entries f
            where f.owner_id = e.member_id and f.linked_profile_id = e.author_id) as linked
          from endorsements e`,
    );
    const approved = words.filter((w) => w.status === "approved");
    expect(approved.filter((w) => w.kind === "endorsement")).toHaveLength(30);
    expect(approved.filter((w) => w.kind === "prompt")).toHaveLength(30);
    expect(new Set(words.map((w) => w.text)).size).toBe(words.length);
    expect(words.every((w) => w.linked)).toBe(true);
    const cookie = await t().sessionCookie(users[0]!.id);
    const res = await t().request("/api/endorsements/about-me", { headers: { cookie } });
    const { items } = (await res.json()) as { items: { status: string; kind: string }[] };
    expect(items.filter((item) => item.status === "pending")).toEqual([
      expect.objectContaining({ kind: "endorsement" }),
    ]);
    expect(items.filter((item) => item.status === "approved")).toHaveLength(2);
  });

  it("gives demo members other usernames when real members hold theirs", async () => {
    await t().member({ name: "Maya Chen", username: "mayachen" });
    const { users } = await seed();
    const maya = users.find((u) => u.name === "Maya Chen")!;
    expect(maya.username).not.toBe("mayachen");
    expect(maya.username).toMatch(/^mayachen\d+$/);
  });

  it("refuses a body with anything in it", async () => {
    const res = await t().request("/api/seed", { json: { members: 5000 } });
    expect(res.status).toBe(400);
    expect((await t().request("/api/seed")).status).toBe(200);
    const count = await one<{ n: number }>(sql`select count(*)::int as n from profiles`);
    expect(count.n).toBe(0);
  });
});

describe("with demo mode off", () => {
  it("refuses to seed with a clear message and writes nothing", async () => {
    const app = await TestApp.create({ DEMO_MODE: "false" }, undefined);
    try {
      const res = await app.request("/api/seed", { json: {} });
      expect(res.status).toBe(403);
      const { error } = await errorOf(res);
      expect(error.code).toBe("demo_mode_off");
      expect(error.message).toMatch(/Demo data is turned off/);
      expect(await (await app.request("/api/seed")).json()).toEqual({
        demoMode: false,
        seeded: false,
      });
      const [count] = await queryRows<{ n: number }>(
        app.db,
        sql`select count(*)::int as n from profiles`,
      );
      expect(count!.n).toBe(0);
    } finally {
      await app.close();
    }
  });
});

// PGlite runs one statement at a time, so two seeds can only race on PostgreSQL.
describe.runIf(isPostgres)("two seeds at once", () => {
  it("create the demo world once", async () => {
    const other = await t().sibling();
    try {
      const results = await Promise.all([seed(), seed(other)]);
      expect(results.filter((r) => r.created)).toHaveLength(1);
      const count = await one<{ n: number }>(sql`select count(*)::int as n from profiles`);
      expect(count.n).toBe(30);
    } finally {
      await other.close();
    }
  });
});
