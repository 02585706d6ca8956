// What moderation tells a member, its requests alone, without the components: asked for before
// a screen's code has arrived.
export { decisionsQueryOptions, myReportsQueryOptions, warningsQueryOptions } from "./api";
