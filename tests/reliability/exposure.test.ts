import { beforeAll, describe, expect, it } from "vitest";
import {
  fillPath,
  label,
  NOT_PROBED,
  readOperations,
  type Operation,
} from "#tests/support/openapi-operations";
import { send } from "#tests/support/probe";
import {
  idsOf,
  seedWorld,
  sharedIds,
  useSeededApp,
  type DemoUser,
} from "#tests/support/seeded-world";

/**
 * Several seeded members read everything they can: every GET of /api/openapi.json, with the ids
 * of their own rows, the shared ones (events, clubs) and, in query parameters named for a member,
 * every other member. No answer may hold what isn't theirs to see: another member's email, any
 * password hash, session token or auth account id, the name of another member's friend who has
 * not consented to be shown, friends' words not approved or about a member they may not see, or
 * anything of a member who blocked them, or any one member's debrief answer. The members they
 * blocked themselves may show only in their own block list (paths of settings, safety or their
 * data export).
 */
const t = useSeededApp();
let operations: Operation[] = [];
let users: DemoUser[] = [];
let viewers: DemoUser[] = [];

const OWN_BLOCK_LIST = /\/(settings|safety|export)(\/|$|\?)/;
// The data export names whom the member blocked in its `blocks` list, and nowhere else.
const DATA_EXPORT = /\/account\/data$/;
const MEMBER_QUERY = /member|profile|user/i;
// Which option of a quiz question is right: only the studio's API says it, only to editors.
const RIGHT_ANSWER = /"(answerIndex|correct\w*|rightAnswer|rightOption|solution)"\s*:/i;
// One member's debrief answer (a yes or no of its own): only their own data export holds one.
const SINGLE_ANSWER = /"(seeAgain|goodFit|see_again|good_fit)"\s*:\s*(true|false)/;

interface Row {
  [key: string]: string | null;
}
const rows = (text: string) => t().database.query<Row>(text, []);

beforeAll(async () => {
  users = await seedWorld(t());
  operations = (await readOperations(t())).filter(
    (op) => op.method === "GET" && !NOT_PROBED[label(op)] && op.produces === "application/json",
  );
  // Everyone in a block, both sides, and members with nothing to do with blocks: six in all.
  const blockers = await rows("select blocker_id as a, blocked_id as b from blocks");
  const ids = new Set(blockers.flatMap((r) => [r.a!, r.b!]));
  for (const user of users) if (ids.size < 6 && !ids.has(user.id)) ids.add(user.id);
  // Editors read the right answers in the studio: no editor is among the viewers.
  const editors = new Set(
    (await rows("select user_id as id from staff_roles where role = 'editor'")).map((r) => r.id),
  );
  viewers = users.filter((u) => ids.has(u.id) && !editors.has(u.id));
  // Debrief answers by everyone about each viewer, and by each viewer: only totals may leave.
  for (const [i, v] of viewers.entries()) {
    const other =
      users.find((u) => !ids.has(u.id) && u.id !== v.id) ?? users[(i + 1) % users.length]!;
    await t().database.query(
      `insert into debrief_answers (member_id, partner_id, see_again, good_fit)
       values ($1, $2, true, false), ($2, $1, false, true) on conflict do nothing`,
      [other.id, v.id],
    );
  }
  // A push device for each viewer: its endpoint and keys are a capability, for no one's eyes.
  for (const [i, v] of viewers.entries()) {
    await t().database.query(
      `insert into push_subscriptions (member_id, endpoint, p256dh, auth, label)
       values ($1, $2, $3, $4, 'Chrome on Android')`,
      [
        v.id,
        `https://fcm.googleapis.com/fcm/send/exposure-${i}-x9`,
        `p256dh-exposure-${i}-x9`,
        `auth-exposure-${i}-x9`,
      ],
    );
  }
}, 120_000);

