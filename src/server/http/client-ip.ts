import { isIP } from "node:net";

/**
 * The client's address as our proxies saw it. Each proxy appends the address it received from to
 * X-Forwarded-For, so only the right end of the header is theirs; whatever is left of it the
 * client may have written. `trust` is how many proxies of ours stand in front (the entry that many
 * from the right is the client's), or their addresses (the first entry from the right, the socket
 * included, that isn't one of them). Falls back to the socket's address.
 */
export function clientAddress(
  forwardedFor: string | undefined,
  socketAddress: string | undefined,
  trust: number | readonly string[],
): string {
  const socket = socketAddress ?? "unknown";
  if (!forwardedFor || trust === 0) return socket;
  const hops = forwardedFor
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean);
  if (typeof trust === "number") {
    // Fewer entries than proxies: one of ours didn't append, so nothing in it can be believed.
    if (hops.length < trust) return socket;
    return validAddress(hops[hops.length - trust]) ?? socket;
  }
  const trusted = new Set(trust.map(normalise));
  if (!trusted.has(normalise(socket))) return socket;
  for (let i = hops.length - 1; i >= 0; i--) {
    const hop = validAddress(hops[i]);
    if (!hop) return socket;
    if (!trusted.has(normalise(hop))) return hop;
  }
  return socket;
}

/**
 * What a connection counts against before any request on it is read: its socket's address as the
 * limits count it, or undefined when it comes from one of our proxies (every connection, when
 * `trust` is a hop count), which carry many clients' requests and limit their clients themselves.
 */
export function connectionAddress(
  socketAddress: string | undefined,
  trust: number | readonly string[],
): string | undefined {
  const socket = normalise(socketAddress ?? "unknown");
  if (typeof trust === "number" ? trust > 0 : trust.map(normalise).includes(socket))
    return undefined;
  return addressForLimits(socket);
}

function validAddress(entry: string | undefined): string | undefined {
  return entry && isIP(normalise(entry)) ? normalise(entry) : undefined;
}

/** IPv4 as Node reports it on a dual-stack socket (::ffff:10.0.0.1) compares equal to 10.0.0.1. */
function normalise(address: string): string {
  return address.startsWith("::ffff:") && isIP(address.slice(7)) === 4 ? address.slice(7) : address;
}

/**
 * The address as the limits count it. One IPv6 customer is usually handed a whole /64 (2^64
 * addresses), so each of its addresses counting apart would give one attacker endless budgets:
 * an IPv6 address counts as its /64, written "2001:db8:1:2::/64". IPv4 counts as itself.
 */
export function addressForLimits(address: string): string {
  if (isIP(address) !== 6) return address;
  const [head = "", tail = ""] = address.toLowerCase().split("::");
  const left = head ? head.split(":") : [];
  const right = tail ? tail.split(":") : [];
  // An embedded IPv4 tail (64:ff9b::1.2.3.4) lies in the last 32 bits, past the prefix.
  const groups = address.includes("::")
    ? [...left, ...Array<string>(8 - left.length - right.length).fill("0"), ...right]
    : left;
  const prefix = groups.slice(0, 4).map((g) => (parseInt(g, 16) || 0).toString(16));
  return `${prefix.join(":")}::/64`;
}
