/**
 * The browser's one socket to `/ws` (packages/contract realtime.ts): follows channels, keeps each
 * channel's last version so a reconnect asks only for what it missed, and tells the follower to
 * reload over HTTP when events were lost (a gap, or the server's `resync`). Reconnects on its own.
 */
import type { ClientMessage, RealtimeChannel, RealtimePayload, ServerMessage } from '@parlay/contract';

export interface ChannelFollower<C extends RealtimeChannel> {
  /** An event of the channel: each once, in version order. */
  onEvent(payload: RealtimePayload<C>, version: number): void;
  /**
   * Events may have been missed (the socket was away too long, or a version was skipped), or the
   * subscription just started: reload the channel's state over HTTP.
   */
  onResync(): void;
  /** The server refused the channel (a per-user channel without a session). */
  onRefused?(): void;
}

export interface RealtimeConnection {
  /** Follows a channel until the returned function is called. One follower per channel. */
  follow<C extends RealtimeChannel>(channel: C, follower: ChannelFollower<C>): () => void;
  /** Closes the socket for good. */
  close(): void;
}

/** Waits before each reconnect, the last repeating: quick at first, then gentle on a server that is down. */
export const reconnectDelaysMs = [1_000, 2_000, 5_000, 10_000, 30_000] as const;

export interface RealtimeOptions {
  /** The socket's URL; the page's own `/ws` by default. */
  url?: string;
  /** For tests: another WebSocket implementation. */
  createSocket?: (url: string) => WebSocket;
}

interface Followed {
  /** The follower, its events already matched to its channel. */
  follower: ChannelFollower<RealtimeChannel>;
  /** The last version seen; undefined until the first subscription is confirmed. */
  version: number | undefined;
}

function pageSocketUrl(): string {
  const scheme = location.protocol === 'https:' ? 'wss:' : 'ws:';
  return `${scheme}//${location.host}/ws`;
}

/** A message of the server, or undefined for anything that is not one (it is only ever read, never trusted further). */
function parseServerMessage(data: unknown): ServerMessage | undefined {
  if (typeof data !== 'string') return undefined;
  try {
    const message: unknown = JSON.parse(data);
    return typeof message === 'object' && message !== null && 'type' in message
      ? (message as ServerMessage)
      : undefined;
  } catch {
    return undefined;
  }
}

export function connectRealtime(options: RealtimeOptions = {}): RealtimeConnection {
  const channels = new Map<RealtimeChannel, Followed>();
  const createSocket = options.createSocket ?? ((url: string) => new WebSocket(url));
  let socket: WebSocket | null = null;
  let closed = false;
  let failedAttempts = 0;
  let reconnectTimer: ReturnType<typeof setTimeout> | undefined;

  const send = (message: ClientMessage) => {
    if (socket?.readyState === WebSocket.OPEN) socket.send(JSON.stringify(message));
  };
  const subscribe = (channel: RealtimeChannel, followed: Followed) =>
    send({
      type: 'subscribe',
      channel,
      ...(followed.version === undefined ? {} : { sinceVersion: followed.version }),
    });

  const receive = (message: ServerMessage) => {
    if (!('channel' in message) || message.channel === undefined) return;
    const followed = channels.get(message.channel);
    if (!followed) return;
    switch (message.type) {
      case 'subscribed':
        // A fresh subscription: what happened before it is read over HTTP.
        if (followed.version === undefined) {
          followed.version = message.version;
          followed.follower.onResync();
        }
        return;
      case 'resync':
        followed.version = message.version;
        followed.follower.onResync();
        return;
      case 'event': {
        const last = followed.version;
        if (last !== undefined && message.version <= last) return;
        followed.version = message.version;
        if (last !== undefined && message.version > last + 1) followed.follower.onResync();
        followed.follower.onEvent(message.payload, message.version);
        return;
      }
      case 'error':
        if (message.code === 'UNAUTHORIZED') followed.follower.onRefused?.();
        return;
    }
  };

  const scheduleReconnect = () => {
    if (closed || channels.size === 0 || reconnectTimer !== undefined) return;
    const delay = reconnectDelaysMs[Math.min(failedAttempts, reconnectDelaysMs.length - 1)];
    failedAttempts += 1;
    reconnectTimer = setTimeout(() => {
      reconnectTimer = undefined;
      open();
    }, delay);
  };

  const open = () => {
    if (closed || socket !== null || channels.size === 0) return;
    const current = createSocket(options.url ?? pageSocketUrl());
    socket = current;
    current.addEventListener('open', () => {
      failedAttempts = 0;
      for (const [channel, followed] of channels) subscribe(channel, followed);
    });
    current.addEventListener('message', (event) => {
      const message = parseServerMessage(event.data);
      if (message) receive(message);
    });
    current.addEventListener('close', () => {
      if (socket === current) socket = null;
      scheduleReconnect();
    });
  };

  // Back online: no need to wait out the back-off.
  const reconnectNow = () => {
    if (socket !== null || closed) return;
    clearTimeout(reconnectTimer);
    reconnectTimer = undefined;
    open();
  };
  addEventListener('online', reconnectNow);

  return {
    follow<C extends RealtimeChannel>(channel: C, follower: ChannelFollower<C>) {
      const followed: Followed = {
        follower: {
          // Messages are routed by their channel: an event here is one of this channel.
          onEvent: (payload, version) => follower.onEvent(payload as RealtimePayload<C>, version),
          onResync: () => follower.onResync(),
          onRefused: () => follower.onRefused?.(),
        },
        version: undefined,
      };
      channels.set(channel, followed);
      if (socket === null) open();
      else subscribe(channel, followed);
      return () => {
        if (channels.get(channel) !== followed) return;
        channels.delete(channel);
        send({ type: 'unsubscribe', channel });
        if (channels.size === 0) socket?.close();
      };
    },
    close() {
      closed = true;
      clearTimeout(reconnectTimer);
      removeEventListener('online', reconnectNow);
      socket?.close();
      socket = null;
    },
  };
}
