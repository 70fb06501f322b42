import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { sportsbookRetentionJob } from './retention-job.ts';
import { registerLineRoutes } from './routes.ts';
import type { Sportsbook } from './sportsbook-api.ts';
import { createSportsbook } from './sportsbook-service.ts';

export type { ApplyOutcome } from './feed-applier.ts';
export type { HeartbeatOutcome } from './producer-tracker.ts';
export type * from './sportsbook-api.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The line: sports, games, markets and their selections as the feed made them (README.md). */
    sportsbook: Sportsbook;
  }
}

export interface SportsbookModuleOptions {
  /** The clock of producer liveness and the line's filters (tests move it). */
  now?: () => number;
}

/** The sportsbook: the line applied from the feed, its read API, selections for the coupon. */
async function sportsbookModule(app: FastifyInstance, options: SportsbookModuleOptions): Promise<void> {
  const { sportsbook, line } = createSportsbook({
    db: app.db,
    events: app.events,
    realtime: app.realtime,
    log: app.log,
    now: options.now ?? Date.now,
  });
  app.decorate('sportsbook', sportsbook);
  app.scheduledJobs.add(sportsbookRetentionJob);
  registerLineRoutes(app, line);
}

export default fp(sportsbookModule, {
  name: 'sportsbook',
  dependencies: ['database', 'domain-events', 'realtime', 'scheduled-jobs'],
});
