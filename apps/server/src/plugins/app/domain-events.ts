import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createEventBus, type EventBus } from '../../events/event-bus.ts';
import { createEventsRepository } from '../../events/events-repository.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Domain events between modules (events/README.md): a producer records them in its transaction
     * (`events.transaction((tx, emit) => …)`), consumers subscribe by type (`events.on(type, …)`).
     */
    events: EventBus;
  }
}

async function domainEvents(app: FastifyInstance): Promise<void> {
  const bus = createEventBus({
    db: app.db,
    repository: createEventsRepository(app.db),
    pubsub: app.pubsub,
    log: app.log,
  });
  app.decorate('events', bus);
  app.scheduledJobs.add(bus.relayJob);
}

export default fp(domainEvents, {
  name: 'domain-events',
  dependencies: ['database', 'pubsub', 'scheduled-jobs'],
});
