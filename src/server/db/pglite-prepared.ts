import {
  parse,
  protocol,
  type PGlite,
  type QueryOptions,
  type Results,
} from "@electric-sql/pglite";

/** How many statements stay prepared; the least recently used one is closed past that. */
const MAX_PREPARED = 500;

/**
 * Runs queries as named prepared statements in one round trip into PGlite's WebAssembly:
 * Parse (first time only), Bind, Describe, Execute and Sync in a single message. PGlite's own
 * `query()` makes six separate calls and re-plans every time, which on a hot path costs more
 * than the query itself. Outside transactions only: a transaction's statements go through its
 * own connection object as before.
 */
export function preparedQueries(client: PGlite) {
  // Insertion order is recency order: a used statement is moved to the end.
  const names = new Map<string, string>();
  let sequence = 0;

  async function run(text: string, params: unknown[], options?: QueryOptions): Promise<Results> {
    // Same locks as PGlite's query(): never interleave with a transaction or another query.
    return client._runExclusiveTransaction(() =>
      client._runExclusiveQuery(async () => {
        let name = names.get(text);
        const parts: Uint8Array[] = [];
        if (name) {
          names.delete(text);
        } else {
          name = `vouch_prepared_${++sequence}`;
          if (names.size >= MAX_PREPARED) {
            const [oldestText, oldest] = names.entries().next().value!;
            names.delete(oldestText);
            parts.push(protocol.serialize.close({ type: "S", name: oldest }));
          }
          parts.push(protocol.serialize.parse({ name, text, types: [] }));
        }
        parts.push(
          protocol.serialize.bind({ statement: name, values: params.map(serialize) }),
          protocol.serialize.describe({ type: "P" }),
          protocol.serialize.execute({}),
          protocol.serialize.sync(),
        );
        try {
          const { messages } = await client.execProtocol(concat(parts), { syncToFs: false });
          names.set(text, name);
          // PGlite's parsers cover ~300 types: copied only when a caller adds its own.
          const parsers = options?.parsers
            ? { ...client.parsers, ...options.parsers }
            : client.parsers;
          return parse.parseResults(messages, parsers, options)[0] ?? { rows: [], fields: [] };
        } catch (error) {
          // The statement may or may not exist now: close it so the next call parses afresh.
          await client
            .execProtocol(
              concat([protocol.serialize.close({ type: "S", name }), protocol.serialize.sync()]),
              { syncToFs: false },
            )
            .catch(() => {});
          throw error;
        }
      }),
    );
  }

  return {
    /** Rows as objects, typed by PGlite's parsers: `database.query`. */
    rows: async <T>(text: string, params: unknown[]): Promise<T[]> =>
      (await run(text, params)).rows as T[],
    /** PGlite's `query()` signature, for drizzle. */
    query: run,
  };
}

/**
 * The PGlite client drizzle is given: its queries outside a transaction run as prepared
 * statements; everything else (transactions, listen, dumps) is the client itself.
 */
export function preparingClient(
  client: PGlite,
  query: ReturnType<typeof preparedQueries>["query"],
) {
  return new Proxy(client, {
    get(target, property) {
      if (property === "query")
        return (text: string, params: unknown[] = [], options?: QueryOptions) =>
          query(text, params, options);
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === "function"
        ? (value as (...a: unknown[]) => unknown).bind(target)
        : value;
    },
  });
}

/** A parameter as PostgreSQL's text input reads it; a list becomes an array literal. */
function serialize(value: unknown): string | null {
  if (value == null) return null;
  if (value instanceof Date) return value.toISOString();
  if (Array.isArray(value)) return `{${value.map(arrayItem).join(",")}}`;
  if (typeof value === "object") return JSON.stringify(value);
  return String(value);
}

function arrayItem(value: unknown): string {
  if (Array.isArray(value)) return serialize(value)!;
  const text = serialize(value);
  return text === null ? "NULL" : `"${text.replace(/[\\"]/g, (c) => `\\${c}`)}"`;
}

function concat(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}
