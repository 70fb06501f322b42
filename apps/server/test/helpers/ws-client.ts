import { type RealtimeChannel, type ServerMessage, serverMessageSchema } from '@parlay/contract';

/**
 * Node's WebSocket is undici's, which also takes upgrade headers (browsers set Origin themselves);
 * the DOM typings in scope do not know that.
 */
const NodeWebSocket = WebSocket as unknown as new (
  url: string,
  init?: { headers?: Record<string, string> },
) => WebSocket;

/** Matches messages of one type, and of one channel when given: `socket.next(ofType('event', 'odds'))`. */
export const ofType =
  (type: ServerMessage['type'], channel?: RealtimeChannel) =>
  (message: ServerMessage): boolean =>
    message.type === type && (channel === undefined || ('channel' in message && message.channel === channel));

export interface TestSocket {
  /** Every message received so far, parsed and checked against the contract. */
  readonly received: ServerMessage[];
  send(message: unknown): void;
  sendRaw(text: string): void;
  /** The next message that matches, skipping those before it; fails after `timeoutMs`. */
  next(matches?: (message: ServerMessage) => boolean, timeoutMs?: number): Promise<ServerMessage>;
  /** Resolves with the close code once the server (or the client) closed the socket. */
  readonly closed: Promise<{ code: number; reason: string }>;
  close(): Promise<void>;
}

/** A WebSocket client (Node's built-in one) that collects what the server sends. */
export async function connectTestSocket(url: string, headers?: Record<string, string>): Promise<TestSocket> {
  const socket = new NodeWebSocket(url, headers === undefined ? undefined : { headers });
  const received: ServerMessage[] = [];
  let taken = 0;
  const waiters = new Set<() => void>();
  socket.addEventListener('message', (event) => {
    received.push(serverMessageSchema.parse(JSON.parse(String(event.data))));
    for (const wake of waiters) wake();
  });
  const closed = new Promise<{ code: number; reason: string }>((resolve) => {
    socket.addEventListener('close', (event) => resolve({ code: event.code, reason: event.reason }));
  });
  await new Promise<void>((resolve, reject) => {
    socket.addEventListener('open', () => resolve(), { once: true });
    socket.addEventListener('error', () => reject(new Error(`could not connect to ${url}`)), { once: true });
  });

  const takeMatching = (matches: (message: ServerMessage) => boolean): ServerMessage | undefined => {
    for (let index = taken; index < received.length; index += 1) {
      const message = received[index];
      if (message !== undefined && matches(message)) {
        taken = index + 1;
        return message;
      }
    }
    return undefined;
  };

  return {
    received,
    send: (message) => socket.send(JSON.stringify(message)),
    sendRaw: (text) => socket.send(text),
    next(matches = () => true, timeoutMs = 3_000) {
      const found = takeMatching(matches);
      if (found !== undefined) return Promise.resolve(found);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(
            new Error(`no matching message within ${timeoutMs} ms; received ${JSON.stringify(received)}`),
          );
        }, timeoutMs);
        const check = () => {
          const message = takeMatching(matches);
          if (message === undefined) return;
          clearTimeout(timer);
          waiters.delete(check);
          resolve(message);
        };
        waiters.add(check);
      });
    },
    closed,
    async close() {
      socket.close();
      await closed;
    },
  };
}
