// Relative, not "@/": vite.config.ts reads this file before the alias exists.
import { APP_PATHS } from "../../shared/app-paths.ts";

/** Every route of the app, once. Link with `paths.home`, never with a string. */
export const paths = APP_PATHS;

/** Sign-up is /auth's other mode: a newcomer's way in, where sign-in is a returning member's. */
export const signUpPath = `${paths.auth}?mode=sign-up`;

/** /circle with the add-friend dialog open: where a member invites a friend who is on Vouch. */
export const addFriendPath = `${paths.circle}?add=friend`;
