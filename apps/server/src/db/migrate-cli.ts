// `npm run db:migrate`: applies pending migrations to the database the environment names.
import { parseEnvOrExit } from '../env.ts';
import { createDatabaseClient } from './create-database-client.ts';

const env = parseEnvOrExit(process.env);
const client = await createDatabaseClient(env);
try {
  await client.migrate();
  console.log(`migrations applied (${client.driver})`);
} finally {
  await client.close();
}
