import { createHash } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { serveStatic } from "@hono/node-server/serve-static";
import { OpenAPIHono } from "@hono/zod-openapi";
import type { MiddlewareHandler } from "hono";
import { getCookie } from "hono/cookie";
import { HTTPException } from "hono/http-exception";
import { requestId } from "hono/request-id";
import { routePath } from "hono/route";
import { secureHeaders } from "hono/secure-headers";
import { isAppPath, staffPageRole } from "#shared/app-paths";
import { DEVICE_TIME_ZONE_COOKIE, knownTimeZone } from "#shared/device-time-zone";
import { DEFAULT_LANGUAGE } from "#shared/i18n/languages";
import { THEME_COOKIE } from "#shared/theme";
import type { Hono } from "hono";
import type { AppDeps, AppEnv } from "./http/context";
import { AppError, BusyError, errorBody, fromHttpException, RateLimitError } from "./http/errors";
import {
  EVENT_IMAGE_PATH,
  mountFeatures,
  PHOTO_UPLOAD_PATH,
  routeAccess,
  SELFIE_CHECK_PATH,
} from "./features";
import { completeDocument, SESSION_SCHEME } from "./http/openapi-statuses";
import { hasRole } from "./features/staff";
import { memberShell } from "./pages/member-shell";
import { prerenderedPages } from "./pages/prerendered-pages";
import { inLanguage } from "./pages/in-language";
import { themed } from "./pages/themed";
import { asMember, drawingAllowance, screenRenderer } from "./pages/screen-renderer";
import { errorForLog } from "./process/logger";
import { bearsToken } from "./process/metrics";
import { noStore, PERMISSIONS_POLICY } from "./http/middleware/private-responses";
import { pageLanguage, pageLanguageOf, requestLanguage } from "./http/middleware/language";
import { readableUrl } from "./http/middleware/readable-url";
import { requestLog } from "./http/middleware/request-log";
import { sameOrigin } from "./http/middleware/same-origin";
import { writeBody } from "./http/middleware/write-body";
import { validationHook } from "./http/validation";

