/** The office pages this part draws itself; the other office routes are not open yet. */
export type OfficePage = 'account' | 'recharge' | 'deduce' | 'history' | 'historypay' | 'responsible';

/** Where a payment's provider (or the withdrawal request) sent the browser back to. */
export const paymentOutcomes = ['success', 'fail', 'pending', 'cancel'] as const;
export type PaymentOutcome = (typeof paymentOutcomes)[number];

/** What one URL of the part shows; carried from the server render to the client as state. */
export type OfficeView =
  | { kind: 'account' }
  /** `modal`: the rendition the shell's recharge modal frames (no page heading, no office menu). */
  | { kind: 'recharge'; modal: boolean }
  | { kind: 'deduce' }
  | { kind: 'history' }
  | { kind: 'historypay' }
  /** The responsible-gaming limits; `selfExclusion` the self-exclusion view (`?view=self-exclusion`). */
  | { kind: 'responsible'; selfExclusion: boolean }
  /** The empty-layout result pages `onpay/…` and `onpay/withdraw/…`, with the payment's id when given. */
  | {
      kind: 'payment-result';
      payment: 'deposit' | 'withdrawal';
      outcome: PaymentOutcome;
      paymentId: number | null;
    }
  /** block-appeal-history: the page a banned player is kept on (seed 001 §4 "Bans"). */
  | { kind: 'restricted' }
  /** An office section of the route table whose page is not built yet (its key names it). */
  | { kind: 'closed-section'; section: string }
  | { kind: 'not-found' };

export interface OfficeState {
  language: string;
  dictionary: Record<string, string>;
  view: OfficeView;
}

export const partName = 'office';
