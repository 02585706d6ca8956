// What other features may use of verification; anything else here is its own.
export { memberVerified } from "./rules";
