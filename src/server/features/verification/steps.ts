import { featureSteps } from "../steps";

// The features above verification (notifications, moderation) take part in its writes through
// these; features/index.ts hands them over.

/** A friend's confirmation now counts for the member's photos. */
export const photosConfirmed =
  featureSteps<
    [confirmation: { memberId: string; friendId: string; entryId: string; now: Date }]
  >();

/** A selfie check failed; `failures` is the member's failed checks in the last 24 hours. */
export const selfieFailed =
  featureSteps<[failure: { memberId: string; failures: number; now: Date }]>();
