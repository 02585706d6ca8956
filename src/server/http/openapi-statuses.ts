import type { OpenAPIHono } from "@hono/zod-openapi";

type Document = ReturnType<OpenAPIHono["getOpenAPI31Document"]>;
/** The parts of an operation read and written here. */
interface Operation {
  operationId?: string;
  parameters?: unknown[];
  responses?: Record<string, unknown>;
  security?: Record<string, string[]>[];
  requestBody?: { content?: Record<string, { schema?: unknown }> };
}

/** Who may call an operation: anyone, a signed-in member, or a staff role only. */
export type Access = "public" | "member" | "staff";

/** The traits of an operation that decide the errors it can answer with. */
interface Traits {
  access: Access;
  /** An id in its path, its query or its body's fields: one that may name nothing. */
  namesIds: boolean;
  query: boolean;
  write: boolean;
}

/** The error statuses that follow from the traits, each with what it means there. */
export function errorStatuses({ access, namesIds, query, write }: Traits): Record<number, string> {
  const statuses: Record<number, string> = {};
  if (query || write)
    statuses[400] =
      "The request isn't valid (validation_error, with `error.fields` naming each field), or its body isn't JSON (bad_json)";
  if (access === "member") statuses[401] = "No live session (unauthorized): sign in first";
  if (write) statuses[403] = "A write sent from another site's page (bad_origin)";
  if (access === "staff")
    statuses[404] = "Without the staff role this route answers as if it didn't exist (not_found)";
  else if (namesIds)
    statuses[404] = "An id names nothing the caller may see (not_found), a malformed id too";
  if (write) {
    statuses[413] = "The body is over the size a write may have (payload_too_large)";
    statuses[409] =
      "Refused by the state things are in now (a race lost, a thing done already): `error.code` says which";
    statuses[415] = "A body sent as something other than JSON (unsupported_media_type)";
    statuses[422] = "Well-formed, but a rule of the app refuses it: `error.code` names the rule";
  }
  statuses[500] = "Something failed on the server's side (internal_error)";
  return statuses;
}

const METHODS = ["get", "put", "post", "delete", "patch"] as const;
const ID = /Ids?$/;

/** The names of a JSON request body's fields at any depth, its `$ref` followed. */
function bodyFields(doc: Document, operation: Operation): string[] {
  let schema: unknown = operation.requestBody?.content?.["application/json"]?.schema;
  const ref = (schema as { $ref?: string } | undefined)?.$ref;
  if (ref) schema = doc.components?.schemas?.[ref.replace("#/components/schemas/", "")];
  const names: string[] = [];
  JSON.stringify(schema ?? {}, (key, value: unknown) => {
    if (key === "properties" && value && typeof value === "object")
      names.push(...Object.keys(value));
    return value;
  });
  return names;
}

/**
 * `POST /api/events/{id}/rsvp` → `postEventsByIdRsvp`: made from the method and path alone, so it
 * stays the same while the route does.
 */
export function operationIdOf(method: string, path: string): string {
  const words = path
    .replace(/^\/api\//, "")
    .split("/")
    .flatMap((segment) => {
      const param = /^\{(.+)\}$/.exec(segment);
      return param ? ["by", param[1]!] : segment.split(/[^A-Za-z0-9]+/);
    })
    .filter(Boolean);
  return [method, ...words.map((w) => w[0]!.toUpperCase() + w.slice(1))].join("");
}

/**
 * The document's name for the shared error body, `{ error: { code, message, fields? }, requestId }`:
 * the id its schema carries (shared/schemas/common.ts).
 */
const ERROR_SCHEMA = "Error";
/** The security scheme of the session cookie, registered beside the routes. */
export const SESSION_SCHEME = "session";

/**
 * Completes the generated document: every operation named, the error statuses its traits imply
 * added beside those its route declares (a route's own description wins), and the session
 * cookie required by the operations that need one.
 */
export function completeDocument(
  doc: Document,
  { accessOf }: { accessOf: (method: string, path: string) => Access },
): Document {
  const named = new Map<string, string>();
  const errorBody = {
    content: { "application/json": { schema: { $ref: `#/components/schemas/${ERROR_SCHEMA}` } } },
  };
  for (const [path, item] of Object.entries(doc.paths ?? {}) as [
    string,
    Record<string, Operation>,
  ][]) {
    for (const method of METHODS) {
      const operation = item[method];
      if (!operation) continue;
      operation.operationId ??= operationIdOf(method, path);
      const clash = named.get(operation.operationId);
      if (clash) throw new Error(`operationId ${operation.operationId}: ${clash} and ${path}`);
      named.set(operation.operationId, path);
      const parameters = (operation.parameters ?? []) as { in?: string; name?: string }[];
      const access = accessOf(method, path);
      const statuses = errorStatuses({
        access,
        namesIds:
          parameters.some((p) => p.in === "path" || (p.in === "query" && ID.test(p.name ?? ""))) ||
          bodyFields(doc, operation).some((name) => ID.test(name)),
        query: parameters.some((p) => p.in === "query"),
        write: method !== "get",
      });
      operation.responses ??= {};
      for (const [status, description] of Object.entries(statuses))
        operation.responses[status] ??= { description, ...errorBody };
      // An error a route declares in words alone still comes in the one shape.
      for (const [status, response] of Object.entries(operation.responses))
        if (Number(status) >= 400)
          (response as { content?: unknown }).content ??= errorBody.content;
      if (access !== "public") operation.security = [{ [SESSION_SCHEME]: [] }];
    }
  }
  return doc;
}
