// The landing page, prerendered at build: dist/client/index.html becomes the landing as plain
// HTML (the stylesheet, no app script), served at / and painted without waiting for any
// JavaScript; the app's own shell moves to app.html, which the server and the service worker
// answer every other page with. A member gets member.html instead (member.es.html in Spanish):
// the loading screen already drawn, and the code of their screen named ahead (member-preloads.json, scripts/member-shell.ts).
// See docs/decisions/0016-static-landing.md.
// The sign-in and sign-up pages are prerendered too, into the app's shell with its scripts:
// listed in prerendered.json, which the server reads. See docs/decisions/0022-prerendered-sign-in.md.
import { writeFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import react from "@vitejs/plugin-react";
import { build, createServer, type Plugin, type ResolvedConfig } from "vite";
import {
  drawnPage,
  memberShellFile,
  screenRendererFile,
  withTitle,
} from "../src/shared/drawn-page.ts";
import { LANGUAGES, type Language } from "../src/shared/i18n/languages.ts";
import { MEMBER_PRELOADS, memberPreloads, type MemberPreloads } from "./member-shell.ts";

export const APP_SHELL = "app.html";
export const PRERENDERED_MANIFEST = "prerendered.json";

/** The shell with the landing's markup in #root and its title, and none of the app's scripts. */
export function landingHtml(shell: string, markup: string): string {
  const { html, body } = withTitle(shell, markup);
  const page = html
    .replace(/\s*<script type="module"[^>]*><\/script>/g, "")
    .replace(/\s*<link rel="modulepreload"[^>]*>/g, "")
    .replace(/\s*<link rel="preload" href="\/api\/[^>]*>/g, "")
    .replace('<div id="root"></div>', `<div id="root">${body}</div>`)
    .replace("</head>", '  <script src="/register-sw.js" defer></script>\n  </head>');
  if (!page.includes(body)) throw new Error("index.html has no empty #root to prerender into");
  return page;
}

export function staticLanding(): Plugin {
  let config: ResolvedConfig;
  // The shell as this build made it, kept in memory: read back from disk, it could be another
  // build's output (two servers starting at once each build when the sources changed), or
  // already the landing page, which made app.html the landing.
  let shell: string | undefined;
  let preloads: MemberPreloads | undefined;
  return {
    name: "vouch:static-landing",
    apply: "build",
    configResolved(resolved) {
      config = resolved;
    },
    generateBundle: {
      order: "post",
      handler(_options, bundle) {
        const html = bundle["index.html"];
        if (html?.type === "asset") shell = String(html.source);
        preloads = memberPreloads(bundle);
      },
    },
    // Before vite-plugin-pwa lists the files to precache, and before they are compressed.
    closeBundle: {
      sequential: true,
      order: "pre",
      async handler() {
        const outDir = resolve(config.root, config.build.outDir);
        const server = await createServer({
          configFile: false,
          root: config.root,
          logLevel: "error",
          appType: "custom",
          server: { middlewareMode: true, hmr: false, ws: false },
          resolve: { alias: config.resolve.alias },
          plugins: [react()],
        });
        try {
          const { renderLanding } = (await server.ssrLoadModule(
            "/src/client/features/landing/prerender.tsx",
          )) as { renderLanding: () => string };
          const { renderAuthPages, PRERENDER_IGNORES } = (await server.ssrLoadModule(
            "/src/client/features/account/prerender.tsx",
          )) as {
            renderAuthPages: () => { location: string; file: string; markup: string }[];
            PRERENDER_IGNORES: string[];
          };
          const { renderMemberShell } = (await server.ssrLoadModule(
            "/src/client/app/prerender.tsx",
          )) as { renderMemberShell: (language: Language) => string };
          if (!shell?.includes('<script type="module"')) {
            throw new Error("the build made no app shell (index.html with the app's script)");
          }
          writeFileSync(join(outDir, APP_SHELL), shell);
          for (const language of LANGUAGES) {
            const busy = drawnPage(shell, renderMemberShell(language));
            writeFileSync(join(outDir, memberShellFile(language)), busy);
          }
          writeFileSync(join(outDir, MEMBER_PRELOADS), JSON.stringify(preloads, null, 2));
          writeFileSync(join(outDir, "index.html"), landingHtml(shell, renderLanding()));
          const pages = renderAuthPages();
          for (const { file, markup } of pages) {
            writeFileSync(join(outDir, file), drawnPage(shell, markup));
          }
          const manifest = {
            pages: pages.map(({ location, file }) => ({ location, file })),
            ignores: PRERENDER_IGNORES,
          };
          writeFileSync(join(outDir, PRERENDERED_MANIFEST), JSON.stringify(manifest, null, 2));
        } finally {
          await server.close();
        }
        // What draws a member's first screen on the server, with its data (decision 0045).
        await build({
          configFile: false,
          root: config.root,
          logLevel: "warn",
          publicDir: false,
          resolve: { alias: config.resolve.alias },
          plugins: [react()],
          build: {
            ssr: "src/client/app/render-screen.tsx",
            outDir: dirname(screenRendererFile(outDir)),
            emptyOutDir: true,
            sourcemap: false,
          },
        });
      },
    },
  };
}
