import { GOOGLE_PROVIDER_ID } from "../../sessions/auth";
import type { GuestContext } from "../../http/context";
import { AppError } from "../../http/errors";
import type { GoogleStart } from "#shared/schemas/account";

const AUTH_PAGE = "/auth";
const HOME_PAGE = "/home";
/** Where a member Google has just created lands: the screen for what Google doesn't give. */
const COMPLETE_PROFILE_PAGE = "/complete-profile";

function requireGoogle({ env }: GuestContext) {
  if (!env.google) {
    throw new AppError(404, "google_not_configured", "Google sign-in isn't set up on this server.");
  }
}

/** Where better-auth sends the browser, with the cookies (its OAuth state) our answer must set. */
export interface GoogleRedirect {
  url: string;
  cookies: string[];
}

async function redirectFrom(response: Response): Promise<GoogleRedirect> {
  if (response.status === 404) {
    // The provider is missing only when the issuer's discovery document could not be read.
    throw new AppError(
      503,
      "google_unavailable",
      "Google sign-in can't be reached right now. Please try again, or use your email.",
    );
  }
  if (response.status === 401 || response.status === 403) {
    throw new AppError(401, "session_not_fresh", "Please sign in again before linking Google.");
  }
  if (!response.ok) throw new Error(`starting Google sign-in failed with ${response.status}`);
  const { url } = (await response.json()) as { url?: string };
  if (!url) throw new Error("better-auth returned no authorization URL");
  return { url, cookies: response.headers.getSetCookie() };
}

function withNext(path: string, next: string | undefined): string {
  return next ? `${path}?next=${encodeURIComponent(next)}` : path;
}

/**
 * Starts signing in with Google (state, nonce and PKCE are better-auth's). A returning member
 * comes back to `next` (or home), a new one to the profile completion screen, and an error or a
 * cancelled consent to /auth with `error=<code>`, keeping `next` for another try.
 */
export async function startGoogleSignIn(
  ctx: GuestContext,
  { next }: GoogleStart,
  request: Request,
): Promise<GoogleRedirect> {
  requireGoogle(ctx);
  const response = await ctx.auth.api.signInSocial({
    body: {
      provider: GOOGLE_PROVIDER_ID,
      callbackURL: next ?? HOME_PAGE,
      newUserCallbackURL: COMPLETE_PROFILE_PAGE,
      errorCallbackURL: withNext(AUTH_PAGE, next),
      disableRedirect: true,
    },
    headers: request.headers,
    asResponse: true,
  });
  return redirectFrom(response);
}

/**
 * Links Google to the signed-in member's account (after they proved its password). better-auth
 * links only a Google account whose email is this account's and which Google has verified; a
 * refusal comes back to `next` (or home) with `error=<code>`.
 */
export async function startGoogleLink(
  ctx: GuestContext,
  { next }: GoogleStart,
  request: Request,
): Promise<GoogleRedirect> {
  requireGoogle(ctx);
  const response = await ctx.auth.api.linkSocialAccount({
    body: {
      provider: GOOGLE_PROVIDER_ID,
      callbackURL: next ?? HOME_PAGE,
      errorCallbackURL: next ?? HOME_PAGE,
      disableRedirect: true,
    },
    headers: request.headers,
    asResponse: true,
  });
  return redirectFrom(response);
}
