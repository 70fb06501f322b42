/**
 * `npm run wallet -- withdrawals list | approve ID | reject ID`, `npm run wallet -- verify`: the
 * operator's money commands, run against the same database as the site, through the same modules
 * (app.payments, app.wallet) as the site itself.
 */
import { buildApp } from './app.ts';
import { isLoopbackHost, parseEnvOrExit } from './env.ts';
import {
  parseWithdrawalsCommand,
  runWithdrawalsCommand,
  withdrawalsUsage,
} from './modules/payments/index.ts';
import { embeddedDatabaseProblem } from './modules/site-config/config-cli.ts';

const usage = `Usage: npm run wallet -- <command>
${withdrawalsUsage}
  verify                     recompute every balance from the ledger's entries and check its hash chains`;

const [group, ...rest] = process.argv.slice(2);
const withdrawals = group === 'withdrawals' ? parseWithdrawalsCommand(rest) : undefined;
if (group !== 'verify' && (withdrawals === undefined || 'error' in withdrawals)) {
  const help = group === undefined || group === 'help' || group === '--help';
  if (!help)
    console.error(
      `wallet: ${withdrawals && 'error' in withdrawals ? withdrawals.error : `unknown command ${group}`}`,
    );
  (help ? console.log : console.error)(usage);
  process.exit(help ? 0 : 2);
}

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
  const io = { out: (line: string) => console.log(line), err: (line: string) => console.error(line) };
  if (withdrawals !== undefined && !('error' in withdrawals)) {
    code = await runWithdrawalsCommand(withdrawals, app.payments.withdrawals, io);
  } else {
    const report = await app.wallet.verify();
    io.out(`${report.accountsChecked} accounts, ${report.transfersChecked} transfers checked`);
    for (const line of report.problems) io.err(line);
    code = report.ok ? 0 : 1;
  }
} finally {
  await app.close();
}
process.exit(code);
