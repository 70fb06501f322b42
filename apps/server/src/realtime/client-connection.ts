import {
  type ClientMessage,
  clientMessageSchema,
  type RealtimeChannel,
  type RealtimeErrorCode,
  type ServerMessage,
} from '@parlay/contract';
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import type { RawData, WebSocket } from 'ws';
import type { ChannelAccessPolicy } from './channel-access.ts';
import type { Heartbeat } from './heartbeat.ts';
import { MessageRateLimiter } from './message-rate-limiter.ts';
import type { Subscriber, TopicHub } from './topic-hub.ts';

export interface ConnectionLimits {
  messagesPerSecond: number;
  messageBurst: number;
  /** Messages refused for rate in a row before the socket is closed. */
  maxRateViolations: number;
  /** Unsent bytes a slow client may accumulate before it is disconnected. */
  maxBufferedBytes: number;
}

export interface ConnectionDependencies {
  hub: TopicHub;
  heartbeat: Heartbeat;
  channelAccess: ChannelAccessPolicy;
  limits: ConnectionLimits;
  log: FastifyBaseLogger;
}

/** RFC 6455 close codes used here. */
const policyViolation = 1008;
const tryAgainLater = 1013;

const errorMessageKeys: Record<RealtimeErrorCode, string> = {
  INVALID_MESSAGE: 'main_validation_error',
  RATE_LIMITED: 'main_too_many_requests',
  UNAUTHORIZED: 'main_unauthorized',
  INTERNAL_ERROR: 'main_query_error',
};

/**
 * One client socket: reads its messages (anything malformed gets an error message, never a
 * crash), applies the per-socket rate limit, and maps subscribe/unsubscribe onto the hub.
 */
export function serveConnection(
  socket: WebSocket,
  request: FastifyRequest,
  deps: ConnectionDependencies,
): void {
  const { hub, heartbeat, channelAccess, limits } = deps;
  const log = deps.log.child({ reqId: request.id });
  const rateLimiter = new MessageRateLimiter({
    perSecond: limits.messagesPerSecond,
    burst: limits.messageBurst,
  });
  let rateViolations = 0;
  let closed = false;
  // Messages are handled one after the other, so a quick subscribe/unsubscribe keeps its order.
  let handling: Promise<void> = Promise.resolve();
  /** Channel → the topic this socket follows for it. */
  const topics = new Map<RealtimeChannel, string>();

  const send = (message: ServerMessage, serialized?: string) => {
    if (socket.readyState !== socket.OPEN) return;
    if (socket.bufferedAmount > limits.maxBufferedBytes) {
      socket.close(tryAgainLater, 'too slow');
      return;
    }
    socket.send(serialized ?? JSON.stringify(message));
  };
  const subscriber: Subscriber = { deliver: send };
  const sendError = (code: RealtimeErrorCode, channel?: RealtimeChannel) =>
    send({ type: 'error', code, messageKey: errorMessageKeys[code], ...(channel ? { channel } : {}) });

  const leave = (channel: RealtimeChannel) => {
    const topicKey = topics.get(channel);
    if (topicKey === undefined) return;
    topics.delete(channel);
    hub.unsubscribe(subscriber, topicKey);
  };

  const handle = async (message: ClientMessage) => {
    switch (message.type) {
      case 'ping':
        send({ type: 'pong', ...(message.id === undefined ? {} : { id: message.id }) });
        return;
      case 'unsubscribe':
        leave(message.channel);
        send({ type: 'unsubscribed', channel: message.channel });
        return;
      case 'subscribe': {
        const access = await channelAccess(message.channel, request);
        if (closed) return;
        if (!access.allowed) {
          sendError('UNAUTHORIZED', message.channel);
          return;
        }
        leave(message.channel);
        topics.set(message.channel, access.topicKey);
        // A close while this runs takes the subscription back: the hub records it at once.
        await hub.subscribe(subscriber, {
          channel: message.channel,
          topicKey: access.topicKey,
          sinceVersion: message.sinceVersion,
        });
      }
    }
  };

  socket.on('message', (data: RawData, isBinary: boolean) => {
    if (!rateLimiter.tryTake()) {
      rateViolations += 1;
      if (rateViolations > limits.maxRateViolations) socket.close(policyViolation, 'too many messages');
      else sendError('RATE_LIMITED');
      return;
    }
    rateViolations = 0;
    const message = isBinary ? undefined : parseClientMessage(data);
    if (message === undefined) {
      sendError('INVALID_MESSAGE');
      return;
    }
    handling = handling.then(() =>
      handle(message).catch((error: unknown) => {
        log.error({ err: error, messageType: message.type }, 'realtime message failed');
        sendError('INTERNAL_ERROR', 'channel' in message ? message.channel : undefined);
      }),
    );
  });

  socket.on('close', () => {
    closed = true;
    heartbeat.untrack(socket);
    for (const channel of [...topics.keys()]) leave(channel);
  });

  heartbeat.track(socket);
}

function parseClientMessage(data: RawData): ClientMessage | undefined {
  try {
    const bytes = Array.isArray(data)
      ? Buffer.concat(data)
      : Buffer.isBuffer(data)
        ? data
        : Buffer.from(data);
    const text = bytes.toString('utf8');
    const parsed = clientMessageSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}
