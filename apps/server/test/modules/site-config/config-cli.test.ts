import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { siteConfigSchema } from '@parlay/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../../src/app.ts';
import { createDatabaseClient } from '../../../src/db/create-database-client.ts';
import { seedDatabase } from '../../../src/db/seed.ts';
import { parseConfigCommand, runConfigCommand } from '../../../src/modules/site-config/config-cli.ts';
import { siteConfigTable } from '../../../src/modules/site-config/schema.ts';
import { buildTestApp, useSiblingApp, useTestApp } from '../../helpers/test-app.ts';
import { createTestDatabase, type TestDatabase, testDatabaseKinds } from '../../helpers/test-databases.ts';
import { testEnv } from '../../helpers/test-env.ts';
import { pubsubEnv, testPubSubKinds, testRedis } from '../../helpers/test-pubsubs.ts';

const configUrl = (lang: string) => `/bff-api/config/all.json?lang=${lang}`;

describe('parseConfigCommand', () => {
  it('reads the value as JSON when it parses, else as a string', () => {
    expect(parseConfigCommand(['set', 'maintenance.isActive', 'true'])).toEqual({
      name: 'set',
      key: 'maintenance.isActive',
      value: true,
    });
    expect(parseConfigCommand(['set', 'minAge', '21', '--lang', 'kk'])).toMatchObject({
      value: 21,
      lang: 'kk',
    });
    expect(parseConfigCommand(['set', 'companyName', '"21"'])).toMatchObject({ value: '21' });
    expect(parseConfigCommand(['set', 'companyName', 'Parlay Bet'])).toMatchObject({ value: 'Parlay Bet' });
    expect(parseConfigCommand(['set', 'availableRoutes', '[10,47]', '--lang=ru'])).toMatchObject({
      value: [10, 47],
      lang: 'ru',
    });
  });

  it.each([
    [['frobnicate'], 'unknown command'],
    [['get'], 'get takes KEY'],
    [['set', 'minAge'], 'set takes KEY VALUE'],
    [['set', 'minAge', '1', '2'], 'set takes KEY VALUE'],
    [['get', 'maintenance..isActive'], 'is not a key'],
    [['get', 'minAge', '--lang', 'english'], 'not a two-letter language code'],
    [['get', 'minAge', '--lang'], '--lang needs a language code'],
    [['list', '--force'], 'unknown option --force'],
  ])('refuses %j: %s', (argv, message) => {
    const parsed = parseConfigCommand(argv);
    expect('error' in parsed && parsed.error).toContain(message);
  });
});

