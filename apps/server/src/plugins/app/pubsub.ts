import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Env } from '../../env.ts';
import { createPubSub } from '../../pubsub/create-pubsub.ts';
import type { PubSub } from '../../pubsub/pubsub.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Messages between every instance of the application (in-process or Redis). */
    pubsub: PubSub;
  }
}

export interface PubSubPluginOptions {
  env: Env;
  /** A pub/sub made by the caller (tests sharing one between two apps): used as is, left open. */
  pubsub?: PubSub;
}

async function pubsubPlugin(app: FastifyInstance, options: PubSubPluginOptions): Promise<void> {
  const pubsub = options.pubsub ?? (await createPubSub(options.env, app.log));
  if (options.pubsub === undefined) {
    app.addHook('onClose', () => pubsub.close());
  }
  app.decorate('pubsub', pubsub);
}

export default fp(pubsubPlugin, { name: 'pubsub' });
