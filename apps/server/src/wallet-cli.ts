/**
 * `npm run wallet -- withdrawals list | withdrawals approve ID | withdrawals reject ID | verify`:
 * the operator's money commands, on the database the environment names, through the same modules
 * as the site (a payout goes through the provider the withdrawal was requested with).
 */
import { buildApp } from './app.ts';
import { isLoopbackHost, parseEnvOrExit } from './env.ts';
import { withdrawalsCommands } from './modules/payments/index.ts';
import { embeddedDatabaseProblem } from './modules/site-config/config-cli.ts';

const verify = {
  name: 'verify',
  usage: 'recompute every balance from the entries, check Σ debits = Σ credits and the hash chains',
};
const commands = [...withdrawalsCommands, verify];
const usage = [
  'Usage: npm run wallet -- <command> [arguments]',
  '',
  ...commands.map((command) => `  ${command.name.padEnd(20)}  ${command.usage}`),
  '',
  'Runs on the database of DATABASE_URL, or the embedded one in DATA_DIR (stop the server first:',
  'the embedded database allows one process).',
].join('\n');

const argv = process.argv.slice(2);
const command = commands
  .filter((candidate) => candidate.name.split(' ').every((word, index) => argv[index] === word))
  .sort((left, right) => right.name.length - left.name.length)[0];
if (command === undefined) {
  const help = argv.length === 0 || argv[0] === 'help' || argv[0] === '--help';
  if (!help) console.error(`wallet: unknown command ${JSON.stringify(argv.join(' '))}`);
  (help ? console.log : console.error)(usage);
  process.exit(help ? 0 : 2);
}
const args = argv.slice(command.name.split(' ').length);

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
const io = { out: (line: string) => console.log(line), err: (line: string) => console.error(line) };
let code = 1;
try {
  await app.ready();
  if ('run' in command) code = await command.run(args, { withdrawals: app.payments.withdrawals, io });
  else if (args.length > 0) {
    io.err('wallet verify takes no arguments');
    code = 2;
  } else {
    const report = await app.wallet.verify();
    for (const line of report.problems) io.err(line);
    io.out(
      `${report.ok ? 'ledger verified' : 'LEDGER DIFFERS'}: ${report.accountsChecked} accounts, ` +
        `${report.transfersChecked} transfers, ${report.problems.length} problems`,
    );
    code = report.ok ? 0 : 1;
  }
} finally {
  await app.close();
}
process.exit(code);