/** Each forbidden string, and why, for `viewer` reading `path`. */
async function forbiddenFor(viewer: DemoUser): Promise<Map<string, string>> {
  const forbidden = new Map<string, string>();
  for (const r of await rows(`select id, email from "user"`))
    if (r.id !== viewer.id) forbidden.set(r.email!, "another member's email");
  for (const r of await rows(
    `select id, account_id, user_id, password, access_token, refresh_token, id_token from account`,
  )) {
    forbidden.set(r.id!, "an auth account id");
    if (r.account_id !== r.user_id) forbidden.set(r.account_id!, "an auth account id");
    for (const secret of [r.password, r.access_token, r.refresh_token, r.id_token])
      if (secret) forbidden.set(secret, "auth data (password hash or token)");
  }
  for (const r of await t().database.query<Row>(
    `select endpoint, p256dh, auth from push_subscriptions where member_id <> $1`,
    [viewer.id],
  )) {
    forbidden.set(r.endpoint!, "another member's push endpoint");
    forbidden.set(r.p256dh!, "another member's push key");
    forbidden.set(r.auth!, "another member's push secret");
  }
  forbidden.set(t().deps.env.authSecret, "the secret sessions and links are signed with");
  for (const r of await rows(`select private_key from push_keys`)) {
    forbidden.set(r.private_key!, "the VAPID private key");
  }
  for (const r of await rows(`select id, token from session`)) {
    forbidden.set(r.token!, "a session token");
    forbidden.set(r.id!, "a session id");
  }
  // Names that may show for reasons of their own (a member, a consenting friend, a name kept in
  // a pairing's history) can't tell a leak: only the others are looked for.
  const shown = new Set(
    (
      await rows(
        `select name from profiles union select name from friend_entries where consent
         union select suggester_friend_name from pairing_suggestions
         union select target_friend_name from pairing_suggestions
         union select suggested_by_name from match_suggestions`,
      )
    ).map((r) => r.name),
  );
  for (const r of await t().database.query<Row>(
    `select name from friend_entries where not consent and owner_id <> $1`,
    [viewer.id],
  )) {
    if (!shown.has(r.name)) forbidden.set(r.name!, "a friend who hasn't consented to be shown");
  }
  const blockedBy = await t().database.query<Row>(
    `select p.id, p.name from blocks b join profiles p on p.id = b.blocker_id where b.blocked_id = $1`,
    [viewer.id],
  );
  for (const r of blockedBy) {
    forbidden.set(r.id!, "a member who blocked them (id)");
    forbidden.set(r.name!, "a member who blocked them (name)");
  }
  // Photos of members the viewer may not see: anyone but an active match, a
  // member suggested to them, one they unlocked, their own linked friend or a member whose circle
  // lists them (linked, or asking them to confirm); never across a
  // block either way; never a photo not approved (held for a moderator, or removed). Written out
  // here, apart from the rule's own home.
  for (const r of await t().database.query<Row>(
    `select ph.id from photos ph
      where ph.owner_id <> $1 and (ph.status <> 'approved'
        or exists (select 1 from blocks b where (b.blocker_id = $1 and b.blocked_id = ph.owner_id)
                                              or (b.blocker_id = ph.owner_id and b.blocked_id = $1))
        or not (exists (select 1 from matches m where m.status = 'active'
                          and ((m.user_a_id = $1 and m.user_b_id = ph.owner_id)
                            or (m.user_b_id = $1 and m.user_a_id = ph.owner_id)))
             or exists (select 1 from match_suggestions s where s.target_id = $1
                          and s.candidate_id = ph.owner_id and s.status = 'pending')
             or exists (select 1 from profile_unlocks u where u.viewer_id = $1
                          and u.unlocked_id = ph.owner_id)
             or exists (select 1 from friend_entries f where f.owner_id = $1
                          and f.linked_profile_id = ph.owner_id)
             or exists (select 1 from friend_entries f where f.owner_id = ph.owner_id
                          and $1 in (f.linked_profile_id, f.invited_profile_id))))`,
    [viewer.id],
  )) {
    forbidden.set(r.id!, "the photo of a member they may not see");
  }
  // Friends' words leave only to the member and their author until approved,
  // and once approved only to a member who may see the member (the photos rule above), across no
  // block between any two of viewer, member and author, while the author is still a linked friend.
  for (const r of await t().database.query<Row>(
    `select e.text from endorsements e
      where e.text is not null and $1 not in (e.member_id, e.author_id) and (e.status <> 'approved'
        or exists (select 1 from blocks b where (b.blocker_id, b.blocked_id) in
             (($1, e.member_id), (e.member_id, $1), ($1, e.author_id), (e.author_id, $1),
              (e.member_id, e.author_id), (e.author_id, e.member_id)))
        or not exists (select 1 from friend_entries l where l.owner_id = e.member_id
                         and l.linked_profile_id = e.author_id)
        or not (exists (select 1 from matches m where m.status = 'active'
                          and ((m.user_a_id = $1 and m.user_b_id = e.member_id)
                            or (m.user_b_id = $1 and m.user_a_id = e.member_id)))
             or exists (select 1 from match_suggestions s where s.target_id = $1
                          and s.candidate_id = e.member_id and s.status = 'pending')
             or exists (select 1 from profile_unlocks u where u.viewer_id = $1
                          and u.unlocked_id = e.member_id)
             or exists (select 1 from friend_entries f where f.owner_id = $1
                          and f.linked_profile_id = e.member_id)
             or exists (select 1 from friend_entries f where f.owner_id = e.member_id
                          and $1 in (f.linked_profile_id, f.invited_profile_id))))`,
    [viewer.id],
  )) {
    forbidden.set(r.text!, "friends' words about a member they may not be shown");
  }
  return forbidden;
}

