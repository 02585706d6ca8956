// What other features may use of blocks; anything else here is its own.
export { addBlock, notBlocked, removeBlock } from "./blocks";
export { assertNotLimited, sanctionedNow } from "./sanctions";