describe.each(testDatabaseKinds)('npm run config on %s', (kind) => {
  const context = useTestApp(kind);

  const run = async (...argv: string[]) => {
    const out: string[] = [];
    const err: string[] = [];
    const code = await runConfigCommand(argv, {
      db: context.app.db,
      pubsub: context.app.pubsub,
      io: { out: (line) => out.push(line), err: (line) => err.push(line) },
    });
    return { code, out: out.join('\n'), err: err.join('\n') };
  };
  const storedConfigs = async () =>
    Object.fromEntries(
      (await context.app.db.select().from(siteConfigTable)).map((row) => [row.languageCode, row.config]),
    );

  it('set KEY VALUE --lang changes that language only, and the running app serves it at once', async () => {
    expect((await context.app.inject({ url: configUrl('ru') })).json().maintenance.isActive).toBe(false);

    const result = await run('set', 'maintenance.isActive', 'true', '--lang', 'ru');

    expect(result).toMatchObject({ code: 0, out: 'maintenance.isActive = true (ru)' });
    await expect
      .poll(async () => (await context.app.inject({ url: configUrl('ru') })).json().maintenance.isActive)
      .toBe(true);
    expect((await context.app.inject({ url: configUrl('en') })).json().maintenance.isActive).toBe(false);
  });

  it('set without --lang changes every language', async () => {
    const result = await run('set', 'forbiddenUrlStrings', '["wp-admin","/cgi-bin"]');
    expect(result.code).toBe(0);
    const configs = await storedConfigs();
    expect(Object.keys(configs)).toHaveLength(6);
    for (const config of Object.values(configs))
      expect(config.forbiddenUrlStrings).toEqual(['wp-admin', '/cgi-bin']);
  });

  it.each([
    [['set', 'minAge', '99'], 'minAge'],
    [['set', 'companyName', '123'], 'companyName'],
    [['set', 'maintenance.web_state', '"down"', '--lang', 'en'], 'maintenance.web_state'],
    // Valid for ru only: refused everywhere, ru included (one transaction).
    [['set', 'currentLanguageId', '2'], 'currentLanguageId'],
    [['set', 'defaultLanguage', 'zz'], 'defaultLanguage'],
    [['set', 'maintenance.colour', 'red'], '"maintenance.colour" is not a key'],
    [['set', 'minAge', '20', '--lang', 'zz'], 'no configuration for language "zz"'],
  ])('refuses %j with a message naming the problem, and changes nothing', async (argv, message) => {
    const before = await storedConfigs();
    const result = await run(...argv);
    expect(result.code).toBe(1);
    expect(result.err).toContain(message);
    expect(await storedConfigs()).toEqual(before);
  });

  it('get KEY answers the value per language; --lang narrows it', async () => {
    expect(await run('get', 'minAge')).toEqual({
      code: 0,
      out: ['az: 18', 'en: 18', 'es: 18', 'kk: 21', 'ru: 18', 'uk: 21'].join('\n'),
      err: '',
    });
    expect((await run('get', 'maintenance', '--lang', 'ru')).out).toBe(
      'ru: {"started_at":null,"ended_at":null,"notify_started_at":null,"notify_ended_at":null,"isActive":true,"web_state":0}',
    );
    expect(await run('get', 'nothing.here')).toMatchObject({
      code: 1,
      err: 'config: "nothing.here" is not a key of the configuration',
    });
  });

  it('list shows every key with its value', async () => {
    const { code, out } = await run('list', '--lang', 'kk');
    expect(code).toBe(0);
    expect(out.split('\n')[0]).toBe('[kk]');
    expect(out).toContain('  minAge = 21');
    expect(out).toContain('  maintenance.isActive = false');
    expect(out).toContain(
      '  customizeConfig.geo_with_twelve_format = ["US","GB","CA","AU","IN","PH","EG","PK"]',
    );
  });

  it('a usage error exits 2 with the usage', async () => {
    const result = await run('sett', 'minAge', '20');
    expect(result.code).toBe(2);
    expect(result.err).toContain('Usage: npm run config');
  });
});

describe.each(testPubSubKinds)(
  'a configuration change by the service, with two instances on %s pub/sub',
  (pubsubKind) => {
    const context = useTestApp(testDatabaseKinds.at(-1) ?? 'pglite');
    const redis = pubsubKind === 'redis' ? testRedis() : undefined;
    const env = pubsubEnv(pubsubKind, redis);
    const first = useSiblingApp(context, { env });
    const second = useSiblingApp(context, () =>
      pubsubKind === 'memory' ? { pubsub: first.app.pubsub } : { env },
    );
    afterAll(async () => {
      await redis?.cleanUp();
    });

    it('setValue on one instance is served by the other at once', async () => {
      // Both instances have the value cached.
      for (const app of [first.app, second.app]) {
        expect((await app.inject({ url: configUrl('az') })).json().isSnowEnabled).toBe(false);
      }
      await first.app.siteConfig.setValue('isSnowEnabled', true, 'az');
      await expect
        .poll(async () => (await second.app.inject({ url: configUrl('az') })).json().isSnowEnabled, {
          timeout: 2_000,
        })
        .toBe(true);
    });
  },
);

