#!/usr/bin/env node
// The Spanish catalogue against the code: every message the code translates with a literal key
// (`t("…")` and `i18n.t("…")`, a context as "…_context", `<Trans i18nKey="…">`, and
// `messageKey("…")` for one kept in a constant) has a Spanish entry, every Spanish entry is said somewhere, and no key is a template
// literal (its words could not be looked up).
// See docs/decisions/0072-english-text-as-message-key.md.
import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";

const CALL =
  /(?<![\w$])(?:(?:i18n\.)?t|messageKey|msg|new (?:Validation|Forbidden|Conflict|Rule|Unauthorized)Error)\(\s*(["'`])/g;
const TRANS_KEY = /<Trans\b[^>]*?\bi18nKey=(?:\{\s*)?(["'`])/g;

/** The string literal starting at `source[start]` (its quote), unescaped, and where it ends. */
function literalAt(source, start) {
  const quote = source[start];
  let i = start + 1;
  let raw = "";
  while (i < source.length && source[i] !== quote) {
    if (source[i] === "\\") {
      raw += source.slice(i, i + 2);
      i += 2;
    } else raw += source[i++];
  }
  if (quote === "`") return { text: raw, end: i + 1, template: true };
  // Read as JSON: a JS-only escape (\') is let go, and a single-quoted string's " escaped.
  let json = raw.replace(/\\'/g, "'");
  if (quote === "'") json = json.replace(/(?<!\\)"/g, '\\"');
  return { text: JSON.parse(`"${json}"`), end: i + 1, template: false };
}

/**
 * The keys `source` translates, with their lines: `{ keys: [{ key, line }], errors: [...] }`.
 * A template literal is an error; a key that is a variable is not seen (nothing to check).
 */
export function keysIn(source) {
  const keys = [];
  const errors = [];
  const lineOf = (index) => source.slice(0, index).split("\n").length;
  for (const pattern of [CALL, TRANS_KEY]) {
    pattern.lastIndex = 0;
    for (let match; (match = pattern.exec(source));) {
      const start = match.index + match[0].length - 1;
      const { text, end, template } = literalAt(source, start);
      // A further string glued on ("a" + "b") is one key the check can't read.
      const glued = /^\s*\+/.test(source.slice(end));
      if (template || glued) {
        errors.push({
          line: lineOf(match.index),
          message: "a message key must be one plain string literal (the English text)",
        });
      } else {
        // A context (`t("Back", { context: "refund" })`) is its own entry, "Back_refund": written
        // as the options' first property, so the check can read it.
        const context = /^\s*,\s*\{\s*context:\s*(["'])(\w+)\1/.exec(source.slice(end));
        const key = context ? `${text}_${context[2]}` : text;
        keys.push({ key, line: lineOf(match.index) });
      }
      pattern.lastIndex = end;
    }
  }
  return { keys, errors };
}

/** What is wrong between the keys used and the catalogue's entries. */
export function compare(used, catalogue) {
  const known = new Set(Object.keys(catalogue));
  const said = new Set(used.map(({ key }) => key));
  const missing = used.filter(({ key }) => !known.has(key));
  const unused = [...known].filter((key) => !said.has(key));
  const empty = Object.entries(catalogue)
    .filter(([, value]) => typeof value !== "string" || value.trim() === "")
    .map(([key]) => key);
  return { missing, unused, empty };
}

function sourceFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

// The server's errors are said in forms a scan can't read whole (zod's messages in the shared
// schemas, a not-found's noun): their entries aren't held to "said somewhere". What holds them is
// tests/reliability/spanish-errors.test.ts, which fails on any error a Spanish browser is answered
// in English.
const ERRORS_FILE = "server-errors.json";

function main() {
  const root = fileURLToPath(new URL("..", import.meta.url));
  const catalogueDir = join(root, "src/shared/i18n/es");
  const catalogue = {};
  const errorKeys = new Set();
  const problems = [];
  for (const file of readdirSync(catalogueDir)
    .filter((f) => f.endsWith(".json"))
    .sort()) {
    const entries = JSON.parse(readFileSync(join(catalogueDir, file), "utf8"));
    for (const [key, value] of Object.entries(entries)) {
      if (key in catalogue) problems.push(`es/${file}: "${key}" is in another file too`);
      catalogue[key] = value;
      if (file === ERRORS_FILE) errorKeys.add(key);
    }
  }
  const used = [];
  for (const file of sourceFiles(join(root, "src"))) {
    const { keys, errors } = keysIn(readFileSync(file, "utf8"));
    const where = relative(root, file);
    used.push(...keys.map((k) => ({ ...k, where })));
    problems.push(...errors.map((e) => `${where}:${e.line}: ${e.message}`));
  }
  const { missing, unused, empty } = compare(used, catalogue);
  problems.push(
    ...missing.map(({ key, where, line }) => `${where}:${line}: no Spanish for "${key}"`),
    ...unused
      .filter((key) => !errorKeys.has(key))
      .map((key) => `src/shared/i18n/es: "${key}" is said nowhere in the code`),
    ...empty.map((key) => `src/shared/i18n/es: "${key}" has an empty translation`),
  );
  if (problems.length > 0) {
    console.error(`The Spanish catalogue and the code disagree:\n${problems.join("\n")}`);
    process.exit(1);
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) main();
