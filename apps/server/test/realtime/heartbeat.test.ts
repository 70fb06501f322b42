import { EventEmitter } from 'node:events';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { WebSocket } from 'ws';
import { Heartbeat } from '../../src/realtime/heartbeat.ts';

/** Just what the heartbeat uses of a socket: ping, terminate and the pong event. */
class FakeSocket extends EventEmitter {
  ping = vi.fn();
  terminate = vi.fn();
  asWebSocket(): WebSocket {
    return this as unknown as WebSocket;
  }
}

describe('Heartbeat', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('pings every interval and keeps a socket that answers', () => {
    const heartbeat = new Heartbeat(1_000);
    const socket = new FakeSocket();
    heartbeat.track(socket.asWebSocket());
    for (let beat = 0; beat < 3; beat += 1) {
      vi.advanceTimersByTime(1_000);
      socket.emit('pong');
    }
    expect(socket.ping).toHaveBeenCalledTimes(3);
    expect(socket.terminate).not.toHaveBeenCalled();
    heartbeat.stop();
  });

  it('terminates a socket that did not answer the previous ping', () => {
    const heartbeat = new Heartbeat(1_000);
    const silent = new FakeSocket();
    heartbeat.track(silent.asWebSocket());
    vi.advanceTimersByTime(1_000);
    expect(silent.terminate).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1_000);
    expect(silent.terminate).toHaveBeenCalledOnce();
    heartbeat.stop();
  });

  it('leaves alone a socket it no longer tracks', () => {
    const heartbeat = new Heartbeat(1_000);
    const socket = new FakeSocket();
    heartbeat.track(socket.asWebSocket());
    heartbeat.untrack(socket.asWebSocket());
    vi.advanceTimersByTime(5_000);
    expect(socket.ping).not.toHaveBeenCalled();
    heartbeat.stop();
  });
});
