import { hasNoSiteConfig, seedSiteConfig } from '../modules/site-config/site-config-seed.ts';
import type { Database } from './database.ts';

/** Each module's demo data, in dependency order. Every seeder is idempotent. */
const moduleSeeders = [seedSiteConfig];

/** Inserts the demo data that is missing, in one transaction. Safe to run again and again. */
export async function seedDemoData(db: Database): Promise<void> {
  await db.transaction(async (transaction) => {
    for (const seed of moduleSeeders) await seed(transaction);
  });
}

/**
 * Seeds only a database that was never filled, so that data an operator removed on purpose does
 * not come back at the next start. Resolves with whether it seeded.
 */
export async function seedEmptyDatabase(db: Database): Promise<boolean> {
  if (!(await hasNoSiteConfig(db))) return false;
  await seedDemoData(db);
  return true;
}
