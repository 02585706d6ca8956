import { paths } from "./paths";

const NEXT_PARAM = "next";

/** The sign-in address that comes back to `path` (a path with its query) once signed in. */
export function signInPathFor(path: string): string {
  // Slashes may stay unescaped in a query value, which keeps the address readable.
  return `${paths.auth}?${NEXT_PARAM}=${encodeURIComponent(path).replaceAll("%2F", "/")}`;
}

/** The "who I want to meet" address that goes on to `path` once answered. */
export function wishPathFor(path: string): string {
  if (path === paths.home) return paths.wish;
  return `${paths.wish}?${NEXT_PARAM}=${encodeURIComponent(path).replaceAll("%2F", "/")}`;
}

/**
 * Where to go after signing in: the `next` parameter when it is a path of this app, else null.
 * Anything that could leave the site (`//host`, `/\host`, `https://…`) or loop back to sign in
 * is refused, so the parameter can never be an open redirect.
 */
export function nextPathFrom(searchParams: URLSearchParams): string | null {
  const next = searchParams.get(NEXT_PARAM);
  if (!next?.startsWith("/")) return null;
  const base = "https://vouch.invalid";
  let url: URL;
  try {
    url = new URL(next, base);
  } catch {
    return null;
  }
  // "/.//host" normalises to "//host", which a browser would read as another site.
  if (url.origin !== base || url.pathname.startsWith("//") || url.pathname === paths.auth) {
    return null;
  }
  return `${url.pathname}${url.search}${url.hash}`;
}
