import { featureSteps } from "../steps";

/** What other features do when two members start an active match (pairing: mark it matched). */
export const matchStarted = featureSteps<[memberA: string, memberB: string, now: Date]>();
