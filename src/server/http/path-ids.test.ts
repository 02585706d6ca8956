import { describe, expect, it } from "vitest";
import { errorOf, useTestApp } from "#tests/support/test-app";
import { fillPath, label, NOT_PROBED, readOperations } from "#tests/support/openapi-operations";

const t = useTestApp();

/** Ids that can't be one: longer than any key; for a uuid, not one, or one with a stray character. */
const TOO_LONG = ["x".repeat(101)];
const NOT_A_UUID = [...TOO_LONG, "not-an-id", "0f8fad5b-d9cb-469f-a165-70867728950ez"];

/** The documented format of each operation's path parameters: `GET /api/events/{id}` → id → uuid. */
async function pathFormats(): Promise<Map<string, Map<string, string | undefined>>> {
  const doc = (await (await t().request("/api/openapi.json")).json()) as {
    paths: Record<string, Record<string, { parameters?: ParameterDoc[] }>>;
  };
  const formats = new Map<string, Map<string, string | undefined>>();
  for (const [path, item] of Object.entries(doc.paths))
    for (const [method, operation] of Object.entries(item))
      formats.set(
        `${method.toUpperCase()} ${path}`,
        new Map(
          (operation.parameters ?? [])
            .filter((p) => p.in === "path")
            .map((p) => [p.name, p.schema?.format]),
        ),
      );
  return formats;
}
interface ParameterDoc {
  name: string;
  in: string;
  schema?: { format?: string };
}

/** better-auth's OAuth callback names a sign-in provider, not a row: better-auth answers it. */
const NOT_AN_ID = new Set(["GET /api/auth/callback/{id}"]);

describe("an id in a path", () => {
  it("that can't be one is a 404 not_found on every route that has one", async () => {
    const member = await t().member({ name: "Robin Vale" });
    const operations = (await readOperations(t())).filter(
      (op) => op.pathParams.length > 0 && !NOT_PROBED[label(op)] && !NOT_AN_ID.has(label(op)),
    );
    expect(operations.length).toBeGreaterThan(15);
    const formats = await pathFormats();
    const answers: string[] = [];
    let uuids = 0;
    for (const op of operations) {
      for (const name of op.pathParams) {
        const uuid = formats.get(label(op))?.get(name) === "uuid";
        if (uuid) uuids++;
        for (const id of uuid ? NOT_A_UUID : TOO_LONG) {
          // Every other parameter well-formed, so this one is what the answer is about.
          const values = Object.fromEntries(
            op.pathParams.map((other) => [other, other === name ? id : crypto.randomUUID()]),
          );
          const res = await t().request(fillPath(op, values), {
            method: op.method,
            as: member,
            ...(op.method === "GET" ? {} : { json: {} }),
          });
          const code = res.status === 404 ? (await errorOf(res)).error.code : "";
          answers.push(`${label(op)} ${name}=${id.slice(0, 12)}: ${res.status} ${code}`);
        }
      }
    }
    expect(uuids).toBeGreaterThan(10);
    expect(answers.filter((answer) => !answer.endsWith(": 404 not_found"))).toEqual([]);
  });
});
