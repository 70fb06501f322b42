// @vitest-environment happy-dom
import type { ServerMessage } from '@parlay/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { connectRealtime, reconnectDelaysMs } from './realtime-connection.ts';

/** A socket the test drives: it records what the client sends and delivers what the test says. */
class FakeSocket extends EventTarget {
  readyState: number = WebSocket.CONNECTING;
  readonly sent: unknown[] = [];
  readonly url: string;

  constructor(url: string) {
    super();
    this.url = url;
  }

  send(text: string) {
    this.sent.push(JSON.parse(text));
  }

  close() {
    if (this.readyState === WebSocket.CLOSED) return;
    this.readyState = WebSocket.CLOSED;
    this.dispatchEvent(new Event('close'));
  }

  opened() {
    this.readyState = WebSocket.OPEN;
    this.dispatchEvent(new Event('open'));
  }

  deliver(message: ServerMessage) {
    this.dispatchEvent(new MessageEvent('message', { data: JSON.stringify(message) }));
  }
}

const sockets: FakeSocket[] = [];
const latestSocket = () => sockets.at(-1) as FakeSocket;

function follower() {
  const events: [string, number][] = [];
  let resyncs = 0;
  let refused = 0;
  return {
    follower: {
      onEvent: (payload: { money: string }, version: number) => events.push([payload.money, version]),
      onResync: () => {
        resyncs += 1;
      },
      onRefused: () => {
        refused += 1;
      },
    },
    events,
    resyncs: () => resyncs,
    refused: () => refused,
  };
}

const balanceEvent = (version: number, money: string): ServerMessage => ({
  type: 'event',
  channel: 'balance',
  version,
  payload: {
    kind: 'balance.changed',
    accountId: 1,
    currency: 'RUB',
    money,
    held: '0.00',
    version: 40 + version,
  },
});

beforeEach(() => {
  sockets.length = 0;
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

function connect() {
  return connectRealtime({
    url: 'ws://site.test/ws',
    createSocket: (url) => {
      const socket = new FakeSocket(url);
      sockets.push(socket);
      return socket as unknown as WebSocket;
    },
  });
}

describe('realtime connection', () => {
  it('subscribes once open, reloads at the start, then passes each event on once and in order', () => {
    const connection = connect();
    const balance = follower();
    connection.follow('balance', balance.follower);
    latestSocket().opened();
    expect(latestSocket().sent).toEqual([{ type: 'subscribe', channel: 'balance' }]);
    latestSocket().deliver({ type: 'subscribed', channel: 'balance', version: 7 });
    expect(balance.resyncs()).toBe(1);
    latestSocket().deliver(balanceEvent(8, '10.00'));
    latestSocket().deliver(balanceEvent(8, '10.00'));
    latestSocket().deliver(balanceEvent(9, '20.00'));
    expect(balance.events).toEqual([
      ['10.00', 8],
      ['20.00', 9],
    ]);
    expect(balance.resyncs()).toBe(1);
    connection.close();
  });

  it('asks for what it missed after a reconnect, and reloads when the server says it is gone', () => {
    const connection = connect();
    const balance = follower();
    connection.follow('balance', balance.follower);
    latestSocket().opened();
    latestSocket().deliver({ type: 'subscribed', channel: 'balance', version: 3 });
    latestSocket().deliver(balanceEvent(4, '1.00'));
    latestSocket().close();
    expect(sockets).toHaveLength(1);
    vi.advanceTimersByTime(reconnectDelaysMs[0]);
    expect(sockets).toHaveLength(2);
    latestSocket().opened();
    expect(latestSocket().sent).toEqual([{ type: 'subscribe', channel: 'balance', sinceVersion: 4 }]);
    latestSocket().deliver({ type: 'subscribed', channel: 'balance', version: 200 });
    latestSocket().deliver({ type: 'resync', channel: 'balance', version: 200 });
    expect(balance.resyncs()).toBe(2);
    latestSocket().deliver(balanceEvent(201, '2.00'));
    expect(balance.events.at(-1)).toEqual(['2.00', 201]);
    connection.close();
  });

  it('reloads when a version was skipped', () => {
    const connection = connect();
    const balance = follower();
    connection.follow('balance', balance.follower);
    latestSocket().opened();
    latestSocket().deliver({ type: 'subscribed', channel: 'balance', version: 1 });
    latestSocket().deliver(balanceEvent(3, '3.00'));
    expect(balance.resyncs()).toBe(2);
    expect(balance.events).toEqual([['3.00', 3]]);
    connection.close();
  });

  it('backs off more between failed attempts, and stops for good on close', () => {
    const connection = connect();
    connection.follow('balance', follower().follower);
    latestSocket().close();
    vi.advanceTimersByTime(reconnectDelaysMs[0]);
    latestSocket().close();
    vi.advanceTimersByTime(reconnectDelaysMs[1] - 1);
    expect(sockets).toHaveLength(2);
    vi.advanceTimersByTime(1);
    expect(sockets).toHaveLength(3);
    connection.close();
    vi.advanceTimersByTime(60_000);
    expect(sockets).toHaveLength(3);
  });

  it('tells the follower when the server refuses the channel', () => {
    const connection = connect();
    const balance = follower();
    connection.follow('balance', balance.follower);
    latestSocket().opened();
    latestSocket().deliver({
      type: 'error',
      code: 'UNAUTHORIZED',
      messageKey: 'main_unauthorized',
      channel: 'balance',
    });
    expect(balance.refused()).toBe(1);
    connection.close();
  });
});
