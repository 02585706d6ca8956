import type { StaffRole } from "./schemas/staff";

/**
 * Every page of the app, once: the client links and routes with these (`paths` in
 * src/client/lib/paths.ts), and the server answers any other address with a 404.
 */
export const APP_PATHS = {
  landing: "/",
  auth: "/auth",
  /** Where a notification mail's "stop these emails" link opens, signed in or not: ?token=… */
  unsubscribe: "/unsubscribe",
  /** Where a "Forgot password?" mail's link opens: ?token=… */
  resetPassword: "/reset-password",
  completeProfile: "/complete-profile",
  onboarding: "/onboarding",
  home: "/home",
  circle: "/circle",
  matching: "/matching",
  pairing: "/pairing",
  clubs: "/clubs",
  events: "/events",
  hearts: "/hearts",
  safety: "/safety",
  settings: "/settings",
  profile: "/profile",
  /** What happened that the member should know of: the bell's list. */
  notifications: "/notifications",
  /** Asked once of a member who hasn't said who they want to meet, before anything else. */
  wish: "/who-i-want-to-meet",
  /** Where a friend's invite link opens: ?token=… (kept out of the path, so out of the logs). */
  invite: "/invite",
  seed: "/seed",
  /** Moderators' queue and cases (?case=…); anyone else is shown the 404 page. */
  moderation: "/moderation",
  /** Admins grant and revoke staff roles and read the staff audit log. */
  staff: "/staff",
  /** Editors write clubs and their quiz questions (?club=…); anyone else is shown the 404 page. */
  studio: "/studio",
  /** A suspended or banned member, signed out, reads the decision and appeals it (?email=…). */
  appeal: "/appeal",
  /** Hosts make and run events; anyone else is shown the 404 page. */
  host: "/host",
} as const;

/**
 * The staff screens and the role each needs: to anyone without it, signed in or not, the server
 * answers the 404 page with a 404 status, and the client draws the same page.
 */
export const STAFF_PAGES: Partial<Record<(typeof APP_PATHS)[keyof typeof APP_PATHS], StaffRole>> = {
  [APP_PATHS.moderation]: "moderator",
  [APP_PATHS.staff]: "admin",
  [APP_PATHS.studio]: "editor",
  [APP_PATHS.host]: "host",
};

/** The role a staff page needs, or undefined for every other page (a trailing slash allowed). */
export const staffPageRole = (pathname: string): StaffRole | undefined =>
  STAFF_PAGES[pathname.replace(/\/+$/, "") as keyof typeof STAFF_PAGES];

/** The query parameter that opens an event's detail on /events. */
export const EVENT_PARAM = "event";

/** A link to one event: /events with its detail open. */
export const eventPath = (eventId: string) =>
  `${APP_PATHS.events}?${new URLSearchParams({ [EVENT_PARAM]: eventId })}`;

/** The query parameter that fills an event's check-in code (the door's QR code opens it). */
export const CHECK_IN_CODE_PARAM = "code";

/** The member's check-in at one event with its code filled: what the door's QR code holds. */
export const checkInPath = (eventId: string, code: string) =>
  `${APP_PATHS.events}?${new URLSearchParams({ [EVENT_PARAM]: eventId, [CHECK_IN_CODE_PARAM]: code })}`;

/** Make a Match's tabs, by the value of its `tab` parameter (Explore is the default, without one). */
export const PAIRING_TAB = { param: "tab", suggestions: "suggestions" } as const;

/** Make a Match's Suggestions tab: the pairings waiting for you, pending, succeeded. */
export const pairingSuggestionsPath = `${APP_PATHS.pairing}?${PAIRING_TAB.param}=${PAIRING_TAB.suggestions}`;

const pages: ReadonlySet<string> = new Set(Object.values(APP_PATHS));

/** Whether the app has a page at this path (a trailing slash allowed, as its router does). */
export function isAppPath(pathname: string): boolean {
  return pages.has(pathname.length > 1 ? pathname.replace(/\/$/, "") : pathname);
}
