import { userIdFrom } from '@parlay/domain';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { backgroundRounds } from '../../jobs/background-rounds.ts';
import { createBonusesRepository } from './bonuses-repository.ts';
import { type BonusesService, createBonusesService } from './bonuses-service.ts';
import { registerBonusRoutes } from './routes.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Bonuses: the first-deposit bonus and its wagering (README.md). */
    bonuses: Pick<BonusesService, 'recordWager' | 'expireDue' | 'acceptsSportStakes'>;
  }
}

export interface BonusesModuleOptions {
  /** Time between expiry rounds (tests call `app.bonuses.expireDue` themselves). */
  expiryIntervalMs?: number;
}

/**
 * Bonuses: grants the first-deposit bonus of the registration choice on a credited first deposit
 * (`payment.deposit_credited`), tracks its wagering, converts or forfeits it, and tells the
 * wallet's balance answer whether a first deposit would still earn one.
 */
async function bonusesModule(app: FastifyInstance, options: BonusesModuleOptions): Promise<void> {
  const bonuses = createBonusesService({
    db: app.db,
    repository: createBonusesRepository(app.db),
    wallet: app.wallet,
    users: app.identity.users,
    log: app.log,
  });
  app.decorate('bonuses', {
    recordWager: bonuses.recordWager,
    expireDue: bonuses.expireDue,
    acceptsSportStakes: bonuses.acceptsSportStakes,
  });
  app.wallet.setFirstDepositBonusRule((userId) => bonuses.offersFirstDepositBonus(userIdFrom(userId)));

  // Each step is idempotent (one grant per player and trigger, wallet keys of the grant), so a
  // repeat delivery or every instance acting on the same event grants and credits once.
  const unsubscribe = await app.events.on('payment.deposit_credited', (event) =>
    bonuses.onDepositCredited(event),
  );
  // A settled bet from a bonus account counts towards its wagering (once per stake transfer).
  const unsubscribeWagers = await app.events.on('coupon.bonus_stake_settled', (event) =>
    bonuses.onBonusStakeSettled(event),
  );

  // Expiry runs outside the scheduled jobs' transaction: each forfeit is a wallet movement of its own.
  const rounds = backgroundRounds(app);
  // A grant a stop left uncredited is credited at start.
  app.addHook('onReady', async () =>
    rounds.run(bonuses.creditUncredited, 'uncredited bonuses could not be credited'),
  );
  rounds.every(options.expiryIntervalMs ?? 10 * 60_000, bonuses.expireDue, 'bonuses could not be expired');
  app.addHook('onClose', async () => {
    await unsubscribe();
    await unsubscribeWagers();
  });

  registerBonusRoutes(app, bonuses);
}

export default fp(bonusesModule, {
  name: 'bonuses',
  dependencies: ['database', 'domain-events', 'identity', 'wallet'],
});
