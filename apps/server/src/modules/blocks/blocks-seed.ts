import type { Executor } from '../../db/database.ts';
import type { ModuleSeed } from '../../db/seed.ts';
import { createBlocksRepository, type IpCountryRange, type NewBlockRule } from './blocks-repository.ts';

/**
 * Demo IP ranges: the documentation networks (RFC 5737, RFC 3849), which never reach the public
 * internet, so the demo data locates test clients and nobody else.
 */
export const demoIpCountryRanges: readonly IpCountryRange[] = [
  { network: '203.0.113.0/24', country: 'UA' },
  { network: '198.51.100.0/24', country: 'GB' },
  { network: '192.0.2.0/24', country: 'US' },
  { network: '2001:db8::/32', country: 'IE' },
  // Inside the range above: the more specific range wins.
  { network: '2001:db8:ff00::/40', country: 'FR' },
];

/** Demo block rules of an operator licensed in some markets, tried by ascending priority. */
export const demoBlockRules: readonly NewBlockRule[] = [
  {
    name: 'ua-information-open',
    priority: 5,
    country: 'UA',
    auth: null,
    urlPrefix: '/information',
    displayTypeId: 0,
    templateTypeId: 0,
    note: 'Rules and licence pages stay readable from Ukraine (an exception before ua-block).',
  },
  {
    name: 'ua-block',
    priority: 10,
    country: 'UA',
    auth: null,
    urlPrefix: null,
    displayTypeId: 1,
    templateTypeId: 13,
    note: 'No licence in Ukraine: the block-ua page.',
  },
  {
    name: 'ie-block',
    priority: 20,
    country: 'IE',
    auth: null,
    urlPrefix: null,
    displayTypeId: 1,
    templateTypeId: 17,
    note: 'Ireland: the block-ie page.',
  },
  {
    name: 'us-block',
    priority: 30,
    country: 'US',
    auth: null,
    urlPrefix: null,
    displayTypeId: 1,
    templateTypeId: 3,
    note: 'United States: the block page.',
  },
  {
    name: 'gb-coming-soon-anonymous',
    priority: 40,
    country: 'GB',
    auth: false,
    urlPrefix: null,
    displayTypeId: 1,
    templateTypeId: 8,
    note: 'Great Britain before launch: new visitors see coming-soon; existing customers sign in.',
  },
  {
    name: 'fr-casino-block',
    priority: 50,
    country: 'FR',
    auth: null,
    urlPrefix: '/casino',
    displayTypeId: 1,
    templateTypeId: 5,
    note: 'France: sports betting only; the casino is blocked.',
  },
  {
    name: 'fr-slots-block',
    priority: 51,
    country: 'FR',
    auth: null,
    urlPrefix: '/slots',
    displayTypeId: 1,
    templateTypeId: 5,
    note: 'France: sports betting only; slots are blocked.',
  },
];

/**
 * Demo block rules and IP ranges, when the module holds neither yet (so rules an operator removed
 * do not come back while some remain). Safe to run from several instances at once.
 */
export async function seedBlocksIfEmpty(executor: Executor): Promise<boolean> {
  const repository = createBlocksRepository(executor);
  if (!(await repository.isEmpty())) return false;
  await repository.insertMissingRanges(demoIpCountryRanges);
  await repository.insertMissingRules(demoBlockRules);
  return true;
}

/** Blocks: demo rules and IP ranges only. */
export const blocksModuleSeed: ModuleSeed = {
  module: 'blocks',
  demo: async (db) =>
    (await seedBlocksIfEmpty(db)) ? demoIpCountryRanges.length + demoBlockRules.length : 0,
};
