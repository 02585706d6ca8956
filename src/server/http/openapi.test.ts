import { describe, expect, it } from "vitest";
import { useTestApp } from "#tests/support/test-app";

const t = useTestApp();

interface Operation {
  operationId?: string;
  security?: Record<string, string[]>[];
  parameters?: { in: string }[];
  responses?: Record<string, { content?: Record<string, { schema?: unknown }> }>;
}
type Paths = Record<string, Record<string, Operation>>;

const METHODS = ["get", "post", "put", "patch", "delete"];

/** The operations that answer with something other than JSON, and what. */
const NOT_JSON: Record<string, string> = {
  "/api/live": "text/event-stream",
  "/api/events/{id}/calendar.ics": "text/calendar",
  "/api/photos/{photoId}/{size}": "image/webp",
  "/api/moderation/cases/{caseId}/photos/{photoId}": "image/webp",
  "/api/face-models/{version}/{file}": "application/octet-stream",
  "/api/moderation/photos/{photoId}/{size}": "image/webp",
  "/api/events/{id}/image": "image/webp",
  "/api/host/events/{id}/guests.csv": "text/csv",
};

/** The operations that answer with a redirect (back into the app) rather than a body. */
const REDIRECTS = new Set(["/api/auth/callback/{id}"]);

/** `/api/circle/friends/:id` as the document writes it: `/api/circle/friends/{id}`. */
const documented = (path: string) => path.replace(/:([A-Za-z0-9_]+)/g, "{$1}");

describe("the OpenAPI document", () => {
  async function paths(): Promise<Paths> {
    const res = await t().request("/api/openapi.json");
    expect(res.status).toBe(200);
    return ((await res.json()) as { paths: Paths }).paths;
  }

  it("documents a 2xx response schema for every operation (JSON, or the file or stream it sends), or its redirect", async () => {
    const undocumented: string[] = [];
    for (const [path, item] of Object.entries(await paths())) {
      for (const method of METHODS) {
        const operation = item[method];
        if (!operation) continue;
        const type = NOT_JSON[path] ?? "application/json";
        const ok = Object.entries(operation.responses ?? {}).some(([status, response]) =>
          REDIRECTS.has(path)
            ? /^3\d\d$/.test(status)
            : /^2\d\d$/.test(status) && response.content?.[type]?.schema,
        );
        if (!ok) undocumented.push(`${method.toUpperCase()} ${path}`);
      }
    }
    expect(undocumented).toEqual([]);
  });

  it("lists every API route the server answers", async () => {
    const doc = await paths();
    const missing = t()
      .app.routes.filter((r) => r.method !== "ALL" && r.path.startsWith("/api/"))
      .filter((r) => r.path !== "/api/openapi.json" && !r.path.startsWith("/api/_bench"))
      .map((r) => `${r.method} ${documented(r.path)}`)
      .filter((route) => {
        const [method, path] = route.split(" ") as [string, string];
        return !doc[path]?.[method.toLowerCase()];
      });
    expect(missing).toEqual([]);
  });

  it("names every operation once, and lists its errors by what it is: signed-in 401, an id 404, a write 400 and 422, each in the error shape", async () => {
    const res = await t().request("/api/openapi.json");
    const doc = (await res.json()) as {
      paths: Paths;
      servers?: { url: string }[];
      components: {
        securitySchemes?: Record<string, { type: string; in: string; name: string }>;
        schemas: Record<string, { required?: string[] }>;
      };
    };
    expect(doc.servers).toEqual([{ url: t().deps.baseURL }]);
    expect(doc.components.securitySchemes?.session).toMatchObject({
      type: "apiKey",
      in: "cookie",
      name: t().deps.sessions.cookieName,
    });
    expect(doc.components.schemas.Error?.required).toEqual(["error", "requestId"]);
    const ids: string[] = [];
    const wrong: string[] = [];
    for (const [path, item] of Object.entries(doc.paths)) {
      for (const method of METHODS) {
        const operation = item[method];
        if (!operation) continue;
        ids.push(operation.operationId ?? "");
        const statuses = Object.keys(operation.responses ?? {});
        const expected = ["500"];
        if (
          operation.security?.length &&
          !/^\/api\/(moderation|staff|studio|host)(\/|$)/.test(path)
        )
          expected.push("401");
        if (operation.parameters?.some((p) => p.in === "path")) expected.push("404");
        if (method !== "get") expected.push("400", "403", "413", "415", "422");
        const missing = expected.filter((status) => !statuses.includes(status));
        // A load balancer reads readiness's 503, in readiness's own shape.
        const unshaped = statuses.filter(
          (status) =>
            Number(status) >= 400 &&
            !(path === "/api/ready" && status === "503") &&
            !JSON.stringify(operation.responses![status]).includes("#/components/schemas/Error"),
        );
        if (missing.length || unshaped.length)
          wrong.push(`${method} ${path}: missing ${missing} unshaped ${unshaped}`);
      }
    }
    expect(wrong).toEqual([]);
    expect(ids.filter((id) => !/^(get|post|put|patch|delete)[A-Z]\w*$/.test(id))).toEqual([]);
    expect(new Set(ids).size).toBe(ids.length);
    expect(doc.paths["/api/events/{id}/rsvp"]?.post?.operationId).toBe("postEventsByIdRsvp");
    // A member's route needs the session; a visitor's doesn't.
    expect(doc.paths["/api/me"]?.get?.security).toEqual([{ session: [] }]);
    expect(doc.paths["/api/account/sign-in"]?.post?.security).toBeUndefined();
  });
});
