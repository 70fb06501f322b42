import type { FastifyInstance } from 'fastify';

/**
 * A module's own background work outside the scheduled jobs' one transaction (each step a wallet
 * movement or a provider call of its own; every instance may run it, the work being once per
 * record): rounds run one after another, never overlapping; a failed round is logged and the next
 * one tries again; the app's close waits for the round under way.
 */
export function backgroundRounds(app: FastifyInstance) {
  let chain: Promise<unknown> = Promise.resolve();
  const timers: NodeJS.Timeout[] = [];

  /** Runs `work` after the rounds before it; a failure is logged as `failure`. */
  const run = (work: () => Promise<unknown>, failure: string): void => {
    chain = chain.then(() => work().catch((error: unknown) => app.log.error({ err: error }, failure)));
  };

  app.addHook('preClose', async () => {
    for (const timer of timers) clearInterval(timer);
    await chain;
  });

  return {
    run,
    /** Runs `work` every `intervalMs` once the app is ready (the first round one interval after). */
    every(intervalMs: number, work: () => Promise<unknown>, failure: string): void {
      app.addHook('onReady', async () => {
        const timer = setInterval(() => run(work, failure), intervalMs);
        timer.unref();
        timers.push(timer);
      });
    },
  };
}
