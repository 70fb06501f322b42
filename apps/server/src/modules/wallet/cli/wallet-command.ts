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

/** What one decision command needs: how to decide, how to tell the outcome, and its refusals. */
export interface DecisionCommandSpec<Deps extends { io: WalletCliIo }, Decided> {
  readonly name: string;
  readonly usage: string;
  /** What the id names, for the usage error (`withdrawal`, `coupon`). */
  readonly subject: string;
  decide(id: number, deps: Deps): Promise<Decided>;
  describe(decided: Decided): string;
  /** The error a decision refuses with (printed, exit 1); any other is a fault and thrown. */
  readonly refusal: new (
    ...args: never[]
  ) => Error;
}

/** `<name> ID`: one operator decision on one record (a withdrawal, a vip bet) by its id. */
export function decisionCommand<Deps extends { io: WalletCliIo }, Decided>(
  spec: DecisionCommandSpec<Deps, Decided>,
): OperatorCommand<Deps> {
  return {
    name: spec.name,
    usage: spec.usage,
    async run(args, deps) {
      const [id, ...rest] = args;
      if (id === undefined || rest.length > 0 || !/^[1-9]\d{0,14}$/.test(id)) {
        deps.io.err(`wallet ${spec.name} takes the ${spec.subject}'s id (a positive whole number)`);
        return 2;
      }
      try {
        deps.io.out(spec.describe(await spec.decide(Number(id), deps)));
        return 0;
      } catch (error) {
        if (!(error instanceof spec.refusal)) throw error;
        deps.io.err(error.message);
        return 1;
      }
    },
  };
}
