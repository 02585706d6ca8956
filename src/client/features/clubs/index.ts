// The clubs feature as other parts of the client see it.
export { refreshCertifications } from "./api";