/** The app: middleware, the features' routes and `routes` beside them, static files, errors. */
export function createApp(
  deps: AppDeps,
  { routes = [] }: { routes?: [string, Hono<AppEnv>][] } = {},
) {
  const CLIENT_DIR = resolve(deps.env.CLIENT_DIR);
  const app = new OpenAPIHono<AppEnv>({ defaultHook: validationHook });

  app.use("*", requestId());
  app.use("*", async (c, next) => {
    c.set("deps", deps);
    const started = performance.now();
    await next();
    // By the pattern of the route that answered, never the path itself (ids would each be a series).
    deps.metrics.observe(
      c.req.method,
      routePath(c),
      c.res.status,
      (performance.now() - started) / 1000,
    );
  });
  // Prometheus's scrape, to a bearer of METRICS_TOKEN only; to anyone else no such page.
  const metricsToken = deps.env.METRICS_TOKEN;
  if (metricsToken) {
    app.get("/metrics", async (c) => {
      if (!bearsToken(c.req.header("authorization"), metricsToken)) return c.text("Not found", 404);
      const { body, contentType } = await deps.metrics.scrape();
      c.header("Cache-Control", "no-store");
      return c.body(body, 200, { "content-type": contentType });
    });
  }
  app.use("/api/*", requestLog);
  app.use("/api/*", noStore);
  app.use("/api/*", requestLanguage);
  const securityHeaders = (overHttps: boolean) =>
    secureHeaders({
      contentSecurityPolicy: {
        defaultSrc: ["'self'"],
        imgSrc: ["'self'", "data:", "blob:"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        // WebAssembly may compile (the selfie check's face model); no string is run as script.
        scriptSrc: ["'self'", "'wasm-unsafe-eval'"],
        connectSrc: ["'self'"],
        frameAncestors: ["'none'"],
        formAction: ["'self'"],
        baseUri: ["'self'"],
      },
      crossOriginEmbedderPolicy: false,
      permissionsPolicy: PERMISSIONS_POLICY,
      // HSTS over plain http would pin a development host (localhost and every port on it) to
      // https for months; a browser ignores it there anyway, a proxy or a test doesn't.
      strictTransportSecurity: overHttps && HSTS,
      // The same as frame-ancestors 'none', for browsers that read only this.
      xFrameOptions: "DENY",
    });
  const overHttps = securityHeaders(true);
  const overHttp = securityHeaders(false);
  const servedOverHttps = deps.env.PUBLIC_URL?.startsWith("https:") ?? false;
  app.use("*", (c, next) =>
    (servedOverHttps || c.req.url.startsWith("https:") ? overHttps : overHttp)(c, next),
  );
  app.use("/api/*", sameOrigin);
  app.use("/api/*", readableUrl);
  // A photo upload, an event's image and a selfie's frames have their own, larger limits (their routes).
  app.use("/api/*", (c, next) =>
    isLargeUpload(c.req.method, c.req.path) ? next() : writeBody(c, next),
  );

  mountFeatures(app);
  for (const [path, router] of routes) app.route(path, router);

  app.openAPIRegistry.registerComponent("securitySchemes", SESSION_SCHEME, {
    type: "apiKey",
    in: "cookie",
    name: deps.sessions.cookieName,
    description: "The session cookie that signing up or in sets",
  });
  let document: unknown;
  app.get("/api/openapi.json", (c) => {
    const access = routeAccess();
    document ??= completeDocument(
      app.getOpenAPI31Document({
        openapi: "3.1.0",
        info: {
          title: "Vouch API",
          version: "1.0.0",
          description: "Love introduced by people, not code.",
        },
        servers: [{ url: deps.baseURL }],
      }),
      { accessOf: (method, path) => access.get(`${method} ${path}`) ?? "public" },
    );
    return c.json(document);
  });

  app.all("/api/*", (c) =>
    c.json(errorBody(c, new AppError(404, "not_found", "No such API route")), 404),
  );

  if (existsSync(CLIENT_DIR)) {
    // The build prerenders the landing page into index.html (served at /) and keeps the app's
    // own shell as app.html, which answers every other page.
    const shell = existsSync(join(CLIENT_DIR, "app.html")) ? "app.html" : "index.html";
    const appHtml = readFileSync(join(CLIENT_DIR, shell), "utf8");
    const memberHtml = memberShell(CLIENT_DIR, appHtml);
    const prerendered = prerenderedPages(CLIENT_DIR);
    const renderScreen = screenRenderer(CLIENT_DIR, deps.logger);
    const drawing = drawingAllowance();
    // Built files come with a .br and a .gz beside them (scripts/precompress.mjs). Hashed
    // assets never change under their name; everything else (index.html at /, the service
    // worker, the manifest, icons) is checked again on every use, so a release shows at once.
    app.use("/assets/*", cached(CLIENT_DIR, "public, max-age=31536000, immutable"));
    // A hashed asset that isn't here (an old tab after a release) is a 404, never the HTML shell
    // a script loader would choke on.
    app.get("/assets/*", (c) => c.text("Not found", 404));
    // A file checked again on every use answers a repeat with a 304 by its ETag.
    const files = cached(CLIENT_DIR, "no-cache", { validated: true });
    // The landing is prerendered in English: a visitor in another language gets the app's shell
    // (below), which draws it in theirs.
    app.use("*", async (c, next) =>
      isLanding(c.req.path) && (await pageLanguageOf(c)) !== DEFAULT_LANGUAGE
        ? next()
        : files(c, next),
    );
    // The single-page app answers every other path, drawn ahead where the build prerendered
    // the page asked for: only for a visitor, as the prerendered pages are sign-in's, which
    // send a member on at once. A member's shell shows the loading screen and names the code
    // their screen will ask for next, and arrives with that screen drawn where the server can
    // draw it (decision 0045). An address that is no page of the app gets the same shell (its
    // router draws the 404 page) with a 404 status, for crawlers and link checkers.
    // A staff page is one only for its role: anyone else gets the 404 page with a 404.
    const pageShown = async (path: string, cookie: string | undefined) => {
      if (!isAppPath(path)) return false;
      const role = staffPageRole(path);
      if (!role) return true;
      const member = await deps.sessions.resolve(cookie);
      return member !== null && (await hasRole(deps.db, member.userId, role));
    };
    app.get("*", pageLanguage, async (c) => {
      c.header("Cache-Control", "no-cache");
      // A member and a visitor get different pages at one address.
      c.header("Vary", "Cookie", { append: true });
      const url = new URL(c.req.url);
      const cookie = c.req.header("cookie");
      const status = (await pageShown(url.pathname, cookie)) ? 200 : 404;
      const session = cookie === undefined ? null : deps.sessions.readToken(cookie);
      const theme = getCookie(c, THEME_COOKIE);
      const language = c.var.language;
      // The page's words depend on the device's language too (its cookie, Accept-Language).
      c.header("Vary", "Accept-Language", { append: true });
      const page = (html: string) => inLanguage(themed(html, theme), language);
      // The prerendered pages are in English; in another language the app draws the page.
      if (cookie === undefined || session === null)
        return c.html(page((language === DEFAULT_LANGUAGE && prerendered(url)) || appHtml), status);
      // The screen's reads are answered without the page's Node request and response: those
      // belong to the page (a nested read must not take its body or write to its socket).
      const answer = (request: Request) => app.fetch(request);
      const timeZone = knownTimeZone(getCookie(c, DEVICE_TIME_ZONE_COOKIE));
      const screen = await drawing(session, () =>
        renderScreen(url, asMember(answer, url.origin, cookie), timeZone, language),
      );
      // The member's own data is in the page.
      if (screen) c.header("Cache-Control", "private, no-cache");
      return c.html(page(memberHtml(url, screen, language)), status);
    });
  }

  app.onError((error, c) => {
    if (error instanceof AppError) {
      if (error instanceof RateLimitError || error instanceof BusyError)
        c.header("Retry-After", String(error.retryAfterSeconds));
      return c.json(errorBody(c, error), error.status);
    }
    if (error instanceof HTTPException && error.status < 500) {
      const translated = fromHttpException(error);
      return c.json(errorBody(c, translated), translated.status);
    }
    deps.logger.error(
      {
        requestId: c.var.requestId,
        err: errorForLog(error),
      },
      "unhandled error",
    );
    return c.json(
      errorBody(
        c,
        new AppError(500, "internal_error", "Something went wrong on our side. Please try again."),
      ),
      500,
    );
  });

  return app;
}

const isLanding = (path: string) => path === "/" || path === "/index.html";

/** A year, as browsers' preload lists ask. */
const HSTS = "max-age=31536000; includeSubDomains";

const isLargeUpload = (method: string, path: string) => {
  const bare = path.replace(/\/+$/, "");
  return (
    method === "POST" &&
    ([PHOTO_UPLOAD_PATH, SELFIE_CHECK_PATH].includes(bare) || EVENT_IMAGE_PATH.test(bare))
  );
};

/**
 * serveStatic with its Cache-Control, set only on a file it found; `validated`, with an ETag of
 * what is sent (each encoding its own), and a 304 for a repeat that names it.
 */
function cached(root: string, cacheControl: string, { validated = false } = {}): MiddlewareHandler {
  const files = serveStatic({ root, precompressed: true });
  return async (c, next) => {
    // A found file is returned; otherwise the chain went on (and answered) through next().
    const res = await files(c, next);
    if (!(res instanceof Response)) return res;
    res.headers.set("Cache-Control", cacheControl);
    if (!validated || res.status !== 200) return res;
    const bytes = Buffer.from(await res.clone().arrayBuffer());
    const tag = `"${createHash("sha1").update(bytes).digest("base64url")}"`;
    const asked: string[] = c.req.header("if-none-match")?.match(/"[^"]*"/g) ?? [];
    if (asked.includes(tag)) {
      await res.body?.cancel();
      const kept = ["cache-control", "vary"].flatMap((name) => {
        const value = res.headers.get(name);
        return value ? [[name, value] as [string, string]] : [];
      });
      return new Response(null, { status: 304, headers: [["ETag", tag], ...kept] });
    }
    res.headers.set("ETag", tag);
    return res;
  };
}
