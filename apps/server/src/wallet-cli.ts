/**
 * `npm run wallet -- <command>` (operator commands, modules/wallet/cli) and `npm run wallet:verify`:
 * the wallet on the database the environment names, outside the server.
 */
import { createDatabaseClient } from './db/create-database-client.ts';
import { parseEnvOrExit } from './env.ts';
import { createEventBus } from './events/event-bus.ts';
import { createEventsRepository } from './events/events-repository.ts';
import { embeddedDatabaseProblem } from './modules/site-config/config-cli.ts';
import { createStandaloneWallet, runWalletCommand } from './modules/wallet/index.ts';
import { createPubSub } from './pubsub/create-pubsub.ts';

const env = parseEnvOrExit(process.env);
const problem = embeddedDatabaseProblem(env);
if (problem !== undefined) {
  console.error(`wallet: ${problem}`);
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
  const events = createEventBus({
    db: client.db,
    repository: createEventsRepository(client.db),
    pubsub,
    log,
  });
  code = await runWalletCommand(process.argv.slice(2), {
    wallet: createStandaloneWallet(client.db, events),
    io: { out: (line) => console.log(line), err: (line) => console.error(line) },
  });
} finally {
  await pubsub.close();
  await client.close();
}
process.exit(code);
