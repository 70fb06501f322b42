/**
 * The page's socket, driven by the test (`vi.stubGlobal('WebSocket', FakeSocket)`): it opens at
 * once, records what the page sends and delivers what the test says — a message as it is, or an
 * event of a channel with the next version, as the server numbers them.
 */
import type { RealtimeChannel, RealtimePayload, ServerMessage } from '@parlay/contract';

export class FakeSocket extends EventTarget {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSING = 2;
  static readonly CLOSED = 3;
  /** The socket the page opened last. */
  static latest: FakeSocket | null = null;
  readyState = FakeSocket.CONNECTING;
  readonly sent: unknown[] = [];
  readonly url: string;
  private readonly versions = new Map<RealtimeChannel, number>();

  constructor(url: string) {
    super();
    this.url = url;
    FakeSocket.latest = this;
    queueMicrotask(() => {
      this.readyState = FakeSocket.OPEN;
      this.dispatchEvent(new Event('open'));
    });
  }

  send(text: string) {
    this.sent.push(JSON.parse(text));
  }

  close() {
    if (this.readyState === FakeSocket.CLOSED) return;
    this.readyState = FakeSocket.CLOSED;
    this.dispatchEvent(new Event('close'));
  }

  deliver(message: ServerMessage) {
    this.dispatchEvent(new MessageEvent('message', { data: JSON.stringify(message) }));
  }

  /** The server confirms the page's subscription to `channel`. */
  subscribed(channel: RealtimeChannel) {
    this.deliver({ type: 'subscribed', channel, version: this.versions.get(channel) ?? 0 });
  }

  /** An event of `channel`, numbered after its last one. */
  event<C extends RealtimeChannel>(channel: C, payload: RealtimePayload<C>) {
    const version = (this.versions.get(channel) ?? 0) + 1;
    this.versions.set(channel, version);
    this.deliver({ type: 'event', channel, version, payload } as ServerMessage);
  }
}
