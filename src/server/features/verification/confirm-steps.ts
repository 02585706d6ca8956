import { featureSteps } from "../steps";

/**
 * A friend's confirmation now counts for the member's photos: the features above verification
 * (notifications) take part in the write through these (features/index.ts hands them over).
 */
export const photosConfirmed =
  featureSteps<
    [confirmation: { memberId: string; friendId: string; entryId: string; now: Date }]
  >();
