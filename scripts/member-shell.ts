// What a member's first load of a screen will ask for, worked out at build: the code every
// signed-in screen runs before it can draw (RequireUser, the signed-in layout and what they
// import) and each page's own. The server names it in the shell it sends with a session cookie
// (src/server/pages/member-shell.ts), so the browser fetches it alongside the entry instead of after
// the entry has run and the router has asked for it.
import type { Rolldown } from "vite";
import { paths } from "../src/client/lib/paths.ts";

export const MEMBER_PRELOADS = "member-preloads.json";

/** Where the router's signed-in branch starts: what wraps every member's screen. */
const SIGNED_IN_WRAPPERS = [
  "src/client/app/require-user.tsx",
  "src/client/app/signed-in-layout.tsx",
];

/** A page's module, by the house's naming: `paths.home` draws features/home/home-page.tsx. */
const pageModule = (name: string) => `src/client/features/${name}/${name}-page.tsx`;

export interface MemberPreloads {
  /** Files (under /) every signed-in screen needs beyond the entry's. */
  signedIn: string[];
  /** By path: the files that page needs beyond those. */
  pages: Record<string, string[]>;
}

export function memberPreloads(bundle: Rolldown.OutputBundle): MemberPreloads {
  const chunks = Object.values(bundle).filter((o): o is Rolldown.OutputChunk => o.type === "chunk");
  const byFile = new Map(chunks.map((c) => [c.fileName, c]));
  const closure = (files: string[]) => {
    const seen = new Set<string>();
    const visit = (file: string) => {
      if (seen.has(file)) return;
      seen.add(file);
      byFile.get(file)?.imports.forEach(visit);
    };
    files.forEach(visit);
    return seen;
  };
  const chunkOf = (module: string) =>
    chunks.find((c) => c.facadeModuleId?.replaceAll("\\", "/").endsWith(module))?.fileName;
  const wrappers = SIGNED_IN_WRAPPERS.map((module) => {
    const file = chunkOf(module);
    if (!file) throw new Error(`no chunk of its own for ${module}`);
    return file;
  });
  const entry = closure(chunks.filter((c) => c.isEntry).map((c) => c.fileName));
  const signedIn = [...closure(wrappers)].filter((file) => !entry.has(file));
  const pages: Record<string, string[]> = {};
  for (const [name, path] of Object.entries(paths)) {
    const file = chunkOf(pageModule(name));
    if (!file) continue;
    pages[path] = [...closure([file])].filter((f) => !entry.has(f) && !signedIn.includes(f));
  }
  return { signedIn, pages };
}
