import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { genericOAuth } from "better-auth/plugins/generic-oauth";
import type { Db } from "../db/client";
import { account, session, user, verification } from "../db/schema";
import type { Env } from "../process/env";
import type { Logger } from "../process/logger";
import { hashPassword, verifyPassword } from "./password";

export const SESSION_TTL_SECONDS = 60 * 60 * 24 * 30;
export const SESSION_RENEW_AFTER_SECONDS = 60 * 60 * 24;
/** better-auth's id for the Google client; its callback is /api/auth/callback/google. */
export const GOOGLE_PROVIDER_ID = "google";

export function createAuth({
  db,
  env,
  baseURL,
  trustedOrigins,
  logger,
  mayHaveSession,
}: {
  db: Db;
  env: Env;
  baseURL: string;
  trustedOrigins: string[];
  logger: Logger;
  /** The product's word on whether a member may be signed in (not while suspended or banned). */
  mayHaveSession: (userId: string) => Promise<boolean>;
}) {
  const secure = baseURL.startsWith("https://");
  return betterAuth({
    appName: "Vouch",
    baseURL,
    basePath: "/api/auth",
    secret: env.authSecret,
    trustedOrigins,
    database: drizzleAdapter(db, {
      provider: "pg",
      schema: { user, session, account, verification },
      transaction: true,
    }),
    emailAndPassword: {
      enabled: true,
      // Sign-up is ours (POST /api/account/sign-up): it writes the profile in the same transaction.
      disableSignUp: true,
      password: { hash: hashPassword, verify: verifyPassword },
    },
    account: {
      // A Google account never joins an existing Vouch account on its own: the member proves
      // that account's password first, then links Google while signed in (link-social), where
      // better-auth also requires Google to have verified the email.
      accountLinking: { enabled: true, disableImplicitLinking: true, trustedProviders: [] },
    },
    plugins: env.google
      ? [
          genericOAuth({
            config: [
              {
                providerId: GOOGLE_PROVIDER_ID,
                name: "Google",
                discoveryUrl: env.google.discoveryUrl,
                clientId: env.google.clientId,
                clientSecret: env.google.clientSecret,
                scopes: ["openid", "email", "profile"],
                pkce: true,
                // The ID token is checked against the issuer's keys and the nonce we sent.
                requireIdTokenVerification: true,
              },
            ],
          }),
        ]
      : [],
    databaseHooks: {
      user: {
        create: {
          // better-auth creates users only for Google (sign-up is ours). An email Google hasn't
          // verified must not become a Vouch account: its real owner could never sign up.
          before: async (created) => (created.emailVerified ? undefined : false),
        },
      },
      // A suspended or banned member gets no session, whichever way they sign in (password or
      // Google); sign-in with a password then says until when (account/service.ts).
      session: {
        create: {
          before: async (created) => ((await mayHaveSession(created.userId)) ? undefined : false),
        },
      },
    },
    // Errors before better-auth knows where the member came from (a lost state) land on /auth.
    onAPIError: { errorURL: `${baseURL}/auth` },
    session: { expiresIn: SESSION_TTL_SECONDS, updateAge: SESSION_RENEW_AFTER_SECONDS },
    // Our own limiter (rate-limit.ts) keeps its counters in the database, shared by all processes.
    rateLimit: { enabled: false },
    telemetry: { enabled: false },
    advanced: {
      useSecureCookies: secure,
      defaultCookieAttributes: { httpOnly: true, sameSite: "lax", secure },
    },
    logger: {
      level: "warn",
      // Into our log as one JSON line, and only the message: better-auth's other arguments can
      // hold tokens or a failed query's values. Its "errors" are mostly a member's failed sign-in
      // (a cancelled consent, a lost state), not ours.
      log: (level, message) =>
        logger[level === "error" ? "warn" : level]({ source: "better-auth" }, message),
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;
export const sessionCookieName = (secure: boolean) =>
  `${secure ? "__Secure-" : ""}better-auth.session_token`;
