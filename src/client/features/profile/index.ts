// The profile feature as other parts of the client see it: the settings request, and what a
// profile that would not load shows.
export { settingsQueryKey } from "./api";
export { ProfileLoadError } from "./components/profile-load-error";
