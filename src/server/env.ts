import { z } from "zod";

const DEV_SECRET = "vouch-development-secret-do-not-use-in-production";

const booleanString = z
  .enum(["true", "false", "1", "0"])
  .transform((v) => v === "true" || v === "1");

const envSchema = z
  .object({
    NODE_ENV: z.enum(["development", "test", "production"]).default("development"),
    HOST: z.string().default("0.0.0.0"),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    DATA_DIR: z.string().min(1).default("./data"),
    CLIENT_DIR: z.string().min(1).default("dist/client"),
    DATABASE_URL: z.url().optional(),
    PUBLIC_URL: z.url().optional(),
    BETTER_AUTH_SECRET: z.string().min(32).optional(),
    DEMO_MODE: booleanString.optional(),
    LOG_LEVEL: z
      .enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"])
      .default("info"),
    TRUST_PROXY: booleanString.default(false),
    // Exposes /api/_bench/* for `npm run bench`; never set it in production.
    BENCH_ROUTES: booleanString.default(false),
    AUTH_RATE_LIMIT: z.coerce.number().int().positive().default(20),
    AUTH_RATE_WINDOW_SECONDS: z.coerce.number().int().positive().default(60),
    // How often an idle live stream is pinged (and its session checked again); tests shorten it.
    LIVE_HEARTBEAT_MS: z.coerce.number().int().min(100).max(60_000).default(25_000),
    // Server processes sharing the port (node:cluster); more than one needs DATABASE_URL.
    WORKERS: z.coerce.number().int().min(1).max(64).default(1),
  })
  .superRefine((env, ctx) => {
    if (env.NODE_ENV === "production" && !env.BETTER_AUTH_SECRET) {
      ctx.addIssue({
        code: "custom",
        path: ["BETTER_AUTH_SECRET"],
        message: "is required in production (32+ random characters)",
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

export type Env = z.infer<typeof envSchema> & {
  authSecret: string;
  demoMode: boolean;
};

export function readEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== ""));
  const parsed = envSchema.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`);
    throw new Error(`Invalid environment:\n${lines.join("\n")}`);
  }
  const env = parsed.data;
  return {
    ...env,
    authSecret: env.BETTER_AUTH_SECRET ?? DEV_SECRET,
    // Demo data is on for the embedded database, off on a real server unless asked for.
    demoMode: env.NODE_ENV !== "production" && (env.DEMO_MODE ?? !env.DATABASE_URL),
  };
}
