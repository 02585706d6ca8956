/** What a person is told when Google sends them back with `error=<code>`. */
export interface GoogleErrorText {
  title: string;
  description: string;
  /** Offers the signed-out appeal page (a suspended or banned account). */
  appeal?: boolean;
}

/** The code better-auth sends when the Google email already has a password account. */
export const ACCOUNT_NOT_LINKED = "account_not_linked";

const interrupted: GoogleErrorText = {
  title: "Google sign-in was interrupted",
  description: "It took too long or was opened in another tab. Please try again.",
};

const texts: Record<string, GoogleErrorText> = {
  access_denied: {
    title: "Google sign-in was cancelled",
    description: "Nothing was shared with Vouch. Try again, or sign in with your email.",
  },
  email_does_not_match: {
    title: "Google wasn't linked",
    description:
      "That Google account's email isn't this account's. Choose the one with the same email.",
  },
  unable_to_link_account: {
    title: "Google wasn't linked",
    description: "Google hasn't confirmed that email address is yours, so it can't be linked.",
  },
  email_not_verified: {
    title: "Google wasn't linked",
    description: "Google hasn't confirmed that email address is yours, so it can't be linked.",
  },
  unable_to_create_user: {
    title: "Google couldn't vouch for that email",
    description:
      "Google hasn't confirmed that email address is yours. Confirm it with Google, or sign up with your email.",
  },
  account_already_linked_to_different_user: {
    title: "Google wasn't linked",
    description: "That Google account already signs in to another Vouch account.",
  },
  // The one session Vouch refuses to make: a suspended or banned member's (server auth.ts).
  unable_to_create_session: {
    title: "This account can't sign in just now",
    description:
      "Our moderators have suspended or banned it. You can see why and appeal with your email and password; if you only sign in with Google, set a password with “Forgot password?” first.",
    appeal: true,
  },
  state_mismatch: interrupted,
  state_not_found: interrupted,
  please_restart_the_process: interrupted,
  invalid_callback_request: interrupted,
};

export function googleErrorText(code: string): GoogleErrorText {
  return (
    texts[code] ?? {
      title: "Google couldn't sign you in",
      description: "Please try again, or sign in with your email and password.",
    }
  );
}
