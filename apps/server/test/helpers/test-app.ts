import { afterAll, beforeAll } from 'vitest';
import { type App, type BuildAppOptions, buildApp } from '../../src/app.ts';
import { createTestDatabase, type TestDatabase, type TestDatabaseKind } from './test-databases.ts';
import { testEnv } from './test-env.ts';

export type TestAppOptions = Omit<BuildAppOptions, 'env' | 'database'> & {
  /** Environment variables on top of the test defaults and the database's. */
  env?: Record<string, string>;
};

/** The real application on a test database (not listening; call it with `inject`). */
export function buildTestApp(database: TestDatabase, options: TestAppOptions = {}): Promise<App> {
  const { env, ...rest } = options;
  return buildApp({
    ...rest,
    env: testEnv({ ...database.env, ...env }),
    ...(database.client ? { database: database.client } : {}),
  });
}

export interface UseTestAppOptions extends TestAppOptions {
  /** Adds test-only routes or hooks before the app is made ready. */
  beforeReady?: (app: App) => void;
}

export interface TestAppContext {
  readonly app: App;
  readonly database: TestDatabase;
}

/**
 * One fresh database and one app for the test file (or describe block): built before its tests,
 * closed and dropped after them.
 */
export function useTestApp(kind: TestDatabaseKind, options: UseTestAppOptions = {}): TestAppContext {
  const { beforeReady, ...appOptions } = options;
  let database: TestDatabase | undefined;
  let app: App | undefined;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
    app = await buildTestApp(database, appOptions);
    beforeReady?.(app);
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await database?.drop();
  });
  return {
    get app() {
      if (app === undefined) throw new Error('the test app is built in beforeAll');
      return app;
    },
    get database() {
      if (database === undefined) throw new Error('the test database is created in beforeAll');
      return database;
    },
  };
}

/**
 * A second app with options of its own on the database of `context`: cheaper than another
 * database when a test only needs other settings. Built after that app, closed before it.
 */
export function useSiblingApp(
  context: TestAppContext,
  options: UseTestAppOptions | (() => UseTestAppOptions) = {},
): { readonly app: App } {
  let app: App | undefined;
  beforeAll(async () => {
    // A function when the options refer to what exists only once the other apps are built.
    const { beforeReady, ...appOptions } = typeof options === 'function' ? options() : options;
    app = await buildTestApp(context.database, appOptions);
    beforeReady?.(app);
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
  });
  return {
    get app() {
      if (app === undefined) throw new Error('the sibling app is built in beforeAll');
      return app;
    },
  };
}
