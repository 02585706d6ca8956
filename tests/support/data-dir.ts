import { cpSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { inject } from "vitest";

/**
 * A new data directory holding the run's migrated, empty embedded database (global-setup.ts), for
 * a server or a command to start on. Copying it takes ~0.1 s; PGlite's first start in an empty
 * directory takes ~5 s. The browser suite's server and `npm run seed`'s test start on an empty
 * directory, so that first start stays tested.
 */
export function migratedDataDir(label: string): string {
  const template = inject("pgliteTemplateDir");
  if (!template) throw new Error("migratedDataDir: this project has no embedded template");
  const dir = mkdtempSync(join(tmpdir(), `vouch-${label}-`));
  cpSync(template, dir, { recursive: true });
  return dir;
}
