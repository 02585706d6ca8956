import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { drawnPage, memberShellFile, type DrawnScreen } from "#shared/drawn-page";
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from "#shared/i18n/languages";

interface Preloads {
  signedIn: string[];
  pages: Record<string, string[]>;
}

/**
 * The app's shell as a member gets it: the loading screen already drawn in their language
 * (member.html, member.es.html), and the
 * code their screen runs before it can draw named ahead (member-preloads.json; both made by
 * scripts/static-landing.ts), which the browser fetches alongside the entry instead of after it.
 * Without those files, the plain shell.
 */
export function memberShell(
  clientDir: string,
  appShell: string,
): (url: URL, screen?: DrawnScreen | null, language?: Language) => string {
  const read = (language: Language) => {
    const file = join(clientDir, memberShellFile(language));
    return existsSync(file) ? readFileSync(file, "utf8") : undefined;
  };
  const english = read(DEFAULT_LANGUAGE) ?? appShell;
  const busy = Object.fromEntries(
    LANGUAGES.map((language) => [language, read(language) ?? english]),
  ) as Record<Language, string>;
  const path = join(clientDir, "member-preloads.json");
  const preloads: Preloads = existsSync(path)
    ? (JSON.parse(readFileSync(path, "utf8")) as Preloads)
    : { signedIn: [], pages: {} };
  const withLinks = (shell: string, files: string[]) =>
    files.length === 0
      ? shell
      : shell.replace(
          "</head>",
          `${files.map((file) => `  <link rel="modulepreload" crossorigin href="/${file}">`).join("\n")}\n</head>`,
        );
  const filesFor = (url: URL) => [...preloads.signedIn, ...(preloads.pages[url.pathname] ?? [])];
  // Only the app's own pages are kept: any other address gets the 404 page.
  const kept = (byPath: Map<string, string>, url: URL, make: () => string) => {
    let page = byPath.get(url.pathname);
    if (page === undefined) {
      page = make();
      if (url.pathname in preloads.pages) byPath.set(url.pathname, page);
    }
    return page;
  };
  const busyByPath = Object.fromEntries(
    LANGUAGES.map((language) => [language, new Map<string, string>()]),
  ) as Record<Language, Map<string, string>>;
  const drawnShellByPath = new Map<string, string>();
  return (url, screen, language = DEFAULT_LANGUAGE) => {
    // A screen drawn by the server goes into the plain shell, with its data (decision 0045).
    if (screen) {
      const shell = kept(drawnShellByPath, url, () => scriptsAfterPaint(appShell, filesFor(url)));
      return drawnPage(shell, screen.markup, screen);
    }
    return kept(busyByPath[language], url, () => withLinks(busy[language], filesFor(url)));
  };
}

/**
 * A drawn screen is read before its code is fetched: the stylesheet and the photos come first,
 * alone on the phone's connection; once the screen is painted, public/start-after-paint.js asks
 * for the app's entry and the files its screen needs, all at once. The session isn't asked again
 * (its answer is in the page).
 */
function scriptsAfterPaint(shell: string, files: string[]): string {
  const preloads: string[] = [];
  const page = shell
    .replace(/\s*<link rel="preload" href="\/api\/[^>]*>/g, "")
    .replace(/\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g, (_, file: string) => {
      preloads.push(file);
      return "";
    });
  preloads.push(...files.map((file) => `/${file}`));
  return page.replace(
    /<script type="module" crossorigin src="([^"]+)"><\/script>/,
    (_, entry: string) =>
      `<script src="/start-after-paint.js" data-entry="${entry}" data-preload="${preloads.join(" ")}" defer></script>`,
  );
}
