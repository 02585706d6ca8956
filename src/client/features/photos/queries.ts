// The member's own photos' request alone, without the components.
export { ownPhotosQueryOptions } from "./api";
