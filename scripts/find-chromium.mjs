// Finds a Chromium for the browser tests, installing one when there is none. Debian's headless
// shell comes first: the same Chromium without a desktop browser around it, which is what
// Playwright itself runs headless tests in, at two thirds of the CPU (decision 0046).
import { execSync, spawnSync } from "node:child_process";
import { existsSync } from "node:fs";

const HEADLESS_SHELL = "/usr/bin/chromium-headless-shell";
const DESKTOP = ["/usr/bin/chromium", "/usr/bin/chromium-browser"];

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

/** Installs Debian's packages with apt-get, where this process may: whether it could try. */
function aptInstall(...packages) {
  if (process.getuid?.() !== 0 || !existsSync("/usr/bin/apt-get")) return false;
  console.log(`Installing Debian's ${packages.join(", ")} with apt-get…`);
  spawnSync("apt-get", ["update", "-qq"], { stdio: "inherit" });
  spawnSync("apt-get", ["install", "-y", "-qq", ...packages], {
    stdio: "inherit",
    env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" },
  });
  return true;
}

/** The Chromium every browser test runs in: the headless shell, else any Chromium there is. */
export function findChromium() {
  const found = [process.env.CHROMIUM_PATH, HEADLESS_SHELL].find(
    (path) => path && existsSync(path),
  );
  if (found) return found;
  if (aptInstall("chromium-headless-shell") && existsSync(HEADLESS_SHELL)) return HEADLESS_SHELL;
  return findDesktopChromium();
}

/** A full Chromium, for what the headless shell lacks (the Push API). */
export function findDesktopChromium() {
  const found = [process.env.DESKTOP_CHROMIUM_PATH, ...DESKTOP].find(
    (path) => path && existsSync(path),
  );
  if (found) return found;
  const own = playwrightOwn();
  if (own) return own;
  if (aptInstall("chromium") && existsSync(DESKTOP[0])) return DESKTOP[0];
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
