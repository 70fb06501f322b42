/**
 * What the signed-in header's tests share: a socket the test drives, a signed-in session, a rouble
 * account, the balance answer and the footer's descriptor.
 */
import type { Account, BalanceResponse, ServerMessage, ShellSession } from '@parlay/contract';

/** The page's socket, driven by the test: it records subscriptions and delivers what the test says. */
export class FakeSocket extends EventTarget {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSING = 2;
  static readonly CLOSED = 3;
  static latest: FakeSocket | null = null;
  readyState = FakeSocket.CONNECTING;
  readonly sent: unknown[] = [];
  readonly url: string;

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
    this.readyState = FakeSocket.CLOSED;
    this.dispatchEvent(new Event('close'));
  }

  deliver(message: ServerMessage) {
    this.dispatchEvent(new MessageEvent('message', { data: JSON.stringify(message) }));
  }
}

export const footerDescriptor = {
  appName: 'footer',
  title: '',
  codeToEval: '',
  scriptsToLoad: [],
  cssToLoad: [],
  style: [],
  head: '',
  body: '<div data-part-root></div>',
};

export const signedInSession = (userId = 7): ShellSession => ({
  userId,
  login: `player${userId}`,
  banLevel: 0,
  banVersion: 0,
  termsChanged: false,
  csrfToken: 'csrf-1',
  autoLogoffMinutes: null,
});

export const roubleAccount: Account = {
  id: 11,
  iso: 'RUB',
  symbol: '₽',
  currencyId: 643,
  money: '1500.00',
  held: '0.00',
  type: 0,
  isActive: true,
  label: 'RUB',
  labelWithSymbol: 'RUB ₽',
  points: 0,
  isPointsTypeBalance: false,
};

export const balanceOf = (accounts: Account[]): BalanceResponse => ({
  balance: accounts,
  bonus: [],
  all_accounts: accounts,
  is_available_first_deposit_bonus: true,
});
