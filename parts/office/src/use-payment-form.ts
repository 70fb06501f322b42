import type { Account, PaymentMethod } from '@parlay/contract';
import type { Translator } from '@parlay/i18n';
import { useEffect, useRef, useState } from 'react';
import { useAccountStore, useAccounts } from './office-accounts.tsx';
import { failureOf, failureText, fieldTexts } from './office-failures.ts';
import { usePaymentMethods } from './payment-form-parts.tsx';

export type PaymentKind = 'deposit' | 'withdrawal';

/**
 * What the deposit and withdrawal forms hold alike: the account (the active one until the player
 * picks another), the methods that take its currency for this kind of payment and the one chosen
 * (the first until the player picks), the problems shown and whether the form is sending.
 */
export function usePaymentForm(kind: PaymentKind, language: string, i18n: Translator) {
  const store = useAccountStore();
  const accounts = useAccounts();
  const [chosenId, setChosenId] = useState<number | null>(null);
  const account = accounts.accounts.find((item) => item.id === (chosenId ?? accounts.activeAccount?.id));
  const currency = account?.iso ?? null;
  const { state: methodsState, retry } = usePaymentMethods(currency, language, i18n);
  const methods = methodsState.status === 'ready' ? methodsState.methods.filter((item) => item[kind]) : [];
  const [methodId, setMethodId] = useState<string | null>(null);
  const method = methods.find((item) => item.id === methodId) ?? methods[0];
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const errorBox = useRef<HTMLParagraphElement>(null);

  useEffect(() => {
    // The shell's live store answers a newcomer at once; read the balance only when it could not.
    if (store.getState().status !== 'ready') store.load().catch(() => {});
  }, [store]);
  useEffect(() => {
    if (formError) errorBox.current?.focus();
  }, [formError]);

  return {
    store,
    accounts,
    account,
    currency,
    methodsState,
    retryMethods: retry,
    methods,
    method,
    /** Another account: its currency's methods, from the first, and none of the old problems. */
    chooseAccount: (next: Account) => {
      setChosenId(next.id);
      setMethodId(null);
      setErrors({});
    },
    chooseMethod: (next: PaymentMethod) => setMethodId(next.id),
    errors,
    setErrors,
    formError,
    setFormError,
    /** Where the form error stands: it takes the focus when it appears. */
    errorBox,
    sending,
    setSending,
    /**
     * Shows why the server refused a send: each field it names under that field, and what none of
     * the form's `shownFields` shows (the account, say) above the button. Answers the fields' texts.
     */
    showFailure: (error: unknown, shownFields: readonly string[]): Record<string, string> => {
      const failure = failureOf(error);
      const fields = fieldTexts(failure, i18n);
      const elsewhere = Object.entries(fields).filter(([field]) => !shownFields.includes(field));
      setErrors(fields);
      setSending(false);
      if (elsewhere.length > 0 || Object.keys(fields).length === 0)
        setFormError(elsewhere.map(([, text]) => text).join(' ') || failureText(failure, i18n));
      return fields;
    },
  };
}

export type PaymentForm = ReturnType<typeof usePaymentForm>;
