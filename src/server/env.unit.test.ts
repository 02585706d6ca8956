import { describe, expect, it } from "vitest";
import { readEnv } from "./env";

describe("the environment", () => {
  it("has safe defaults for the embedded database, with demo mode on", () => {
    const env = readEnv({});
    expect(env).toMatchObject({
      PORT: 3000,
      DATA_DIR: "./data",
      demoMode: true,
    });
  });

  it("turns demo mode off on a real PostgreSQL unless asked for", () => {
    expect(readEnv({ DATABASE_URL: "postgres://db.example/vouch" }).demoMode).toBe(false);
    expect(
      readEnv({ DATABASE_URL: "postgres://db.example/vouch", DEMO_MODE: "true" }).demoMode,
    ).toBe(true);
  });

  it("refuses to start in production without a real secret, and never runs demo mode there", () => {
    expect(() => readEnv({ NODE_ENV: "production" })).toThrow(/BETTER_AUTH_SECRET/);
    const env = readEnv({
      NODE_ENV: "production",
      BETTER_AUTH_SECRET: "x".repeat(40),
      DEMO_MODE: "true",
    });
    expect(env.demoMode).toBe(false);
  });

  it("lists every bad variable at once", () => {
    expect(() => readEnv({ PORT: "eighty", DATABASE_URL: "not a url" })).toThrow(
      /PORT[\s\S]*DATABASE_URL|DATABASE_URL[\s\S]*PORT/,
    );
  });

  it("pings live streams every 25 s unless told otherwise, and refuses a nonsense interval", () => {
    expect(readEnv({}).LIVE_HEARTBEAT_MS).toBe(25_000);
    expect(readEnv({ LIVE_HEARTBEAT_MS: "500" }).LIVE_HEARTBEAT_MS).toBe(500);
    expect(() => readEnv({ LIVE_HEARTBEAT_MS: "0" })).toThrow(/LIVE_HEARTBEAT_MS/);
    expect(() => readEnv({ LIVE_HEARTBEAT_MS: "soon" })).toThrow(/LIVE_HEARTBEAT_MS/);
  });
});
