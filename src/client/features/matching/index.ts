// The matching feature as other parts of the client see it.
export { refreshMatching } from "./api";
