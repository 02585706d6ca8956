import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import { resolve } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import type { TestProject } from "vitest/node";
import { openPglite, openPostgres } from "../../src/server/db/client";
import { migrateDatabase } from "../../src/server/db/migrate";

declare module "vitest" {
  export interface ProvidedContext {
    pgliteTemplatePath: string;
    /** The same database as a data directory, for servers and commands (tests/support/data-dir.ts). */
    pgliteTemplateDir: string;
    postgresTemplate: { url: string; database: string; prefix: string } | null;
  }
}

// The projects on PGlite (integration, screen) run their setups in the one main process: the
// template is built once for all of them, and removed after the last.
const shared = globalThis as typeof globalThis & {
  pglite?: { made: Promise<{ path: string; dataDir: string }>; users: number };
};

async function pgliteTemplate() {
  const template = await openPglite({});
  await migrateDatabase(template);
  const client = (template.db as unknown as { $client: { dumpDataDir(c: "none"): Promise<Blob> } })
    .$client;
  const dump = await client.dumpDataDir("none");
  await template.close();
  const dir = resolve(".tmp");
  mkdirSync(dir, { recursive: true });
  const path = resolve(dir, `pglite-template-${process.pid}.tar`);
  writeFileSync(path, Buffer.from(await dump.arrayBuffer()));
  const dataDir = resolve(dir, `pglite-template-${process.pid}`);
  rmSync(dataDir, { recursive: true, force: true });
  const unpacked = new PGlite({ dataDir, loadDataDir: dump });
  await unpacked.waitReady;
  await unpacked.close();
  return { path, dataDir };
}

/** Builds one migrated database per run; each test file starts from a copy of it. */
export default async function setup(project: TestProject) {
  const db = project.config.env?.TEST_DB ?? "pglite";
  if (db === "pglite") {
    const template = (shared.pglite ??= { made: pgliteTemplate(), users: 0 });
    template.users++;
    const { path, dataDir } = await template.made;
    project.provide("pgliteTemplatePath", path);
    project.provide("pgliteTemplateDir", dataDir);
    project.provide("postgresTemplate", null);
    return () => {
      if (--template.users > 0) return;
      rmSync(path, { force: true });
      rmSync(dataDir, { recursive: true, force: true });
    };
  }

  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error("TEST_DATABASE_URL is required for the PostgreSQL suite");
  const prefix = `vouch_t${process.pid}_`;
  const templateName = `${prefix}template`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${templateName}`);
  await admin.query(`CREATE DATABASE ${templateName}`);
  const templateUrl = withDatabase(url, templateName);
  const template = openPostgres(templateUrl, { max: 1 });
  await migrateDatabase(template);
  await template.close();
  project.provide("pgliteTemplatePath", "");
  project.provide("pgliteTemplateDir", "");
  project.provide("postgresTemplate", { url, database: templateName, prefix });

  return async () => {
    const { rows } = await admin.query<{ datname: string }>(
      "SELECT datname FROM pg_database WHERE datname LIKE $1",
      [`${prefix}%`],
    );
    for (const { datname } of rows) {
      await admin.query(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`).catch(() => {});
    }
    await admin.end();
  };
}

export function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}
