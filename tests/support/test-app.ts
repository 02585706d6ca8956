import { createHmac, randomBytes, randomUUID } from "node:crypto";
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { serve } from "@hono/node-server";
import { afterAll, afterEach, beforeAll } from "vitest";
import { createApp } from "../../src/server/app";
import { createDeps, stopDeps } from "../../src/server/boot";
import type { AppDeps } from "../../src/server/http/context";
import { openPostgres, type Database } from "../../src/server/db/client";
import { profiles, session, user } from "../../src/server/db/schema";
import { readEnv } from "../../src/server/process/env";
import { createLogger } from "../../src/server/process/logger";
import type { Mail } from "../../src/server/delivery/mailer";
import type { SignUpInput } from "#shared/schemas/account";
import { openTestDatabase, truncateAll } from "./test-db";
import { ORIGIN, TEST_PORT } from "./test-origin";

export { ORIGIN, TEST_PORT };

export interface RequestOptions {
  method?: string;
  json?: unknown;
  headers?: Record<string, string>;
  as?: TestMember;
}

export interface TestMember {
  id: string;
  name: string;
  email: string;
  cookie: string;
}

let sequence = 0;
export const unique = (label = "member") =>
  `${label}${process.pid}x${++sequence}x${randomBytes(2).toString("hex")}`;

export function signUpBody(overrides: Partial<SignUpInput> = {}): SignUpInput {
  const id = unique();
  return {
    email: `${id}@example.com`,
    password: "correct horse battery",
    name: "Robin Vale",
    age: 29,
    pronouns: "they/them",
    sexuality: "queer",
    neighborhood: "Chelsea",
    occupation: "Cartographer",
    bio: "Maps, mountains and mediocre puns.",
    gender: "nonbinary",
    interestedIn: ["woman", "man", "nonbinary"],
    ageMin: 18,
    ageMax: 99,
    lookingFor: "relationship",
    ...overrides,
  };
}

/**
 * Signs a new member up on a server running in its own process (`npm start`, a child server):
 * what was sent, the answer, and the session cookie it set.
 */
export async function signUpAt(url: string, overrides: Partial<SignUpInput> = {}) {
  const member = signUpBody(overrides);
  const res = await fetch(`${url}/api/account/sign-up`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: url },
    body: JSON.stringify(member),
  });
  const cookie = res.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
  return { member, res, cookie };
}

export class TestApp {
  /** The server's clock; tests move it with `clock.set`. */
  readonly clock = {
    current: undefined as Date | undefined,
    set: (date: Date | string) => {
      this.clock.current = new Date(date);
    },
    reset: () => {
      this.clock.current = undefined;
    },
  };

  private constructor(
    readonly database: Database,
    readonly deps: AppDeps,
    readonly app: ReturnType<typeof createApp>,
    /** Mail the app sent, newest last: its mailer records instead of sending. */
    readonly mails: Mail[],
  ) {}

  static async create(
    envOverrides: Record<string, string> = {},
    existing?: Database,
  ): Promise<TestApp> {
    const database = existing ?? (await openTestDatabase());
    const env = readEnv({
      NODE_ENV: "test",
      PORT: String(TEST_PORT),
      AUTH_RATE_LIMIT: "1000",
      AUTH_IP_RATE_LIMIT: "1000",
      AUTH_ACCOUNT_RATE_LIMIT: "1000",
      // Tests write fast; src/server/http/write-limits.test.ts runs with the real limits.
      WRITE_LIMIT_FACTOR: "1000",
      DEMO_MODE: "true",
      ...envOverrides,
    });
    const clock: { now?: () => Date } = {};
    const mails: Mail[] = [];
    const deps = await createDeps({
      env,
      database,
      port: TEST_PORT,
      logger: createLogger("silent"),
      mailer: { send: async (mail) => void mails.push(mail) },
      now: () => clock.now?.() ?? new Date(),
      // A test that needs the queue's workers starts them (`deps.jobs.start()`).
      startJobs: false,
    });
    const testApp = new TestApp(database, deps, createApp(deps), mails);
    clock.now = () => testApp.clock.current ?? new Date();
    return testApp;
  }

  /** A second server process on the same PostgreSQL database (PostgreSQL suite only). */
  async sibling(envOverrides: Record<string, string> = {}): Promise<TestApp> {
    const url = (this.database as { url?: string }).url;
    if (!url) throw new Error("siblings need PostgreSQL");
    const sibling = await TestApp.create(envOverrides, openPostgres(url, { max: 20 }));
    return sibling;
  }

  get db() {
    return this.deps.db;
  }

  private server?: Promise<{ server: Server; url: string }>;
  private readonly requestsClosed = new Map<string, Promise<void>>();

