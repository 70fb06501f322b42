/**
 * `npm run config -- set KEY VALUE [--lang xx]`, `get KEY [--lang xx]`, `list [--lang xx]`: reads and
 * changes the site configuration without a redeploy (apps/server/src/modules/site-config/config-cli.ts).
 */
import { createDatabaseClient } from './db/create-database-client.ts';
import { parseEnvOrExit } from './env.ts';
import {
  configCliUsage,
  embeddedDatabaseProblem,
  parseConfigCommand,
  runConfigCommand,
} from './modules/site-config/config-cli.ts';
import { createPubSub } from './pubsub/create-pubsub.ts';

const argv = process.argv.slice(2);
const parsed = parseConfigCommand(argv);
if ('error' in parsed || parsed.name === 'help') {
  const usageError = 'error' in parsed;
  if (usageError) console.error(`config: ${parsed.error}`);
  (usageError ? console.error : console.log)(configCliUsage);
  process.exit(usageError ? 2 : 0);
}

const env = parseEnvOrExit(process.env);
const problem = embeddedDatabaseProblem(env);
if (problem !== undefined) {
  console.error(`config: ${problem}`);
  process.exit(1);
}

const log = {
  warn: (details: object, message: string) => console.error(message, details),
  error: (details: object, message: string) => console.error(message, details),
};
const client = await createDatabaseClient(env);
const pubsub = await createPubSub(env, log);
let code = 1;
try {
  await client.migrate();
  code = await runConfigCommand(argv, {
    db: client.db,
    pubsub,
    io: { out: (line) => console.log(line), err: (line) => console.error(line) },
  });
  if (code === 0 && parsed.name === 'set' && env.REDIS_URL === undefined && env.DATABASE_URL !== undefined) {
    console.error('config: no REDIS_URL, so running instances reload the configuration within 60 s');
  }
} finally {
  await pubsub.close();
  await client.close();
}
process.exit(code);
