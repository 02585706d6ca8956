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
