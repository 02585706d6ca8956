import { createRoute, OpenAPIHono, z } from "@hono/zod-openapi";
import type { Context, TypedResponse } from "hono";
import { deleteCookie } from "hono/cookie";
import {
  authSignOutSchema,
  deleteAccountSchema,
  languageChoiceSchema,
  completeProfileSchema,
  googleRedirectSchema,
  googleStartSchema,
  signInOptionsSchema,
  sessionResponseSchema,
  signInSchema,
  signUpSchema,
  userResponseSchema,
} from "#shared/schemas/account";
import { dataExportSchema } from "#shared/schemas/data-export";
import { okSchema } from "#shared/schemas/common";
import { type AppEnv, guestContext, serviceContext } from "../../http/context";
import { AppError, UnauthorizedError } from "../../http/errors";
import { currentUser } from "../../http/middleware/require-user";
import { AUTH_LIMITED, errorResponses, jsonContent } from "../../http/openapi";
import { hashedClientAddress } from "../../http/request-address";
import { validationHook } from "../../http/validation";
import { setLanguageCookie } from "../../http/middleware/language";
import { limitWrites, tooManyWritesResponse } from "../../http/write-limits";
import { deleteAccount } from "./delete-account";
import { trustDevice } from "./device-cookie";
import { exportMyData } from "./export-data";
import { startGoogleLink, startGoogleSignIn } from "./google";
import { limitAuthAttempts, limitSignIn } from "./limits";
import {
  chooseLanguage,
  completeProfile,
  dateSignUpSession,
  getMe,
  getProfileToComplete,
  signInWithPassword,
  signOut,
  signUp,
} from "./service";

/** Hands the cookies a service's answer carries (a session, OAuth state) to our response. */
function setCookies(c: Context<AppEnv>, cookies: string[]) {
  for (const cookie of cookies) c.header("set-cookie", cookie, { append: true });
}

/** Signs in, setting the session cookie on our response: the member's id. */
async function startSession(c: Context<AppEnv>, email: string, password: string) {
  const { userId, cookies } = await signInWithPassword(
    guestContext(c),
    { email, password },
    c.req.raw,
  );
  setCookies(c, cookies);
  return userId;
}

const signUpRoute = createRoute({
  method: "post",
  path: "/sign-up",
  tags: ["account"],
  summary: "Create an account and its profile, and sign in",
  description: "A banned email gets 403 `email_banned`.",
  request: { body: jsonContent(signUpSchema, "The new member") },
  responses: {
    201: jsonContent(userResponseSchema, "Signed up and signed in"),
    ...errorResponses({
      403: "A banned email (email_banned)",
      409: "The email has an account (email_taken)",
      429: AUTH_LIMITED,
    }),
  },
});

const signInRoute = createRoute({
  method: "post",
  path: "/sign-in",
  tags: ["account"],
  summary: "Sign in with email and password",
  description:
    "429 past the limits per address, per (email, address), and per email across addresses; " +
    "a browser the email signed in on before (the `vouch_device` cookie this route and sign-up " +
    "set) skips the last and has a budget of its own. A suspended or banned member's right " +
    "credentials get 403 `sanctioned`, whose message names the suspension's end.",
  request: { body: jsonContent(signInSchema, "Credentials") },
  responses: {
    200: jsonContent(userResponseSchema, "Signed in"),
    ...errorResponses({
      401: "Wrong email or password (invalid_credentials)",
      403: "Suspended or banned (sanctioned)",
      429: AUTH_LIMITED,
    }),
  },
});

const signOutRoute = createRoute({
  method: "post",
  path: "/sign-out",
  tags: ["account"],
  summary: "End the current session",
  responses: { 200: jsonContent(okSchema, "Signed out") },
});

const exportDataRoute = createRoute({
  method: "get",
  path: "/data",
  tags: ["account"],
  summary: "Download my data: everything Vouch holds about the member, as a JSON file",
  description:
    "Sent as an attachment (vouch-data-<date>.json). Other members appear only by the name " +
    "they show everyone; their emails, private fields and messages are never included.",
  responses: { 200: jsonContent(dataExportSchema, "The member's data") },
});

const deleteAccountRoute = createRoute({
  method: "post",
  path: "/delete",
  tags: ["account"],
  summary: "Delete the account, confirmed with the password (or a fresh sign-in without one)",
  description:
    "A wrong password is a 400 naming the field; an account without a password whose session " +
    "is older than the re-authentication window gets 403 reauth_required. Signs out everywhere.",
  request: { body: jsonContent(deleteAccountSchema, "The member's password") },
  responses: {
    200: jsonContent(okSchema, "Deleted and signed out"),
    ...errorResponses({ 403: "Sign in again first (reauth_required)", 429: AUTH_LIMITED }),
  },
});

