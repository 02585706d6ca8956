// What other features may use of pairing; anything else here is its own.
export { closePairingsOf } from "./close-pairings";
export { pairingRoutes } from "./routes";
