import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";
import { TABLE_OWNERS, WRITE_EXCEPTIONS } from "./table-owners";

const SERVER = "src/server";
const SCHEMA = join(SERVER, "db/schema");

/** Every table the schema declares: its name, its Drizzle variable and its schema file. */
function declaredTables(): { table: string; variable: string; file: string }[] {
  return readdirSync(SCHEMA).flatMap((file) =>
    [
      ...readFileSync(join(SCHEMA, file), "utf8").matchAll(
        /export const (\w+) = pgTable\(\s*"(\w+)"/g,
      ),
    ].map((m) => ({ table: m[2]!, variable: m[1]!, file: file.replace(/\.ts$/, "") })),
  );
}

function tablesByVariable(): Map<string, string> {
  return new Map(declaredTables().map(({ variable, table }) => [variable, table]));
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return path.endsWith("db") ? [] : sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.test\.ts$/.test(name) ? [path] : [];
  });
}

/** A feature's folder name, or an infrastructure floor's (its folder under src/server). */
function writerOf(path: string): string {
  const rel = relative(SERVER, path);
  const feature = /^features\/([^/]+)\//.exec(rel);
  if (feature) return feature[1]!;
  return rel.split("/")[0]!;
}

const withoutComments = (source: string) =>
  source.replace(/\/\*[\s\S]*?\*\//g, "").replace(/(^|[^:"'`])\/\/.*$/gm, "$1");

/** The tables each file inserts into, updates or deletes from: through Drizzle or in SQL. */
function writes(): { writer: string; table: string; file: string }[] {
  const byVariable = tablesByVariable();
  const names = new Set(byVariable.values());
  const found: { writer: string; table: string; file: string }[] = [];
  for (const file of sourceFiles(SERVER)) {
    const source = withoutComments(readFileSync(file, "utf8"));
    const tables = new Set<string>();
    for (const m of source.matchAll(/\.(?:insert|update|delete)\(\s*(\w+)\s*[,)]/g)) {
      const table = byVariable.get(m[1]!);
      if (table) tables.add(table);
    }
    for (const m of source.matchAll(
      /\b(?:insert\s+into|update|delete\s+from)\s+(?:\$\{(\w+)\}|"?(\w+)"?)/gi,
    )) {
      const table = m[1] ? byVariable.get(m[1]) : m[2];
      if (table && names.has(table)) tables.add(table);
    }
    for (const table of tables) found.push({ writer: writerOf(file), table, file });
  }
  return found;
}

describe("table owners", () => {
  it("names an owner for every table", () => {
    const declared = [...tablesByVariable().values()].sort();
    expect(Object.keys(TABLE_OWNERS).sort()).toEqual(declared);
  });

  it("declares each table in its owner's schema file (db/schema/<owner>.ts)", () => {
    const misplaced = declaredTables()
      .filter(({ table, file }) => TABLE_OWNERS[table as keyof typeof TABLE_OWNERS] !== file)
      .map(({ table, file }) => `${table} in ${file}.ts`);
    expect(misplaced).toEqual([]);
  });

  it("lets only a table's owner write it, but for the exceptions listed with their reason", () => {
    const allowed = new Set(WRITE_EXCEPTIONS.map((e) => `${e.table} ← ${e.writer}`));
    const strays = writes()
      .filter(({ writer, table }) => TABLE_OWNERS[table as keyof typeof TABLE_OWNERS] !== writer)
      .filter(({ writer, table }) => !allowed.has(`${table} ← ${writer}`))
      .map(({ writer, table, file }) => `${table} ← ${writer} (${file})`);
    expect(strays).toEqual([]);
  });

  it("lists no exception that the code no longer needs", () => {
    const seen = new Set(writes().map(({ writer, table }) => `${table} ← ${writer}`));
    const unused = WRITE_EXCEPTIONS.map((e) => `${e.table} ← ${e.writer}`).filter(
      (e) => !seen.has(e),
    );
    expect(unused).toEqual([]);
  });
});
