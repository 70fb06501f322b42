/**
 * `npm run wallet -- <command>` and `npm run wallet:verify`: the operator's money commands
 * (`verify`, `withdrawals list | approve ID | reject ID | request …`, `vip-bets list | accept ID |
 * reject ID`) on the database the environment names, through the same modules as the site: a
 * payout goes through the provider the withdrawal was requested with, so the whole app is built.
 */
import { buildApp } from './app.ts';
import { isLoopbackHost, parseEnvOrExit } from './env.ts';
import { type VipBetsCliDeps, vipBetsCommands } from './modules/coupon/index.ts';
import { type WithdrawalsCliDeps, withdrawalsCommands } from './modules/payments/index.ts';
import { embeddedDatabaseProblem } from './modules/site-config/config-cli.ts';
import { runWalletCommand, type WalletCliDeps, walletCommands } from './modules/wallet/index.ts';

// A withdrawal requested through the demo provider (npm start) is paid out through it, so the
// command line offers it wherever the site may (loopback); a deployment's providers are unaffected.
if (isLoopbackHost(process.env.HOST ?? '127.0.0.1')) process.env.DEMO_PAYMENT_PROVIDER ??= 'true';
const env = parseEnvOrExit(process.env);
const problem = embeddedDatabaseProblem(env);
if (problem !== undefined) {
  console.error(`wallet: ${problem}`);
  process.exit(1);
}

const app = await buildApp({ env, logger: { level: 'error' } });
let code = 1;
try {
  await app.ready();
  code = await runWalletCommand<WalletCliDeps & WithdrawalsCliDeps & VipBetsCliDeps>(
    process.argv.slice(2),
    {
      wallet: app.wallet,
      withdrawals: app.payments.withdrawals,
      requestWithdrawalFor: app.payments.requestWithdrawalFor,
      vipBets: app.coupons.vipBets,
      io: { out: (line) => console.log(line), err: (line) => console.error(line) },
    },
    [...walletCommands, ...withdrawalsCommands, ...vipBetsCommands],
  );
} finally {
  await app.close();
}
process.exit(code);
