import { resolve } from "node:path";
import { fileURLToPath } from "node:url";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig, type Plugin } from "vite";
import { VitePWA } from "vite-plugin-pwa";
import { codeSplitting } from "./scripts/chunk-groups.ts";
import { precompressDir } from "./scripts/precompress.mjs";
import { APP_SHELL, staticLanding } from "./scripts/static-landing.ts";

const apiTarget = `http://127.0.0.1:${process.env.API_PORT ?? "3001"}`;

/** A .br and a .gz beside each built file, once everything (the service worker too) is written. */
function precompress(): Plugin {
  let outDir = "";
  return {
    name: "vouch:precompress",
    apply: "build",
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    closeBundle: {
      sequential: true,
      order: "post",
      handler() {
        precompressDir(outDir);
      },
    },
  };
}

export default defineConfig({
  plugins: [
    react(),
    tailwindcss(),
    VitePWA({
      // main.tsx registers it; the service worker takes over at once, and a new release is
      // what the next load shows.
      injectRegister: false,
      registerType: "autoUpdate",
      manifest: {
        name: "Vouch",
        short_name: "Vouch",
        description: "Love introduced by people, not code.",
        lang: "en",
        start_url: "/",
        scope: "/",
        display: "standalone",
        background_color: "#fbf6f1",
        theme_color: "#fbf6f1",
        icons: [
          { src: "/icons/icon-192.png", sizes: "192x192", type: "image/png", purpose: "any" },
          { src: "/icons/icon-512.png", sizes: "512x512", type: "image/png", purpose: "any" },
          {
            src: "/icons/maskable-512.png",
            sizes: "512x512",
            type: "image/png",
            purpose: "maskable",
          },
        ],
      },
      workbox: {
        // The app's shell and every hashed asset; icons are fetched by the browser on install. Not
        // the prerendered pages (the landing, sign-in, a member's loading screen): they are in
        // English, and the shell draws each page in the device's language.
        globPatterns: ["**/*.{js,css,svg}", APP_SHELL],
        // The selfie check's face library (~1.5 MB) is fetched when a member verifies, online.
        globIgnores: ["**/*.br", "**/*.gz", "icons/**", "assets/face-check-*.js"],
        maximumFileSizeToCacheInBytes: 1024 * 1024,
        // Any page of the app opens from the cached shell, the landing too; the API is never
        // answered by the service worker (no runtime caching): member data stays fresh and private.
        navigateFallback: `/${APP_SHELL}`,
        navigateFallbackDenylist: [/^\/api\//],
        runtimeCaching: [],
        cleanupOutdatedCaches: true,
        // Push notifications: shown, and opened on the right screen (public/push-sw.js).
        importScripts: ["/push-sw.js"],
        clientsClaim: true,
        skipWaiting: true,
      },
    }),
    staticLanding(),
    precompress(),
  ],
  resolve: { alias: { "@": fileURLToPath(new URL("./src", import.meta.url)) } },
  build: {
    outDir: "dist/client",
    emptyOutDir: true,
    sourcemap: false,
    rolldownOptions: { output: { codeSplitting } },
  },
  server: {
    port: 3000,
    proxy: { "/api": { target: apiTarget, changeOrigin: false } },
  },
});
