import { parse, protocol, type PGlite } from "@electric-sql/pglite";

/**
 * Runs a query as a named prepared statement in one round trip into PGlite's WebAssembly:
 * Parse (first time only), Bind, Describe, Execute and Sync in a single message. PGlite's own
 * `query()` makes six separate calls and re-plans every time, which on a hot path costs more
 * than the query itself.
 */
export function preparedQueries(client: PGlite) {
  const names = new Map<string, string>();
  let sequence = 0;

  return async function query<T>(text: string, params: unknown[]): Promise<T[]> {
    // Same locks as PGlite's query(): never interleave with a transaction or another query.
    return client._runExclusiveTransaction(() =>
      client._runExclusiveQuery(async () => {
        let name = names.get(text);
        const parts: Uint8Array[] = [];
        if (!name) {
          name = `vouch_prepared_${++sequence}`;
          parts.push(protocol.serialize.parse({ name, text, types: [] }));
        }
        const values = params.map(serialize);
        parts.push(
          protocol.serialize.bind({ statement: name, values }),
          protocol.serialize.describe({ type: "P" }),
          protocol.serialize.execute({}),
          protocol.serialize.sync(),
        );
        try {
          const { messages } = await client.execProtocol(concat(parts), { syncToFs: false });
          names.set(text, name);
          return (parse.parseResults(messages, client.parsers)[0]?.rows ?? []) as T[];
        } catch (error) {
          // The statement may or may not exist now: close it so the next call parses afresh.
          names.delete(text);
          await client
            .execProtocol(
              concat([protocol.serialize.close({ type: "S", name }), protocol.serialize.sync()]),
              {
                syncToFs: false,
              },
            )
            .catch(() => {});
          throw error;
        }
      }),
    );
  };
}

/** A parameter as PostgreSQL's text input reads it; a list becomes an array literal. */
function serialize(value: unknown): string | null {
  if (value == null) return null;
  if (value instanceof Date) return value.toISOString();
  if (Array.isArray(value)) return `{${value.map(arrayItem).join(",")}}`;
  return String(value);
}

function arrayItem(value: unknown): string {
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
