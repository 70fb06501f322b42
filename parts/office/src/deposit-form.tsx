import { startDeposit } from '@parlay/client';
import type { Account, DepositBody, PaymentMethod } from '@parlay/contract';
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
  const store = useAccountStore();
  const state = useAccounts();
  const [chosenId, setChosenId] = useState<number | null>(null);
  const account = state.accounts.find((item) => item.id === (chosenId ?? state.activeAccount?.id));
  const currency = account?.iso ?? null;
  const { state: methods, retry } = usePaymentMethods(currency, language, i18n);
  const depositMethods = methods.status === 'ready' ? methods.methods.filter((method) => method.deposit) : [];
  const [methodId, setMethodId] = useState<string | null>(null);
  const method = depositMethods.find((item) => item.id === methodId) ?? depositMethods[0];
  const [amount, setAmount] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const intent = useRef<{ key: string; body: DepositBody } | null>(null);
  const amountInput = useRef<HTMLInputElement>(null);
  const errorBox = useRef<HTMLParagraphElement>(null);

  useEffect(() => {
    store.load().catch(() => {});
  }, [store]);
  useEffect(() => {
    if (formError) errorBox.current?.focus();
  }, [formError]);

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
  if (state.isAccountFrozen)
    return (
      <Notice tone="warning">
        <p>{t('office_frozen_text')}</p>
      </Notice>
    );

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    if (!method) return;
    const problem = amountProblem(amount, currency, method.deposit, null, language, i18n);
    if (problem) {
      setErrors({ amount: problem });
      amountInput.current?.focus();
      return;
    }
    setErrors({});
    const body: DepositBody = { accountId: account.id, amount: typedAmount(amount), method: method.id };
    if (!intent.current || !sameBody(intent.current.body, body))
      intent.current = { key: newIdempotencyKey(), body };
    setSending(true);
    try {
      const answer = await startDeposit(body, language, intent.current.key);
      leave(answer.redirectUrl);
    } catch (error) {
      const failure = failureOf(error);
      const fields = fieldTexts(failure, i18n);
      const elsewhere = Object.entries(fields).filter(([field]) => field !== 'amount' && field !== 'method');
      setErrors(fields);
      setSending(false);
      if (fields.amount) amountInput.current?.focus();
      // What no field of the form shows (the account, say) is said above the button.
      if (elsewhere.length > 0 || Object.keys(fields).length === 0)
        setFormError(elsewhere.map(([, text]) => text).join(' ') || failureText(failure, i18n));
    }
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-busy={sending}>
      {state.isAvailableFirstDepositBonus && (
        <Notice tone="info">
          <p>{t('office_first_deposit_bonus')}</p>
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
        label={t('office_deposit_account')}
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
      ) : depositMethods.length === 0 ? (
        <Notice tone="warning">
          <p>{t('office_no_deposit_methods', { currency })}</p>
        </Notice>
      ) : (
        <>
          <MethodChoices
            methods={depositMethods}
            kind="deposit"
            value={method?.id ?? null}
            onChange={(next: PaymentMethod) => setMethodId(next.id)}
            currency={currency}
            language={language}
            i18n={i18n}
            error={errors.method}
          />
          {method?.isDemo && (
            <Notice tone="info">
              <p>{t('office_demo_method')}</p>
            </Notice>
          )}
          <Field
            ref={amountInput}
            label={t('office_amount_label', { currency })}
            inputMode="decimal"
            autoComplete="off"
            value={amount}
            onChange={(event) => setAmount(event.target.value)}
            error={errors.amount}
            hint={t('office_deposit_hint')}
            disabled={sending}
          />
          {formError && (
            <p ref={errorBox} className={styles.formError} role="alert" tabIndex={-1}>
              {formError}
            </p>
          )}
          <div className={styles.actions}>
            <Button type="submit" loading={sending}>
              {t('office_deposit_submit')}
            </Button>
          </div>
        </>
      )}
    </form>
  );
}
