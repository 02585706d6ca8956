import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";

interface Manifest {
  pages: { location: string; file: string }[];
  /** Query parameters that change nothing drawn (where to go after signing in). */
  ignores: string[];
}

/**
 * The pages the build drew ahead (prerendered.json beside the client, scripts/static-landing.ts):
 * a lookup from a requested URL to that page's HTML, when the address asks for exactly what was
 * drawn. Any other query (an error code, another mode) gets the plain shell, drawn by the app.
 */
export function prerenderedPages(clientDir: string): (url: URL) => string | undefined {
  const manifestPath = join(clientDir, "prerendered.json");
  if (!existsSync(manifestPath)) return () => undefined;
  const manifest = JSON.parse(readFileSync(manifestPath, "utf8")) as Manifest;
  const byAddress = new Map(
    manifest.pages.map(({ location, file }) => {
      const url = new URL(location, "http://vouch.invalid");
      return [addressOf(url, []), readFileSync(join(clientDir, file), "utf8")];
    }),
  );
  return (url) => byAddress.get(addressOf(url, manifest.ignores));
}

/** The path and its query in a fixed order, without the parameters that don't matter. */
function addressOf(url: URL, ignores: string[]): string {
  const params = [...url.searchParams]
    .filter(([name]) => !ignores.includes(name))
    .sort(([a], [b]) => a.localeCompare(b));
  return `${url.pathname}?${new URLSearchParams(params).toString()}`;
}