const authSignOutRoute = createRoute({
  method: "post",
  path: "/sign-out",
  tags: ["account"],
  summary: "better-auth's own sign-out, its one endpoint left open",
  responses: {
    200: jsonContent(authSignOutSchema, "Signed out"),
    ...errorResponses({ 429: AUTH_LIMITED }),
  },
});

const signInOptionsRoute = createRoute({
  method: "get",
  path: "/sign-in-options",
  tags: ["account"],
  summary: "Which ways of signing in this server offers besides email and password",
  responses: { 200: jsonContent(signInOptionsSchema, "The options") },
});

const googleSignInRoute = createRoute({
  method: "post",
  path: "/google/sign-in",
  tags: ["account"],
  summary: "Start signing in with Google: the address to send the browser to",
  description:
    "404 `google_not_configured` when the server has no Google client. After Google, a " +
    "returning member lands on `next` (or /home), a new one on /complete-profile, and an " +
    "error or a cancelled consent on /auth with `error=<code>`.",
  request: { body: jsonContent(googleStartSchema, "Where to land afterwards") },
  responses: {
    200: jsonContent(googleRedirectSchema, "Google's authorization address"),
    ...errorResponses({
      404: "No Google client on this server (google_not_configured)",
      429: AUTH_LIMITED,
    }),
  },
});

const googleLinkRoute = createRoute({
  method: "post",
  path: "/google/link",
  tags: ["account"],
  summary: "Link Google to the signed-in account: the address to send the browser to",
  description:
    "Only a Google account whose verified email is this account's is linked; a refusal lands " +
    "on `next` (or /home) with `error=<code>`.",
  request: { body: jsonContent(googleStartSchema, "Where to land afterwards") },
  responses: {
    200: jsonContent(googleRedirectSchema, "Google's authorization address"),
    ...errorResponses({
      401: "Sign in again first (session_not_fresh)",
      404: "No Google client on this server (google_not_configured)",
      429: AUTH_LIMITED,
    }),
  },
});

const completeProfileRoute = createRoute({
  method: "post",
  path: "/complete-profile",
  tags: ["account"],
  summary: "Give a member who signed in with Google their profile, once",
  description: "409 `profile_complete` when the member already has a profile.",
  request: { body: jsonContent(completeProfileSchema, "What Google doesn't give") },
  responses: {
    201: jsonContent(userResponseSchema, "The member, with their profile"),
    ...errorResponses({ 409: "The member has a profile already (profile_complete)" }),
  },
});

const oauthCallbackRoute = createRoute({
  method: "get",
  path: "/callback/{id}",
  tags: ["account"],
  summary: "Where Google sends the member back: better-auth's OAuth callback",
  description:
    "Checks the state, exchanges the code (with the PKCE verifier), verifies the ID token and " +
    "its nonce, then redirects: to the page asked for, to /complete-profile for a new member, " +
    "or to /auth with `error=<code>` (`access_denied` for a cancelled consent).",
  request: { params: z.object({ id: z.string() }) },
  responses: {
    302: { description: "Back into the app" },
    ...errorResponses({ 429: AUTH_LIMITED }),
  },
});

const languageRoute = createRoute({
  method: "put",
  path: "/language",
  tags: ["account"],
  summary: "Choose the language the member reads Vouch in",
  description:
    "Their screens, mails and pushes from now on; this device keeps it too (the `vouch_lang` cookie).",
  middleware: [limitWrites("languageChoice")] as const,
  request: { body: jsonContent(languageChoiceSchema, "The language") },
  responses: {
    200: jsonContent(languageChoiceSchema, "The member's language now"),
    ...tooManyWritesResponse("languageChoice"),
  },
});

const meRoute = createRoute({
  method: "get",
  path: "/me",
  tags: ["account"],
  summary: "The signed-in member",
  responses: { 200: jsonContent(userResponseSchema, "The member") },
});

const sessionRoute = createRoute({
  method: "get",
  path: "/session",
  tags: ["account"],
  summary: "Who is signed in: the member, or null without a session",
  description:
    "The app's session probe. A visitor without a session is an answer here, not an error, " +
    "so a signed-out page load makes no failing request; protected routes still answer 401.",
  responses: { 200: jsonContent(sessionResponseSchema, "The member, or null") },
});

