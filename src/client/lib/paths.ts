/** Every route of the app, once. Link with `paths.home`, never with a string. */
export const paths = {
  landing: "/",
  auth: "/auth",
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
  seed: "/seed",
} as const;

/** Sign-up is /auth's other mode: a newcomer's way in, where sign-in is a returning member's. */
export const signUpPath = `${paths.auth}?mode=sign-up`;

export type AppPath = (typeof paths)[keyof typeof paths];
