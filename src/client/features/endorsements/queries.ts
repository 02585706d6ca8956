// The endorsements' requests alone, without their components.
export { aboutMeQueryOptions, byMeQueryOptions } from "./api";