/** Signing up, in and out, and starting with Google: open to visitors. */
export const accountRoutes = new OpenAPIHono<AppEnv>({ defaultHook: validationHook })
  .openapi(signUpRoute, async (c) => {
    const input = c.req.valid("json");
    await limitAuthAttempts(c, "sign-up");
    await signUp(guestContext(c), input, hashedClientAddress(c), c.var.language);
    const userId = await startSession(c, input.email, input.password);
    const ctx = serviceContext(c, userId);
    await dateSignUpSession(ctx);
    trustDevice(c, input.email);
    return c.json({ user: await getMe(ctx) }, 201);
  })
  .openapi(signInRoute, async (c) => {
    const { email, password } = c.req.valid("json");
    const signedIn = await limitSignIn(c, email);
    const userId = await startSession(c, email, password);
    await signedIn();
    trustDevice(c, email);
    return c.json({ user: await getMe(serviceContext(c, userId)) }, 200);
  })
  .openapi(signOutRoute, async (c) => {
    const response = await signOut(c.var.deps, c.req.raw);
    setCookies(c, response.headers.getSetCookie());
    return c.json({ ok: true as const }, 200);
  })
  .openapi(signInOptionsRoute, (c) => c.json({ google: c.var.deps.env.google !== null }, 200))
  .openapi(googleSignInRoute, async (c) => {
    const input = c.req.valid("json");
    await limitAuthAttempts(c, "google");
    const { url, cookies } = await startGoogleSignIn(guestContext(c), input, c.req.raw);
    setCookies(c, cookies);
    return c.json({ url }, 200);
  });

/** The signed-in member's own account: their data, deleting it, linking Google, completing it. */
export const memberAccountRoutes = new OpenAPIHono<AppEnv>({ defaultHook: validationHook })
  .openapi(languageRoute, async (c) => {
    const { language } = c.req.valid("json");
    await chooseLanguage(serviceContext(c), language);
    setLanguageCookie(c, language);
    return c.json({ language }, 200);
  })
  .openapi(exportDataRoute, async (c) => {
    const data = await exportMyData(serviceContext(c));
    c.header(
      "Content-Disposition",
      `attachment; filename="vouch-data-${data.exportedAt.slice(0, 10)}.json"`,
    );
    c.header("Cache-Control", "no-store");
    return c.json(data, 200);
  })
  .openapi(deleteAccountRoute, async (c) => {
    await limitAuthAttempts(c, "delete-account");
    await deleteAccount(serviceContext(c), c.var.user.token, c.req.valid("json"));
    const { cookieName } = c.var.deps.sessions;
    deleteCookie(c, cookieName, { path: "/", secure: cookieName.startsWith("__Secure-") });
    return c.json({ ok: true as const }, 200);
  })
  .openapi(googleLinkRoute, async (c) => {
    const input = c.req.valid("json");
    await limitAuthAttempts(c, "google");
    const { url, cookies } = await startGoogleLink(serviceContext(c), input, c.req.raw);
    setCookies(c, cookies);
    return c.json({ url }, 200);
  })
  .openapi(completeProfileRoute, async (c) => {
    const input = c.req.valid("json");
    const ctx = serviceContext(c);
    await completeProfile(ctx, input, hashedClientAddress(c), c.var.language);
    await dateSignUpSession(ctx);
    return c.json({ user: await getMe(ctx) }, 201);
  });

/**
 * The member behind a session, or null when they have no profile (not yet completed, or gone);
 * kept in memory until their profile changes (SessionStore.member).
 */
async function sessionMember(c: Context<AppEnv>, userId: string) {
  try {
    return await c.var.deps.sessions.member(userId, () => getMe(serviceContext(c, userId)));
  } catch (error) {
    if (error instanceof AppError && error.status === 404) return null;
    throw error;
  }
}

/** The signed-in member. */
export const meRoutes = new OpenAPIHono<AppEnv>({ defaultHook: validationHook }).openapi(
  meRoute,
  async (c) => {
    const user = await sessionMember(c, c.var.user.userId);
    // A session whose profile is gone is no session.
    if (!user) throw new UnauthorizedError();
    return c.json({ user }, 200);
  },
);

/** Who is signed in, asked by every page load: a visitor gets an answer too. */
export const sessionRoutes = new OpenAPIHono<AppEnv>({ defaultHook: validationHook }).openapi(
  sessionRoute,
  async (c) => {
    const session = await currentUser(c);
    const user = session ? await sessionMember(c, session.userId) : null;
    const profileToComplete =
      session && !user ? await getProfileToComplete(serviceContext(c, session.userId)) : null;
    return c.json({ user, profileToComplete }, 200);
  },
);

/**
 * Of better-auth's own endpoints only sign-out and the OAuth callback are open; the rest answer
 * our 404. Signing in goes
 * through /api/account (per-email rate limit, our error shape), profiles change through their
 * routes (update-user would let user.name drift from profiles.name), and get-session would hand
 * the HttpOnly session token to scripts.
 */
export const authRoutes = new OpenAPIHono<AppEnv>({ defaultHook: validationHook })
  .openapi(authSignOutRoute, async (c) => {
    await limitAuthAttempts(c, "auth");
    // better-auth's answer passes through as it is: its body, status and cookies.
    const response = await signOut(c.var.deps, c.req.raw);
    return response as unknown as TypedResponse<z.infer<typeof authSignOutSchema>, 200, "json">;
  })
  .openapi(oauthCallbackRoute, async (c) => {
    await limitAuthAttempts(c, "auth");
    return c.var.deps.auth.handler(c.req.raw);
  });
