import { SESSION_RETRY_BASE_MS } from "@/shared/constants";

type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

export type ApiOptions = {
  method?: Method;
  body?: unknown;
  signal?: AbortSignal;
  /**
   * Retry when the network fails. On by default for GET, PUT and DELETE only: a POST whose
   * response was lost may already have been applied, so it is not replayed unless asked.
   */
  retryOnNetworkError?: boolean;
};

type ErrorBody = {
  error?: { code?: unknown; message?: unknown; fields?: unknown };
  requestId?: unknown;
};

export class ApiError extends Error {
  override readonly name = "ApiError";

  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly requestId: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
  }
}

const NETWORK_ATTEMPTS = 4;

/**
 * How a request leaves: the browser's fetch, or, when the server draws a member's first screen
 * (app/render-screen.tsx), the server answering itself with that member's cookie.
 */
let transport: typeof fetch = (input, init) => fetch(input, init);

export function setApiTransport(fetcher: typeof fetch) {
  transport = fetcher;
}
const IDEMPOTENT: ReadonlySet<Method> = new Set(["GET", "PUT", "DELETE"]);

export async function api<T>(path: string, options: ApiOptions = {}): Promise<T> {
  const { method = "GET", body, signal } = options;
  const retry = options.retryOnNetworkError ?? IDEMPOTENT.has(method);
  const init: RequestInit = {
    method,
    credentials: "same-origin",
    headers: {
      Accept: "application/json",
      // A form (a photo's upload) says its own type, with its boundary.
      ...(body === undefined || body instanceof FormData
        ? {}
        : { "Content-Type": "application/json" }),
    },
    body: body === undefined || body instanceof FormData ? body : JSON.stringify(body),
    signal,
  };

  const response = await fetchWithRetry(path, init, retry ? NETWORK_ATTEMPTS : 1);
  if (!response.ok) throw await toApiError(response);
  if (response.status === 204) return undefined as T;
  return (await response.json()) as T;
}

/** Said when the network failed: Vouch could not be reached. */
export const UNREACHABLE_TEXT = "We couldn't reach Vouch. Check your connection and try again.";

async function fetchWithRetry(path: string, init: RequestInit, attempts: number) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await transport(path, init);
    } catch (error) {
      // fetch rejects with a TypeError only when the network failed; an abort is a DOMException.
      if (!(error instanceof TypeError)) throw error;
      if (attempt >= attempts) {
        throw new ApiError(0, "network_error", UNREACHABLE_TEXT, "");
      }
      await sleep(SESSION_RETRY_BASE_MS * 2 ** (attempt - 1), init.signal ?? undefined);
    }
  }
}

async function toApiError(response: Response): Promise<ApiError> {
  const requestId = response.headers.get("x-request-id") ?? "";
  let body: ErrorBody | undefined;
  try {
    body = (await response.json()) as ErrorBody;
  } catch {
    body = undefined;
  }
  const error = body?.error;
  return new ApiError(
    response.status,
    typeof error?.code === "string" ? error.code : "http_error",
    typeof error?.message === "string"
      ? error.message
      : `Something went wrong (${response.status}). Please try again.`,
    typeof body?.requestId === "string" ? body.requestId : requestId,
    isFieldErrors(error?.fields) ? error.fields : undefined,
  );
}

function isFieldErrors(value: unknown): value is Record<string, string> {
  return (
    typeof value === "object" &&
    value !== null &&
    Object.values(value).every((message) => typeof message === "string")
  );
}

function sleep(ms: number, signal?: AbortSignal) {
  return new Promise<void>((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const timer = setTimeout(done, ms);
    function done() {
      signal?.removeEventListener("abort", abort);
      resolve();
    }
    function abort() {
      clearTimeout(timer);
      reject(signal?.reason);
    }
    signal?.addEventListener("abort", abort, { once: true });
  });
}
