import { DAY_MS } from "#shared/constants";
import type { SeedWorld } from "./world";

/**
 * Verification in the demo: every other member with a photo carries the selfie's verified mark
 * on it, and the first member with a photo whose circle's first two linked friends are there is
 * "Confirmed by friends" by them. The seed writes the outcome (as if they met at an event before
 * the demo's history begins); a new confirmation goes through the shared check-in as usual, e.g.
 * after two linked friends check in at the drop-in happening now.
 */
export function addVerification({ plan, members, index, ago }: SeedWorld): void {
  const photoOf = new Map(plan.photos.map((p) => [p.owner_id as string, p]));
  const withPhotos = members.filter((m) => photoOf.has(m.id));
  withPhotos.forEach((member, k) => {
    if (k % 2 !== 0) return;
    plan.photoVerifications.push({
      photo_id: photoOf.get(member.id)!.id,
      member_id: member.id,
      similarity: 0.62,
      verified_at: ago(5 * DAY_MS),
    });
  });
  const at = members.findIndex((m) => photoOf.has(m.id));
  if (at < 0) return;
  const member = members[at]!;
  const photoSet = String(photoOf.get(member.id)!.id);
  [10, 11].forEach((offset, k) => {
    plan.photoConfirmations.push({
      member_id: member.id,
      friend_id: members[index(at + offset)]!.id,
      photo_set: photoSet,
      created_at: ago((12 - k) * DAY_MS),
    });
  });
}
