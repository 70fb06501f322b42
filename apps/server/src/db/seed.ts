import { blocksModuleSeed } from '../modules/blocks/blocks-seed.ts';
import { bonusesModuleSeed } from '../modules/bonuses/bonuses-seed.ts';
import { seoModuleSeed } from '../modules/seo/seo-seed.ts';
import { siteConfigModuleSeed } from '../modules/site-config/site-config-seed.ts';
import type { Database } from './database.ts';

export interface SeedLog {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
}

/**
 * What a module puts into its own tables. Each step inserts only what is missing, so it is safe to
 * run again and again, and from several instances at once; it resolves with the rows it wrote.
 */
export interface ModuleSeed {
  module: string;
  /** Data every deployment needs (the default rows of a new route, an upgraded seed), at every start. */
  base?(db: Database, log: SeedLog): Promise<number>;
  /**
   * Demo data (SEED_DEMO_DATA, `npm run db:seed`), inserted only into a module that holds none of
   * it yet, so that data an operator removed on purpose does not come back at the next start.
   */
  demo?(db: Database, log: SeedLog): Promise<number>;
}

/** Every module's seed, in the order modules depend on each other's data. */
export const moduleSeeds: readonly ModuleSeed[] = [
  siteConfigModuleSeed,
  seoModuleSeed,
  blocksModuleSeed,
  bonusesModuleSeed,
];

export interface SeedOptions {
  /** Also the demo data. */
  demo: boolean;
  log?: SeedLog;
}

export interface SeededStep {
  module: string;
  data: 'base' | 'demo';
  rows: number;
}

const quiet: SeedLog = { info: () => {}, warn: () => {} };

/**
 * The one way data gets seeded: at every start (`npm start`, tests: the app's seed plugin) and by
 * `npm run db:seed`. Resolves with the steps that wrote something.
 */
export async function seedDatabase(db: Database, { demo, log = quiet }: SeedOptions): Promise<SeededStep[]> {
  const written: SeededStep[] = [];
  for (const seed of moduleSeeds) {
    const steps = [
      { data: 'base' as const, run: seed.base },
      { data: 'demo' as const, run: demo ? seed.demo : undefined },
    ];
    for (const { data, run } of steps) {
      const rows = run === undefined ? 0 : await run(db, log);
      if (rows === 0) continue;
      written.push({ module: seed.module, data, rows });
      log.info({ module: seed.module, data, rows }, 'seeded');
    }
  }
  return written;
}