async function blockedByViewer(viewer: DemoUser): Promise<Map<string, string>> {
  const found = new Map<string, string>();
  for (const r of await t().database.query<Row>(
    `select p.id, p.name from blocks b join profiles p on p.id = b.blocked_id where b.blocker_id = $1`,
    [viewer.id],
  )) {
    found.set(r.id!, "a member they blocked (id), outside their block list");
    found.set(r.name!, "a member they blocked (name), outside their block list");
  }
  return found;
}

describe("what seeded members can read", () => {
  it("never holds others' emails, auth data, non-consenting friends or blocked members", async () => {
    const findings: string[] = [];
    let answers = 0;
    const shared = await sharedIds(t(), 4);
    for (const viewer of viewers) {
      const cookie = await t().sessionCookie(viewer.id);
      const forbidden = await forbiddenFor(viewer);
      const theyBlocked = await blockedByViewer(viewer);
      const ids = [...[...(await idsOf(t(), viewer.id, 2)).values()].flat(), ...shared];
      const paths: string[] = [];
      for (const op of operations) {
        const memberParams = op.queryParams.filter((p) => MEMBER_QUERY.test(p.name));
        if (op.queryParams.some((p) => p.required && !MEMBER_QUERY.test(p.name))) continue;
        // A route about a member (a member's photos) is asked about every other member too.
        if (op.pathParams.length === 1 && op.pathParams[0] === "memberId")
          for (const other of users)
            if (other.id !== viewer.id) paths.push(fillPath(op, { memberId: other.id }));
        // A member found by username (Explore's) is asked for every other member's.
        if (op.pathParams.length === 1 && op.pathParams[0] === "username")
          for (const other of users)
            if (other.id !== viewer.id) paths.push(fillPath(op, { username: other.username }));
        if (op.pathParams.length === 0) paths.push(op.path);
        else
          for (const id of ids)
            paths.push(fillPath(op, Object.fromEntries(op.pathParams.map((p) => [p, id]))));
        for (const param of memberParams)
          for (const other of users)
            if (other.id !== viewer.id) paths.push(`${op.path}?${param.name}=${other.id}`);
      }
      for (const path of paths) {
        const res = await send(t(), { method: "GET", path }, cookie);
        if (!res.ok) continue;
        answers++;
        const whole = await res.text();
        const text = DATA_EXPORT.test(path)
          ? JSON.stringify({ ...(JSON.parse(whole) as object), blocks: [] })
          : whole;
        const look = (found: Map<string, string>) => {
          for (const [needle, why] of found)
            if (text.includes(needle))
              findings.push(`${viewer.name}: GET ${path} shows ${why}: ${needle}`);
        };
        look(forbidden);
        if (!OWN_BLOCK_LIST.test(path)) look(theyBlocked);
        if (RIGHT_ANSWER.test(text))
          findings.push(`${viewer.name}: GET ${path} tells a right answer`);
        if (!DATA_EXPORT.test(path) && SINGLE_ANSWER.test(text))
          findings.push(`${viewer.name}: GET ${path} tells a single debrief answer`);
      }
    }
    expect(viewers.length).toBeGreaterThanOrEqual(4);
    expect(answers).toBeGreaterThan(200);
    expect([...new Set(findings)]).toEqual([]);
  }, 120_000);
});

describe("a quiz, as a member takes it", () => {
  it("never tells which option is right, at any club, before or after answering", async () => {
    const viewer = viewers[0]!;
    const cookie = await t().sessionCookie(viewer.id);
    const clubs = (await (
      await send(t(), { method: "GET", path: "/api/clubs" }, cookie)
    ).json()) as {
      clubs: { id: string; certifiedAt: string | null }[];
    };
    const texts: string[] = [];
    for (const club of clubs.clubs.filter((c) => !c.certifiedAt)) {
      const start = await send(
        t(),
        { method: "POST", path: `/api/clubs/${club.id}/attempts` },
        cookie,
      );
      if (!start.ok) continue;
      const attempt = (await start.json()) as { id: string; questions: { id: number }[] };
      texts.push(JSON.stringify(attempt));
      const answers = attempt.questions.map((q) => ({ questionId: q.id, choice: 0 }));
      const result = await t().request(`/api/clubs/attempts/${attempt.id}/answers`, {
        json: { answers },
        headers: { cookie },
      });
      texts.push(await result.text());
    }
    expect(texts.length).toBeGreaterThanOrEqual(4);
    expect(texts.filter((text) => RIGHT_ANSWER.test(text))).toEqual([]);
  });
});
