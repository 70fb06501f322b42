import type { WalletService } from '../wallet-api.ts';

/** Where a command writes: lines for the operator, problems to stderr. */
export interface WalletCliIo {
  out(line: string): void;
  err(line: string): void;
}

export interface WalletCliDeps {
  wallet: WalletService;
  io: WalletCliIo;
}

/**
 * One operator command of `npm run wallet -- <name> …`, over the dependencies it needs (other
 * modules add their own, e.g. the payments' withdrawal decisions). `run` resolves with the exit
 * code: 0 done, 1 refused or a problem found (nothing changed by a refusal), 2 a usage error.
 */
export interface OperatorCommand<Deps extends { io: WalletCliIo }> {
  /** The words that select it (`verify`, `withdrawals approve`). */
  readonly name: string;
  /** One line of usage after the name: its arguments and what it does. */
  readonly usage: string;
  run(args: readonly string[], deps: Deps): Promise<number>;
}

export type WalletCommand = OperatorCommand<WalletCliDeps>;
