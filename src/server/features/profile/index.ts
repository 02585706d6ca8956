// What other features may use of profile; anything else here is its own.
export { memberProfileRoutes, profileRoutes } from "./routes";
export { createProfile, emptyProfile, normalizeUsername } from "./create-profile";
export { removePromptOf } from "./remove-prompt";
export { updateOwnProfile } from "./service";
