import { setTimeout as sleep } from 'node:timers/promises';
import { couponTypeIds } from '@parlay/domain';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { backgroundRounds } from '../../jobs/background-rounds.ts';
import { createBetPlacement, type PlacementSettings } from './bet-placement.ts';
import { registerBetRoutes } from './bets-routes.ts';
import { type CashoutSettings, createCouponCashout } from './coupon-cashout.ts';
import { createCouponDrafts } from './coupon-drafts.ts';
import { createCouponRepository } from './coupon-repository.ts';
import { createCouponRequestKeys } from './coupon-request-keys.ts';
import { createCouponSettlement, marketEventTypes, type SettlementSettings } from './coupon-settlement.ts';
import { createVipDecisions, type VipDecisions } from './coupon-vip-decisions.ts';
import { createCouponRetentionJob } from './retention-job.ts';
import { registerCouponRoutes } from './routes.ts';

export { type VipBetsCliDeps, vipBetsCommands } from './vip-bets-cli.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The operator's side of the coupon: the trader's decisions on vip bets (README.md). */
    coupons: { vipBets: VipDecisions };
  }
}

export interface CouponModuleOptions {
  /** Placement: the live bet delay and the most bets. */
  placement?: Partial<PlacementSettings>;
  settlement?: Partial<SettlementSettings>;
  cashout?: Partial<CashoutSettings>;
  /** Time between rounds that reject vip bets past their deadline (tests call `expireDue`). */
  vipExpiryIntervalMs?: number;
  /** The clock of placement and settlement times (tests move it). */
  now?: () => number;
}

/** Defaults of the operator's settings (README.md "Settings"). */
export const defaultCouponSettings = {
  placement: {
    betDelayMs: 3_000,
    maxBets: 30,
    vipApprovalMs: 15 * 60_000,
  },
  settlement: { settleLiveScouted: true },
  cashout: { marginBasisPoints: 500 },
} as const satisfies {
  placement: PlacementSettings;
  settlement: SettlementSettings;
  cashout: CashoutSettings;
};

const allCouponTypes = Object.values(couponTypeIds);

/** The coupon: its arithmetic (calculate), the player's draft across devices, placing bets, settling them from the sportsbook's events, cash-out and the history. */
async function couponModule(app: FastifyInstance, options: CouponModuleOptions): Promise<void> {
  const now = options.now ?? Date.now;
  const repository = createCouponRepository(app.db);
  const once = createCouponRequestKeys({ repository, events: app.events, now });
  const drafts = createCouponDrafts(app.db, now);
  const placement = createBetPlacement({
    repository,
    once,
    drafts,
    sportsbook: app.sportsbook,
    wallet: app.wallet,
    limits: app.limitPolicy,
    bonusAccountTakesBets: (accountId) => app.bonuses.acceptsSportStakes(accountId),
    sessionStartedAt: (sessionId) => app.identity.sessionStartedAt(sessionId),
    siteTerms: async (language) => {
      const config = await app.siteConfig.getSiteConfigOrEnglish(language);
      // No configuration at all: the strictest terms (every type bounded, no bonus).
      return {
        amountRules: {
          typesWithMinAmount: config?.couponTypesWithMinAmount ?? allCouponTypes,
          typesWithMaxAmount: config?.couponTypesWithMaxAmount ?? allCouponTypes,
        },
        bonusAllowed: config?.isAvailableCouponBonusBet ?? false,
        vipAllowed: config?.showVipBet ?? false,
      };
    },
    settings: { ...defaultCouponSettings.placement, ...options.placement },
    now,
    sleep: (ms) => sleep(ms),
  });
  const settlement = createCouponSettlement({
    db: app.db,
    repository,
    events: app.events,
    sportsbook: app.sportsbook,
    wallet: app.wallet,
    settings: { ...defaultCouponSettings.settlement, ...options.settlement },
    now,
    log: app.log,
  });
  const cashout = createCouponCashout({
    repository,
    once,
    sportsbook: app.sportsbook,
    wallet: app.wallet,
    settings: { ...defaultCouponSettings.cashout, ...options.cashout },
    now,
  });
  const vipBets = createVipDecisions({
    repository,
    events: app.events,
    wallet: app.wallet,
    sportsbook: app.sportsbook,
    now,
  });
  for (const type of marketEventTypes) {
    const unsubscribe = await app.events.on(type, (event, meta) => settlement.handle(event, meta));
    app.addHook('onClose', async () => unsubscribe());
  }
  app.scheduledJobs.add(createCouponRetentionJob(repository));
  app.decorate('coupons', { vipBets });
  // Vip bets past their deadline are rejected within a minute, not at the scheduled jobs' ten: a
  // player waits on the answer. Each coupon is decided under its lock, once.
  backgroundRounds(app).every(
    options.vipExpiryIntervalMs ?? 60_000,
    vipBets.expireDue,
    'vip bets could not be expired',
  );
  registerCouponRoutes(app);
  registerBetRoutes(app, { repository, placement, cashout, drafts });
}

export default fp(couponModule, {
  name: 'coupon',
  dependencies: [
    'database',
    'domain-events',
    'scheduled-jobs',
    'identity',
    'wallet',
    'sportsbook',
    'limit-enforcement',
    'site-config',
    'bonuses',
  ],
});
