import { featureSteps } from "../steps";

/**
 * A member started something new: a conversation (accepting a suggestion) or an introduction
 * (a pairing, Direct Match, self-suggest), inside its transaction. Moderation's activity
 * tripwire takes part; matching and pairing can't import moderation.
 */
export const memberStarted = featureSteps<[memberId: string, now: Date]>();
