import type { WebSocket } from 'ws';

/**
 * Pings every tracked socket each interval and terminates those that did not answer the previous
 * ping: dead connections (a phone that lost its network) do not linger. One timer for all sockets.
 */
export class Heartbeat {
  readonly #awaitingPong = new Map<WebSocket, boolean>();
  readonly #timer: NodeJS.Timeout;

  constructor(intervalMs: number) {
    this.#timer = setInterval(() => this.#beat(), intervalMs);
    this.#timer.unref();
  }

  track(socket: WebSocket): void {
    this.#awaitingPong.set(socket, false);
    socket.on('pong', () => {
      if (this.#awaitingPong.has(socket)) this.#awaitingPong.set(socket, false);
    });
  }

  untrack(socket: WebSocket): void {
    this.#awaitingPong.delete(socket);
  }

  stop(): void {
    clearInterval(this.#timer);
    this.#awaitingPong.clear();
  }

  #beat(): void {
    for (const [socket, awaitingPong] of this.#awaitingPong) {
      if (awaitingPong) {
        this.#awaitingPong.delete(socket);
        socket.terminate();
        continue;
      }
      this.#awaitingPong.set(socket, true);
      socket.ping();
    }
  }
}
