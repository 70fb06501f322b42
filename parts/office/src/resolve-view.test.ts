import { describe, expect, it } from 'vitest';
import { resolveOfficeView } from './resolve-view.ts';

describe('office views', () => {
  it.each([
    ['/en/office/account', { kind: 'account' }],
    ['/ru/office/deduce', { kind: 'deduce' }],
    ['/en/office/historypay', { kind: 'historypay' }],
    ['/en/office/recharge', { kind: 'recharge', modal: false }],
    ['/en/office/recharge?view=modal', { kind: 'recharge', modal: true }],
    ['/en/office/responsible', { kind: 'responsible', selfExclusion: false }],
    ['/en/office/responsible?view=self-exclusion', { kind: 'responsible', selfExclusion: true }],
    ['/en/office/responsible?view=other', { kind: 'responsible', selfExclusion: false }],
    ['/en/block-appeal-history', { kind: 'restricted' }],
    ['/en/office/security', { kind: 'closed-section', section: 'security' }],
    ['/en/office/bonuses/wager', { kind: 'closed-section', section: 'bonuses-wager' }],
    [
      '/en/office/payment/create-request/4/transactions',
      { kind: 'closed-section', section: 'payment-create-request' },
    ],
  ])('%s shows %o', (url, view) => {
    expect(resolveOfficeView(url)).toEqual(view);
  });

  it('reads the payment result pages with their payment id', () => {
    expect(resolveOfficeView('/en/onpay/success?paymentId=42')).toEqual({
      kind: 'payment-result',
      payment: 'deposit',
      outcome: 'success',
      paymentId: 42,
    });
    expect(resolveOfficeView('/en/onpay/withdraw/pending?paymentId=7')).toEqual({
      kind: 'payment-result',
      payment: 'withdrawal',
      outcome: 'pending',
      paymentId: 7,
    });
    expect(resolveOfficeView('/en/onpay/cancel')).toMatchObject({ outcome: 'cancel', paymentId: null });
  });

  it('takes no payment id that is not one', () => {
    for (const id of ['0', '-3', '1.5', 'abc', '99999999999999999999', ''])
      expect(resolveOfficeView(`/en/onpay/fail?paymentId=${id}`)).toMatchObject({ paymentId: null });
  });

  it.each([
    '/en/office',
    '/en/office/nope',
    '/en/onpay/withdraw',
    '/en/onpay/done',
    '/en/onpay/success/x',
    '/en/line',
  ])('%s is not found', (url) => {
    expect(resolveOfficeView(url)).toEqual({ kind: 'not-found' });
  });
});
