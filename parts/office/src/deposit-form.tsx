import { newIdempotencyKey, startDeposit } from '@parlay/client';
import type { DepositBody } from '@parlay/contract';
import type { Translator } from '@parlay/i18n';
import { type FormEvent, useRef, useState } from 'react';
import { typedAmount } from './money.ts';
import { Notice } from './office-frame.tsx';
import { AccountsPending, AmountField, PaymentFormFrame } from './payment-form-frame.tsx';
import { amountProblem } from './payment-form-parts.tsx';
import { DepositLimitPrompt } from './responsible/deposit-limit-prompt.tsx';
import { usePaymentForm } from './use-payment-form.ts';

interface DepositFormProps {
  language: string;
  i18n: Translator;
  /** Sends the browser to the provider's payment page (a full load: it is another site's page). */
  leave: (url: string) => void;
}

const sameBody = (a: DepositBody, b: DepositBody) =>
  a.accountId === b.accountId && a.amount === b.amount && a.method === b.method;

/**
 * The deposit (seed 001 §2 "recharge"): the account, the amount and the method; the server answers
 * the provider's payment page, where the player pays. Nothing is credited here: the account moves
 * when the provider confirms, and the header follows over the socket. One idempotency key per
 * intent, kept while the player retries the same deposit.
 */
export function DepositForm({ language, i18n, leave }: DepositFormProps) {
  const { t } = i18n;
  const payment = usePaymentForm('deposit', language, i18n);
  const { accounts: state, account, currency, method, errors } = payment;
  const [amount, setAmount] = useState('');
  const intent = useRef<{ key: string; body: DepositBody } | null>(null);
  const amountInput = useRef<HTMLInputElement>(null);

  if (state.status !== 'ready' || !account || currency === null)
    return <AccountsPending failed={state.status === 'failed'} i18n={i18n} />;
  if (state.isAccountFrozen)
    return (
      <Notice tone="warning">
        <p>{t('office_frozen_text')}</p>
      </Notice>
    );

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    payment.setFormError(null);
    if (!method) return;
    const problem = amountProblem(amount, currency, method.deposit, null, language, i18n);
    if (problem) {
      payment.setErrors({ amount: problem });
      amountInput.current?.focus();
      return;
    }
    payment.setErrors({});
    const body: DepositBody = { accountId: account.id, amount: typedAmount(amount), method: method.id };
    if (!intent.current || !sameBody(intent.current.body, body))
      intent.current = { key: newIdempotencyKey(), body };
    payment.setSending(true);
    try {
      const answer = await startDeposit(body, language, intent.current.key);
      leave(answer.redirectUrl);
    } catch (error) {
      const fields = payment.showFailure(error, ['amount', 'method']);
      if (fields.amount) amountInput.current?.focus();
    }
  };

  return (
    <PaymentFormFrame
      payment={payment}
      kind="deposit"
      currency={currency}
      language={language}
      i18n={i18n}
      onSubmit={submit}
      notice={
        <>
          <DepositLimitPrompt language={language} i18n={i18n} />
          {state.isAvailableFirstDepositBonus && (
            <Notice tone="info">
              <p>{t('office_first_deposit_bonus')}</p>
            </Notice>
          )}
        </>
      }
      accountLabel={t('office_deposit_account')}
      noMethodsText={t('office_no_deposit_methods', { currency })}
      submitLabel={t('office_deposit_submit')}
    >
      {method?.isDemo && (
        <Notice tone="info">
          <p>{t('office_demo_method')}</p>
        </Notice>
      )}
      <AmountField
        ref={amountInput}
        currency={currency}
        i18n={i18n}
        value={amount}
        onChange={(event) => setAmount(event.target.value)}
        error={errors.amount}
        hint={t('office_deposit_hint')}
        disabled={payment.sending}
      />
    </PaymentFormFrame>
  );
}
