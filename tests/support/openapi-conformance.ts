import { Validator } from "@seriousme/openapi-schema-validator";
import { Ajv2020, type ValidateFunction } from "ajv/dist/2020.js";
import addFormats from "ajv-formats";
import type { TestApp } from "./test-app";

interface Response {
  content?: Record<string, { schema?: unknown }>;
}
interface Document {
  paths: Record<string, Record<string, { responses?: Record<string, Response> }>>;
}

/** JSON Pointer's escaping of one step: `/api/x` → `~1api~1x`. */
const step = (key: string) => key.replace(/~/g, "~0").replace(/\//g, "~1");

/**
 * `/api/openapi.json` as a judge of answers: whether the document itself is valid OpenAPI 3.1
 * (its JSON Schema), and whether an operation's answer has a status the document lists for it,
 * a media type it lists for that status and, for JSON, a body its schema allows.
 */
export async function openApiJudge(app: TestApp) {
  const doc = (await (await app.request("/api/openapi.json")).json()) as Document;
  const checked = await new Validator().validate(
    structuredClone(doc) as unknown as Parameters<Validator["validate"]>[0],
  );
  const documentErrors = checked.valid ? [] : (checked.errors ?? []);
  // Response schemas are compiled where they stand in the document, so their $refs resolve.
  const ajv = new Ajv2020({ strict: false, allErrors: true, validateSchema: false });
  addFormats.default(ajv);
  ajv.addFormat("binary", true);
  ajv.addSchema({ ...doc, $id: "openapi" });
  const validators = new Map<string, ValidateFunction>();
  const validatorAt = (pointer: string) => {
    let validate = validators.get(pointer);
    if (!validate) {
      validate = ajv.compile({ $ref: `openapi#${pointer}` });
      validators.set(pointer, validate);
    }
    return validate;
  };

  /** What is wrong with `res` as `method path`'s answer (the documented path): nothing, or why. */
  function problemsWith(method: string, path: string, res: globalThis.Response, text: string) {
    const operation = doc.paths[path]?.[method.toLowerCase()];
    if (!operation) return [`${method} ${path} isn't in the document`];
    const status = String(res.status);
    const key = [status, `${status[0]}XX`, "default"].find((k) => operation.responses?.[k]);
    if (!key) return [`status ${status} isn't documented`];
    const content = operation.responses![key]!.content;
    const type = res.headers.get("content-type")?.split(";")[0]?.trim() ?? "";
    if (!content) return text ? [`a ${type} body where status ${status} documents none`] : [];
    if (!content[type]) return [`${type || "no media type"} isn't documented for ${status}`];
    if (type !== "application/json" || !content[type].schema) return [];
    const pointer = ["", "paths", path, method.toLowerCase(), "responses", key, "content", type]
      .map(step)
      .join("/");
    const validate = validatorAt(`${pointer}/schema`);
    if (validate(JSON.parse(text))) return [];
    return (validate.errors ?? [])
      .slice(0, 5)
      .map((e) => `body${e.instancePath} ${e.message ?? "doesn't match"}`);
  }

  return { documentErrors, problemsWith };
}
