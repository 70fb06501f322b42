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

/**
 * Until sign-in exists (issue 4), every socket is anonymous: public channels are open and
 * per-user ones refused. Issue 4 replaces this with a policy that reads the session from the
 * upgrade request and answers `userTopicKey(channel, session.userId)`.
 */
export const anonymousChannelAccess: ChannelAccessPolicy = (channel) =>
  privateRealtimeChannels.includes(channel) ? { allowed: false } : { allowed: true, topicKey: channel };
