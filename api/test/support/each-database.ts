import { type DatabaseKind, databaseKinds } from './databases.js';
import { startTestApi, type TestApi } from './test-app.js';

export interface SuiteOptions {
  /**
   * Which databases: every one configured (PGlite, and PostgreSQL with TEST_DATABASE_URL), only
   * the first (suites whose subject is not the database), or only PostgreSQL (skipped without it).
   */
  databases?: 'each' | 'first' | 'postgres';
  /** The API's environment on top of `testConfig`; a function when a beforeAll of the file makes it. */
  env?: Record<string, string> | (() => Record<string, string>);
  logStream?: NodeJS.WritableStream;
}

/** The API of the running suite. Usable from the suite's hooks and tests, once it has started. */
export type SuiteApi = Omit<TestApi, 'close'>;
type SuiteBody = (t: SuiteApi, kind: DatabaseKind) => void;

/**
 * `describe` once per database with an API started on it before the suite's own hooks run and
 * closed after them: the one set-up of the API suites.
 */
export function describeOnEachDatabase(name: string, body: SuiteBody): void;
export function describeOnEachDatabase(name: string, options: SuiteOptions, body: SuiteBody): void;
export function describeOnEachDatabase(
  name: string,
  ...args: [SuiteBody] | [SuiteOptions, SuiteBody]
) {
  const [options, body] = args.length === 1 ? [{}, args[0]] : args;
  const { databases = 'each', env = {}, logStream } = options;
  const all = databaseKinds();
  const kinds =
    databases === 'each' ? all : databases === 'first' ? all.slice(0, 1) : all.filter(isPostgres);
  if (kinds.length === 0) {
    // Without PostgreSQL its suite still shows, skipped.
    describe.skip(`${name} (postgres)`, () =>
      body(
        lazyApi(() => undefined),
        all[0]!,
      ));
    return;
  }
  describe.each(kinds)(`${name} ($name)`, (kind) => {
    let started: TestApi | undefined;
    beforeAll(async () => {
      started = await startTestApi(kind, typeof env === 'function' ? env() : env, logStream);
    });
    body(
      lazyApi(() => started),
      kind,
    );
    afterAll(() => started?.close());
  });
}

const isPostgres = (kind: DatabaseKind) => kind.name === 'postgres';

/** The body declares its tests before beforeAll starts the API, so it gets the API by reference. */
const lazyApi = (started: () => TestApi | undefined) =>
  new Proxy({} as SuiteApi, {
    get: (_, key) => {
      const api = started();
      if (!api) throw new Error('The suite’s API starts in beforeAll: use it in a hook or a test.');
      return Reflect.get(api, key);
    },
  });
