import type { Server, ServerOptions } from "node:http";
import type { Socket } from "node:net";
import { connectionAddress } from "./client-ip";

/**
 * How long a client may take to send a request's headers. A browser sends them at once; a
 * connection that dribbles them out holds a place another member needs (docs/decisions/0052).
 */
export const HEADERS_TIMEOUT_MS = 5_000;
/**
 * How long an idle kept-alive connection stays open. A browser that finds it closed opens another
 * at once; a proxy of ours reuses its connections up to a minute (nginx's default 60 s), so
 * behind one, a connection stays longer than the proxy keeps it, or a request it sends on a
 * connection being closed fails.
 */
const KEEP_ALIVE_MS = { direct: 15_000, behindProxy: 65_000 };
/** Past this share of the process's connections, only addresses that hold none get one. */
const RESERVE_FROM = 0.9;

/** Node checks its timeouts this often (its default, 30 s, would let a slow header live 35 s). */
export const SERVER_OPTIONS: ServerOptions = { connectionsCheckingInterval: 1_000 };

/**
 * Connections held per address and in all. One address may hold at most `perAddress`; once the
 * process holds `RESERVE_FROM` of `perProcess`, an address that already holds one gets no more,
 * so a new address is served however many connections others keep open.
 */
export class ConnectionLimits {
  private readonly held = new Map<string, number>();
  private total = 0;

  constructor(private readonly limits: { perAddress: number; perProcess: number }) {}

  /** Whether a new connection from `address` (undefined: one of our proxies) may stay; counts it. */
  admit(address: string | undefined): boolean {
    const mine = address === undefined ? 0 : (this.held.get(address) ?? 0);
    if (address !== undefined) {
      if (mine >= this.limits.perAddress) return false;
      if (mine > 0 && this.total >= this.limits.perProcess * RESERVE_FROM) return false;
      this.held.set(address, mine + 1);
    }
    this.total++;
    return true;
  }

  /** A connection `admit` let in has closed. */
  release(address: string | undefined): void {
    this.total--;
    if (address === undefined) return;
    const mine = (this.held.get(address) ?? 1) - 1;
    if (mine > 0) this.held.set(address, mine);
    else this.held.delete(address);
  }
}

/** Caps, timeouts and the reserve on the HTTP server's connections. */
export function limitConnections(
  server: Server,
  options: { perAddress: number; perProcess: number; trustProxy: number | readonly string[] },
): void {
  const limits = new ConnectionLimits(options);
  const behindProxy =
    typeof options.trustProxy === "number" ? options.trustProxy > 0 : options.trustProxy.length > 0;
  // Past this many, Node closes a new connection before anyone sees it.
  server.maxConnections = options.perProcess;
  server.headersTimeout = HEADERS_TIMEOUT_MS;
  server.keepAliveTimeout = behindProxy ? KEEP_ALIVE_MS.behindProxy : KEEP_ALIVE_MS.direct;
  // Before the HTTP server's own listener, so a refused connection costs it nothing.
  server.prependListener("connection", (socket: Socket) => {
    const address = connectionAddress(socket.remoteAddress, options.trustProxy);
    if (!limits.admit(address)) {
      socket.destroy();
      return;
    }
    // Node times a request's headers from its first byte: a connection that says nothing at all
    // would keep its place for good.
    const silent = setTimeout(() => socket.bytesRead === 0 && socket.destroy(), HEADERS_TIMEOUT_MS);
    socket.once("close", () => {
      clearTimeout(silent);
      limits.release(address);
    });
  });
}
