import { createHmac } from "node:crypto";
import { isIP } from "node:net";
import { getConnInfo } from "@hono/node-server/conninfo";
import type { Context } from "hono";
import { addressForLimits, clientAddress } from "./client-ip";
import type { AppEnv } from "./context";

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

/** The client's address as the limits count it: an IPv6 address as its /64. */
export const limitedAddress = (c: Context<AppEnv>) => addressForLimits(clientIp(c));

/**
 * The client's address as the limits count it, hashed with the server's secret, to tell whether
 * two accounts were made from one address without keeping the address (an unkeyed hash of
 * every IPv4 address is a table anyone can build). Null when the address is unknown.
 */
export function hashedClientAddress(c: Context<AppEnv>): string | null {
  const address = clientIp(c);
  if (!isIP(address)) return null;
  return createHmac("sha256", c.var.deps.env.authSecret)
    .update(`signup-address\n${addressForLimits(address)}`)
    .digest("base64url");
}
