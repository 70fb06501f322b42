import { asc, desc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.ts';
import type { BlockRule } from './block-rules.ts';
import { blockRulesTable, ipCountryRangesTable } from './schema.ts';

export interface NewBlockRule extends BlockRule {
  enabled?: boolean;
  note?: string;
}

export interface IpCountryRange {
  /** CIDR: `203.0.113.0/24`, `2001:db8::/32`. */
  network: string;
  country: string;
}

export interface BlocksRepository {
  /** Every enabled rule, in the order they are tried: ascending priority, then id. */
  listEnabledRules(executor?: Executor): Promise<BlockRule[]>;
  /** Inserts the rules whose name is not taken yet; existing rules stay as they are. */
  insertMissingRules(rules: readonly NewBlockRule[], executor?: Executor): Promise<void>;
  /** Switches a rule on or off; resolves with whether the rule exists. */
  setRuleEnabled(name: string, enabled: boolean, executor?: Executor): Promise<boolean>;
  /** The country of the most specific range containing a (normalised) address, or null. */
  findCountryByIp(address: string, executor?: Executor): Promise<string | null>;
  /** Inserts the ranges not present yet; existing ranges keep their country. */
  insertMissingRanges(ranges: readonly IpCountryRange[], executor?: Executor): Promise<void>;
  /** Whether neither rules nor ranges exist: the sign of a module nobody has filled. */
  isEmpty(executor?: Executor): Promise<boolean>;
}

export function createBlocksRepository(db: Executor): BlocksRepository {
  return {
    listEnabledRules(executor = db) {
      return executor
        .select({
          name: blockRulesTable.name,
          priority: blockRulesTable.priority,
          country: blockRulesTable.country,
          auth: blockRulesTable.auth,
          urlPrefix: blockRulesTable.urlPrefix,
          displayTypeId: blockRulesTable.displayTypeId,
          templateTypeId: blockRulesTable.templateTypeId,
        })
        .from(blockRulesTable)
        .where(eq(blockRulesTable.enabled, true))
        .orderBy(asc(blockRulesTable.priority), asc(blockRulesTable.id));
    },

    async insertMissingRules(rules, executor = db) {
      if (rules.length === 0) return;
      await executor
        .insert(blockRulesTable)
        .values([...rules])
        .onConflictDoNothing({ target: blockRulesTable.name });
    },

    async setRuleEnabled(name, enabled, executor = db) {
      const updated = await executor
        .update(blockRulesTable)
        .set({ enabled, updatedAt: sql`now()` })
        .where(eq(blockRulesTable.name, name))
        .returning({ id: blockRulesTable.id });
      return updated.length > 0;
    },

    async findCountryByIp(address, executor = db) {
      const [row] = await executor
        .select({ country: ipCountryRangesTable.country })
        .from(ipCountryRangesTable)
        .where(sql`${ipCountryRangesTable.network} >>= ${address}::inet`)
        .orderBy(desc(sql`masklen(${ipCountryRangesTable.network})`))
        .limit(1);
      return row?.country ?? null;
    },

    async insertMissingRanges(ranges, executor = db) {
      if (ranges.length === 0) return;
      await executor
        .insert(ipCountryRangesTable)
        .values([...ranges])
        .onConflictDoNothing({ target: ipCountryRangesTable.network });
    },

    async isEmpty(executor = db) {
      return (
        (await executor.$count(blockRulesTable)) === 0 && (await executor.$count(ipCountryRangesTable)) === 0
      );
    },
  };
}
