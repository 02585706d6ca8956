import { isIP } from "node:net";
import { z } from "zod";

const booleanString = z
  .enum(["true", "false", "1", "0"])
  .transform((v) => v === "true" || v === "1");

/**
 * Which proxies to believe about the client's address: a hop count (`2`: two proxies of ours
 * append to X-Forwarded-For), or a comma list of their addresses. `true` is one hop, `false` and
 * `0` none. Never the leftmost entry by itself: the client writes that one.
 */
const trustProxy = z
  .string()
  .trim()
  .transform((value, ctx): number | string[] => {
    if (value === "false") return 0;
    if (value === "true") return 1;
    if (/^\d+$/.test(value)) return Number(value);
    const addresses = value
      .split(",")
      .map((a) => a.trim())
      .filter(Boolean);
    if (addresses.length && addresses.every((a) => isIP(a))) return addresses;
    ctx.addIssue({
      code: "custom",
      message: "must be true, false, a hop count or a comma list of proxy IP addresses",
    });
    return z.NEVER;
  });

const envSchema = z
  .object({
    NODE_ENV: z.enum(["development", "test", "production"]).default("development"),
    HOST: z.string().default("0.0.0.0"),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    DATA_DIR: z.string().min(1).default("./data"),
    CLIENT_DIR: z.string().min(1).default("dist/client"),
    // Where the face model's files are read from; by default @vladmandic/human's own models.
    FACE_MODEL_DIR: z.string().min(1).optional(),
    DATABASE_URL: z.url().optional(),
    PUBLIC_URL: z.url().optional(),
    BETTER_AUTH_SECRET: z.string().min(32).optional(),
    DEMO_MODE: booleanString.optional(),
    LOG_LEVEL: z
      .enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"])
      .default("info"),
    TRUST_PROXY: trustProxy.default(0),
    AUTH_RATE_LIMIT: z.coerce.number().int().positive().default(20),
    AUTH_RATE_WINDOW_SECONDS: z.coerce.number().int().positive().default(60),
    // Sign-in attempts from one address, whatever the email: many members may share one address.
    AUTH_IP_RATE_LIMIT: z.coerce.number().int().positive().default(100),
    // Sign-in attempts at one email from every address together, but a device it signed in on.
    AUTH_ACCOUNT_RATE_LIMIT: z.coerce.number().int().positive().default(30),
    AUTH_ACCOUNT_RATE_WINDOW_SECONDS: z.coerce.number().int().positive().default(3600),
    // Multiplies every member write limit (WRITE_LIMITS): tests and load tests raise them.
    WRITE_LIMIT_FACTOR: z.coerce.number().int().positive().default(1),
    // Where "Forgot password?" mail goes out: smtp://user:pass@host:port (smtps:// for TLS).
    SMTP_URL: z.url({ protocol: /^smtps?$/ }).optional(),
    MAIL_FROM: z.string().min(3).default("Vouch <no-reply@vouch.local>"),
    // How often an idle live stream is pinged (and its session checked again); tests shorten it.
    LIVE_HEARTBEAT_MS: z.coerce.number().int().min(100).max(60_000).default(25_000),
    // Browser tests of what happens the next day: a request's X-Test-Days-Ahead header moves its
    // clock that many days on. Never heeded in production.
    TEST_CLOCK: booleanString.optional(),
    // Live streams one process holds at most (each costs memory: docs/decisions/0029), and
    // connections of any kind; past them a new one is refused.
    LIVE_MAX_STREAMS: z.coerce.number().int().min(1).max(100_000).default(4_000),
    MAX_CONNECTIONS: z.coerce.number().int().min(10).max(100_000).default(8_000),
    // Connections one address may hold (an IPv6 one counted as its /64; behind TRUST_PROXY, none).
    MAX_CONNECTIONS_PER_ADDRESS: z.coerce.number().int().min(1).max(100_000).default(256),
    GOOGLE_CLIENT_ID: z.string().trim().min(1).optional(),
    GOOGLE_CLIENT_SECRET: z.string().trim().min(1).optional(),
    // An OpenID Connect issuer; its discovery document is at {issuer}/.well-known/openid-configuration.
    GOOGLE_ISSUER: z
      .url()
      .refine((v) => /^https?:\/\//.test(v), "must be an http(s) URL")
      .default("https://accounts.google.com"),
    // On SIGTERM, how long a process that a load balancer probes (GET /api/ready) goes on
    // answering with readiness failed before it closes: longer than the balancer takes to see it.
    DRAIN_MS: z.coerce.number().int().min(0).max(30_000).default(5_000),
    // Prometheus metrics (GET /metrics): on a port of their own, on METRICS_HOST (this machine
    // only by default), and/or on the app's port to a bearer of METRICS_TOKEN. Neither: none.
    METRICS_PORT: z.coerce.number().int().min(1).max(65535).optional(),
    METRICS_HOST: z.string().default("127.0.0.1"),
    METRICS_TOKEN: z.string().trim().min(24).optional(),
    // Server processes sharing the port (node:cluster); more than one needs DATABASE_URL.
    WORKERS: z.coerce.number().int().min(1).max(64).default(1),
    // Photos go to S3-compatible object storage when these are set (all but S3_REGION), else
    // into the database. Path-style addressing, so MinIO, R2, Garage and the like work too.
    // Web push's VAPID keys (base64url, as `npx web-push generate-vapid-keys` prints them) and the
    // contact push services are given (mailto: or https:). Without the keys, a pair is made once
    // and kept in the database (docs/decisions/0044-web-push.md).
    VAPID_PUBLIC_KEY: z.string().trim().min(1).optional(),
    VAPID_PRIVATE_KEY: z.string().trim().min(1).optional(),
    VAPID_SUBJECT: z
      .string()
      .trim()
      .regex(/^(mailto:|https:\/\/)/, "must start with mailto: or https://")
      .optional(),
    /** "off": new photos aren't scored by the nudity model; each waits for a moderator. */
    PHOTO_SCREENING: z.enum(["on", "off"]).default("on"),
    S3_ENDPOINT: z
      .url()
      .refine((v) => /^https?:\/\//.test(v), "must be an http(s) URL")
      .optional(),
    S3_BUCKET: z.string().trim().min(3).max(63).optional(),
    S3_REGION: z.string().trim().min(1).default("us-east-1"),
    S3_ACCESS_KEY_ID: z.string().trim().min(1).optional(),
    S3_SECRET_ACCESS_KEY: z.string().trim().min(1).optional(),
    // Paid top-ups through Stripe Checkout when both are set (docs/decisions/0062); without
    // them a top-up is the simulated demo payment.
    STRIPE_SECRET_KEY: z.string().trim().min(1).optional(),
    STRIPE_WEBHOOK_SECRET: z.string().trim().min(1).optional(),
    // Where the stripe library sends its calls, http(s)://host:port: tests point it at a local
    // stand-in. Stripe's own API by default.
    STRIPE_API_BASE: z
      .url()
      .refine((v) => /^https?:\/\//.test(v), "must be an http(s) URL")
      .optional(),
  })
  .superRefine((env, ctx) => {
    if (env.NODE_ENV === "production" && !env.BETTER_AUTH_SECRET) {
      ctx.addIssue({
        code: "custom",
        path: ["BETTER_AUTH_SECRET"],
        message: "is required in production (32+ random characters)",
      });
    }
    if (env.NODE_ENV === "production" && !env.SMTP_URL) {
      ctx.addIssue({
        code: "custom",
        path: ["SMTP_URL"],
        message: "is required in production (password reset mail goes out through it)",
      });
    }
    if (Boolean(env.GOOGLE_CLIENT_ID) !== Boolean(env.GOOGLE_CLIENT_SECRET)) {
      const missing = env.GOOGLE_CLIENT_ID ? "GOOGLE_CLIENT_SECRET" : "GOOGLE_CLIENT_ID";
      ctx.addIssue({
        code: "custom",
        path: [missing],
        message: "is required with the other GOOGLE_CLIENT_* variable (set both, or neither)",
      });
    }
    const s3 = ["S3_ENDPOINT", "S3_BUCKET", "S3_ACCESS_KEY_ID", "S3_SECRET_ACCESS_KEY"] as const;
    const s3Set = s3.filter((name) => env[name]);
    if (s3Set.length > 0 && s3Set.length < s3.length) {
      for (const name of s3.filter((n) => !env[n])) {
        ctx.addIssue({
          code: "custom",
          path: [name],
          message: `is required with ${s3Set.join(", ")} (photo storage in S3: set all four, or none)`,
        });
      }
    }
    if (Boolean(env.VAPID_PUBLIC_KEY) !== Boolean(env.VAPID_PRIVATE_KEY)) {
      const missing = env.VAPID_PUBLIC_KEY ? "VAPID_PRIVATE_KEY" : "VAPID_PUBLIC_KEY";
      ctx.addIssue({
        code: "custom",
        path: [missing],
        message: "is required with the other VAPID_*_KEY variable (set both, or neither)",
      });
    }
    if (Boolean(env.STRIPE_SECRET_KEY) !== Boolean(env.STRIPE_WEBHOOK_SECRET)) {
      const missing = env.STRIPE_SECRET_KEY ? "STRIPE_WEBHOOK_SECRET" : "STRIPE_SECRET_KEY";
      ctx.addIssue({
        code: "custom",
        path: [missing],
        message: "is required with the other STRIPE_* key (set both, or neither)",
      });
    }
    if (env.WORKERS > 1 && !env.DATABASE_URL) {
      ctx.addIssue({
        code: "custom",
        path: ["WORKERS"],
        message:
          "more than one server process needs DATABASE_URL: the embedded database (PGlite) belongs to one process per data directory",
      });
    }
  });

/** The Google (OpenID Connect) client, when one is configured. */
export interface GoogleClient {
  clientId: string;
  clientSecret: string;
  discoveryUrl: string;
}

/** S3-compatible object storage for photos, when configured. */
export interface S3Settings {
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
}

/** Stripe, when paid top-ups are configured. */
export interface StripeSettings {
  secretKey: string;
  webhookSecret: string;
  /** The API's address when it isn't Stripe's own (a local stand-in in tests). */
  apiBase: URL | null;
}

/** The environment as read at start. */
export type ConfiguredEnv = z.infer<typeof envSchema> & {
  demoMode: boolean;
  google: GoogleClient | null;
  s3: S3Settings | null;
  stripe: StripeSettings | null;
};

/** With the secret that signs sessions and links, once the database is open (auth-secret.ts). */
export type Env = ConfiguredEnv & { authSecret: string };

export function readEnv(source: NodeJS.ProcessEnv = process.env): ConfiguredEnv {
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== ""));
  const parsed = envSchema.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`);
    throw new Error(`Invalid environment:\n${lines.join("\n")}`);
  }
  const env = parsed.data;
  return {
    ...env,
    // Demo data is on for the embedded database, off on a real server unless asked for.
    demoMode: env.NODE_ENV !== "production" && (env.DEMO_MODE ?? !env.DATABASE_URL),
    google:
      env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET
        ? {
            clientId: env.GOOGLE_CLIENT_ID,
            clientSecret: env.GOOGLE_CLIENT_SECRET,
            discoveryUrl: `${env.GOOGLE_ISSUER.replace(/\/+$/, "")}/.well-known/openid-configuration`,
          }
        : null,
    s3:
      env.S3_ENDPOINT && env.S3_BUCKET && env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY
        ? {
            endpoint: env.S3_ENDPOINT,
            bucket: env.S3_BUCKET,
            region: env.S3_REGION,
            accessKeyId: env.S3_ACCESS_KEY_ID,
            secretAccessKey: env.S3_SECRET_ACCESS_KEY,
          }
        : null,
    stripe:
      env.STRIPE_SECRET_KEY && env.STRIPE_WEBHOOK_SECRET
        ? {
            secretKey: env.STRIPE_SECRET_KEY,
            webhookSecret: env.STRIPE_WEBHOOK_SECRET,
            apiBase: env.STRIPE_API_BASE ? new URL(env.STRIPE_API_BASE) : null,
          }
        : null,
  };
}
