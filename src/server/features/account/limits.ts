import { setTimeout as sleep } from "node:timers/promises";
import { getConnInfo } from "@hono/node-server/conninfo";
import type { Context } from "hono";
import {
  SIGN_IN_DELAY_BASE_MS,
  SIGN_IN_DELAY_MAX_MS,
  SIGN_IN_FREE_FAILURES,
} from "../../../shared/constants";
import { clientAddress } from "../../client-ip";
import type { AppEnv } from "../../context";
import { RateLimitError } from "../../errors";
import { checkRateLimit, clearAttempts, countAttempt } from "../../rate-limit";

/** The client's address, believing X-Forwarded-For only as far as TRUST_PROXY says. */
export function clientIp(c: Context<AppEnv>): string {
  let socket: string | undefined;
  try {
    socket = getConnInfo(c).remote.address;
  } catch {
    socket = undefined;
  }
  return clientAddress(c.req.header("x-forwarded-for"), socket, c.var.deps.env.TRUST_PROXY);
}

/** Attempts at `action` from one address, whatever they are about. */
export async function limitAuthAttempts(c: Context<AppEnv>, action: string) {
  const { db, env } = c.var.deps;
  await checkRateLimit(db, `${action}:ip:${clientIp(c)}`, {
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
 * Counts a sign-in attempt per address and per (email, address), slows down a run of failures and
 * refuses past the limits. Failures elsewhere never count here: whoever holds the right password
 * and signs in from their own address is never refused for someone else's guesses. Returns what
 * to call once the password was right, which ends the run of failures.
 */
export async function limitSignIn(c: Context<AppEnv>, email: string): Promise<() => Promise<void>> {
  const { db, env } = c.var.deps;
  const ip = clientIp(c);
  const windowSeconds = env.AUTH_RATE_WINDOW_SECONDS;
  await checkRateLimit(db, `sign-in:ip:${ip}`, { limit: env.AUTH_IP_RATE_LIMIT, windowSeconds });
  const key = `sign-in:email-ip:${email}:${ip}`;
  // Counted before the password is checked, so parallel guesses are counted too.
  const { count, retryAfterSeconds } = await countAttempt(db, key, windowSeconds);
  if (count > env.AUTH_RATE_LIMIT) throw new RateLimitError(retryAfterSeconds);
  const delay = signInDelayMs(count - 1);
  if (delay) await sleep(delay);
  return () => clearAttempts(db, key);
}
