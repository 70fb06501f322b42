import { newIdempotencyKey, requestWithdrawal } from '@parlay/client';
import type { PaymentMethod, WithdrawalField, WithdrawBody } from '@parlay/contract';
import type { Translator } from '@parlay/i18n';
import { Field } from '@parlay/ui';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { typedAmount } from './money.ts';
import { Notice } from './office-frame.tsx';
import { AccountsPending, AmountField, PaymentFormFrame } from './payment-form-frame.tsx';
import { amountProblem } from './payment-form-parts.tsx';
import { usePaymentForm } from './use-payment-form.ts';

interface WithdrawalFormProps {
  language: string;
  i18n: Translator;
  /** Moves to the withdrawal's result page (through the shell). */
  navigate: (href: string) => void;
}

const sameBody = (a: WithdrawBody, b: WithdrawBody) =>
  a.accountId === b.accountId &&
  a.amount === b.amount &&
  a.method === b.method &&
  JSON.stringify(a.details) === JSON.stringify(b.details);

/** The input a payout field asks for: a card number, an e-mail address or text. */
function fieldInput(field: WithdrawalField) {
  switch (field.type) {
    case 'card_number':
      return { type: 'text' as const, inputMode: 'numeric' as const, autoComplete: 'cc-number' };
    case 'email':
      return { type: 'email' as const, autoComplete: 'email' };
    default:
      return { type: 'text' as const, autoComplete: 'off' };
  }
}

/**
 * The withdrawal (seed 001 §2 "deduce"): the account, the amount (at most what it holds), the
 * method and its payout details. The amount is held at once; the operator pays it out or gives it
 * back, and the player cannot cancel the request (UKGC RTS 14B) — the form says so before sending.
 */
export function WithdrawalForm({ language, i18n, navigate }: WithdrawalFormProps) {
  const { t } = i18n;
  const payment = usePaymentForm('withdrawal', language, i18n);
  const { store, accounts: state, account, currency, method, errors, sending } = payment;
  const [amount, setAmount] = useState('');
  const [details, setDetails] = useState<Record<string, string>>({});
  const intent = useRef<{ key: string; body: WithdrawBody } | null>(null);
  const form = useRef<HTMLFormElement>(null);
  /** Set when a send found problems: focus then goes to the first field they name. */
  const focusProblems = useRef(false);

  useEffect(() => {
    if (!focusProblems.current) return;
    focusProblems.current = false;
    form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [errors]);

  if (state.status !== 'ready' || !account || currency === null)
    return <AccountsPending failed={state.status === 'failed'} i18n={i18n} />;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    payment.setFormError(null);
    if (!method) return;
    const problems: Record<string, string> = {};
    const amountError = amountProblem(amount, currency, method.withdrawal, account.money, language, i18n);
    if (amountError) problems.amount = amountError;
    for (const field of method.withdrawalFields)
      if ((details[field.name] ?? '').trim() === '')
        problems[`details.${field.name}`] = t('office_field_required', { field: field.label });
    focusProblems.current = true;
    payment.setErrors(problems);
    if (Object.keys(problems).length > 0) return;
    const body: WithdrawBody = {
      accountId: account.id,
      amount: typedAmount(amount),
      method: method.id,
      details: Object.fromEntries(
        method.withdrawalFields.map((field) => [field.name, (details[field.name] ?? '').trim()]),
      ),
    };
    if (!intent.current || !sameBody(intent.current.body, body))
      intent.current = { key: newIdempotencyKey(), body };
    payment.setSending(true);
    try {
      const answer = await requestWithdrawal(body, language, intent.current.key);
      void store.refresh().catch(() => {});
      navigate(answer.redirectUrl);
    } catch (error) {
      const shown = ['amount', 'method', ...method.withdrawalFields.map((field) => `details.${field.name}`)];
      focusProblems.current = true;
      payment.showFailure(error, shown);
    }
  };

  // Another method asks for other payout details: the old ones' problems no longer apply.
  const onMethod = (next: PaymentMethod) => {
    payment.chooseMethod(next);
    payment.setErrors({});
  };

  return (
    <PaymentFormFrame
      payment={payment}
      kind="withdrawal"
      currency={currency}
      language={language}
      i18n={i18n}
      onSubmit={submit}
      formRef={form}
      notice={
        state.isAccountFrozen && (
          <Notice tone="warning">
            <p>{t('office_frozen_withdraw_text')}</p>
          </Notice>
        )
      }
      accountLabel={t('office_withdraw_account')}
      noMethodsText={t('office_no_withdrawal_methods', { currency })}
      submitLabel={t('office_withdraw_submit')}
      onMethod={onMethod}
    >
      <AmountField
        currency={currency}
        i18n={i18n}
        value={amount}
        onChange={(event) => setAmount(event.target.value)}
        error={errors.amount}
        disabled={sending}
      />
      {method?.withdrawalFields.map((field) => (
        <Field
          key={`${method.id}-${field.name}`}
          label={field.label}
          {...fieldInput(field)}
          maxLength={field.maxLength}
          value={details[field.name] ?? ''}
          onChange={(event) => setDetails({ ...details, [field.name]: event.target.value })}
          error={errors[`details.${field.name}`]}
          disabled={sending}
        />
      ))}
      <Notice tone="info">
        <p>{t('office_withdraw_final')}</p>
      </Notice>
    </PaymentFormFrame>
  );
}
