import type { TestApp } from "./test-app";

/** A JSON Schema as the OpenAPI document writes it (the parts we read). */
export interface JsonSchema {
  $ref?: string;
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  minItems?: number;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  oneOf?: JsonSchema[];
  anyOf?: JsonSchema[];
  allOf?: JsonSchema[];
  default?: unknown;
}

interface Parameter {
  name: string;
  in: "path" | "query" | "header" | "cookie";
  required?: boolean;
  schema?: JsonSchema;
}

export interface Operation {
  method: string;
  /** As documented: `/api/events/{id}/rsvp`. */
  path: string;
  pathParams: string[];
  queryParams: Parameter[];
  body?: JsonSchema;
  /** The media type of the 2xx answer. */
  produces: string;
}

const METHODS = ["get", "post", "put", "patch", "delete"];

/** Operations these suites leave alone, and why. */
export const NOT_PROBED: Record<string, string> = {
  // A stream that stays open: it has its own tests (src/server/realtime).
  "GET /api/live": "an endless event stream",
  // Wipes nothing, but (re)creates the whole demo world: the suites seed it once themselves.
  "POST /api/seed": "rebuilds the demo world",
};

/** Every operation of `/api/openapi.json`, with its `$ref`s resolved. */
export async function readOperations(app: TestApp): Promise<Operation[]> {
  const res = await app.request("/api/openapi.json");
  const doc = (await res.json()) as {
    paths: Record<
      string,
      Record<
        string,
        {
          parameters?: Parameter[];
          requestBody?: unknown;
          responses?: Record<string, { content?: Record<string, unknown> }>;
        }
      >
    >;
    components?: Record<string, Record<string, unknown>>;
  };
  const resolve = <T>(value: T): T => {
    const ref = (value as { $ref?: string } | undefined)?.$ref;
    if (!ref) return value;
    const [, , section, name] = ref.split("/");
    return resolve(doc.components?.[section!]?.[name!] as T);
  };
  const operations: Operation[] = [];
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const method of METHODS) {
      const operation = item[method];
      if (!operation) continue;
      const parameters = (operation.parameters ?? []).map(resolve);
      const requestBody = resolve(operation.requestBody) as
        { content?: Record<string, { schema?: JsonSchema }> } | undefined;
      const ok = Object.entries(operation.responses ?? {}).find(([status]) => /^2/.test(status));
      operations.push({
        method: method.toUpperCase(),
        path,
        pathParams: [...path.matchAll(/\{([^}]+)\}/g)].map((m) => m[1]!),
        queryParams: parameters.filter((p) => p.in === "query"),
        body: requestBody?.content?.["application/json"]?.schema,
        produces: Object.keys(ok?.[1].content ?? {})[0] ?? "application/json",
      });
    }
  }
  return operations.map((op) => ({ ...op, body: op.body && deref(op.body, resolve) }));
}

function deref(schema: JsonSchema, resolve: <T>(value: T) => T): JsonSchema {
  const s = resolve(schema);
  return {
    ...s,
    ...(s.properties && {
      properties: Object.fromEntries(
        Object.entries(s.properties).map(([k, v]) => [k, deref(v, resolve)]),
      ),
    }),
    ...(s.items && { items: deref(s.items, resolve) }),
    ...(s.oneOf && { oneOf: s.oneOf.map((v) => deref(v, resolve)) }),
    ...(s.anyOf && { anyOf: s.anyOf.map((v) => deref(v, resolve)) }),
  };
}

export const label = (op: Pick<Operation, "method" | "path">) => `${op.method} ${op.path}`;

/** The path with its parameters filled in (encoded unless `raw`). */
export function fillPath(op: Operation, values: Record<string, string>, raw = false): string {
  return op.path.replace(/\{([^}]+)\}/g, (_, name: string) => {
    const value = values[name] ?? "x";
    return raw ? value : encodeURIComponent(value);
  });
}

/**
 * A value the schema accepts, as a well-behaved client would send it (required fields only, plus
 * defaults). `ids` fills string fields whose name ends in `Id`.
 */
export function exampleOf(
  schema: JsonSchema | undefined,
  name = "",
  ids: (name: string) => string | undefined = () => undefined,
): unknown {
  if (!schema) return undefined;
  if (schema.const !== undefined) return schema.const;
  if (schema.enum) return schema.enum[0];
  const choice = schema.oneOf?.[0] ?? schema.anyOf?.[0] ?? schema.allOf?.[0];
  if (choice) return exampleOf(choice, name, ids);
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== "null") : schema.type;
  switch (type) {
    case "object": {
      const out: Record<string, unknown> = {};
      for (const [key, value] of Object.entries(schema.properties ?? {})) {
        if (schema.required?.includes(key)) out[key] = exampleOf(value, key, ids);
      }
      return out;
    }
    case "array":
      return Array.from({ length: schema.minItems ?? 0 }, () => exampleOf(schema.items, name, ids));
    case "integer":
    case "number":
      return Math.max(schema.minimum ?? 1, (schema.exclusiveMinimum ?? 0) + 1);
    case "boolean":
      return true;
    case "string": {
      const id = /id$/i.test(name) ? ids(name) : undefined;
      if (id) return id;
      if (schema.format === "uuid") return "00000000-0000-4000-8000-000000000000";
      if (schema.format === "date") return "2026-12-04";
      if (schema.format === "date-time") return "2026-12-04T19:00:00.000Z";
      if (schema.format === "email" || /email/i.test(name)) return "someone@example.com";
      return "x".repeat(Math.max(schema.minLength ?? 1, 1)).slice(0, schema.maxLength ?? 100);
    }
    default:
      return "x";
  }
}

/** The names of a body schema's top-level fields. */
export const fieldsOf = (schema: JsonSchema | undefined): string[] =>
  Object.keys((schema?.oneOf?.[0] ?? schema)?.properties ?? {});
