import type { RealtimeChannel, RealtimePayload } from '@parlay/contract';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { anonymousChannelAccess, type ChannelAccessPolicy, userTopicKey } from './channel-access.ts';
import { type ConnectionLimits, serveConnection } from './client-connection.ts';
import { Heartbeat } from './heartbeat.ts';
import { refuseForeignOrigin } from './origin-check.ts';
import { limitSocketsPerAddress } from './sockets-per-address.ts';
import { TopicHub } from './topic-hub.ts';

export interface RealtimePublisher {
  /**
   * Sends an event to every subscriber of the channel on every instance; resolves with the
   * version it got. Per-user channels (balance) need the player's id.
   */
  publish<C extends RealtimeChannel>(
    channel: C,
    payload: RealtimePayload<C>,
    audience?: { userId: string },
  ): Promise<number>;
}

declare module 'fastify' {
  interface FastifyInstance {
    realtime: RealtimePublisher;
  }
}

export interface RealtimeLimits extends ConnectionLimits {
  /** Open sockets one client address (an IPv6 one by its /64) may hold on this instance. */
  socketsPerAddress: number;
}

export interface RealtimeOptions {
  /** Who may follow which channel; the hook sign-in (issue 4) replaces. */
  channelAccess: ChannelAccessPolicy;
  heartbeatIntervalMs: number;
  historySize: number;
  topicLingerMs: number;
  limits: RealtimeLimits;
}

/** What a caller may change: any option, and any one limit without restating the others. */
export type RealtimeOverrides = Partial<Omit<RealtimeOptions, 'limits'>> & {
  limits?: Partial<RealtimeLimits>;
};

export const defaultRealtimeOptions: RealtimeOptions = {
  channelAccess: anonymousChannelAccess,
  heartbeatIntervalMs: 30_000,
  historySize: 100,
  topicLingerMs: 120_000,
  limits: {
    messagesPerSecond: 10,
    messageBurst: 20,
    maxRateViolations: 20,
    maxBufferedBytes: 1024 * 1024,
    // One per open tab: enough for a household; raised where many players share one address.
    socketsPerAddress: 20,
  },
};

/** The one WebSocket endpoint, `/ws`: subscribe to channels, get versioned events, replay on reconnect. */
async function realtime(app: FastifyInstance, overrides: RealtimeOverrides): Promise<void> {
  const options: RealtimeOptions = {
    ...defaultRealtimeOptions,
    ...overrides,
    limits: { ...defaultRealtimeOptions.limits, ...overrides.limits },
  };
  const hub = new TopicHub({
    pubsub: app.pubsub,
    log: app.log,
    historySize: options.historySize,
    lingerMs: options.topicLingerMs,
  });
  const heartbeat = new Heartbeat(options.heartbeatIntervalMs);
  app.addHook('onClose', async () => {
    heartbeat.stop();
    await hub.close();
  });

  app.decorate('realtime', {
    publish(channel, payload, audience) {
      const topicKey = audience === undefined ? channel : userTopicKey(channel, audience.userId);
      // The payload's type is tied to the channel by the signature; zod checks it again on publish.
      return hub.publish(topicKey, { channel, payload } as Parameters<TopicHub['publish']>[1]);
    },
  } satisfies RealtimePublisher);

  const preValidation = [refuseForeignOrigin, limitSocketsPerAddress(options.limits.socketsPerAddress)];
  app.get('/ws', { websocket: true, preValidation }, (socket, request) =>
    serveConnection(socket, request, {
      hub,
      heartbeat,
      channelAccess: options.channelAccess,
      limits: options.limits,
      log: app.log,
    }),
  );
}

export default fp(realtime, { name: 'realtime', dependencies: ['pubsub', 'websockets'] });
