import { createHash, randomBytes, randomUUID } from "node:crypto";
import { type RelationshipStatus } from "#shared/options";
import { DAY_MS, INVITE_LINK_DAYS, TRUST_LEVELS, type TrustLevel } from "#shared/constants";
import {
  FRIEND_BIOS,
  FRIEND_FIRST_NAMES,
  FRIEND_GENDERS,
  FRIEND_LAST_NAMES,
  FRIEND_SEXUALITIES,
  FRIEND_STATUSES,
} from "../demo-people";
import { pick, type SeedWorld } from "./world";

/**
 * Circles: five friends each, three of them members of Vouch. Every other member's third one is
 * still an invitation that member hasn't confirmed (shown on their /circle). Of the two not on
 * Vouch, the first was sent an invite link two days ago (its token is thrown away: only its hash
 * is kept, as for a real one) and the second is still to invite.
 */
export function addCircles({ plan, members, profileOf, ago }: SeedWorld): void {
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
      if (k === 3) {
        const sent = ago(2 * DAY_MS);
        plan.inviteLinks.push({
          id: randomUUID(),
          owner_id: member.id,
          friend_id: id,
          token_hash: createHash("sha256").update(randomBytes(32)).digest("hex"),
          created_at: sent,
          expires_at: new Date(sent.getTime() + INVITE_LINK_DAYS * DAY_MS),
        });
      }
    });
  });
}
