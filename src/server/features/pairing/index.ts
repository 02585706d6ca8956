// What other features may use of pairing; anything else here is its own.
export { closePairingsOf } from "./close-pairings";
export { keepPairingsOf } from "./kept-pairings";
export { markPairingsMatched } from "./mark-pairings-matched";
export { openIntroductionsAmong } from "./open-introductions";
export { pairingRoutes } from "./routes";
