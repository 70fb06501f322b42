import { requestWithdrawal } from '@parlay/client';
import type { Account, PaymentMethod, WithdrawalField, WithdrawBody } from '@parlay/contract';
import type { Translator } from '@parlay/i18n';
import { Button, Field, Skeleton } from '@parlay/ui';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { newIdempotencyKey } from './idempotency-key.ts';
import { typedAmount } from './money.ts';
import styles from './office.module.css';
import { useAccountStore, useAccounts } from './office-accounts.tsx';
import { failureOf, failureText, fieldTexts } from './office-failures.ts';
import { Notice } from './office-frame.tsx';
import { AccountSelect, amountProblem, MethodChoices, usePaymentMethods } from './payment-form-parts.tsx';

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
  const store = useAccountStore();
  const state = useAccounts();
  const [chosenId, setChosenId] = useState<number | null>(null);
  const account = state.accounts.find((item) => item.id === (chosenId ?? state.activeAccount?.id));
  const currency = account?.iso ?? null;
  const { state: methods, retry } = usePaymentMethods(currency, language, i18n);
  const payoutMethods =
    methods.status === 'ready' ? methods.methods.filter((method) => method.withdrawal) : [];
  const [methodId, setMethodId] = useState<string | null>(null);
  const method = payoutMethods.find((item) => item.id === methodId) ?? payoutMethods[0];
  const [amount, setAmount] = useState('');
  const [details, setDetails] = useState<Record<string, string>>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const intent = useRef<{ key: string; body: WithdrawBody } | null>(null);
  const form = useRef<HTMLFormElement>(null);
  const errorBox = useRef<HTMLParagraphElement>(null);
  /** Set when a send found problems: focus then goes to the first field they name. */
  const focusProblems = useRef(false);

  useEffect(() => {
    store.load().catch(() => {});
  }, [store]);
  useEffect(() => {
    if (formError) errorBox.current?.focus();
  }, [formError]);
  useEffect(() => {
    if (!focusProblems.current) return;
    focusProblems.current = false;
    form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [errors]);

  if (state.status === 'failed')
    return (
      <Notice tone="error" role="alert">
        <p>{t('office_accounts_failed')}</p>
      </Notice>
    );
  if (state.status !== 'ready' || !account || currency === null)
    return (
      <div aria-busy="true" className={styles.form}>
        <Skeleton height="3rem" />
        <Skeleton height="6rem" />
        <span className="pl-visually-hidden">{t('office_loading')}</span>
      </div>
    );

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    if (!method) return;
    const problems: Record<string, string> = {};
    const amountError = amountProblem(amount, currency, method.withdrawal, account.money, language, i18n);
    if (amountError) problems.amount = amountError;
    for (const field of method.withdrawalFields)
      if ((details[field.name] ?? '').trim() === '')
        problems[`details.${field.name}`] = t('office_field_required', { field: field.label });
    focusProblems.current = true;
    setErrors(problems);
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
    setSending(true);
    try {
      const answer = await requestWithdrawal(body, language, intent.current.key);
      void store.refresh().catch(() => {});
      navigate(answer.redirectUrl);
    } catch (error) {
      const failure = failureOf(error);
      const fields = fieldTexts(failure, i18n);
      const shown = ['amount', 'method', ...method.withdrawalFields.map((field) => `details.${field.name}`)];
      const elsewhere = Object.entries(fields).filter(([field]) => !shown.includes(field));
      focusProblems.current = true;
      setErrors(fields);
      setSending(false);
      // What no field of the form shows (the account, say) is said above the button.
      if (elsewhere.length > 0 || Object.keys(fields).length === 0)
        setFormError(elsewhere.map(([, text]) => text).join(' ') || failureText(failure, i18n));
    }
  };

  const onMethod = (next: PaymentMethod) => {
    setMethodId(next.id);
    setErrors({});
  };

  return (
    <form ref={form} className={styles.form} onSubmit={submit} noValidate aria-busy={sending}>
      {state.isAccountFrozen && (
        <Notice tone="warning">
          <p>{t('office_frozen_withdraw_text')}</p>
        </Notice>
      )}
      <AccountSelect
        accounts={state.accounts}
        value={account}
        onChange={(next: Account) => {
          setChosenId(next.id);
          setMethodId(null);
          setErrors({});
        }}
        label={t('office_withdraw_account')}
        language={language}
        disabled={sending}
      />
      {methods.status === 'failed' ? (
        <Notice tone="error" role="alert">
          <p>{methods.text}</p>
          <p>
            <Button size="sm" variant="secondary" onClick={retry}>
              {t('office_retry')}
            </Button>
          </p>
        </Notice>
      ) : methods.status === 'loading' ? (
        <Skeleton height="6rem" />
      ) : payoutMethods.length === 0 ? (
        <Notice tone="warning">
          <p>{t('office_no_withdrawal_methods', { currency })}</p>
        </Notice>
      ) : (
        <>
          <MethodChoices
            methods={payoutMethods}
            kind="withdrawal"
            value={method?.id ?? null}
            onChange={onMethod}
            currency={currency}
            language={language}
            i18n={i18n}
            error={errors.method}
          />
          <Field
            label={t('office_amount_label', { currency })}
            inputMode="decimal"
            autoComplete="off"
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
          {formError && (
            <p ref={errorBox} className={styles.formError} role="alert" tabIndex={-1}>
              {formError}
            </p>
          )}
          <div className={styles.actions}>
            <Button type="submit" loading={sending}>
              {t('office_withdraw_submit')}
            </Button>
          </div>
        </>
      )}
    </form>
  );
}
