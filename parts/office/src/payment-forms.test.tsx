import { failWith } from '@parlay/client/testing';
import { paymentsEndpoints, walletEndpoints } from '@parlay/contract/endpoints';
import { cleanup, screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { limitsBackEnd } from './testing/limits-back-end.ts';
import {
  account,
  balance,
  demoCard,
  demoWallet,
  paymentRecord,
  plain,
  renderOffice,
  rouble,
} from './testing/render-office.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const started = (kind: 'deposit' | 'withdrawal', redirectUrl: string) => ({
  payment: paymentRecord(77, { kind, status: kind === 'deposit' ? 'created' : 'pending', status_id: 0 }),
  redirectUrl,
});

function payments() {
  // A player who has deposited before: the deposit form shows only the link to the limits page.
  return limitsBackEnd([20, 21, 22])
    .on(walletEndpoints.getBalance, () => balance([rouble, account(2, 'USD', { labelWithSymbol: 'USD $' })]))
    .on(paymentsEndpoints.listMethods, ({ query }) => ({
      methods: query.currency === 'RUB' ? [demoCard, demoWallet] : [demoCard],
    }));
}

const amountField = () => screen.getByRole('textbox', { name: /Amount, RUB/ });

describe('deposit', () => {
  it('offers the methods for the account’s currency with their limits and says the demo moves no money', async () => {
    payments();
    renderOffice('/en/office/recharge');
    expect(screen.getByRole('heading', { level: 1, name: 'Deposit' })).toBeTruthy();
    const card = await screen.findByRole('radio', { name: /Demo card/ });
    expect((card as HTMLInputElement).checked).toBe(true);
    expect(plain(card.closest('label')?.textContent)).toContain('From ₽100.00 to ₽500,000.00');
    expect(screen.getByRole('radio', { name: /Demo e-wallet/ })).toBeTruthy();
    expect(screen.getByText('This is a demo payment method: no real money moves.')).toBeTruthy();
    expect((screen.getByRole('combobox', { name: 'Account to top up' }) as HTMLSelectElement).value).toBe(
      '1',
    );
  });

  it('checks the amount against the currency and the method before sending anything', async () => {
    const back = payments();
    renderOffice('/en/office/recharge');
    await screen.findByRole('radio', { name: /Demo card/ });
    await userEvent.type(amountField(), '150.505');
    await userEvent.click(screen.getByRole('button', { name: 'Go to payment' }));
    expect(amountField().getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Too many decimal places: this currency has 2.')).toBeTruthy();
    expect(document.activeElement).toBe(amountField());
    await userEvent.clear(amountField());
    await userEvent.type(amountField(), '99');
    await userEvent.click(screen.getByRole('button', { name: 'Go to payment' }));
    expect(plain(screen.getByText(/smallest amount/).textContent)).toBe(
      'The smallest amount for this method is ₽100.00.',
    );
    expect(back.calls.some((call) => call.endpoint === 'payments.deposit')).toBe(false);
  });

  it('starts the deposit with one key per intent and sends the browser to the provider’s page', async () => {
    const leave = vi.fn();
    let answers = 0;
    const back = payments().on(paymentsEndpoints.deposit, () => {
      answers += 1;
      // The first try is lost on the way back: the retry must carry the same key.
      if (answers === 1)
        return failWith({ status: 500, code: 'INTERNAL_ERROR', messageKey: 'main_query_error' });
      return started('deposit', '/payments-api/demo/checkout/abcdefghijklmnop?lang=en');
    });
    renderOffice('/en/office/recharge', { leave });
    await screen.findByRole('radio', { name: /Demo card/ });
    await userEvent.type(amountField(), '1 250,5');
    await userEvent.click(screen.getByRole('button', { name: 'Go to payment' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Something went wrong. Please try again in a moment.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Go to payment' }));
    await waitFor(() =>
      expect(leave).toHaveBeenCalledWith('/payments-api/demo/checkout/abcdefghijklmnop?lang=en'),
    );
    const deposits = back.calls
      .filter((call) => call.endpoint === 'payments.deposit')
      .map((call) => call.request);
    expect(deposits).toHaveLength(2);
    expect(await deposits[0]?.json()).toEqual({ accountId: 1, amount: '1250.5', method: 'demo-card' });
    const keys = deposits.map((request) => request.headers.get('idempotency-key'));
    expect(keys[0]).toMatch(/^[0-9a-f]{32}$/);
    expect(keys[1]).toBe(keys[0]);
  });

  it('shows the server’s refusal at the field it names', async () => {
    payments().on(paymentsEndpoints.deposit, () =>
      failWith({
        status: 400,
        code: 'VALIDATION_ERROR',
        messageKey: 'main_validation_error',
        fields: { amount: 'main_payment_error_amount_above_maximum' },
      }),
    );
    renderOffice('/en/office/recharge');
    await screen.findByRole('radio', { name: /Demo card/ });
    await userEvent.type(amountField(), '400000');
    await userEvent.click(screen.getByRole('button', { name: 'Go to payment' }));
    expect(
      await screen.findByText('The amount is above the largest payment this method takes.'),
    ).toBeTruthy();
    expect(amountField().getAttribute('aria-invalid')).toBe('true');
  });

  it('shows a deposit limit’s refusal at the amount, with what the limit still allows', async () => {
    payments().on(paymentsEndpoints.deposit, () =>
      failWith({
        status: 403,
        code: 'RESPONSIBLE_GAMING_LIMIT',
        messageKey: 'main_limit_error_deposit',
        fields: { amount: 'main_limit_error_deposit' },
        limit: { reason: 'deposit-limit', typeId: 20, remaining: '400.00', currency: 'RUB' },
      }),
    );
    renderOffice('/en/office/recharge');
    await screen.findByRole('radio', { name: /Demo card/ });
    await userEvent.type(amountField(), '500');
    await userEvent.click(screen.getByRole('button', { name: 'Go to payment' }));
    expect(
      await screen.findByText('This deposit is above your deposit limit. You can deposit up to ₽400.00 now.'),
    ).toBeTruthy();
    expect(amountField().getAttribute('aria-invalid')).toBe('true');
  });

  it('reads the methods again for another account’s currency', async () => {
    const back = payments();
    renderOffice('/en/office/recharge');
    await screen.findByRole('radio', { name: /Demo e-wallet/ });
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Account to top up' }), '2');
    await waitFor(() => expect(screen.queryByRole('radio', { name: /Demo e-wallet/ })).toBeNull());
    expect(screen.getByRole('textbox', { name: /Amount, USD/ })).toBeTruthy();
    const asked = back.calls.filter((call) => call.endpoint === 'payments.listMethods');
    expect(new URL(asked.at(-1)?.request.url ?? '').searchParams.get('currency')).toBe('USD');
  });

  it('renders for the recharge modal without the page’s heading and menu', async () => {
    payments();
    renderOffice('/en/office/recharge?view=modal');
    expect(await screen.findByRole('radio', { name: /Demo card/ })).toBeTruthy();
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
    expect(screen.queryByRole('navigation')).toBeNull();
  });
});

describe('withdrawal', () => {
  const cardNumber = () => screen.getByRole('textbox', { name: 'Card number' });

  it('asks for the method’s payout details and at most what the account holds', async () => {
    const back = payments();
    renderOffice('/en/office/deduce');
    await screen.findByRole('radio', { name: /Demo card/ });
    expect(screen.getByText(/Once requested, a withdrawal cannot be cancelled/)).toBeTruthy();
    await userEvent.type(amountField(), '2000');
    await userEvent.click(screen.getByRole('button', { name: 'Request withdrawal' }));
    expect(plain(screen.getByText(/The account holds/).textContent)).toBe('The account holds ₽1,500.00.');
    expect(screen.getByText('Fill in “Card number”.')).toBeTruthy();
    await userEvent.click(screen.getByRole('radio', { name: /Demo e-wallet/ }));
    expect(screen.getByRole('textbox', { name: 'Wallet email' })).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: 'Card number' })).toBeNull();
    expect(back.calls.some((call) => call.endpoint === 'payments.withdraw')).toBe(false);
  });

  it('requests the withdrawal and moves to its result page through the shell', async () => {
    const navigate = vi.fn();
    const back = payments().on(paymentsEndpoints.withdraw, () =>
      started('withdrawal', '/en/onpay/withdraw/pending?paymentId=77'),
    );
    renderOffice('/en/office/deduce', { navigate });
    await screen.findByRole('radio', { name: /Demo card/ });
    await userEvent.type(amountField(), '700');
    await userEvent.type(cardNumber(), '4111 1111 1111 1111');
    await userEvent.click(screen.getByRole('button', { name: 'Request withdrawal' }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/en/onpay/withdraw/pending?paymentId=77'));
    const request = back.calls.find((call) => call.endpoint === 'payments.withdraw')?.request;
    expect(await request?.json()).toEqual({
      accountId: 1,
      amount: '700',
      method: 'demo-card',
      details: { cardNumber: '4111 1111 1111 1111' },
    });
    expect(request?.headers.get('idempotency-key')).toMatch(/^[0-9a-f]{32}$/);
  });

  it('shows a refusal of the payout details at their field', async () => {
    payments().on(paymentsEndpoints.withdraw, () =>
      failWith({
        status: 400,
        code: 'VALIDATION_ERROR',
        messageKey: 'main_validation_error',
        fields: { 'details.cardNumber': 'main_payment_error_details_card_number' },
      }),
    );
    renderOffice('/en/office/deduce');
    await screen.findByRole('radio', { name: /Demo card/ });
    await userEvent.type(amountField(), '700');
    await userEvent.type(cardNumber(), '1234');
    await userEvent.click(screen.getByRole('button', { name: 'Request withdrawal' }));
    expect(await screen.findByText('Enter a valid card number.')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(cardNumber()));
  });

  it('says so when the account does not cover the amount', async () => {
    payments().on(paymentsEndpoints.withdraw, () =>
      failWith({
        status: 400,
        code: 'INSUFFICIENT_FUNDS',
        messageKey: 'main_payment_error_insufficient_funds',
        fields: { amount: 'main_payment_error_insufficient_funds' },
      }),
    );
    renderOffice('/en/office/deduce');
    await screen.findByRole('radio', { name: /Demo card/ });
    await userEvent.type(amountField(), '1400');
    await userEvent.type(cardNumber(), '4111111111111111');
    await userEvent.click(screen.getByRole('button', { name: 'Request withdrawal' }));
    expect(await screen.findByText('Not enough money on the account for this amount.')).toBeTruthy();
  });
});
