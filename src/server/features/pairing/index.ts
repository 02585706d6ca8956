// What other features may use of pairing; anything else here is its own.
export { closePairingsOf } from "./close-pairings";
export { decidePairing } from "./decide-pairing";
export { directMatch, selfSuggest } from "./direct-match";
export { getExplore } from "./explore";
export { listPairings } from "./pairing-lists";
export { pairingRoutes } from "./routes";
export { suggestPairing } from "./suggest-pairing";
export { unlockProfile } from "./unlock-profile";
