// What other features may use of pairing; anything else here is its own.
export { pairingRoutes } from "./routes";
