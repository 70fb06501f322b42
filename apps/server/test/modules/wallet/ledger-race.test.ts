import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { isWalletRefusal } from '../../../src/modules/wallet/index.ts';
import { useTestApp } from '../../helpers/test-app.ts';
import { testDatabaseKinds } from '../../helpers/test-databases.ts';
import { sqlResult } from '../identity/auth-client.ts';
import { balancesOf, freshKey, fundedAccount, rub } from './wallet-helpers.ts';

/** Concurrent debits: more than the pool has connections, so they really wait on the account's lock. */
const debits = 500;

// PGlite has one connection and runs one transaction at a time: the race needs the real server.
describe.runIf(testDatabaseKinds.includes('postgres'))('concurrent debits at one account on postgres', () => {
  const context = useTestApp('postgres', { env: { DATABASE_POOL_MAX: '16' } });

  it(`lets exactly the covered ones of ${debits} debits through, never below zero, and verifies`, async () => {
    // 123.45 covers 123 debits of 1.00; the rest must be refused.
    const { accountId } = await fundedAccount(context.app, '123.45');
    const outcomes = await Promise.allSettled(
      Array.from({ length: debits }, () =>
        context.app.wallet.casinoBet({ accountId, amount: rub('1'), idempotency: freshKey('race') }),
      ),
    );
    const succeeded = outcomes.filter((outcome) => outcome.status === 'fulfilled').length;
    const refused = outcomes.filter(
      (outcome) =>
        outcome.status === 'rejected' &&
        isWalletRefusal(outcome.reason) &&
        outcome.reason.reason === 'insufficient_funds',
    ).length;
    expect({ succeeded, refused }).toEqual({ succeeded: 123, refused: debits - 123 });
    expect(await balancesOf(context.app, accountId)).toEqual({ balance: 45n, available: 45n });

    // Never below zero at any point: every state the account went through, as its entries record.
    const { rows } = await sqlResult(
      context.app,
      sql`SELECT min(balance_after) AS lowest, count(*) AS entries,
                 count(DISTINCT account_version) AS versions
          FROM wallet_entries WHERE account_id = ${accountId}`,
    );
    expect(rows[0]).toMatchObject({ lowest: '45', entries: '124', versions: '124' });

    const report = await context.app.wallet.verify();
    expect(report.problems).toEqual([]);
  });
});
