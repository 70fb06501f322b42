/**
 * The page's account stores in step. The shell and each part are built apart, so each bundles its
 * own copy of the store; they tell each other what they learn through events on `window` (a
 * message bus, as Podium's browser bus does for podlets): accounts read from the server, socket
 * events, a newcomer's question. Only data travels — never functions — so stores of different
 * builds understand each other as long as the contract's shapes agree.
 */
import type { BalanceResponse, RealtimePayload } from '@parlay/contract';

/** A `balance.changed` event of the socket: one account's spendable and held money, with its version. */
export type BalanceChange = Extract<RealtimePayload<'balance'>, { kind: 'balance.changed' }>;

export type AccountsNews =
  | { kind: 'accounts'; answer: BalanceResponse; frozen: boolean }
  | { kind: 'change'; change: BalanceChange };

type Message = { from: string } & (AccountsNews | { kind: 'hello' });

/** The window event the stores talk through. */
export const accountsEventName = 'parlay:wallet-accounts';

export interface AccountsShared {
  /** Tells the page's other stores. */
  tell(news: AccountsNews): void;
}

let stores = 0;

/**
 * Joins the page's stores: `receive` gets what the others tell; `current` answers a newcomer's
 * hello (null while this store knows nothing yet). A newcomer says hello at once.
 */
export function shareAccountsInPage(member: {
  current(): AccountsNews | null;
  receive(news: AccountsNews): void;
}): AccountsShared {
  stores += 1;
  const me = `${Date.now().toString(36)}-${stores}-${Math.random().toString(36).slice(2)}`;
  const post = (message: Message) =>
    window.dispatchEvent(new CustomEvent<Message>(accountsEventName, { detail: message }));
  window.addEventListener(accountsEventName, (event) => {
    const message = (event as CustomEvent<Message>).detail;
    if (!message || message.from === me) return;
    if (message.kind === 'hello') {
      const news = member.current();
      if (news) post({ ...news, from: me });
      return;
    }
    member.receive(message);
  });
  post({ kind: 'hello', from: me });
  return { tell: (news) => post({ ...news, from: me }) };
}
