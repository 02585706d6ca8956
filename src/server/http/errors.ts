import type { Context } from "hono";
import type { HTTPException } from "hono/http-exception";
import type { ContentfulStatusCode } from "hono/utils/http-status";

export type FieldErrors = Record<string, string>;

export class AppError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: string,
    message: string,
    readonly fields?: FieldErrors,
  ) {
    super(message);
  }
}

export class ValidationError extends AppError {
  constructor(message: string, fields?: FieldErrors) {
    super(400, "validation_error", message, fields);
  }
}

export class UnauthorizedError extends AppError {
  constructor(message = "Not authenticated") {
    super(401, "unauthorized", message);
  }
}

export class ForbiddenError extends AppError {
  constructor(message: string, code = "forbidden") {
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
  constructor(message: string, code = "conflict", fields?: FieldErrors) {
    super(409, code, message, fields);
  }
}

export class RuleError extends AppError {
  constructor(message: string, code = "rule_violation", fields?: FieldErrors) {
    super(422, code, message, fields);
  }
}

export class RateLimitError extends AppError {
  constructor(
    readonly retryAfterSeconds: number,
    message = "Too many attempts. Please wait a minute and try again.",
  ) {
    super(429, "rate_limited", message);
  }
}

/** Work of this kind is already queued as deep as it may be: try again in a moment (503). */
export class BusyError extends AppError {
  constructor(
    readonly retryAfterSeconds: number,
    code: string,
    message: string,
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

export function errorBody(c: Context, error: AppError) {
  return {
    error: {
      code: error.code,
      message: error.message,
      ...(error.fields ? { fields: error.fields } : {}),
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
