import { coolingOffMsOf, defaultCoolingOffHours, type LimitInForce, type LimitTypeId } from '@parlay/domain';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Executor } from '../../db/database.ts';
import { createLapsedLimitsJob } from './lapsed-limits-job.ts';
import { createLimitsRepository } from './limits-repository.ts';
import { createLimitsService, type LimitUsageSource } from './limits-service.ts';
import { registerLimitsRoutes } from './routes.ts';

export { default as limitEnforcementModule } from './limit-enforcement.ts';
export type { LimitPolicy, MovementToCheck } from './limit-policy.ts';
export type { LimitUsageSource } from './limits-service.ts';

/** What the limits module offers the rest of the server, as `app.limits`. */
export interface LimitsApi {
  /**
   * Every ACTIVE limit of the player in force at `at` (ms since the epoch), one per type — the
   * caller resolves the strictest of a kind (packages/domain `strictestOfKind`, `limitVerdict`).
   * Pass the executor of the money movement's transaction.
   */
  limitsInForce(userId: number, at: number, executor?: Executor): Promise<readonly LimitInForce[]>;
  /**
   * Plugs in what the ledger says a player used (the enforcement provides it): the limits' balances
   * and the session's play are shown with it, and left null without it.
   */
  provideUsageSource(source: LimitUsageSource): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    limits: LimitsApi;
  }
}

export interface LimitsModuleOptions {
  /** The cooling-off before a looser limit may be confirmed, in hours (24 unless given). */
  coolingOffHours?: number;
  /** The clock (tests move it through cooling-offs and deadlines). */
  now?: () => number;
}

/**
 * Responsible-gaming limits (README.md): the limit service's calls under /limit-service-api, the
 * players' limits and their history, `app.limits` for the enforcement, and the job that records
 * lapsed limits. Needs identity (user tokens, sessions, the main currency) and the site configuration.
 */
async function limitsModule(
  app: FastifyInstance,
  { coolingOffHours = defaultCoolingOffHours, now = Date.now }: LimitsModuleOptions,
): Promise<void> {
  const repository = createLimitsRepository(app.db);
  let usageSource: LimitUsageSource | undefined;
  const service = createLimitsService({
    repository,
    events: app.events,
    async offeredTypes(language): Promise<readonly LimitTypeId[]> {
      return (
        (await app.siteConfig.getSiteConfigOrEnglish(language))?.availableResponsibleGamingLimitsIds ?? []
      );
    },
    async currencyOf(userId) {
      return (await app.identity.users.findById(userId))?.currency ?? null;
    },
    sessionStartedAt: (sessionId) => app.identity.sessionStartedAt(sessionId),
    usage: () => usageSource,
    coolingOffMs: coolingOffMsOf(coolingOffHours),
    now,
  });
  app.decorate('limits', {
    limitsInForce: service.limitsInForce,
    provideUsageSource(source) {
      usageSource = source;
    },
  } satisfies LimitsApi);
  app.scheduledJobs.add(createLapsedLimitsJob(repository));
  registerLimitsRoutes(app, service);
}

export default fp(limitsModule, {
  name: 'limits',
  dependencies: ['database', 'scheduled-jobs', 'domain-events', 'identity', 'site-config'],
});
