// `npm run db:seed`: brings the schema up to date and inserts the demo data that is missing.
import { parseEnvOrExit } from '../env.ts';
import { createDatabaseClient } from './create-database-client.ts';
import { seedDemoData } from './seed.ts';

const env = parseEnvOrExit(process.env);
const client = await createDatabaseClient(env);
try {
  await client.migrate();
  await seedDemoData(client.db);
  console.log(`demo data in place (${client.driver})`);
} finally {
  await client.close();
}
