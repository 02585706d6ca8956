// Relative, not "@/": vite.config.ts reads this file before the alias exists.
import { APP_PATHS } from "../../shared/app-paths";

/** Every route of the app, once. Link with `paths.home`, never with a string. */
export const paths = APP_PATHS;

export type AppPath = (typeof paths)[keyof typeof paths];
