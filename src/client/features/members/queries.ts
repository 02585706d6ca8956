// A member's profile view's request alone, without its components.
export { memberProfileQueryOptions } from "./api";
