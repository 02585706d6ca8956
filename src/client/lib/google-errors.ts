import { i18n, messageKey } from "@/shared/i18n/i18n";

/** What a person is told when Google sends them back with `error=<code>`, in their language. */
export interface GoogleErrorText {
  title: string;
  description: string;
  /** Offers the signed-out appeal page (a suspended or banned account). */
  appeal?: boolean;
}

/** The code better-auth sends when the Google email already has a password account. */
export const ACCOUNT_NOT_LINKED = "account_not_linked";

const interrupted: GoogleErrorText = {
  title: messageKey("Google sign-in was interrupted"),
  description: messageKey("It took too long or was opened in another tab. Please try again."),
};

const texts: Record<string, GoogleErrorText> = {
  access_denied: {
    title: messageKey("Google sign-in was cancelled"),
    description: messageKey(
      "Nothing was shared with Vouch. Try again, or sign in with your email.",
    ),
  },
  email_does_not_match: {
    title: messageKey("Google wasn't linked"),
    description: messageKey(
      "That Google account's email isn't this account's. Choose the one with the same email.",
    ),
  },
  unable_to_link_account: {
    title: messageKey("Google wasn't linked"),
    description: messageKey(
      "Google hasn't confirmed that email address is yours, so it can't be linked.",
    ),
  },
  email_not_verified: {
    title: messageKey("Google wasn't linked"),
    description: messageKey(
      "Google hasn't confirmed that email address is yours, so it can't be linked.",
    ),
  },
  unable_to_create_user: {
    title: messageKey("Google couldn't vouch for that email"),
    description: messageKey(
      "Google hasn't confirmed that email address is yours. Confirm it with Google, or sign up with your email.",
    ),
  },
  account_already_linked_to_different_user: {
    title: messageKey("Google wasn't linked"),
    description: messageKey("That Google account already signs in to another Vouch account."),
  },
  // The one session Vouch refuses to make: a suspended or banned member's (server auth.ts).
  unable_to_create_session: {
    title: messageKey("This account can't sign in just now"),
    description: messageKey(
      "Our moderators have suspended or banned it. You can see why and appeal with your email and password; if you only sign in with Google, set a password with “Forgot password?” first.",
    ),
    appeal: true,
  },
  state_mismatch: interrupted,
  state_not_found: interrupted,
  please_restart_the_process: interrupted,
  invalid_callback_request: interrupted,
};

export function googleErrorText(code: string): GoogleErrorText {
  const text = texts[code] ?? {
    title: messageKey("Google couldn't sign you in"),
    description: messageKey("Please try again, or sign in with your email and password."),
  };
  return { ...text, title: i18n.t(text.title), description: i18n.t(text.description) };
}
