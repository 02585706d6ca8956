import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import type { Db } from "./db/client";
import { account, session, user, verification } from "./db/schema";
import type { Env } from "./env";
import { hashPassword, verifyPassword } from "./password";

export const SESSION_TTL_SECONDS = 60 * 60 * 24 * 30;
export const SESSION_RENEW_AFTER_SECONDS = 60 * 60 * 24;

export function createAuth({
  db,
  env,
  baseURL,
  trustedOrigins,
}: {
  db: Db;
  env: Env;
  baseURL: string;
  trustedOrigins: string[];
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
    session: { expiresIn: SESSION_TTL_SECONDS, updateAge: SESSION_RENEW_AFTER_SECONDS },
    // Our own limiter (rate-limit.ts) keeps its counters in the database, shared by all processes.
    rateLimit: { enabled: false },
    telemetry: { enabled: false },
    advanced: {
      useSecureCookies: secure,
      defaultCookieAttributes: { httpOnly: true, sameSite: "lax", secure },
    },
    logger: { disabled: env.NODE_ENV === "test", level: "error" },
  });
}

export type Auth = ReturnType<typeof createAuth>;
export const sessionCookieName = (secure: boolean) =>
  `${secure ? "__Secure-" : ""}better-auth.session_token`;
