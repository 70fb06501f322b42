import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { runWalletCommand, walletCommands } from '../../../src/modules/wallet/index.ts';
import { useTestApp } from '../../helpers/test-app.ts';
import { testDatabaseKinds } from '../../helpers/test-databases.ts';
import { freshKey, fundedAccount, rub } from './wallet-helpers.ts';

/**
 * Someone with the database's owner rights switches the append-only triggers off and edits the
 * ledger: the verify command must notice. Each case gets its own database (it leaves it broken).
 */
describe.each(testDatabaseKinds)('tampering with the ledger on %s', (kind) => {
  describe.each([
    {
      what: "an entry's balance",
      table: 'wallet_entries',
      trigger: 'wallet_entries_append_only',
      edit: (accountId: number) =>
        sql`UPDATE wallet_entries SET balance_after = balance_after + 100000
            WHERE account_id = ${accountId} AND account_version = 1`,
      found: /account \d+ (starts at|ends at)/,
    },
    {
      what: "a transfer's amount",
      table: 'wallet_transfers',
      trigger: 'wallet_transfers_append_only',
      edit: (accountId: number) =>
        sql`UPDATE wallet_transfers SET amount = amount + 1 WHERE debit_account_id = ${accountId}`,
      found: /hash does not match|entry \d+ names/,
    },
    {
      what: 'a removed transfer',
      table: 'wallet_entries',
      trigger: 'wallet_entries_append_only',
      edit: (accountId: number) =>
        sql`DELETE FROM wallet_entries WHERE account_id = ${accountId} AND account_version = 2`,
      found: /no entry|chain broken|version/,
    },
  ])('$what', ({ table, trigger, edit, found }) => {
    const context = useTestApp(kind);

    it('is reported by verify, which found nothing before', async () => {
      const { accountId } = await fundedAccount(context.app, '100');
      await context.app.wallet.casinoBet({ accountId, amount: rub('10'), idempotency: freshKey() });
      await context.app.wallet.casinoBet({ accountId, amount: rub('20'), idempotency: freshKey() });
      expect((await context.app.wallet.verify()).problems).toEqual([]);

      await context.app.db.execute(sql.raw(`ALTER TABLE ${table} DISABLE TRIGGER ${trigger}`));
      await context.app.db.execute(edit(accountId));
      await context.app.db.execute(sql.raw(`ALTER TABLE ${table} ENABLE TRIGGER ${trigger}`));

      const report = await context.app.wallet.verify();
      expect(report.ok).toBe(false);
      expect(report.problems.join('\n')).toMatch(found);
    });
  });
});

describe.each(testDatabaseKinds)('the wallet verify command on %s', (kind) => {
  const context = useTestApp(kind);
  const run = async (argv: string[]) => {
    const out: string[] = [];
    const err: string[] = [];
    const code = await runWalletCommand(
      argv,
      { wallet: context.app.wallet, io: { out: (line) => out.push(line), err: (line) => err.push(line) } },
      walletCommands,
    );
    return { code, out, err };
  };

  it('exits 0 on a whole ledger, and 1 with the problems once an entry was changed', async () => {
    const { accountId } = await fundedAccount(context.app, '100');
    const clean = await run(['verify']);
    expect(clean).toMatchObject({ code: 0, err: [] });
    expect(clean.out.join('\n')).toMatch(/^ledger verified: \d+ accounts, \d+ transfers, 0 problems$/);

    await context.app.db.execute(sql`ALTER TABLE wallet_entries DISABLE TRIGGER wallet_entries_append_only`);
    await context.app.db.execute(
      sql`UPDATE wallet_entries SET balance_after = 1 WHERE account_id = ${accountId}`,
    );
    await context.app.db.execute(sql`ALTER TABLE wallet_entries ENABLE TRIGGER wallet_entries_append_only`);
    const broken = await run(['verify']);
    expect(broken.code).toBe(1);
    expect(broken.err.join('\n')).toMatch(new RegExp(`account ${accountId}`));
  });

  it('answers an unknown command with the usage and exit 2', async () => {
    const result = await run(['withdraw-everything']);
    expect(result.code).toBe(2);
    expect(result.err.join('\n')).toMatch(/Usage: npm run wallet -- <command>/);
  });
});
