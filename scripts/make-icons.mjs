// Draws the app icons (public/icons/*.png) from public/logo.svg in Chromium. Run it again only
// when the logo changes: `node scripts/make-icons.mjs`. The PNGs are committed.
import { mkdirSync, readFileSync } from "node:fs";
import { chromium } from "@playwright/test";
import { findChromium } from "./find-chromium.mjs";

const BRAND = "#b04a35";
const logo = readFileSync("public/logo.svg", "utf8");
const logoUri = `data:image/svg+xml;base64,${Buffer.from(logo).toString("base64")}`;

/** `inset`: the logo's share of the square; a maskable icon keeps it inside the 80 % safe zone. */
const icons = [
  { file: "icon-192.png", size: 192, background: "transparent", inset: 1 },
  { file: "icon-512.png", size: 512, background: "transparent", inset: 1 },
  { file: "maskable-512.png", size: 512, background: BRAND, inset: 0.72 },
  { file: "apple-touch-icon-180.png", size: 180, background: BRAND, inset: 0.86 },
];

mkdirSync("public/icons", { recursive: true });
const browser = await chromium.launch({ executablePath: findChromium(), args: ["--no-sandbox"] });
try {
  for (const { file, size, background, inset } of icons) {
    const page = await browser.newPage({ viewport: { width: size, height: size } });
    const logoSize = Math.round(size * inset);
    await page.setContent(
      `<body style="margin:0;width:${size}px;height:${size}px;display:grid;place-items:center;background:${background}">` +
        `<img src="${logoUri}" width="${logoSize}" height="${logoSize}"></body>`,
    );
    await page.screenshot({ path: `public/icons/${file}`, omitBackground: true });
    await page.close();
    console.log(`public/icons/${file}`);
  }
} finally {
  await browser.close();
}
