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

export type AppPath = (typeof paths)[keyof typeof paths];
