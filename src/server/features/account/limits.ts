import { setTimeout as sleep } from "node:timers/promises";
import type { Context } from "hono";
import {
  SIGN_IN_DELAY_BASE_MS,
  SIGN_IN_DELAY_MAX_MS,
  SIGN_IN_FREE_FAILURES,
} from "#shared/constants";
import { ACCOUNT_GUESSES_SPENT } from "#shared/texts";
import type { AppEnv } from "../../http/context";
import { RateLimitError } from "../../http/errors";
import { checkRateLimit, clearAttempts, countAttempt } from "../../http/rate-limit";
import { trustedDevice } from "./device-cookie";
import { limitedAddress } from "../../http/request-address";

/** Attempts at `action` from one address, whatever they are about. */
export async function limitAuthAttempts(c: Context<AppEnv>, action: string) {
  await limitPer(c, `${action}:ip:${limitedAddress(c)}`);
}

/** Reset mails asked for one email, from any address. */
export async function limitResetRequests(c: Context<AppEnv>, email: string) {
  await limitPer(c, `password-reset:email:${email}`);
}

/** Password changes of the signed-in member. */
export async function limitPasswordChanges(c: Context<AppEnv>) {
  await limitPer(c, `password-change:user:${c.var.user.userId}`);
}

async function limitPer(c: Context<AppEnv>, key: string) {
  const { db, env } = c.var.deps;
  await checkRateLimit(db, key, {
    limit: env.AUTH_RATE_LIMIT,
    windowSeconds: env.AUTH_RATE_WINDOW_SECONDS,
  });
}

/** How long a sign-in waits after this many failures in a row for its email from its address. */
export function signInDelayMs(failuresBefore: number): number {
  if (failuresBefore < SIGN_IN_FREE_FAILURES) return 0;
  const doublings = failuresBefore - SIGN_IN_FREE_FAILURES;
  return Math.min(SIGN_IN_DELAY_BASE_MS * 2 ** Math.min(doublings, 30), SIGN_IN_DELAY_MAX_MS);
}

/**
 * Guesses at one email from every address share one budget, so more addresses buy an attacker
 * no more guesses; a device the email signed in on before has a budget of its own instead, so
 * the member is never locked out of it. Counted for emails without an account alike: the answer
 * tells nobody which emails have one.
 */
async function limitAccountGuesses(c: Context<AppEnv>, email: string) {
  const { db, env } = c.var.deps;
  const device = trustedDevice(c, email);
  if (device) {
    await checkRateLimit(db, `sign-in:device:${device}`, {
      limit: env.AUTH_RATE_LIMIT,
      windowSeconds: env.AUTH_RATE_WINDOW_SECONDS,
    });
    return;
  }
  const key = `sign-in:account:${email}`;
  const { count, retryAfterSeconds } = await countAttempt(
    db,
    key,
    env.AUTH_ACCOUNT_RATE_WINDOW_SECONDS,
  );
  if (count > env.AUTH_ACCOUNT_RATE_LIMIT)
    throw new RateLimitError(retryAfterSeconds, ACCOUNT_GUESSES_SPENT);
}

/**
 * Counts a sign-in attempt per address, per (email, address) and per email across addresses,
 * slows down a run of failures and refuses past the limits. Whoever holds the right password and
 * signs in on a device they used before is never refused for someone else's guesses. Returns
 * what to call once the password was right, which ends the run of failures.
 */
export async function limitSignIn(c: Context<AppEnv>, email: string): Promise<() => Promise<void>> {
  const { db, env } = c.var.deps;
  const ip = limitedAddress(c);
  const windowSeconds = env.AUTH_RATE_WINDOW_SECONDS;
  await checkRateLimit(db, `sign-in:ip:${ip}`, { limit: env.AUTH_IP_RATE_LIMIT, windowSeconds });
  const key = `sign-in:email-ip:${email}:${ip}`;
  // Counted before the password is checked, so parallel guesses are counted too.
  const { count, retryAfterSeconds } = await countAttempt(db, key, windowSeconds);
  if (count > env.AUTH_RATE_LIMIT) throw new RateLimitError(retryAfterSeconds);
  await limitAccountGuesses(c, email);
  const delay = signInDelayMs(count - 1);
  if (delay) await sleep(delay);
  return () => clearAttempts(db, key);
}

/**
 * A suspended or banned member's email and password, tried on the signed-out appeal page: from
 * the same per-address and per-email budgets as signing in, so this second door buys an attacker
 * no more guesses. Not slowed like sign-in's runs of failures: each answer is refused or a
 * decision, and the budgets bound them.
 */
export async function limitSanctionLookups(c: Context<AppEnv>, email: string) {
  const { db, env } = c.var.deps;
  await checkRateLimit(db, `sign-in:ip:${limitedAddress(c)}`, {
    limit: env.AUTH_IP_RATE_LIMIT,
    windowSeconds: env.AUTH_RATE_WINDOW_SECONDS,
  });
  await limitAccountGuesses(c, email);
}
