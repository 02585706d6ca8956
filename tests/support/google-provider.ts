import { randomUUID } from "node:crypto";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { OAuth2Server } from "oauth2-mock-server";

/** Who the local provider says signed in: the claims Google puts in its ID token. */
export interface GoogleIdentity {
  sub: string;
  email: string;
  emailVerified: boolean;
  name: string;
}

export function googleIdentity(overrides: Partial<GoogleIdentity> = {}): GoogleIdentity {
  const id = randomUUID().slice(0, 8);
  return {
    sub: `google-${id}`,
    email: `g-${id}@gmail.example`,
    emailVerified: true,
    name: "Jordan Lee",
    ...overrides,
  };
}

/**
 * A local OpenID Connect provider standing in for Google (oauth2-mock-server: discovery, JWKS,
 * authorization code with PKCE and nonce, signed ID tokens). It signs in `identity` without a
 * consent screen, and `failNextAuthorization` makes its next answer an OAuth error instead.
 */
export class LocalGoogle {
  identity: GoogleIdentity = googleIdentity();
  private nextError: string | null = null;

  private constructor(private readonly server: OAuth2Server) {
    server.service.on("beforeTokenSigning", (token) => {
      Object.assign(token.payload, {
        sub: this.identity.sub,
        email: this.identity.email,
        email_verified: this.identity.emailVerified,
        name: this.identity.name,
      });
    });
    server.service.on("beforeAuthorizeRedirect", ({ url }) => {
      if (!this.nextError) return;
      url.searchParams.delete("code");
      url.searchParams.set("error", this.nextError);
      this.nextError = null;
    });
  }

  /**
   * `keyFile` keeps the signing key across restarts on one port: a server that has fetched the
   * provider's keys won't fetch them again for a while, so a new key would fail its checks.
   */
  static async start(port: number, { keyFile }: { keyFile?: string } = {}): Promise<LocalGoogle> {
    const server = new OAuth2Server();
    if (keyFile && existsSync(keyFile)) {
      await server.issuer.keys.add(
        JSON.parse(readFileSync(keyFile, "utf8")) as Record<string, unknown>,
      );
    } else {
      await server.issuer.keys.generate("RS256");
      if (keyFile) writeFileSync(keyFile, JSON.stringify(server.issuer.keys.toJSON(true)[0]));
    }
    await server.start(port, "localhost");
    return new LocalGoogle(server);
  }

  get issuer(): string {
    const url = this.server.issuer.url;
    if (!url) throw new Error("the local provider has not started");
    return url;
  }

  /** The next authorization comes back with `?error=<code>`, as Google does on a refusal. */
  failNextAuthorization(code: string) {
    this.nextError = code;
  }

  async stop(): Promise<void> {
    await this.server.stop();
  }
}