  /**
   * The app behind Node's own HTTP server, as `npm start` serves it: its address. A request sent
   * with an `x-test-request` id can be waited on until the server has seen it close.
   */
  async served(): Promise<string> {
    this.server ??= new Promise((done) => {
      const server = serve({ fetch: this.app.fetch, port: 0, hostname: "127.0.0.1" }) as Server;
      // Heard before the app's own listeners, so theirs have run by the time this one's waiter does.
      server.prependListener("request", (req, res) => {
        const id = req.headers["x-test-request"];
        if (typeof id === "string")
          this.requestsClosed.set(id, new Promise((closed) => res.once("close", closed)));
      });
      server.once("listening", () =>
        done({ server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` }),
      );
    });
    return (await this.server).url;
  }

  /** Once the served app has seen the request sent with this `x-test-request` id close. */
  async closedOnServer(id: string): Promise<void> {
    await this.requestsClosed.get(id);
    this.requestsClosed.delete(id);
  }

  async request(path: string, options: RequestOptions = {}) {
    const headers: Record<string, string> = { ...options.headers };
    if (options.json !== undefined) headers["content-type"] = "application/json";
    if (options.as) headers.cookie = options.as.cookie;
    return this.app.request(path, {
      method: options.method ?? (options.json === undefined ? "GET" : "POST"),
      headers,
      body: options.json === undefined ? undefined : JSON.stringify(options.json),
    });
  }

  /** Signs up through the API, as a person would. */
  async signUp(overrides: Partial<SignUpInput> = {}): Promise<TestMember> {
    const body = signUpBody(overrides);
    const res = await this.request("/api/account/sign-up", { json: body });
    if (res.status !== 201) throw new Error(`sign-up failed: ${res.status} ${await res.text()}`);
    const { user: created } = (await res.json()) as { user: { id: string; name: string } };
    return { id: created.id, name: created.name, email: body.email, cookie: cookieFrom(res) };
  }

  /**
   * A member written straight to the database with a live session: fast, for tests about
   * something other than signing up.
   */
  async member(
    overrides: Partial<typeof profiles.$inferInsert> & { email?: string } = {},
  ): Promise<TestMember> {
    const id = randomUUID();
    const handle = unique("m");
    const email = overrides.email ?? `${handle}@example.com`;
    const name = overrides.name ?? "Sam Rivers";
    await this.db.insert(user).values({ id, name, email });
    await this.db.insert(profiles).values({
      id,
      name,
      username: handle.replace(/[^a-z0-9]/g, "").slice(0, 30),
      age: 30,
      pronouns: "she/her",
      sexuality: "bisexual",
      neighborhood: "West Village",
      // Open to anyone, so fit never gets in the way of a test about something else.
      gender: "woman",
      genderWords: "",
      interestedIn: ["woman", "man", "nonbinary"],
      ageMin: 18,
      ageMax: 99,
      lookingFor: "relationship",
      ...overrides,
    });
    return { id, name, email, cookie: await this.sessionCookie(id) };
  }

  /** A new live session for an existing member (a seeded one, say), as its cookie header. */
  async sessionCookie(userId: string): Promise<string> {
    const token = randomBytes(24).toString("base64url");
    await this.db.insert(session).values({
      id: randomUUID(),
      token,
      userId,
      expiresAt: new Date(Date.now() + 86_400_000),
    });
    const signature = createHmac("sha256", this.deps.env.authSecret).update(token).digest("base64");
    return `${this.deps.sessions.cookieName}=${encodeURIComponent(`${token}.${signature}`)}`;
  }

  async reset(): Promise<void> {
    this.clock.reset();
    this.mails.length = 0;
    this.deps.sessions.reset();
    await truncateAll(this.database);
  }

  async close(): Promise<void> {
    if (this.server) {
      const { server } = await this.server;
      server.closeAllConnections();
      await new Promise((done) => server.close(done));
    }
    await stopDeps(this.deps);
    await this.database.close();
  }
}

export function cookieFrom(res: Response): string {
  return res.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .filter((c) => c && !c.endsWith("="))
    .join("; ");
}

/** One app and database for the file; emptied after each test. */
export function useTestApp(envOverrides: Record<string, string> = {}): () => TestApp {
  let testApp: TestApp | undefined;
  beforeAll(async () => {
    testApp = await TestApp.create(envOverrides);
  });
  afterEach(async () => {
    await testApp?.reset();
  });
  afterAll(async () => {
    await testApp?.close();
  });
  return () => {
    if (!testApp) throw new Error("test app not ready");
    return testApp;
  };
}

export async function errorOf(res: Response) {
  return (await res.json()) as {
    error: { code: string; message: string; fields?: Record<string, string> };
    requestId: string;
  };
}
