import "@testing-library/jest-dom/vitest";
import { QueryClientProvider, type QueryClient } from "@tanstack/react-query";
import { cleanup, configure, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, RouterProvider } from "react-router";
import { toast } from "sonner";
import { createQueryClient } from "@/client/app/query-client";
import { createRoutes } from "@/client/app/router";
import { Toaster } from "@/client/components/ui/toaster";
import { setApiTransport } from "@/client/lib/api";
import type { TestApp, TestMember } from "./test-app";
import { ORIGIN } from "./test-origin";

/**
 * Screen tests (decision 0070): a route of the client drawn in a DOM shim with Testing Library,
 * its requests answered in this process by the real test app (through the transport the server
 * drawing uses), as a real member on a real database. For what a screen does with its data: a
 * refusal, an empty state, an error, a refresh after a change. Journeys, layout, accessibility,
 * push, live streams and hydration stay with the browser suite (tests/e2e).
 */

/** A request the test answers itself (a failure it stages); anything else goes to the app. */
export type Stand = (request: Request) => Response | undefined | Promise<Response | undefined>;

// A screen's first test in a worker waits for its code to be compiled, as a first visit waits
// for it to download.
configure({ asyncUtilTimeout: 20_000 });

/** The live stream stays shut: its behaviour is the browser suite's (tests/e2e/live.spec.ts). */
class ShutEventSource extends EventTarget {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSED = 2;
  readonly readyState = 0;
  onmessage: ((event: MessageEvent) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;
  constructor(readonly url: string) {
    super();
  }
  close() {}
}
Object.assign(globalThis, { EventSource: ShutEventSource });

// Radix's popovers and selects ask for what happy-dom leaves out.
Element.prototype.scrollIntoView ??= () => {};
Element.prototype.hasPointerCapture ??= () => false;
Element.prototype.releasePointerCapture ??= () => {};

/** A browser's cookie jar for one screen: what the app sets (signing in, out) it is sent back. */
class Jar {
  private readonly cookies = new Map<string, string>();
  constructor(header = "") {
    for (const pair of header.split(/;\s*/).filter(Boolean)) this.set(pair);
  }
  private set(pair: string) {
    const at = pair.indexOf("=");
    const [name, value] = [pair.slice(0, at), pair.slice(at + 1)];
    if (value) this.cookies.set(name, value);
    else this.cookies.delete(name);
  }
  take(response: Response) {
    for (const cookie of response.headers.getSetCookie()) {
      const [pair = "", ...attributes] = cookie.split(/;\s*/);
      const expired = attributes.some((a) => /^max-age=0$/i.test(a) || /^expires=.*1970/i.test(a));
      this.set(expired ? `${pair.split("=")[0]}=` : pair);
    }
  }
  header() {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join("; ");
  }
}

export interface OpenScreen {
  queryClient: QueryClient;
  router: ReturnType<typeof createMemoryRouter>;
  user: ReturnType<typeof userEvent.setup>;
  /** The path the screen is at now. */
  path: () => string;
  /** Every request the screen sent, as "METHOD /path". */
  sent: string[];
}

/**
 * Unmounts the screen and whatever a dialog left on the page (a portal, the body's locks), and
 * dismisses the toasts still showing: sonner keeps them for the next screen's toaster. After
 * each test (tests/support/screen-setup.ts: this module is loaded once per worker, its hooks with
 * it, and test files share the worker's modules).
 */
export function clearPage() {
  toast.dismiss();
  cleanup();
  document.body.innerHTML = "";
  for (const { name } of [...document.body.attributes]) document.body.removeAttribute(name);
}

/**
 * Opens `path` as `as` (a member of the test's making; signed out without), the app answering
 * every request but those `stand` answers.
 */
export function openScreen(
  app: TestApp,
  path: string,
  { as, stand }: { as?: TestMember; stand?: Stand } = {},
): OpenScreen {
  const jar = new Jar(as?.cookie);
  const sent: string[] = [];
  setApiTransport(async (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input), ORIGIN);
    const headers = new Headers(init?.headers);
    const cookie = jar.header();
    if (cookie) headers.set("cookie", cookie);
    headers.set("origin", ORIGIN);
    const request = new Request(url, { ...init, headers });
    sent.push(`${request.method} ${url.pathname}`);
    const staged = await stand?.(request.clone());
    const response = staged ?? (await app.app.fetch(request));
    jar.take(response);
    return response;
  });
  const queryClient = createQueryClient();
  // The app's retries of a failed read, as many, without the browser's wait between them.
  const defaults = queryClient.getDefaultOptions();
  queryClient.setDefaultOptions({ ...defaults, queries: { ...defaults.queries, retryDelay: 1 } });
  const router = createMemoryRouter(createRoutes(queryClient), { initialEntries: [path] });
  const user = userEvent.setup();
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      <Toaster />
    </QueryClientProvider>,
  );
  return {
    queryClient,
    router,
    user,
    sent,
    path: () => router.state.location.pathname + router.state.location.search,
  };
}

/** Replaces what a field holds with `text` in one input, as the browser suite's `fill`. */
export async function fill(user: OpenScreen["user"], field: HTMLElement, text: string) {
  await user.clear(field);
  await user.paste(text);
}

/** A reload: the screen drawn afresh from what the server now answers, nothing kept. */
export function reopen(app: TestApp, path: string, options: Parameters<typeof openScreen>[2] = {}) {
  clearPage();
  return openScreen(app, path, options);
}

/** A staged failure's answer, shaped as the server's own. */
export function failure(status: number, code: string, message: string) {
  return Response.json({ error: { code, message }, requestId: "staged" }, { status });
}

/** The toast on screen whose text includes `text`, as the browser suite's `toast(page).filter`. */
export function findToast(text: string | RegExp) {
  return waitFor(() => {
    const found = [...document.querySelectorAll<HTMLElement>("[data-sonner-toast]")].find(
      (toast) =>
        typeof text === "string"
          ? toast.textContent?.includes(text)
          : text.test(toast.textContent ?? ""),
    );
    if (!found) throw new Error(`no toast says ${String(text)}`);
    return found;
  });
}

export { screen, within };
