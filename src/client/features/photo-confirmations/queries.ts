// Friends' confirmations' requests alone, without their components.
export { confirmableQueryOptions, ownConfirmationsQueryOptions } from "./api";
