import { and, asc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.ts';
import type { RedirectRule } from './redirect-rules.ts';
import { type RedirectMatch, redirectRulesTable } from './schema.ts';

export interface NewRedirectRule extends RedirectRule {
  enabled?: boolean;
}

export interface RedirectsRepository {
  /** Every enabled rule. */
  listEnabled(executor?: Executor): Promise<RedirectRule[]>;
  /** Inserts the rules whose match and path are not taken yet; existing rules stay as they are. */
  insertMissing(rules: readonly NewRedirectRule[], executor?: Executor): Promise<void>;
  /** Switches a rule on or off; resolves with whether the rule exists. */
  setEnabled(match: RedirectMatch, path: string, enabled: boolean, executor?: Executor): Promise<boolean>;
  /** Resolves with whether the rule existed. */
  remove(match: RedirectMatch, path: string, executor?: Executor): Promise<boolean>;
}

export function createRedirectsRepository(db: Executor): RedirectsRepository {
  const ruleColumns = {
    match: redirectRulesTable.match,
    path: redirectRulesTable.path,
    target: redirectRulesTable.target,
    code: redirectRulesTable.code,
    reason: redirectRulesTable.reason,
  };
  const ruleKey = (match: RedirectMatch, path: string) =>
    and(eq(redirectRulesTable.match, match), eq(redirectRulesTable.path, path));

  return {
    listEnabled(executor = db) {
      return executor
        .select(ruleColumns)
        .from(redirectRulesTable)
        .where(eq(redirectRulesTable.enabled, true))
        .orderBy(asc(redirectRulesTable.id));
    },

    async insertMissing(rules, executor = db) {
      if (rules.length === 0) return;
      await executor
        .insert(redirectRulesTable)
        .values([...rules])
        .onConflictDoNothing({ target: [redirectRulesTable.match, redirectRulesTable.path] });
    },

    async setEnabled(match, path, enabled, executor = db) {
      const updated = await executor
        .update(redirectRulesTable)
        .set({ enabled, updatedAt: sql`now()` })
        .where(ruleKey(match, path))
        .returning({ id: redirectRulesTable.id });
      return updated.length > 0;
    },

    async remove(match, path, executor = db) {
      const removed = await executor
        .delete(redirectRulesTable)
        .where(ruleKey(match, path))
        .returning({ id: redirectRulesTable.id });
      return removed.length > 0;
    },
  };
}
