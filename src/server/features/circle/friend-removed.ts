import { featureSteps } from "../steps";

/** What other features do as a friend entry is removed (pairing: keep its pairings' records). */
export const friendRemoved = featureSteps<[friend: { id: string; name: string }]>();
