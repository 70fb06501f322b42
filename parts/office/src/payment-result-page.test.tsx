import { failWith, fakeBackEnd } from '@parlay/client/testing';
import type { UserConfigResponse } from '@parlay/contract';
import { paymentsEndpoints, sessionEndpoints } from '@parlay/contract/endpoints';
import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { paymentPollIntervalMs } from './payment-result-page.tsx';
import { paymentRecord, plain, renderOffice, userConfig } from './testing/render-office.tsx';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('payment result pages', () => {
  it('follows a deposit the provider has not confirmed yet until it is credited, then says so', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const statuses = ['pending', 'pending', 'success'] as const;
    let reads = 0;
    fakeBackEnd().on(paymentsEndpoints.getPayment, ({ params }) => {
      const status = statuses[Math.min(reads++, statuses.length - 1)] ?? 'success';
      return paymentRecord(params.paymentId, {
        status,
        status_id: status === 'success' ? 2 : 1,
        amount: '1250.50',
      });
    });
    renderOffice('/en/onpay/success?paymentId=41');
    expect(await screen.findByRole('heading', { name: 'The payment is being confirmed' })).toBeTruthy();
    expect(plain(screen.getByText('₽1,250.50').textContent)).toBe('₽1,250.50');
    await vi.advanceTimersByTimeAsync(paymentPollIntervalMs * 2);
    const heading = await screen.findByRole('heading', { name: 'Deposit received' });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(screen.getByRole('status').textContent).toBe('Completed');
    // Final: the page stops asking.
    await vi.advanceTimersByTimeAsync(paymentPollIntervalMs * 3);
    expect(reads).toBe(3);
  });

  it('shows a requested withdrawal held and not cancellable, with the way to the history', async () => {
    fakeBackEnd().on(paymentsEndpoints.getPayment, ({ params }) =>
      paymentRecord(params.paymentId, { kind: 'withdrawal', status: 'processing', status_id: 5 }),
    );
    renderOffice('/en/onpay/withdraw/pending?paymentId=7');
    expect(await screen.findByRole('heading', { name: 'The withdrawal is being paid out' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Payment history' }).getAttribute('href')).toBe(
      '/en/office/historypay',
    );
  });

  it('offers another try after a failed or cancelled deposit', async () => {
    fakeBackEnd().on(paymentsEndpoints.getPayment, ({ params }) =>
      paymentRecord(params.paymentId, { status: 'cancel', status_id: 4 }),
    );
    renderOffice('/en/onpay/cancel?paymentId=9');
    expect(await screen.findByRole('heading', { name: 'The deposit was cancelled' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Make another deposit' }).getAttribute('href')).toBe(
      '/en/office/recharge',
    );
  });

  it('says what the address says when it names no payment, and when the payment is not the player’s', async () => {
    fakeBackEnd().on(paymentsEndpoints.getPayment, () =>
      failWith({ status: 404, code: 'NOT_FOUND', messageKey: 'main_payment_error_not_found' }),
    );
    renderOffice('/en/onpay/fail');
    expect(screen.getByRole('heading', { name: 'The deposit failed' })).toBeTruthy();
    cleanup();
    renderOffice('/en/onpay/success?paymentId=5');
    expect(await screen.findByText('We could not find this payment among yours.')).toBeTruthy();
  });
});

describe('restricted account page', () => {
  const config = (banLevel: number, banVersion: number): UserConfigResponse =>
    userConfig({ ban_level: banLevel, ban_version: banVersion });

  it.each([
    [53, 1, true],
    [45, 0, true],
    [45, 1, false],
  ])('at ban level %i of version %i offers withdrawal: %s', async (level, version, offered) => {
    fakeBackEnd().on(sessionEndpoints.userConfig, () => config(level, version));
    renderOffice('/en/block-appeal-history');
    const page = screen.getByRole('region', { name: 'Your account is restricted' });
    await waitFor(() => expect(page.getAttribute('aria-busy')).toBe('false'));
    expect(screen.queryByRole('link', { name: 'Withdraw funds' }) !== null).toBe(offered);
    cleanup();
  });
});
