import { verifyCommand } from './verify-command.ts';
import type { OperatorCommand, WalletCliIo, WalletCommand } from './wallet-command.ts';

/** The wallet's own operator commands; other modules' are added by the command line's entry. */
export const walletCommands: readonly WalletCommand[] = [verifyCommand];

export function walletCliUsage<Deps extends { io: WalletCliIo }>(
  commands: readonly OperatorCommand<Deps>[],
): string {
  const width = Math.max(...commands.map((command) => command.name.length));
  return [
    'Usage: npm run wallet -- <command> [arguments]',
    '',
    ...commands.map((command) => `  ${command.name.padEnd(width)}  ${command.usage}`),
    '',
    'Runs on the database of DATABASE_URL, or the embedded one in DATA_DIR (stop the server first:',
    'the embedded database allows one process).',
  ].join('\n');
}

/** The command the words name (the longest match), with the words left for its arguments. */
function findCommand<Deps extends { io: WalletCliIo }>(
  argv: readonly string[],
  commands: readonly OperatorCommand<Deps>[],
): { command: OperatorCommand<Deps>; args: readonly string[] } | undefined {
  const command = commands
    .filter((candidate) => candidate.name.split(' ').every((word, index) => argv[index] === word))
    .sort((left, right) => right.name.length - left.name.length)[0];
  return command === undefined ? undefined : { command, args: argv.slice(command.name.split(' ').length) };
}

/** Runs one command line among `commands`; resolves with the exit code (2 for a usage error). */
export async function runWalletCommand<Deps extends { io: WalletCliIo }>(
  argv: readonly string[],
  deps: Deps,
  commands: readonly OperatorCommand<Deps>[],
): Promise<number> {
  if (argv.length === 0 || argv[0] === 'help' || argv[0] === '--help') {
    deps.io.out(walletCliUsage(commands));
    return 0;
  }
  const found = findCommand(argv, commands);
  if (found === undefined) {
    deps.io.err(`wallet: unknown command ${JSON.stringify(argv.join(' '))}`);
    deps.io.err(walletCliUsage(commands));
    return 2;
  }
  return found.command.run(found.args, deps);
}
