// The settings screen as other parts of the client see it: its request, for cache updates.
export { settingsQueryKey } from "./api";
