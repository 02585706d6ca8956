import http from "node:http";
import { describe, expect, it } from "vitest";
import { ORIGIN, errorOf, signUpBody, useTestApp } from "#tests/support/test-app";

const t = useTestApp();

describe("a write with no body and no Content-Type", () => {
  it.each([
    ["POST", "/api/account/sign-up", false],
    ["POST", "/api/hearts/top-up", true],
    ["POST", "/api/circle/friends", true],
    ["POST", "/api/pairing/unlocks", true],
  ])("%s %s is a 400 naming what is missing", async (method, path, signedIn) => {
    const as = signedIn ? await t().member() : undefined;
    const res = await t().request(path, { method, as, headers: { origin: ORIGIN } });
    expect(res.status).toBe(400);
    const { error } = await errorOf(res);
    expect(error.code).toBe("validation_error");
    expect(Object.keys(error.fields ?? {}).length).toBeGreaterThan(0);
  });

  it("tells which hearts package to choose for a top-up", async () => {
    const as = await t().member();
    const res = await t().request("/api/hearts/top-up", { method: "POST", as });
    expect((await errorOf(res)).error.fields?.packageId).toBe("Choose a hearts package");
    const unknown = await t().request("/api/hearts/top-up", {
      as,
      json: { packageId: "gold-bars", idempotencyKey: crypto.randomUUID() },
    });
    expect(unknown.status).toBe(400);
    expect((await errorOf(unknown)).error.fields?.packageId).toBe("Choose a hearts package");
  });

  it("still lets a route that takes no body answer (sign-out)", async () => {
    const as = await t().member();
    const res = await t().request("/api/account/sign-out", { method: "POST", as });
    expect(res.status).toBeLessThan(300);
  });
});

describe("control characters and broken encoding in the address", () => {
  it.each([
    "/api/pairing/explore?member=%00",
    "/api/pairing/explore?skip=%00",
    "/api/pairing/explore?member=%E0%A4%A",
    "/api/pairing/explore?member=a%0Ab",
    "/api/pairing/explore?%00=1",
  ])("refuses %s with a 400 before any SQL", async (path) => {
    const as = await t().member();
    const res = await t().request(path, { as });
    expect(res.status).toBe(400);
    expect((await errorOf(res)).error.message).toBe("This search parameter can't be read");
  });

  it.each([
    ["POST", "/api/matching/candidates/%00/accept"],
    ["POST", "/api/matching/candidates/%00/decline"],
    ["PATCH", "/api/circle/friends/%E0%A4%A"],
    ["GET", "/api/events/%7F"],
  ])("answers %s %s with a 404: no such thing can exist", async (method, path) => {
    const as = await t().member();
    const res = await t().request(path, { method, as, ...(method === "GET" ? {} : { json: {} }) });
    expect(res.status).toBe(404);
  });

  it("still reads an ordinary encoded search", async () => {
    const as = await t().member();
    const res = await t().request("/api/pairing/explore?member=caf%C3%A9+au+lait", { as });
    expect(res.status).toBeLessThan(500);
    expect(res.status).not.toBe(400);
  });
});

describe("headers", () => {
  it("keeps members' data out of caches and turns off powerful browser features", async () => {
    const as = await t().member();
    for (const res of [
      await t().request("/api/session", { as }),
      await t().request("/api/session"),
      await t().request("/api/profile", { as }),
      await t().request("/api/nowhere", { as }),
    ]) {
      expect(res.headers.get("cache-control")).toBe("no-store");
      expect(res.headers.get("permissions-policy")).toMatch(
        /camera=\(self\).*microphone=\(\).*geolocation=\(\)/,
      );
    }
  });
});

/** The port of the test app behind Node's own HTTP server, as `npm start` serves it. */
const servedPort = async () => Number(new URL(await t().served()).port);

describe("a body over the limit on a kept-alive connection", () => {
  it("is refused with a 413 that closes the connection, and the next request still works", async () => {
    const port = await servedPort();
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const send = (method: string, path: string, body?: Buffer) =>
      new Promise<{ status: number; connection?: string; body: string }>((done, fail) => {
        const req = http.request(
          {
            host: "127.0.0.1",
            port,
            method,
            path,
            agent,
            headers: { "content-type": "application/json", origin: ORIGIN },
          },
          (res) => {
            let text = "";
            res.on("data", (chunk) => (text += chunk));
            res.on("end", () =>
              done({ status: res.statusCode!, connection: res.headers.connection, body: text }),
            );
          },
        );
        req.on("error", fail);
        req.end(body);
      });
    try {
      const large = await send("POST", "/api/account/sign-in", Buffer.alloc(1_500_000, 97));
      expect(large.status).toBe(413);
      expect(large.connection).toBe("close");
      await new Promise((done) => setTimeout(done, 600));
      const next = await send("GET", "/api/health");
      expect(next.status).toBe(200);
    } finally {
      agent.destroy();
    }
  });
});

describe("a JSON write over a real connection", () => {
  const served = async () => {
    const port = await servedPort();
    const post = (path: string, body: BodyInit) =>
      fetch(`http://127.0.0.1:${port}${path}`, {
        method: "POST",
        headers: { "content-type": "application/json", origin: ORIGIN },
        body,
        duplex: "half",
      } as RequestInit);
    return { post };
  };

  it("signs a member up (the body reaches better-auth), names a NUL's field and says bad JSON is bad", async () => {
    const { post } = await served();
    const member = signUpBody();
    // A leading byte-order mark is dropped, as a fetch Request's text() drops it.
    const signedUp = await post("/api/account/sign-up", `\uFEFF${JSON.stringify(member)}`);
    expect(signedUp.status).toBe(201);

    const withNul = await post(
      "/api/account/sign-up",
      JSON.stringify(signUpBody({ name: "Jo\u0000Smith" })),
    );
    expect(withNul.status).toBe(400);
    expect((await errorOf(withNul)).error.fields?.name).toBe(
      "Text can't contain the NUL control character",
    );

    const malformed = await post("/api/account/sign-up", '{"email": ');
    expect(malformed.status).toBe(400);
  });

  it("refuses a body sent in chunks, without a length, once it passes 64 KB", async () => {
    const { post } = await served();
    const chunks = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let i = 0; i < 80; i++) controller.enqueue(new Uint8Array(1024).fill(97));
        controller.close();
      },
    });
    const res = await post("/api/account/sign-in", chunks);
    expect(res.status).toBe(413);
    expect(res.headers.get("connection")).toBe("close");
  });
});

describe("methods that carry no body of ours", () => {
  it("answers a TRACE or an OPTIONS over a real connection without a server error", async () => {
    const port = await servedPort();
    const send = (method: string) =>
      new Promise<number>((done, fail) => {
        const req = http.request(
          { host: "127.0.0.1", port, method, path: "/api/health", headers: { origin: ORIGIN } },
          (res) => {
            res.resume();
            res.on("end", () => done(res.statusCode!));
          },
        );
        req.on("error", fail);
        req.end();
      });
    for (const method of ["TRACE", "OPTIONS"]) expect(await send(method)).toBeLessThan(500);
  });
});
