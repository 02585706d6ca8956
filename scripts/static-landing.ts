// The landing page, prerendered at build: dist/client/index.html becomes the landing as plain
// HTML (the stylesheet, no app script), served at / and painted without waiting for any
// JavaScript; the app's own shell moves to app.html, which the server and the service worker
// answer every other page with. See docs/decisions/0016-static-landing.md.
import { readFileSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import react from "@vitejs/plugin-react";
import { createServer, type Plugin, type ResolvedConfig } from "vite";

export const APP_SHELL = "app.html";

/** The shell with the landing's markup in #root and its title, and none of the app's scripts. */
export function landingHtml(shell: string, markup: string): string {
  const title = /<title>.*?<\/title>/s.exec(markup)?.[0];
  const body = title ? markup.replace(title, "") : markup;
  let html = shell
    .replace(/\s*<script type="module"[^>]*><\/script>/g, "")
    .replace(/\s*<link rel="modulepreload"[^>]*>/g, "")
    .replace('<div id="root"></div>', `<div id="root">${body}</div>`)
    .replace("</head>", '  <script src="/register-sw.js" defer></script>\n  </head>');
  if (title) html = html.replace(/<title>.*?<\/title>/s, title);
  if (!html.includes(body)) throw new Error("index.html has no empty #root to prerender into");
  return html;
}

export function staticLanding(): Plugin {
  let config: ResolvedConfig;
  return {
    name: "vouch:static-landing",
    apply: "build",
    configResolved(resolved) {
      config = resolved;
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
          const shell = readFileSync(join(outDir, "index.html"), "utf8");
          writeFileSync(join(outDir, APP_SHELL), shell);
          writeFileSync(join(outDir, "index.html"), landingHtml(shell, renderLanding()));
        } finally {
          await server.close();
        }
      },
    },
  };
}
