import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";

interface Preloads {
  signedIn: string[];
  pages: Record<string, string[]>;
}

/**
 * The app's shell as a member gets it: the loading screen already drawn (member.html), and the
 * code their screen runs before it can draw named ahead (member-preloads.json; both made by
 * scripts/static-landing.ts), which the browser fetches alongside the entry instead of after it.
 * Without those files, the plain shell.
 */
export function memberShell(clientDir: string, appShell: string): (url: URL) => string {
  const drawn = join(clientDir, "member.html");
  const shell = existsSync(drawn) ? readFileSync(drawn, "utf8") : appShell;
  const path = join(clientDir, "member-preloads.json");
  if (!existsSync(path)) return () => shell;
  const preloads = JSON.parse(readFileSync(path, "utf8")) as Preloads;
  const withLinks = (files: string[]) =>
    shell.replace(
      "</head>",
      `${files.map((file) => `  <link rel="modulepreload" crossorigin href="/${file}">`).join("\n")}\n</head>`,
    );
  const anyScreen = withLinks(preloads.signedIn);
  const byPath = new Map(
    Object.entries(preloads.pages).map(([page, files]) => [
      page,
      withLinks([...preloads.signedIn, ...files]),
    ]),
  );
  return (url) => byPath.get(url.pathname) ?? anyScreen;
}
