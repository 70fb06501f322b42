import { walletEndpoints } from '@parlay/contract/endpoints';
import { accountIdFrom, userIdFrom } from '@parlay/domain';
import type { FastifyInstance } from 'fastify';
import { addEndpoint } from '../../http/endpoint-route.ts';
import { balanceView } from './account-view.ts';
import type { WalletService } from './wallet-api.ts';

export function registerWalletRoutes(app: FastifyInstance, wallet: WalletService): void {
  addEndpoint(app, walletEndpoints.getBalance, async (_input, { user }) => {
    const userId = userIdFrom(user.userId);
    const [accounts, offersFirstDepositBonus] = await Promise.all([
      wallet.listAccounts(userId),
      wallet.offersFirstDepositBonus(userId),
    ]);
    return balanceView(accounts, offersFirstDepositBonus);
  });
  addEndpoint(app, walletEndpoints.addCurrency, async ({ body }, { user }) => {
    await wallet.addCurrencyAccount(userIdFrom(user.userId), body.currency);
    return { message: 'wallet_currency_added' };
  });
  addEndpoint(app, walletEndpoints.removeCurrency, async ({ body }, { user }) => {
    await wallet.removeCurrencyAccount(userIdFrom(user.userId), accountIdFrom(body.id));
    return { message: 'wallet_currency_removed' };
  });
  addEndpoint(app, walletEndpoints.setActiveAccount, async ({ body }, { user }) => {
    await wallet.setActiveAccount(userIdFrom(user.userId), accountIdFrom(body.id));
    return { message: 'wallet_account_activated' };
  });
}
