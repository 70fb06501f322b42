import { verifyCommand } from './verify-command.ts';
import type { WalletCliDeps, WalletCommand } from './wallet-command.ts';

/** Every operator command; a new one is a file beside this and a line here. */
export const walletCommands: readonly WalletCommand[] = [verifyCommand];

export function walletCliUsage(): string {
  const width = Math.max(...walletCommands.map((command) => command.name.length));
  return [
    'Usage: npm run wallet -- <command> [arguments]',
    '',
    ...walletCommands.map((command) => `  ${command.name.padEnd(width)}  ${command.usage}`),
    '',
    'Runs on the database of DATABASE_URL, or the embedded one in DATA_DIR (stop the server first:',
    'the embedded database allows one process).',
  ].join('\n');
}

/** The command the words name (the longest match), with the words left for its arguments. */
export function findWalletCommand(
  argv: readonly string[],
): { command: WalletCommand; args: readonly string[] } | undefined {
  const candidates = walletCommands
    .filter((command) => {
      const words = command.name.split(' ');
      return words.every((word, index) => argv[index] === word);
    })
    .sort((left, right) => right.name.length - left.name.length);
  const command = candidates[0];
  return command === undefined ? undefined : { command, args: argv.slice(command.name.split(' ').length) };
}

/** Runs one command line; resolves with the exit code (2 for a usage error). */
export async function runWalletCommand(argv: readonly string[], deps: WalletCliDeps): Promise<number> {
  if (argv.length === 0 || argv[0] === 'help' || argv[0] === '--help') {
    deps.io.out(walletCliUsage());
    return 0;
  }
  const found = findWalletCommand(argv);
  if (found === undefined) {
    deps.io.err(`wallet: unknown command ${JSON.stringify(argv.join(' '))}`);
    deps.io.err(walletCliUsage());
    return 2;
  }
  return found.command.run(found.args, deps);
}
