import type { Context } from "hono";
import type { HTTPException } from "hono/http-exception";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { say, type Said } from "../i18n/say";
import { requestLanguage } from "./request-language";

/** Each field at fault and what is wrong, as the answer says it (in English here). */
export type FieldErrors = Record<string, string>;
/** Each field at fault and what is wrong, to be said in the reader's language. */
export type FieldMessages = Record<string, Said>;

const inEnglish = (fields: FieldMessages): FieldErrors =>
  Object.fromEntries(Object.entries(fields).map(([name, said]) => [name, say("en", said)]));

/**
 * A refusal the member reads. `message` and `fields` are its English; the answer to a request
 * says them in the request's language (`errorBody`).
 */
export class AppError extends Error {
  readonly fields?: FieldErrors;

  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: string,
    readonly said: Said,
    readonly saidFields?: FieldMessages,
  ) {
    super(say("en", said));
    if (saidFields) this.fields = inEnglish(saidFields);
  }
}

export class ValidationError extends AppError {
  constructor(message: Said, fields?: FieldMessages) {
    super(400, "validation_error", message, fields);
  }
}

export class UnauthorizedError extends AppError {
  constructor(message: Said = "Not authenticated") {
    super(401, "unauthorized", message);
  }
}

export class ForbiddenError extends AppError {
  constructor(message: Said, code = "forbidden") {
    super(403, code, message);
  }
}

/** Also used for rows that exist but belong to someone else: never reveal them. */
export class NotFoundError extends AppError {
  constructor(what = "Resource") {
    super(404, "not_found", `${what} not found`);
  }
}

export class ConflictError extends AppError {
  constructor(message: Said, code = "conflict", fields?: FieldMessages) {
    super(409, code, message, fields);
  }
}

export class RuleError extends AppError {
  constructor(message: Said, code = "rule_violation", fields?: FieldMessages) {
    super(422, code, message, fields);
  }
}

export class RateLimitError extends AppError {
  constructor(
    readonly retryAfterSeconds: number,
    message: Said = "Too many attempts. Please wait a minute and try again.",
  ) {
    super(429, "rate_limited", message);
  }
}

/** Work of this kind is already queued as deep as it may be: try again in a moment (503). */
export class BusyError extends AppError {
  constructor(
    readonly retryAfterSeconds: number,
    code: string,
    message: Said,
  ) {
    super(503, code, message);
  }
}

/**
 * Hono and zod-openapi refuse a request they can't read (malformed JSON, a body that isn't JSON)
 * with an HTTPException: the client's mistake, in our shape and words. Its own message is
 * English for developers ("Malformed JSON in request body"), so only its status is kept.
 */
export function fromHttpException(error: HTTPException): AppError {
  switch (error.status) {
    case 400:
      return /JSON/i.test(error.message)
        ? new AppError(400, "bad_json", "The request body isn't valid JSON.")
        : new AppError(400, "bad_request", "The request couldn't be read.");
    case 401:
      return new UnauthorizedError();
    case 404:
      return new AppError(404, "not_found", "No such API route");
    case 405:
      return new AppError(405, "method_not_allowed", "This method isn't allowed here.");
    case 413:
      return new AppError(413, "payload_too_large", "The request is too large.");
    case 415:
      return new AppError(
        415,
        "unsupported_media_type",
        "Send the request body as JSON (Content-Type: application/json).",
      );
    default:
      return new AppError(error.status, "bad_request", "The request couldn't be handled.");
  }
}

/** An error's answer, in the request's language. */
export function errorBody(c: Context, error: AppError) {
  const language = requestLanguage(c);
  const fields = error.saidFields;
  return {
    error: {
      code: error.code,
      message: say(language, error.said),
      ...(fields
        ? {
            fields: Object.fromEntries(
              Object.entries(fields).map(([name, said]) => [name, say(language, said)]),
            ),
          }
        : {}),
    },
    requestId: c.get("requestId") as string,
  };
}

/** Postgres error codes we turn into user-facing errors rather than 500s. */
export function pgErrorCode(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; current && depth < 4; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === "string" && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

export function pgConstraint(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; current && depth < 4; depth++) {
    const name = (current as { constraint?: unknown }).constraint;
    if (typeof name === "string") return name;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}
