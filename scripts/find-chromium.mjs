// Finds a Chromium for the browser tests, installing one when there is none.
import { execSync, spawnSync } from "node:child_process";
import { existsSync } from "node:fs";

function playwrightOwn() {
  try {
    const out = execSync(
      `${process.execPath} -e "import('@playwright/test').then(m => console.log(m.chromium.executablePath()))"`,
      { encoding: "utf8", stdio: ["ignore", "pipe", "ignore"] },
    ).trim();
    return out && existsSync(out) ? out : undefined;
  } catch {
    return undefined;
  }
}

export function findChromium() {
  const candidates = [process.env.CHROMIUM_PATH, "/usr/bin/chromium", "/usr/bin/chromium-browser"];
  for (const path of candidates) if (path && existsSync(path)) return path;
  const own = playwrightOwn();
  if (own) return own;

  const isRoot = process.getuid?.() === 0;
  if (isRoot && existsSync("/usr/bin/apt-get")) {
    console.log("No Chromium found: installing Debian's chromium with apt-get…");
    spawnSync("apt-get", ["update", "-qq"], { stdio: "inherit" });
    spawnSync("apt-get", ["install", "-y", "-qq", "chromium"], {
      stdio: "inherit",
      env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" },
    });
    if (existsSync("/usr/bin/chromium")) return "/usr/bin/chromium";
  }
  console.log(
    "No Chromium found: installing Playwright's Chromium (npx playwright install chromium)…",
  );
  spawnSync("npx", ["playwright", "install", "chromium"], { stdio: "inherit" });
  const installed = playwrightOwn();
  if (installed) return installed;
  throw new Error(
    "No Chromium could be found or installed. Set CHROMIUM_PATH to a Chromium binary.",
  );
}

if (import.meta.url === `file://${process.argv[1]}`) console.log(findChromium());
