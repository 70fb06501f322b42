import { privateRealtimeChannels, type RealtimeChannel } from '@parlay/contract';
import type { FastifyRequest } from 'fastify';

/** Allowed, with the stream to follow (a per-user channel maps each player to their own stream). */
export type ChannelAccess = { allowed: true; topicKey: string } | { allowed: false };

/**
 * Decides whether the socket's user may subscribe to a channel, and to which stream of it. The
 * realtime plugin takes one as its `channelAccess` option.
 */
export type ChannelAccessPolicy = (
  channel: RealtimeChannel,
  request: FastifyRequest,
) => ChannelAccess | Promise<ChannelAccess>;

/** The stream of a per-user channel for one player, e.g. `balance:42`. */
export function userTopicKey(channel: RealtimeChannel, userId: string): string {
  return `${channel}:${userId}`;
}

/** Public channels are open to every socket; per-user ones to nobody. */
export const anonymousChannelAccess: ChannelAccessPolicy = (channel) =>
  privateRealtimeChannels.includes(channel) ? { allowed: false } : { allowed: true, topicKey: channel };

/**
 * Public channels are open; a per-user channel is open to a signed-in socket only, and always as
 * the stream of the player its upgrade request's session belongs to: there is no way to name
 * another player's stream. The session is the one of the socket's upgrade request (its cookie),
 * read at the first per-user subscription.
 */
export function sessionChannelAccess(
  sessionOf: (request: FastifyRequest) => Promise<{ userId: number } | null>,
): ChannelAccessPolicy {
  return async (channel, request) => {
    if (!privateRealtimeChannels.includes(channel)) return { allowed: true, topicKey: channel };
    const session = await sessionOf(request);
    return session === null
      ? { allowed: false }
      : { allowed: true, topicKey: userTopicKey(channel, String(session.userId)) };
  };
}