const repositoryRoot = fileURLToPath(new URL('../../../../../', import.meta.url));
const execFileAsync = promisify(execFile);

/** `node apps/server/src/config-cli.ts …` as `npm run config -- …` runs it. */
async function configCli(argv: string[], env: Record<string, string>) {
  try {
    const { stdout, stderr } = await execFileAsync(
      process.execPath,
      ['apps/server/src/config-cli.ts', ...argv],
      {
        cwd: repositoryRoot,
        env: { ...process.env, DATABASE_URL: '', REDIS_URL: '', LOG_LEVEL: 'silent', ...env },
        timeout: 60_000,
      },
    );
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code?: number; stdout?: string; stderr?: string };
    return { code: failed.code ?? -1, stdout: failed.stdout ?? '', stderr: failed.stderr ?? '' };
  }
}

describe('apps/server/src/config-cli.ts on the embedded database', () => {
  let dataDir: string;

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'parlay-config-cli-'));
    const client = await createDatabaseClient(testEnv({ DATA_DIR: dataDir }));
    await client.migrate();
    await seedDatabase(client.db, { demo: true });
    await client.close();
  });

  afterAll(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });

  it('sets and gets a value; a refused value leaves it as it was', async () => {
    const set = await configCli(['set', 'registrationReminder.delay', '300', '--lang', 'en'], {
      DATA_DIR: dataDir,
    });
    expect(set).toMatchObject({ code: 0, stdout: 'registrationReminder.delay = 300 (en)\n' });

    const refused = await configCli(['set', 'registrationReminder.delay', '-5', '--lang', 'en'], {
      DATA_DIR: dataDir,
    });
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain('registrationReminder.delay');

    const get = await configCli(['get', 'registrationReminder.delay', '--lang', 'en'], { DATA_DIR: dataDir });
    expect(get).toMatchObject({ code: 0, stdout: 'en: 300\n' });
  });

  it('refuses to open the embedded database while a server holds it', async () => {
    const pidFile = join(dataDir, 'db', 'postmaster.pid');
    await writeFile(pidFile, '-42\n');
    try {
      const result = await configCli(['get', 'minAge'], { DATA_DIR: dataDir });
      expect(result.code).toBe(1);
      expect(result.stderr).toContain('stop the server');
    } finally {
      await rm(pidFile);
    }
  });

  it('answers a usage error with exit code 2 before touching any database', async () => {
    const result = await configCli(['set', 'minAge'], { DATA_DIR: join(dataDir, 'missing') });
    expect(result.code).toBe(2);
    expect(result.stderr).toContain('Usage: npm run config');
  });
});

describe.runIf(process.env.TEST_DATABASE_URL && process.env.TEST_REDIS_URL)(
  'apps/server/src/config-cli.ts against PostgreSQL and Redis, with a server running',
  () => {
    let database: TestDatabase;
    let app: App;
    const redis = process.env.TEST_REDIS_URL ? testRedis() : undefined;

    beforeAll(async () => {
      database = await createTestDatabase('postgres');
      app = await buildTestApp(database, { env: redis?.env ?? {} });
      await app.ready();
    });

    afterAll(async () => {
      await app?.close();
      await database?.drop();
      await redis?.cleanUp();
    });

    it('the running server serves the new value at once (config.changed over Redis)', async () => {
      const before = siteConfigSchema.parse((await app.inject({ url: configUrl('uk') })).json());
      expect(before.maintenance.isActive).toBe(false);

      // The CLI is another process: it reaches the app only through the database and Redis.
      const result = await configCli(['set', 'maintenance.isActive', 'true', '--lang', 'uk'], {
        DATABASE_URL: database.url ?? '',
        ...(redis?.env ?? {}),
      });
      expect(result).toMatchObject({ code: 0 });
      await expect
        .poll(async () => (await app.inject({ url: configUrl('uk') })).json().maintenance.isActive, {
          timeout: 2_000,
        })
        .toBe(true);
    });
  },
);
