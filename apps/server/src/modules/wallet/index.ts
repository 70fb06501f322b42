import { formatMoney, isCurrencyCode, moneyFromMinor, subtractMoney, userIdFrom } from '@parlay/domain';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '../../db/database.ts';
import type { DomainEventOf } from '../../events/domain-event.ts';
import type { EventBus } from '../../events/event-bus.ts';
import { createAccounts } from './accounts.ts';
import { createWalletExpiryJob } from './expiry-job.ts';
import { createLedger } from './ledger.ts';
import { registerWalletRoutes } from './routes.ts';
import type { WalletService } from './wallet-api.ts';
import { createWalletRepository } from './wallet-repository.ts';
import { createWalletService } from './wallet-service.ts';

export { runWalletCommand, walletCommands } from './cli/wallet-cli.ts';
export type { OperatorCommand, WalletCliDeps, WalletCliIo, WalletCommand } from './cli/wallet-command.ts';
export { decisionCommand } from './cli/wallet-command.ts';
export type * from './wallet-api.ts';
export { isWalletRefusal, WalletRefusal } from './wallet-errors.ts';

/** The wallet's parts over a database and an event bus. */
function buildWallet(db: Database, events: EventBus) {
  const repository = createWalletRepository(db);
  const ledger = createLedger({ db, repository, events });
  const accounts = createAccounts({ db, repository });
  return {
    repository,
    ledger,
    accounts,
    wallet: createWalletService({ db, repository, ledger, accounts, events }),
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The ledger and the players' accounts: the only way any module moves money (README.md). */
    wallet: WalletService;
  }
}

/** The wallet: accounts, the double-entry ledger, the account calls under /web-api/user. */
async function walletModule(app: FastifyInstance): Promise<void> {
  const { repository, ledger, accounts, wallet } = buildWallet(app.db, app.events);
  app.decorate('wallet', wallet);
  app.scheduledJobs.add(createWalletExpiryJob(ledger, repository, app.events));

  // Registration opens the main account in the chosen currency, once per event.
  const unsubscribeRegistered = await app.events.on('user.registered', async (event, { id }) => {
    if (!isCurrencyCode(event.currency)) {
      app.log.error(
        { event: id, currency: event.currency },
        'registered with a currency the wallet does not keep',
      );
      return;
    }
    await accounts.openMainAccountOnce(id, userIdFrom(event.userId), event.currency);
  });
  // Every movement reaches the player's open tabs on the per-user balance channel.
  const unsubscribeBalance = await app.events.on('balance.changed', (event) => pushBalance(app, event));
  app.addHook('onClose', async () => {
    await unsubscribeRegistered();
    await unsubscribeBalance();
  });

  registerWalletRoutes(app, wallet);
}

async function pushBalance(app: FastifyInstance, event: DomainEventOf<'balance.changed'>): Promise<void> {
  if (!isCurrencyCode(event.currency)) return;
  const balance = moneyFromMinor(event.balance, event.currency);
  const available = moneyFromMinor(event.available, event.currency);
  await app.realtime.publish(
    'balance',
    {
      kind: 'balance.changed',
      accountId: event.accountId,
      currency: event.currency,
      money: formatMoney(available),
      held: formatMoney(subtractMoney(balance, available)),
      version: event.version,
    },
    { userId: String(event.userId) },
  );
}

export default fp(walletModule, {
  name: 'wallet',
  dependencies: ['database', 'domain-events', 'scheduled-jobs', 'realtime'],
});
