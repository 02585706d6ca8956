import type { Context } from "hono";
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
  constructor(readonly retryAfterSeconds: number) {
    super(429, "rate_limited", "Too many attempts. Please wait a minute and try again.");
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
