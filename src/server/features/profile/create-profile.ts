import { eq, sql } from "drizzle-orm";
import { randomBytes } from "node:crypto";
import { AGE_MIN } from "#shared/constants";
import { NEIGHBORHOODS } from "#shared/options";
import type { SignUp } from "#shared/schemas/account";
import type { Wish } from "#shared/schemas/wish";
import type { Db } from "../../db/client";
import { profiles } from "../../db/schema";

/** Latin letters that don't decompose into a base letter and a mark. */
const LETTERS: Record<string, string> = {
  ß: "ss",
  æ: "ae",
  œ: "oe",
  ø: "o",
  ł: "l",
  đ: "d",
  ð: "d",
  þ: "th",
  ı: "i",
};

/**
 * A name as a username: accented letters as their base letter ("Tomás Ruiz" → tomasruiz,
 * "Zoë Łukasz" → zoelukasz), lowercased, then spaces and anything but a-z0-9 removed.
 */
export function normalizeUsername(raw: string): string {
  return raw
    .toLowerCase()
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .replace(/[ßæœøłđðþı]/g, (letter) => LETTERS[letter] ?? "")
    .replace(/[^a-z0-9]/g, "");
}

async function freeUsername(db: Db, name: string): Promise<string> {
  const base = (normalizeUsername(name) || "member").slice(0, 24).padEnd(3, "0");
  const taken = await db
    .select({ username: profiles.username })
    .from(profiles)
    .where(sql`${profiles.username} ~ ${`^${base}[0-9]*$`}`);
  const names = new Set(taken.map((r) => r.username));
  if (!names.has(base)) return base;
  for (let n = 2; ; n++) if (!names.has(`${base}${n}`)) return `${base}${n}`;
}

export type NewProfile = Pick<
  SignUp,
  "name" | "age" | "pronouns" | "sexuality" | "neighborhood" | "occupation" | "bio"
> &
  Wish;

/**
 * A joining member's profile, inside the caller's transaction, with a username made from their
 * name and the hash of the address they joined from (`hashedClientAddress`). False when they
 * already have one. Two members racing for the same username fail with the unique violation
 * (23505): the caller picks again.
 */
export async function createProfile(
  tx: Db,
  id: string,
  input: NewProfile,
  signupAddressHash: string | null,
): Promise<boolean> {
  const created = await tx
    .insert(profiles)
    .values({
      id,
      name: input.name,
      username: await freeUsername(tx, input.name),
      age: input.age,
      pronouns: input.pronouns,
      sexuality: input.sexuality,
      neighborhood: input.neighborhood,
      occupation: input.occupation,
      bio: input.bio,
      gender: input.gender,
      genderWords: input.genderWords ?? "",
      interestedIn: input.interestedIn,
      ageMin: input.ageMin,
      ageMax: input.ageMax,
      lookingFor: input.lookingFor,
      signupAddressHash,
    })
    .onConflictDoNothing({ target: profiles.id })
    .returning({ id: profiles.id });
  return created.length > 0;
}

/**
 * A departing member's profile, emptied inside the account's deletion: the row stays (others'
 * pairings and meetings keep a name to show) with nothing of the member left in it.
 */
export async function emptyProfile(tx: Db, id: string, name: string, now: Date): Promise<void> {
  await tx
    .update(profiles)
    .set({
      name,
      username: `former${randomBytes(8).toString("hex")}`,
      // Placeholders: the columns may not be empty, and an emptied profile is never shown.
      age: AGE_MIN,
      pronouns: "",
      sexuality: "other",
      relationshipStatus: "single",
      neighborhood: NEIGHBORHOODS[0],
      occupation: "",
      bio: "",
      hobbies: [],
      interests: [],
      prompts: [],
      gender: null,
      genderWords: null,
      interestedIn: null,
      ageMin: null,
      ageMax: null,
      lookingFor: null,
      paused: false,
      heartsBalance: 0,
      isDemo: false,
      signupAddressHash: null,
      deletedAt: now,
      updatedAt: now,
    })
    .where(eq(profiles.id, id));
}
