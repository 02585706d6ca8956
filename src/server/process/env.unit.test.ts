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
      SMTP_URL: "smtp://mail.example:587",
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

  it("refuses to start in production without SMTP_URL, and takes only an smtp URL", () => {
    const production = { NODE_ENV: "production", BETTER_AUTH_SECRET: "x".repeat(40) };
    expect(() => readEnv(production)).toThrow(/SMTP_URL: is required in production/);
    expect(readEnv({ ...production, SMTP_URL: "smtps://u:p@mail.example:465" }).SMTP_URL).toBe(
      "smtps://u:p@mail.example:465",
    );
    expect(() => readEnv({ SMTP_URL: "http://mail.example" })).toThrow(/SMTP_URL/);
    expect(readEnv({}).SMTP_URL).toBeUndefined();
  });

  it.each([
    [undefined, 0],
    ["false", 0],
    ["true", 1],
    ["0", 0],
    ["1", 1],
    ["2", 2],
    ["10.0.0.1, 10.0.0.2", ["10.0.0.1", "10.0.0.2"]],
    ["::1", ["::1"]],
  ])("reads TRUST_PROXY=%j as %j", (value, expected) => {
    expect(readEnv(value === undefined ? {} : { TRUST_PROXY: value }).TRUST_PROXY).toEqual(
      expected,
    );
  });

  it("refuses a TRUST_PROXY that is neither a hop count nor addresses", () => {
    expect(() => readEnv({ TRUST_PROXY: "yes" })).toThrow(/TRUST_PROXY/);
    expect(() => readEnv({ TRUST_PROXY: "10.0.0.1, proxy.local" })).toThrow(/TRUST_PROXY/);
  });

  it("has no Google client unless both its id and secret are set; the issuer defaults to Google's", () => {
    expect(readEnv({}).google).toBeNull();
    expect(
      readEnv({ GOOGLE_CLIENT_ID: "vouch.apps.example", GOOGLE_CLIENT_SECRET: "s3cret" }).google,
    ).toEqual({
      clientId: "vouch.apps.example",
      clientSecret: "s3cret",
      discoveryUrl: "https://accounts.google.com/.well-known/openid-configuration",
    });
  });

  it("finds a local issuer's discovery document under it, with or without a trailing slash", () => {
    const client = { GOOGLE_CLIENT_ID: "id", GOOGLE_CLIENT_SECRET: "secret" };
    expect(
      readEnv({ ...client, GOOGLE_ISSUER: "http://localhost:4305/" }).google?.discoveryUrl,
    ).toBe("http://localhost:4305/.well-known/openid-configuration");
    expect(
      readEnv({ ...client, GOOGLE_ISSUER: "http://localhost:4305/realms/vouch" }).google
        ?.discoveryUrl,
    ).toBe("http://localhost:4305/realms/vouch/.well-known/openid-configuration");
  });

  it("refuses half a Google client and an issuer that isn't a web address", () => {
    expect(() => readEnv({ GOOGLE_CLIENT_ID: "id" })).toThrow(/GOOGLE_CLIENT_SECRET/);
    expect(() => readEnv({ GOOGLE_CLIENT_SECRET: "secret" })).toThrow(/GOOGLE_CLIENT_ID/);
    expect(() =>
      readEnv({ GOOGLE_CLIENT_ID: "id", GOOGLE_CLIENT_SECRET: "s", GOOGLE_ISSUER: "accounts" }),
    ).toThrow(/GOOGLE_ISSUER/);
    expect(() =>
      readEnv({ GOOGLE_CLIENT_ID: "id", GOOGLE_CLIENT_SECRET: "s", GOOGLE_ISSUER: "ftp://idp" }),
    ).toThrow(/GOOGLE_ISSUER/);
  });

  it("keeps photos in the database unless all four S3 variables are set, and names those missing", () => {
    expect(readEnv({}).s3).toBeNull();
    const s3 = {
      S3_ENDPOINT: "http://127.0.0.1:9000",
      S3_BUCKET: "vouch-photos",
      S3_ACCESS_KEY_ID: "key",
      S3_SECRET_ACCESS_KEY: "secret",
    };
    expect(readEnv(s3).s3).toEqual({
      endpoint: "http://127.0.0.1:9000",
      bucket: "vouch-photos",
      region: "us-east-1",
      accessKeyId: "key",
      secretAccessKey: "secret",
    });
    expect(() => readEnv({ S3_ENDPOINT: s3.S3_ENDPOINT, S3_BUCKET: s3.S3_BUCKET })).toThrow(
      /S3_ACCESS_KEY_ID: is required[\s\S]*S3_SECRET_ACCESS_KEY: is required/,
    );
    expect(() => readEnv({ ...s3, S3_ENDPOINT: "s3.example.com" })).toThrow(/S3_ENDPOINT/);
  });

  it("takes payments through Stripe only with both keys, at the stand-in's address when given", () => {
    expect(readEnv({}).stripe).toBeNull();
    const keys = { STRIPE_SECRET_KEY: "sk_test_1", STRIPE_WEBHOOK_SECRET: "whsec_1" };
    expect(readEnv(keys).stripe).toEqual({
      secretKey: "sk_test_1",
      webhookSecret: "whsec_1",
      apiBase: null,
    });
    expect(
      readEnv({ ...keys, STRIPE_API_BASE: "http://127.0.0.1:4242" }).stripe?.apiBase?.port,
    ).toBe("4242");
    expect(() => readEnv({ STRIPE_SECRET_KEY: "sk_test_1" })).toThrow(
      /STRIPE_WEBHOOK_SECRET: is required/,
    );
    expect(() => readEnv({ STRIPE_WEBHOOK_SECRET: "whsec_1" })).toThrow(
      /STRIPE_SECRET_KEY: is required/,
    );
    expect(() => readEnv({ ...keys, STRIPE_API_BASE: "ftp://stripe" })).toThrow(/STRIPE_API_BASE/);
  });
});
