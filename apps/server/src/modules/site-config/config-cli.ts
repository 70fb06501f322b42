import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { configKeySchema, type LanguageCode, languageCodeSchema } from '@parlay/contract';
import type { Database } from '../../db/database.ts';
import type { Env } from '../../env.ts';
import type { PubSub } from '../../pubsub/pubsub.ts';
import { isPlainObject } from './config-merge.ts';
import { upgradeSiteConfig } from './site-config-seed.ts';
import { ConfigChangeError, createSiteConfigService } from './site-config-service.ts';

export const configCliUsage = `Usage: npm run config -- <command> [--lang xx]

  list                 every key of the configuration with its value
  get KEY              the value at KEY (a dotted path: maintenance.isActive, languages.0.name)
  set KEY VALUE        sets KEY: VALUE is read as JSON when it parses (true, 15, "15", [1,2],
                       {"a":1}), else as a string; the result must pass the schema or nothing changes

  --lang xx            one language (default: every language)

Writes the database of DATABASE_URL, or the embedded one in DATA_DIR (stop the server first: the
embedded database allows one process), and announces config.changed on Redis (REDIS_URL) so
running instances reload at once; without Redis they reload within 60 s.`;

export interface ConfigCliIo {
  out(line: string): void;
  err(line: string): void;
}

type Command =
  | { name: 'list'; lang?: LanguageCode }
  | { name: 'get'; key: string; lang?: LanguageCode }
  | { name: 'set'; key: string; value: unknown; lang?: LanguageCode }
  | { name: 'help' };

/** A command line's command, or the message saying what is wrong with it. */
export function parseConfigCommand(argv: readonly string[]): Command | { error: string } {
  const positional: string[] = [];
  let lang: string | undefined;
  for (let index = 0; index < argv.length; index += 1) {
    const arg = argv[index] ?? '';
    if (arg === '--help' || arg === '-h') return { name: 'help' };
    if (arg === '--lang') {
      lang = argv[index + 1];
      index += 1;
      if (lang === undefined) return { error: '--lang needs a language code' };
    } else if (arg.startsWith('--lang=')) {
      lang = arg.slice('--lang='.length);
    } else if (arg.startsWith('--') && arg.length > 2) {
      return { error: `unknown option ${arg}` };
    } else {
      positional.push(arg);
    }
  }
  if (lang !== undefined && !languageCodeSchema.safeParse(lang).success) {
    return { error: `--lang ${JSON.stringify(lang)} is not a two-letter language code` };
  }
  const withLang = lang === undefined ? {} : { lang };
  const [name, key, value, ...extra] = positional;
  if (name === undefined || name === 'help') return { name: 'help' };
  const wanted = { list: 0, get: 1, set: 2 }[name];
  if (wanted === undefined) return { error: `unknown command ${JSON.stringify(name)}` };
  const given = positional.length - 1;
  if (given !== wanted || extra.length > 0) {
    return { error: `${name} takes ${wanted === 0 ? 'no arguments' : wanted === 1 ? 'KEY' : 'KEY VALUE'}` };
  }
  if (name === 'list') return { name, ...withLang };
  if (key === undefined || !configKeySchema.safeParse(key).success) {
    return { error: `${JSON.stringify(key)} is not a key: a dotted path such as maintenance.isActive` };
  }
  if (name === 'get') return { name, key, ...withLang };
  return { name: 'set', key, value: parseConfigValue(value ?? ''), ...withLang };
}

/** JSON when the text parses as JSON, else the text itself. */
export function parseConfigValue(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** `key = value` lines for every leaf (arrays are one value). */
function flatten(value: unknown, prefix: string, lines: string[]): void {
  if (isPlainObject(value)) {
    for (const [key, inner] of Object.entries(value))
      flatten(inner, prefix ? `${prefix}.${key}` : key, lines);
  } else {
    lines.push(`${prefix} = ${JSON.stringify(value)}`);
  }
}

/**
 * Runs one CLI command on an open database and pub/sub. Resolves with the exit code: 0 done,
 * 1 refused (nothing changed), 2 a usage error.
 */
export async function runConfigCommand(
  argv: readonly string[],
  deps: { db: Database; pubsub: PubSub; io: ConfigCliIo },
): Promise<number> {
  const { io } = deps;
  const command = parseConfigCommand(argv);
  if ('error' in command) {
    io.err(`config: ${command.error}`);
    io.err(configCliUsage);
    return 2;
  }
  if (command.name === 'help') {
    io.out(configCliUsage);
    return 0;
  }
  await upgradeSiteConfig(deps.db);
  const service = createSiteConfigService({ db: deps.db, pubsub: deps.pubsub });
  try {
    if (command.name === 'set') {
      const changed = await service.setValue(command.key, command.value, command.lang);
      io.out(`${command.key} = ${JSON.stringify(command.value)} (${changed.join(', ')})`);
      return 0;
    }
    const values = await service.getValues(command.name === 'get' ? command.key : undefined, command.lang);
    for (const [lang, value] of Object.entries(values)) {
      if (command.name === 'get') {
        io.out(`${lang}: ${JSON.stringify(value)}`);
      } else {
        const lines: string[] = [];
        flatten(value, '', lines);
        io.out(`[${lang}]`);
        for (const line of lines) io.out(`  ${line}`);
      }
    }
    return 0;
  } catch (error) {
    if (!(error instanceof ConfigChangeError)) throw error;
    io.err(`config: ${error.message}`);
    return 1;
  }
}

/**
 * Why the CLI cannot open the database the environment names, or undefined when it can: the
 * embedded PGlite database must exist and must not be open in a running server.
 */
export function embeddedDatabaseProblem(env: Pick<Env, 'DATABASE_URL' | 'DATA_DIR'>): string | undefined {
  if (env.DATABASE_URL !== undefined) return undefined;
  const directory = join(env.DATA_DIR, 'db');
  if (!existsSync(join(directory, 'PG_VERSION'))) {
    return `no database in ${directory} yet: start the server once (npm start) or run npm run db:seed`;
  }
  if (existsSync(join(directory, 'postmaster.pid'))) {
    return [
      `the embedded database in ${directory} is open in a running server (postmaster.pid is present).`,
      'PGlite allows one process at a time: stop the server, run the command, start it again.',
      'If no server runs, the last one stopped without closing it: start and stop it once.',
    ].join('\n');
  }
  return undefined;
}
