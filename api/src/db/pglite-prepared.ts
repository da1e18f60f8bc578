import {
  type PGlite,
  parse,
  protocol,
  type QueryOptions,
  type Results,
} from '@electric-sql/pglite';

/** Distinct statement texts kept prepared; texts beyond it (rare, e.g. IN lists) take the plain path. */
const MAX_STATEMENTS = 500;

/** "Cached plan must not change result type" and "unknown statement": the schema moved on. */
const STALE_STATEMENT = new Set(['0A000', '26000']);

interface Statement {
  name: string;
  paramTypes: number[];
}

const concat = (parts: Uint8Array[]): Uint8Array => {
  const out = new Uint8Array(parts.reduce((length, part) => length + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
};

/**
 * PGlite's `query` sends parse, describe, bind, describe, execute and sync one by one into the
 * WebAssembly Postgres, parsing and planning the text every time (Drizzle's `.prepare()` does not
 * prepare on PGlite). This keeps each parameterised statement prepared by name after its first
 * run and then sends bind, describe, execute and sync in one call: measured 150 µs → 45 µs a
 * query. Results and errors are PGlite's own; transactions (their own `query`) are untouched.
 */
export function withPreparedStatements(client: PGlite): PGlite {
  const plain = client.query.bind(client);
  const statements = new Map<string, Statement>();
  const { serialize } = protocol;
  let prepared = 0;

  async function prepare(text: string): Promise<Statement> {
    const name = `tm_${(prepared += 1)}`;
    const { messages } = await client.execProtocol(
      concat([
        serialize.parse({ name, text }),
        serialize.describe({ type: 'S', name }),
        serialize.sync(),
      ]),
      { syncToFs: false },
    );
    const description = messages.find((message) => message.name === 'parameterDescription') as
      { dataTypeIDs: number[] } | undefined;
    const statement = { name, paramTypes: description?.dataTypeIDs ?? [] };
    statements.set(text, statement);
    return statement;
  }

  async function run<T>(
    text: string,
    params: unknown[],
    options: QueryOptions | undefined,
  ): Promise<Results<T>> {
    const statement = statements.get(text) ?? (await prepare(text));
    const values = params.map((value, index) => {
      if (value === null || value === undefined) return null;
      const type = statement.paramTypes[index] ?? 0;
      const serializer = options?.serializers?.[type] ?? client.serializers[type];
      return serializer ? serializer(value) : String(value);
    });
    const { messages } = await client.execProtocol(
      concat([
        serialize.bind({ statement: statement.name, values }),
        serialize.describe({ type: 'P' }),
        serialize.execute({}),
        serialize.sync(),
      ]),
      { syncToFs: false },
    );
    await client.syncToFs();
    return parse.parseResults(messages, client.parsers, options)[0] as Results<T>;
  }

  const fast = async <T>(
    text: string,
    params?: unknown[],
    options?: QueryOptions,
  ): Promise<Results<T>> => {
    const usable =
      params?.length &&
      !options?.blob &&
      !options?.paramTypes &&
      client.ready &&
      !client.closed &&
      (statements.has(text) || statements.size < MAX_STATEMENTS);
    if (!usable) return plain<T>(text, params, options);
    try {
      // The same locks as `query`: never inside another caller's open transaction.
      return await client._runExclusiveTransaction(() =>
        client._runExclusiveQuery(() => run<T>(text, params, options)),
      );
    } catch (error) {
      const code = (error as { code?: unknown }).code;
      if (typeof code === 'string' && STALE_STATEMENT.has(code)) {
        statements.delete(text);
        return plain<T>(text, params, options);
      }
      throw Object.assign(error as object, { query: text, params, queryOptions: options });
    }
  };
  client.query = fast;
  return client;
}
