// `npm run db:seed`: brings the schema up to date, then seeds every module, demo data included.
import { parseEnvOrExit } from '../env.ts';
import { createDatabaseClient } from './create-database-client.ts';
import { seedDatabase } from './seed.ts';

const env = parseEnvOrExit(process.env);
const client = await createDatabaseClient(env);
const consoleLog = {
  info: (details: object, message: string) => console.log(message, JSON.stringify(details)),
  warn: (details: object, message: string) => console.warn(message, JSON.stringify(details)),
};
try {
  await client.migrate();
  await seedDatabase(client.db, { demo: true, log: consoleLog });
  console.log(`demo data in place (${client.driver})`);
} finally {
  await client.close();
}
