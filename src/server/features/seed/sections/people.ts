import { randomUUID } from "node:crypto";
import { DAY_MS, HEART_PACKAGES } from "#shared/constants";
import { normalizeUsername } from "../../profile";
import { purchaseReason } from "../../hearts";
import {
  DEMO_EMAIL_DOMAIN,
  DEMO_NEIGHBORHOODS,
  DEMO_PEOPLE,
  FRIEND_LAST_NAMES,
} from "../demo-people";
import { demoInterests, demoPrompts } from "../demo-profile-extras";
import { demoBio } from "../demo-texts";
import { demoWish } from "../compatibility";
import { pick, type Member, type SeedPlan } from "./world";

/**
 * The members, their sign-in accounts and profiles, spread over neighbourhoods in the 8:8:6:4:4
 * proportion of the first 30. Usernames in `taken` are left to the members who hold them.
 */
export function addPeople(
  plan: SeedPlan,
  n: number,
  ago: (ms: number) => Date,
  passwordHash: string,
  taken: Set<string>,
): Member[] {
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
    const createdAt = ago((60 + (i % 30)) * DAY_MS);
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
      interests: demoInterests(i, template.hobbies),
      prompts: JSON.stringify(
        demoPrompts(i, template.hobbies, neighborhoodOf[i % DEMO_PEOPLE.length]!),
      ),
      ...demoWish(template, Math.min(60, template.age + (cycle % 5)), i),
      hearts_balance: 0, // set from the ledger at the end (heartBalances)
      is_demo: true,
      created_at: createdAt,
      updated_at: createdAt,
    });
  }
  // Everyone starts with a top-up, so the later spends never go negative.
  members.forEach((member, i) => {
    const pkg = HEART_PACKAGES[i % 4 === 0 ? 2 : 1];
    member.ledger.push({
      amount: pkg.hearts,
      type: "purchase",
      reason: purchaseReason(pkg.hearts, pkg.priceUsd),
      at: new Date(member.createdAt.getTime() + DAY_MS),
    });
  });
  return members;
}
